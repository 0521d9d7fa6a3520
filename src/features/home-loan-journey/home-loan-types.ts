/**
 * The home-loan journey's calls as the client sees them (camelCase; docs/api-home-loan-journey.md).
 * Money in requests is dollars, money in answers whole cents (`…Cents`); rates are fractions.
 */
import type { ClientResponseOf } from '../../api/contract';
import type { getUserLocation } from '../../api/site';

export type RepaymentType = 'principal-and-interest' | 'interest-only';
export type LoanPurpose = 'owner-occupier' | 'investment';

/**
 * The visitor's loan as the survey sends it; while checking, any field may be missing. The API
 * answers it as stored, with every field present (null where not given).
 */
export interface CurrentLoanInput {
  providerId: string | null;
  lenderName?: string | null;
  balance?: number;
  rate?: number;
  remainingYears?: number;
  repayment?: RepaymentType;
  interestOnlyYearsRemaining?: number | null;
  propertyValue?: number;
  purpose?: LoanPurpose;
  postcode?: string;
  dischargeFee?: number | null;
  annualFees?: number | null;
  /** Money in an offset account linked to the loan; null or missing when none. */
  offsetBalance?: number | null;
}

/** A checked loan: what /updateHLSurveyInput/ takes and stores. */
export interface CurrentLoan extends CurrentLoanInput {
  balance: number;
  rate: number;
  remainingYears: number;
  repayment: RepaymentType;
  propertyValue: number;
  purpose: LoanPurpose;
  postcode: string;
}

/** /getHLParameter/: the home-loan defaults and the serviceability buffer (src/domain/finance/defaults.ts). */
export interface HomeLoanParameters {
  amount: number;
  /** Deposit as a fraction of the price: 0.4 is 40%. */
  deposit: number;
  /** What a loan is for by default: 'Home' (to live in). */
  purpose: string;
  rateBuffer: number;
}

/** /getUserLocation/: the state of the postcode this browser gave before, if any. */
export type UserLocation = ClientResponseOf<typeof getUserLocation>;

export interface FieldMessage {
  /** The API's field name, e.g. `remaining_years`. */
  field: string;
  message: string;
}

export interface LoanSummary {
  lvr: number;
  remainingMonths: number;
  state: string;
  monthlyRepaymentCents: number;
}

export interface ValidateResponse {
  valid: boolean;
  errors: FieldMessage[];
  warnings: FieldMessage[];
  summary?: LoanSummary | null;
}

export interface SurveyInputResponse {
  surveyId: string;
  current: CurrentLoan;
  summary: LoanSummary;
}

/** /getHLSurvey/: a check the server kept, or `surveyId: null` when there is none. */
export interface KeptHomeLoan {
  surveyId: string | null;
  current: CurrentLoan | null;
  summary: LoanSummary | null;
  updatedAt: string | null;
}

export interface MarketMatch {
  offerId: string;
  productId: string;
  productName: string;
  providerId: string;
  providerName: string;
  rate: number;
  comparisonRate: number | null;
  /** The variable rate after a fixed period; null for variable rates. */
  revertRate: number | null;
  monthlyRepaymentCents: number;
  totalInterestCents: number;
  /** Repayments, fees and switching costs less cash back over the remaining term: what "best" means. */
  totalCostCents: number;
}

export interface MarketMedian {
  rate: number;
  monthlyRepaymentCents: number;
  totalInterestCents: number;
}

export interface MarketGroup {
  key: string;
  label: string;
  fixedMonths: number | null;
  count: number;
  best: MarketMatch[];
  median: MarketMedian | null;
}

export interface DealVsMarketResponse {
  surveyId: string;
  current: { rate: number; lvr: number; monthlyRepaymentCents: number; totalInterestCents: number };
  remainingMonths: number;
  /** What "best match" means, in words. */
  bestMatchMeasure: string;
  groups: MarketGroup[];
  notes: string[];
}

export type OfferType = 'Stay' | 'Switch';

export interface OfferFeatures {
  offset: boolean;
  redraw: boolean;
  extraRepayments: boolean;
}

export interface OfferSummary {
  offerId: string;
  offerType: OfferType;
  productId: string;
  productName: string;
  providerId: string;
  providerName: string;
  rate: number;
  rateType: 'variable' | 'fixed';
  fixedMonths: number | null;
  comparisonRate: number | null;
  revertRate: number | null;
  monthlyRepaymentCents: number;
  monthlySavingCents: number;
  totalSavingCents: number;
  switchingCostsCents: number;
  cashBackCents: number;
  breakEvenMonth: number | null;
  reasons: string[];
  features: OfferFeatures;
  refinanceAvailable: boolean;
}

export type DealVerdict = 'competitive' | 'could-be-better' | 'overpaying' | 'no-match';

export interface DealReviewResponse {
  surveyId: string;
  verdict: DealVerdict;
  headline: string;
  rateGap: number | null;
  cheaperCount: number;
  eligibleCount: number;
  stay: OfferSummary | null;
  bestSwitch: OfferSummary | null;
  notes: string[];
}

export interface CurrentCosts {
  monthlyRepaymentCents: number;
  totalInterestCents: number;
  totalCostCents: number;
}

/** Another lender's loan with the same figures as a row's, with its offer id for each of the row's terms. */
export interface SameFiguresLoan {
  productId: string;
  productName: string;
  providerId: string;
  providerName: string;
  offerIds: string[];
}

/** One loan on the offers page: its best option, every rate option (terms), and loans with the same figures. */
export interface OfferRow {
  rowId: string;
  offer: OfferSummary;
  terms: OfferSummary[];
  sameFigures: SameFiguresLoan[];
  lenderCount: number;
  /** Why the visitor cannot get it (members only, ...); empty when they can. */
  ineligibleReasons: string[];
}

