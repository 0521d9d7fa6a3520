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
  RefinanceInfo,
  RegistrationPreferences,
} from './home-loan-api';
import type { MemberGroup } from '../../domain/eligibility/member-groups';
import { type LoanDraft, newLoanDraft } from './loan-draft';

/**
 * A registration verified by code, for one survey, as this tab keeps it: from an answer of the
 * registration routes, or kept from before the answers said whether the address is proved (then
 * without `emailConfirmed`, and perhaps without some preferences).
 */
export type StoredRegistration = Omit<HomeLoanRegistration, 'emailConfirmed' | 'preferences'> & {
  surveyId: string;
  emailConfirmed?: boolean;
  preferences: Partial<RegistrationPreferences> | null;
  /**
   * The visitor has saved their alert and contact preferences (the API answers defaults until
   * then, so its `preferences` alone cannot tell).
   */
  preferencesSaved: boolean;
};

/** An /acceptHLOffer/ answer as kept; one kept from before the answer named the partner has no `partner`. */
export type KeptAcceptance = Omit<AcceptResponse, 'refinance'> & {
  refinance: Omit<RefinanceInfo, 'partner'> & { partner?: RefinanceBroker | null };
};

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
  accepted: Record<string, KeptAcceptance>;
  /** Referrals to the refinance partner by offer id, for this survey. */
  referrals: Record<string, PartnerReferral>;
  /** The member groups the visitor said they belong to or may join through (`src/domain/eligibility/`). */
  memberGroups: MemberGroup[];
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
