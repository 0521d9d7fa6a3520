/**
 * The card survey kept in the browser, the way the home-loan journey keeps its own
 * (src/lib/kept-state.ts): the cards and their usage as typed, the survey id, and the estimate and
 * offers answers, in localStorage, so a reload of any card-journey screen, or a return visit in a
 * new tab, shows the same results without asking again. The survey holds no contact details (the
 * card forms' e-mail addresses stay in the forms), so nothing personal is written.
 *
 * Each part is checked on the way back: a value of the wrong shape (an older version, a damaged
 * entry) is dropped and that part starts afresh, without an error.
 */
import { CARD_SURVEY_STORAGE_KEY } from '../../lib/kept-journeys';
import { isObject, keepSaved, type ObservedStore, readKept, writeKept } from '../../lib/kept-state';
import {
  type CardDraft,
  type CardUsage,
  type EarnRateAnswer,
  type EnteredCard,
  MAX_SURVEY_CARDS,
  newCardDraft,
  type SurveyCard,
  type SurveyStage,
  type SurveyState,
  type SurveyStep,
} from './survey-state';

export const SURVEY_STORAGE_KEY = CARD_SURVEY_STORAGE_KEY;
const VERSION = 1;

type KeptSurvey = Pick<
  SurveyState,
  'drafts' | 'step' | 'cards' | 'surveyId' | 'estimateResult' | 'offersResult'
>;

const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

function restoreEnteredCard(saved: unknown): EnteredCard | null {
  if (!isObject(saved)) return null;
  const { providerId, providerName, cardName, annualFee, purchaseRate, interestFreeDays, rewardProgramId } =
    saved;
  if (
    !isTextOrNull(providerId) ||
    !isText(providerName) ||
    !isText(cardName) ||
    !isNumber(annualFee) ||
    !isNumber(purchaseRate) ||
    !isNumber(interestFreeDays) ||
    !isNumber(rewardProgramId)
  ) {
    return null;
  }
  return { providerId, providerName, cardName, annualFee, purchaseRate, interestFreeDays, rewardProgramId };
}

function isEarnRateAnswer(value: unknown): value is EarnRateAnswer {
  return (
    value === '' || value === 'unknown' || (isText(value) && isNumber(Number(value)) && value.trim() !== '')
  );
}

/** The saved draft over a new one, taking only fields of the right type. */
function restoreDraft(saved: unknown): CardDraft {
  if (!isObject(saved)) return newCardDraft;
  const draft: CardDraft = { ...newCardDraft };
  if (isTextOrNull(saved.providerId)) draft.providerId = saved.providerId;
  if (isTextOrNull(saved.productId)) draft.productId = saved.productId;
  draft.entered = restoreEnteredCard(saved.entered);
  if (isEarnRateAnswer(saved.earnRate)) draft.earnRate = saved.earnRate;
  if (typeof saved.paysInFull === 'boolean' || saved.paysInFull === null) draft.paysInFull = saved.paysInFull;
  for (const key of ['monthlySpend', 'monthlyRepayment', 'balanceRemaining'] as const) {
    const value = saved[key];
    if (isText(value)) draft[key] = value;
  }
  return draft;
}

function restoreDrafts(saved: unknown): CardDraft[] {
  if (!Array.isArray(saved) || saved.length === 0) return [newCardDraft];
  return saved.slice(0, MAX_SURVEY_CARDS).map(restoreDraft);
}

const STAGES: readonly SurveyStage[] = ['card', 'usage', 'review'];

function restoreStep(saved: unknown, drafts: readonly CardDraft[]): SurveyStep {
  if (!isObject(saved)) return { index: 0, stage: 'card' };
  const { index, stage } = saved;
  return Number.isInteger(index) &&
    (index as number) >= 0 &&
    (index as number) < drafts.length &&
    STAGES.includes(stage as SurveyStage)
    ? { index: index as number, stage: stage as SurveyStage }
    : { index: 0, stage: 'card' };
}

function restoreCard(saved: unknown): SurveyCard | null {
  if (!isObject(saved) || !isObject(saved.usage) || !isTextOrNull(saved.productId)) return null;
  const { monthlySpend, monthlyRepayment, balanceRemaining } = saved.usage;
  if (!isNumber(monthlySpend) || !isNumber(monthlyRepayment) || !isNumber(balanceRemaining)) return null;
  const usage: CardUsage = { monthlySpend, monthlyRepayment, balanceRemaining };
  const enteredCard = restoreEnteredCard(saved.enteredCard);
  if ((saved.productId === null) === (enteredCard === null)) return null;
  const earnRate = saved.earnRate;
  if (earnRate !== undefined && earnRate !== null && !isNumber(earnRate)) return null;
  return {
    productId: saved.productId,
    ...(enteredCard ? { enteredCard } : {}),
    ...(earnRate !== undefined ? { earnRate } : {}),
    usage,
  };
}

/** The checked cards, all of them or none: a partly readable list would be estimated wrongly. */
function restoreCards(saved: unknown): SurveyCard[] {
  if (!Array.isArray(saved)) return [];
  const cards = saved.map(restoreCard);
  return cards.every((card): card is SurveyCard => card !== null) ? cards : [];
}

/** The estimate answer with the cards it is for (estimate-screen.tsx checks them against the survey's). */
function restoreEstimate(saved: unknown): unknown {
  return isObject(saved) &&
    Array.isArray(saved.cards) &&
    isObject(saved.estimate) &&
    Array.isArray(saved.estimate.entries)
    ? saved
    : null;
}

/** The offers answer, which names the survey it is for (the offers screen checks it). */
function restoreOffers(saved: unknown): unknown {
  return isObject(saved) && isText(saved.surveyId) && Array.isArray(saved.stay) && Array.isArray(saved.switch)
    ? saved
    : null;
}

/** The survey saved last time over `initial`, each part only where it was saved in a usable shape. */
export function restoreSurvey(initial: SurveyState): SurveyState {
  const saved = readKept(SURVEY_STORAGE_KEY, VERSION);
  if (saved === null) return initial;
  const drafts = restoreDrafts(saved.drafts);
  const surveyId = isText(saved.surveyId) ? saved.surveyId : null;
  return {
    ...initial,
    drafts,
    step: restoreStep(saved.step, drafts),
    cards: restoreCards(saved.cards),
    surveyId,
    estimateResult: restoreEstimate(saved.estimateResult),
    offersResult: surveyId === null ? null : restoreOffers(saved.offersResult),
    serverResumeDone: true,
  };
}

export function saveSurvey(state: SurveyState): void {
  const kept: KeptSurvey = {
    drafts: state.drafts,
    step: state.step,
    cards: state.cards,
    surveyId: state.surveyId,
    estimateResult: state.estimateResult,
    offersResult: state.offersResult,
  };
  writeKept(SURVEY_STORAGE_KEY, VERSION, kept);
}

/** Saves the survey whenever it changes (and only then: other slices' updates cost nothing). */
export function keepSurveySaved<State>(
  store: ObservedStore<State>,
  select: (state: State) => SurveyState,
): () => void {
  return keepSaved(store, select, saveSurvey);
}
