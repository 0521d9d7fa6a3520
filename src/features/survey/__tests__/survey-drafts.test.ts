import { makeStore } from '../../../app/store';
import {
  clearSurvey,
  draftAdded,
  draftChanged,
  draftRemoved,
  MAX_SURVEY_CARDS,
  newCardDraft,
  storeEstimateResult,
  storeOffersResult,
  selectSurvey,
} from '../survey-slice';

describe('the survey form drafts', () => {
  it('starts with one card whose amounts are empty (none assumed), on its card step', () => {
    const survey = selectSurvey(makeStore().getState());
    expect(survey.drafts).toEqual([
      {
        providerId: null,
        productId: null,
        entered: null,
        earnRate: '',
        monthlySpend: '',
        paysInFull: null,
        monthlyRepayment: '',
        balanceRemaining: '',
      },
    ]);
    expect(survey.step).toEqual({ index: 0, stage: 'card' });
  });

  it('adds cards up to five, each opening its card step, and removes one back to the list', () => {
    const store = makeStore();
    for (let added = 0; added < MAX_SURVEY_CARDS + 2; added += 1) store.dispatch(draftAdded());
    expect(selectSurvey(store.getState()).drafts).toHaveLength(MAX_SURVEY_CARDS);
    expect(selectSurvey(store.getState()).step).toEqual({ index: MAX_SURVEY_CARDS - 1, stage: 'card' });
    store.dispatch(
      draftChanged({ index: 1, changes: { productId: '10034-CC00001', monthlySpend: '12.3x' } }),
    );
    store.dispatch(draftRemoved(0));
    expect(selectSurvey(store.getState()).drafts[0]).toEqual({
      ...newCardDraft,
      productId: '10034-CC00001',
      monthlySpend: '12.3x',
    });
    expect(selectSurvey(store.getState()).step).toEqual({ index: 0, stage: 'review' });
  });

  it('never removes the last card, and clearing starts the form again', () => {
    const store = makeStore();
    store.dispatch(draftRemoved(0));
    expect(selectSurvey(store.getState()).drafts).toHaveLength(1);
    store.dispatch(draftChanged({ index: 0, changes: { providerId: '10004' } }));
    store.dispatch(clearSurvey());
    expect(selectSurvey(store.getState()).drafts).toEqual([newCardDraft]);
  });

  it('drops the stored offers when a new estimate arrives', () => {
    const store = makeStore();
    store.dispatch(storeOffersResult({ surveyId: 's' }));
    expect(selectSurvey(store.getState()).offersResult).toEqual({ surveyId: 's' });
    store.dispatch(storeEstimateResult({ estimate: {} }));
    expect(selectSurvey(store.getState()).offersResult).toBeNull();
  });
});
