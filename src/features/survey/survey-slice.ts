/**
 * The card survey (spec sections 3 and 4): the visitor's current cards with their usage, the
 * survey id the server gave and the estimate. The spec's "set flags" and "update other banking"
 * actions are left out, for the reasons in docs/architecture.md (The card survey's state).
 * Restored from browser storage when the slice joins the store (survey-storage.ts), so a reload or a
 * return visit shows the same results without asking again. The slice joins the store's reducer
 * when the card journey's code loads: other pages never carry it.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/root-reducer';
import { signOut } from '../auth/auth-slice';
import { reportError } from '../errors/report-error';
import {
  type CardDraft,
  initialSurveyState,
  MAX_SURVEY_CARDS,
  MISSING_SURVEY_ID_MESSAGE,
  newCardDraft,
  type SurveyCard,
  type SurveyState,
  type SurveyStep,
} from './survey-state';
import { restoreSurvey } from './survey-storage';

export {
  type CardDraft,
  type CardUsage,
  type EarnRateAnswer,
  type EnteredCard,
  initialSurveyState,
  MAX_SURVEY_CARDS,
  MISSING_SURVEY_ID_MESSAGE,
  newCardDraft,
  type SurveyCard,
  type SurveyStage,
  type SurveyState,
  type SurveyStep,
} from './survey-state';

/** Saving the survey in the browser while a card-journey screen is shown (survey-storage.ts). */
export { keepSurveySaved } from './survey-storage';

export const surveySlice = createSlice({
  name: 'survey',
  initialState: () => restoreSurvey(initialSurveyState),
  reducers: {
    addCard(state, action: PayloadAction<SurveyCard>) {
      state.cards.push(action.payload);
    },
    setSurveyId: {
      reducer(state, action: PayloadAction<string | null>) {
        state.surveyId = action.payload;
      },
      // The report happens when the action is created, not in the reducer, so reducers stay pure;
      // the action is still produced (with a null id) so the flow can carry on.
      prepare(surveyId: string | null | undefined) {
        if (surveyId === null || surveyId === undefined) {
          void reportError({ error: new Error(MISSING_SURVEY_ID_MESSAGE) });
        }
        return { payload: surveyId ?? null };
      },
    },
    storeEstimateResult(state, action: PayloadAction<unknown>) {
      state.estimateResult = action.payload;
      state.offersResult = null;
    },
    storeOffersResult(state, action: PayloadAction<unknown>) {
      state.offersResult = action.payload;
    },
    /** The checked figures of every drafted card, replacing the list (the estimate is for these). */
    setCards(state, action: PayloadAction<SurveyCard[]>) {
      state.cards = action.payload;
    },
    draftChanged(state, action: PayloadAction<{ index: number; changes: Partial<CardDraft> }>) {
      const draft = state.drafts[action.payload.index];
      if (draft) Object.assign(draft, action.payload.changes);
    },
    draftAdded(state) {
      if (state.drafts.length >= MAX_SURVEY_CARDS) return;
      state.drafts.push(newCardDraft);
      state.step = { index: state.drafts.length - 1, stage: 'card' };
    },
    draftRemoved(state, action: PayloadAction<number>) {
      if (state.drafts.length <= 1) return;
      state.drafts.splice(action.payload, 1);
      state.step = { index: 0, stage: 'review' };
    },
    stepChanged(state, action: PayloadAction<SurveyStep>) {
      state.step = action.payload;
    },
    /**
     * A survey the server kept (another device, an e-mail link, an account history entry): its
     * cards as the form shows them, its id and its estimate; offers are asked for afresh.
     */
    dealRestored(
      state,
      action: PayloadAction<Pick<SurveyState, 'surveyId' | 'drafts' | 'cards' | 'estimateResult'>>,
    ) {
      const { surveyId, drafts, cards, estimateResult } = action.payload;
      state.surveyId = surveyId;
      state.drafts = drafts.length > 0 ? drafts.slice(0, MAX_SURVEY_CARDS) : [newCardDraft];
      state.step = { index: 0, stage: 'review' };
      state.cards = cards;
      state.estimateResult = estimateResult;
      state.offersResult = null;
    },
    serverResumeAsked(state) {
      state.serverResumeDone = true;
    },
    clearSurvey(state) {
      state.drafts = [newCardDraft];
      state.step = { index: 0, stage: 'card' };
      state.cards = [];
      state.surveyId = null;
      state.estimateResult = null;
      state.offersResult = null;
    },
    /**
     * The server no longer lets this browser open the survey (lib/check-gone.ts): its id and
     * answers go, what the visitor typed stays, for a new check from the list of cards.
     */
    surveyGone(state) {
      const described = state.drafts.some((draft) => draft.productId !== null || draft.entered !== null);
      state.step = described ? { index: 0, stage: 'review' } : { index: 0, stage: 'card' };
      state.cards = [];
      state.surveyId = null;
      state.estimateResult = null;
      state.offersResult = null;
    },
  },
  extraReducers: (builder) => {
    // Signed out, the survey is the account's: nothing of it stays on this browser.
    builder.addCase(signOut.fulfilled, () => ({ ...initialSurveyState, serverResumeDone: true }));
  },
});

declare module '../../store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof surveySlice> {}
}

const injectedSurvey = surveySlice.injectInto(rootReducer);

/** The survey, also before its first action (its initial state, restored from storage). */
export const selectSurvey = (state: RootState): SurveyState => injectedSurvey.selectSlice(state);

export const {
  addCard,
  setSurveyId,
  storeEstimateResult,
  storeOffersResult,
  clearSurvey,
  surveyGone,
  dealRestored,
  serverResumeAsked,
  setCards,
  draftChanged,
  draftAdded,
  draftRemoved,
  stepChanged,
} = surveySlice.actions;
