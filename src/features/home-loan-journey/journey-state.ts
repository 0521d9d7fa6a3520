/**
 * The shape of the home-loan check's state and its starting value, apart from the slice that
 * changes it (home-loan-slice.ts) and the code that keeps it in the browser (journey-storage.ts),
 * which both need them.
 */
import type {
  AcceptResponse,
  BestTime,
  CurrentLoan,
  FieldMessage,
  HomeLoanRegistration,
  LoanSummary,
  PreferredContact,
  RefinanceBroker,
} from './home-loan-types';
import { type LoanDraft, newLoanDraft } from './loan-draft';

/** A registration verified by code, for one survey. */
export interface StoredRegistration extends HomeLoanRegistration {
  surveyId: string;
  /**
   * The visitor has saved their alert and contact preferences (the API answers defaults until
   * then, so its `preferences` alone cannot tell).
   */
  preferencesSaved: boolean;
}

/**
 * What the partner was told and where the visitor's copy went, as the referral's answer said: the
 * confirmation repeats it. The e-mail address stays with the registration (this tab only).
 */
export interface ReferralHandOver {
  broker: RefinanceBroker;
  /** The visitor's saved preference; null when they chose none. */
  method: PreferredContact | null;
  bestTime: BestTime | null;
  /** Masked: `04•• ••• 678`. */
  mobileNumber: string;
  confirmation: 'email' | 'sms' | null;
}

/** A referral the refinance partner has, and when the visitor said they accepted its offer. */
export interface PartnerReferral {
  referralId: string;
  acceptedAt: string | null;
  /** Null for referrals kept from before the answer said it. */
  handOver?: ReferralHandOver | null;
}

export interface HomeLoanJourneyState {
  draft: LoanDraft;
  surveyId: string | null;
  /** The loan as /updateHLSurveyInput/ stored it. */
  current: CurrentLoan | null;
  summary: LoanSummary | null;
  /** The API's warnings about the stored figures (they never stop the journey). */
  warnings: FieldMessage[];
  registration: StoredRegistration | null;
  /** Offers the visitor said "Not for me" to, for this survey. */
  hiddenOffers: string[];
  /** /acceptHLOffer/ answers by offer id, for this survey. */
  accepted: Record<string, AcceptResponse>;
  /** Referrals to the refinance partner by offer id, for this survey. */
  referrals: Record<string, PartnerReferral>;
  /** The member groups the visitor said they belong to or may join through (`src/domain/eligibility/`). */
  memberGroups: string[];
  /**
   * Whether a check the server kept may still be brought back (use-home-loan-resume.ts): true once
   * the server was asked, or when this browser kept a check of its own. Not saved in the browser.
   */
  serverResumeDone: boolean;
}

export const initialHomeLoanJourneyState: HomeLoanJourneyState = {
  draft: newLoanDraft,
  surveyId: null,
  current: null,
  summary: null,
  warnings: [],
  registration: null,
  hiddenOffers: [],
  accepted: {},
  referrals: {},
  memberGroups: [],
  serverResumeDone: false,
};
