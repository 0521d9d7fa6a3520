/**
 * The home-loan check: the survey form as typed, the survey id the server gave, the loan as it
 * stored it, the verified registration, hidden offers and accepted offers. Restored from browser
 * storage when the store is made (journey-storage.ts), so a reload or a failed call loses nothing.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MemberGroup } from '../../domain/eligibility/member-groups';
import { rootReducer, type RootState } from '../../store/root-reducer';
import { signOut } from '../auth/auth-slice';
import { reportError } from '../errors/report-error';
import { MISSING_SURVEY_ID_MESSAGE } from '../survey/survey-state';
import type { AcceptResponse, CurrentLoan, FieldMessage, LoanSummary } from './home-loan-api';
import {
  initialHomeLoanJourneyState,
  type HomeLoanJourneyState,
  type ReferralHandOver,
  type StoredRegistration,
} from './journey-state';
import { restoreHomeLoanJourney } from './journey-storage';
import type { LoanDraft } from './loan-draft';
import { applyStartingAnswers, type StartingAnswers } from './starting-answers';

export interface SurveySaved {
  surveyId: string | null;
  current: CurrentLoan;
  summary: LoanSummary | null;
  warnings: FieldMessage[];
}

export const homeLoanJourneySlice = createSlice({
  name: 'homeLoanJourney',
  initialState: () => restoreHomeLoanJourney(initialHomeLoanJourneyState),
  reducers: {
    draftEdited(state, action: PayloadAction<Partial<LoanDraft>>) {
      Object.assign(state.draft, action.payload);
    },
    /** The survey's starting answers arrived: they fill only what is still empty, then or now. */
    startingAnswersArrived(state, action: PayloadAction<StartingAnswers>) {
      Object.assign(state.draft, applyStartingAnswers(state.draft, action.payload));
    },
    surveySaved: {
      reducer(state, action: PayloadAction<SurveySaved>) {
        const { surveyId, current, summary, warnings } = action.payload;
        if (surveyId !== state.surveyId) {
          state.registration = null;
          state.hiddenOffers = [];
          state.accepted = {};
          state.referrals = {};
        }
        state.surveyId = surveyId;
        state.current = current;
        state.summary = summary;
        state.warnings = warnings;
      },
      // As the card survey does: an answer without a survey id is reported when the action is made.
      prepare(saved: Omit<SurveySaved, 'surveyId'> & { surveyId: string | null | undefined }) {
        if (saved.surveyId === null || saved.surveyId === undefined) {
          void reportError({
            error: new Error(MISSING_SURVEY_ID_MESSAGE),
            details: { journey: 'home-loan' },
          });
        }
        return { payload: { ...saved, surveyId: saved.surveyId ?? null } };
      },
    },
    serverResumeAsked(state) {
      state.serverResumeDone = true;
    },
    registrationVerified(state, action: PayloadAction<StoredRegistration>) {
      state.registration = action.payload;
    },
    registrationForgotten(state) {
      state.registration = null;
    },
    offerHidden(state, action: PayloadAction<string>) {
      if (!state.hiddenOffers.includes(action.payload)) state.hiddenOffers.push(action.payload);
    },
    offerShownAgain(state, action: PayloadAction<string>) {
      state.hiddenOffers = state.hiddenOffers.filter((offerId) => offerId !== action.payload);
    },
    membershipAnswered(state, action: PayloadAction<MemberGroup[]>) {
      state.memberGroups = action.payload;
    },
    offerAccepted(state, action: PayloadAction<{ offerId: string; answer: AcceptResponse }>) {
      state.accepted[action.payload.offerId] = action.payload.answer;
    },
    partnerReferred(
      state,
      action: PayloadAction<{ offerId: string; referralId: string; handOver: ReferralHandOver }>,
    ) {
      const { offerId, referralId, handOver } = action.payload;
      const known = state.referrals[offerId];
      // The server answers the same id for the same offer; a new id starts over. Asked again, it
      // sends no second copy: what the first answer said stands.
      if (known?.referralId !== referralId) {
        state.referrals[offerId] = { referralId, acceptedAt: null, handOver };
      } else {
        known.handOver ??= handOver;
      }
    },
    partnerOfferAccepted(state, action: PayloadAction<{ offerId: string; acceptedAt: string }>) {
      const referral = state.referrals[action.payload.offerId];
      if (referral) referral.acceptedAt = action.payload.acceptedAt;
    },
    /**
     * The server no longer lets this browser open the check (lib/check-gone.ts): everything of it
     * goes but the loan as the visitor typed it, for a new check.
     */
    checkGone(state) {
      return { ...initialHomeLoanJourneyState, draft: state.draft, serverResumeDone: true };
    },
  },
  extraReducers: (builder) => {
    // Signed out, the check is the account's: nothing of it stays on this browser.
    builder.addCase(signOut.fulfilled, () => ({ ...initialHomeLoanJourneyState, serverResumeDone: true }));
  },
});

export const {
  draftEdited,
  startingAnswersArrived,
  surveySaved,
  serverResumeAsked,
  registrationVerified,
  registrationForgotten,
  offerHidden,
  offerShownAgain,
  membershipAnswered,
  offerAccepted,
  partnerReferred,
  partnerOfferAccepted,
  checkGone,
} = homeLoanJourneySlice.actions;

declare module '../../store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof homeLoanJourneySlice> {}
}

/** The slice joins the store's reducer when the journey's code loads: other pages never carry it. */
const injectedHomeLoanJourney = homeLoanJourneySlice.injectInto(rootReducer);

/** The journey's state, also before its first action (its initial state, restored from storage). */
export const selectHomeLoanJourney = (state: RootState): HomeLoanJourneyState =>
  injectedHomeLoanJourney.selectSlice(state);