export interface OffersResponse {
  surveyId: string;
  /** What the lists are sorted by, in words. */
  ranking: string;
  /** Set when the visitor's own lender is a commercial partner of the site. */
  partnerDisclosure: string | null;
  stay: OfferRow | null;
  switch: OfferRow[];
  /** Saving loans the visitor cannot get by their answers. */
  unavailable: OfferRow[];
  eligibility: { groupsAsked: string[]; memberGroups: string[] };
  eligibleCount: number;
  noBetterOffer: boolean;
  current: CurrentCosts;
  notes: string[];
}

export interface WorkingLine {
  key: string;
  label: string;
  currentCents: number;
  newCents: number;
}

export interface DetailedOffer extends OfferSummary {
  working: WorkingLine[];
  assumptions: string[];
  totalRepaidCents: number;
  currentTotalCostCents: number;
  newTotalCostCents: number;
}

export interface ProductFacts {
  id: string;
  name: string;
  providerId: string;
  providerName: string;
  applicationFeeCents: number;
  annualFeeCents: number;
  dischargeFeeCents: number;
  package: { name: string; feeCents: number; feeEveryMonths: number } | null;
  offset: boolean;
  redraw: boolean;
  extraRepayments: boolean;
  maxTermYears: number | null;
  lastUpdated: string | null;
}

export interface OfferDetailsResponse {
  offer: DetailedOffer;
  product: ProductFacts;
  current: CurrentCosts;
}

export type OfferOutcome = 'chosen' | 'dismissed';

export interface RegistrationDetails {
  firstName: string;
  lastName: string;
  email: string;
  /** Australian mobile, as +614xxxxxxxx. */
  mobileNumber: string;
}

export interface CodeSent {
  /** The mobile, masked: `04•• ••• 678`. */
  sentTo: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export type AlertThreshold = 500 | 1000 | 2000;
export type PreferredContact = 'email' | 'phone';
export type BestTime = 'morning' | 'afternoon' | 'evening' | 'any';

export interface RegistrationPreferences {
  rateAlerts: boolean;
  alertThreshold: AlertThreshold;
  preferredContact: PreferredContact;
  bestTime: BestTime;
}

export interface HomeLoanRegistration extends RegistrationDetails {
  verifiedAt: string | null;
  /**
   * The e-mail address is proved for rate alerts: the signed-in account's own, or confirmed with
   * the link we e-mailed (the registration's code proves only the mobile). Absent from older answers.
   */
  emailConfirmed?: boolean;
  /** The visitor has saved their preferences (until then `preferences` are defaults). Absent from older answers. */
  preferencesSaved?: boolean;
  preferences: Partial<RegistrationPreferences> | null;
}

/**
 * /getHLRegistration/: the survey's confirmed registration when this session confirmed it (or it
 * is the signed-in account's), so another tab carries on without a new code; else null.
 */
export interface RememberedRegistrationResponse {
  registration: HomeLoanRegistration | null;
}

export interface VerifyResponse {
  verified: true;
  registration: HomeLoanRegistration;
}

export interface PreferencesResponse {
  ok: boolean;
  registration: HomeLoanRegistration;
  /** `email_sent`: rate alerts wait until the visitor uses the link e-mailed to the address. */
  confirmation?: 'email_sent' | 'not_needed';
}

/** The refinance partner as the visitor's consent names it. */
export interface RefinanceBroker {
  legalName: string;
  /** Its Australian credit licence number. */
  creditLicence: string;
}

export interface RefinanceInfo {
  available: boolean;
  providerId: string | null;
  providerName: string | null;
  useProviderLanding: boolean;
  /** Null (or absent, in answers kept from before) when the partner cannot be named: no hand-over. */
  partner?: RefinanceBroker | null;
}

export interface AcceptResponse {
  reference: string;
  /**
   * How the confirmation went: by e-mail when the registration's address is the signed-in
   * account's, else by text to the mobile number the registration confirmed.
   */
  confirmation: 'email' | 'sms';
  offer: OfferSummary;
  providerName: string;
  nextSteps: string[];
  refinance: RefinanceInfo;
}

export interface PartnerReferralRequest {
  surveyId: string;
  /** The visitor ticked the box agreeing to their details going to the partner. */
  consent: true;
  savings: { totalSavingCents: number; monthlySavingCents: number; breakEvenMonth: number | null };
  offer: {
    offerId: string;
    providerId: string;
    providerName: string;
    rate: number;
    rateType: OfferSummary['rateType'];
    fixedMonths: number | null;
  };
  currentSituation: CurrentLoanInput;
}

/** What the partner was asked: the visitor's saved preference (null: none chosen) and where to reach them. */
export interface ReferralContact {
  method: PreferredContact | null;
  bestTime: BestTime | null;
  email: string;
  /** Masked: `04•• ••• 678`. */
  mobileNumber: string;
}

export interface PartnerReferralResponse {
  ok: true;
  referralId: string;
  partner: RefinanceBroker;
  contact: ReferralContact;
  /** Where the visitor's copy went; null when the referral was delivered before and nothing was sent now. */
  confirmation: 'email' | 'sms' | null;
}

/** The visitor accepted the partner's offer for a referral (/updateFinspoAcceptedOffer/). */
export interface PartnerAcceptanceRequest {
  surveyId: string;
  offerId: string;
  referralId: string;
  /** ISO date-time, by the visitor's clock. */
  acceptedAt: string;
}

export interface PartnerAcceptanceResponse {
  ok: true;
  referralId: string;
  status: 'accepted';
  /** As stored: the first acceptance stands. */
  acceptedAt: string;
}
