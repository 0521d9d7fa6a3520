import { makeStore } from '../../../app/store';
import {
  draftChanged,
  initialSurveyState,
  newCardDraft,
  setSurveyId,
  type SurveyState,
  selectSurvey,
} from '../survey-slice';
import { keepSurveySaved, restoreSurvey, saveSurvey, SURVEY_STORAGE_KEY } from '../survey-storage';

const SURVEY_ID = '3f2b8c1e-7a4d-4e9b-9c2a-1b2c3d4e5f60';
const usage = { monthlySpend: 2000, monthlyRepayment: 1800, balanceRemaining: 3500 };
const amex = {
  providerId: null,
  providerName: 'American Express',
  cardName: 'Explorer',
  annualFee: 395,
  purchaseRate: 0.2399,
  interestFreeDays: 44,
  rewardProgramId: 50,
};

/** A survey that has been estimated and ranked: a listed card with an earn rate, and one entered by hand. */
const finished: SurveyState = {
  ...initialSurveyState,
  drafts: [
    { ...newCardDraft, providerId: '10034', productId: '10034-CC00009', earnRate: '1.25', paysInFull: false },
    { ...newCardDraft, entered: amex, earnRate: 'unknown' },
  ],
  step: { index: 0, stage: 'review' },
  cards: [
    { productId: '10034-CC00009', earnRate: 1.25, usage },
    { productId: null, enteredCard: amex, earnRate: null, usage },
  ],
  surveyId: SURVEY_ID,
  estimateResult: { cards: [], estimate: { entries: [{ index: 0 }], totalCents: 1 } },
  offersResult: { surveyId: SURVEY_ID, stay: [], switch: [{ offerId: '10004-CC00001' }] },
  // Restored from this browser: the server is not asked for a survey it kept.
  serverResumeDone: true,
};

const stored = () =>
  JSON.parse(localStorage.getItem(SURVEY_STORAGE_KEY) ?? 'null') as Record<string, unknown>;
const store = (value: unknown) =>
  localStorage.setItem(SURVEY_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));

beforeEach(() => localStorage.clear());

describe('the card survey kept in the browser', () => {
  it('comes back as it was saved: cards, answers, survey id, estimate and offers', () => {
    saveSurvey(finished);
    expect(restoreSurvey(initialSurveyState)).toEqual(finished);
    expect(makeStore().getState().survey).toEqual(finished);
  });

  it('marks a survey cleared with "Start again" as kept, so the server’s is not brought back', () => {
    saveSurvey(initialSurveyState);
    expect(restoreSurvey(initialSurveyState)).toEqual({ ...initialSurveyState, serverResumeDone: true });
  });

  it('keeps nothing but the survey: no contact details, nothing of the session', () => {
    saveSurvey({ ...finished, serverResumeDone: true });
    expect(Object.keys(stored()).sort()).toEqual(
      ['cards', 'drafts', 'estimateResult', 'offersResult', 'step', 'surveyId', 'version'].sort(),
    );
    expect(sessionStorage.length).toBe(0);
  });

  it.each<[string, unknown]>([
    ['nothing stored', null],
    ['text that is not JSON', '{"version":1,"drafts":['],
    ['an older version', { ...finished, version: 0 }],
    ['no version', { drafts: finished.drafts }],
    ['a list instead of an object', [finished]],
  ])('starts afresh from %s, without an error', (_what, value) => {
    if (value !== null) store(value);
    expect(restoreSurvey(initialSurveyState)).toEqual(initialSurveyState);
  });

  it.each<[string, Record<string, unknown>, Partial<SurveyState>]>([
    ['drafts that are not a list', { drafts: 'x' }, { drafts: [newCardDraft] }],
    [
      'a step past the last draft',
      { step: { index: 4, stage: 'review' } },
      { step: { index: 0, stage: 'card' } },
    ],
    [
      'a step of an unknown stage',
      { step: { index: 0, stage: 'pay' } },
      { step: { index: 0, stage: 'card' } },
    ],
    ['one card without usage', { cards: [finished.cards[0], { productId: 'x' }] }, { cards: [] }],
    [
      'a card that is both listed and entered',
      { cards: [{ ...finished.cards[1], productId: 'x' }] },
      { cards: [] },
    ],
    [
      'an earn rate that is not a number',
      { cards: [{ ...finished.cards[0], earnRate: '1' }] },
      { cards: [] },
    ],
    [
      'an estimate without its cards',
      { estimateResult: { estimate: { entries: [] } } },
      { estimateResult: null },
    ],
    ['offers that name no survey', { offersResult: { stay: [], switch: [] } }, { offersResult: null }],
    ['a survey id that is not text', { surveyId: 42 }, { surveyId: null, offersResult: null }],
  ])('drops %s and keeps the rest', (_what, damage, expected) => {
    store({ ...finished, ...damage, version: 1 });
    expect(restoreSurvey(initialSurveyState)).toEqual({ ...finished, ...expected });
  });

  it('reads a damaged draft field by field', () => {
    store({
      ...finished,
      version: 1,
      drafts: [
        {
          productId: 7,
          monthlySpend: '900',
          paysInFull: 'yes',
          earnRate: 'lots',
          entered: { cardName: 'X' },
        },
        null,
      ],
    });
    expect(restoreSurvey(initialSurveyState).drafts).toEqual([
      { ...newCardDraft, monthlySpend: '900' },
      newCardDraft,
    ]);
  });

  it('keeps the amounts of a draft saved when the form still started from example figures', () => {
    const saved = {
      providerId: '10034',
      productId: '10034-CC00009',
      entered: null,
      earnRate: '',
      monthlySpend: '1500',
      paysInFull: false,
      monthlyRepayment: '1500',
      balanceRemaining: '0',
    };
    store({ ...finished, version: 1, drafts: [saved, { monthlySpend: '700' }] });
    expect(restoreSurvey(initialSurveyState).drafts).toEqual([
      saved,
      { ...newCardDraft, monthlySpend: '700', monthlyRepayment: '', balanceRemaining: '' },
    ]);
  });

  it('saves on every change of the survey while kept, and not for other parts of the store', () => {
    const appStore = makeStore();
    const stop = keepSurveySaved(appStore, (state) => selectSurvey(state));
    expect(localStorage.getItem(SURVEY_STORAGE_KEY)).toBeNull();
    appStore.dispatch({ type: 'visit/unrelated' });
    expect(localStorage.getItem(SURVEY_STORAGE_KEY)).toBeNull();
    appStore.dispatch(draftChanged({ index: 0, changes: { productId: '10034-CC00001' } }));
    expect(stored()).toMatchObject({ version: 1, drafts: [{ productId: '10034-CC00001' }] });
    stop();
    appStore.dispatch(setSurveyId(SURVEY_ID));
    expect(stored().surveyId).toBeNull();
  });
});
