/**
 * The home-loan survey's routes (docs/api-home-loan-journey.md, "Survey"): the defaults, checking
 * the visitor's loan as they type it, storing it, a check the server kept, and the loan against
 * the market.
 */
import { Type } from '@sinclair/typebox';
import { defineContract, requestBody } from './contract';
import { answerOneOf, nullable, orNull } from './fields';
import {
  currentLoanField,
  hlEligibilityField,
  hlSurveyIdField,
  loanSummary,
  offerSummary,
  storedLoan,
} from './home-loan-fields';

/** The home-loan defaults and the serviceability buffer (`src/domain/finance/defaults.ts`). */
export const getHlParameter = defineContract({
  path: '/getHLParameter/',
  request: requestBody({}),
  response: Type.Object({
    /** Default loan amount in dollars. */
    amount: Type.Number(),
    /** Default deposit as a fraction of the price: 0.4 is 40%. */
    deposit: Type.Number(),
    /** What a loan is for by default: 'Home' (to live in). */
    purpose: Type.String(),
    /** The rise in rate a borrower's repayments are tested at (0.03). */
    rate_buffer: Type.Number(),
  }),
});

const fieldMessage = Type.Object({
  /** The body's field name, e.g. `remaining_years`. */
  field: Type.String(),
  message: Type.String(),
});

/** Field errors and warnings for the form; never a 400 for a value, only for a wrong JSON type. */
export const validateCurrentProperties = defineContract({
  path: '/validateCurrentProperties/',
  request: requestBody({ current: currentLoanField }),
  response: Type.Object({
    valid: Type.Boolean(),
    errors: Type.Array(fieldMessage),
    warnings: Type.Array(fieldMessage),
    /** Only for a valid loan. */
    summary: Type.Optional(loanSummary),
  }),
});

const nullableSurveyId = Type.Optional(nullable(hlSurveyIdField));

/** Starts a survey (`survey_id` null or left out) or replaces its loan; 400 naming the first bad field. */
export const updateHlSurveyInput = defineContract({
  path: '/updateHLSurveyInput/',
  request: requestBody({ survey_id: nullableSurveyId, current: currentLoanField }),
  response: Type.Object({ survey_id: Type.String(), current: storedLoan, summary: loanSummary }),
});

/** The visitor's newest check, or the one named when they may read it; all null when there is none. */
export const getHlSurvey = defineContract({
  path: '/getHLSurvey/',
  request: requestBody({ survey_id: nullableSurveyId }),
  response: Type.Object({
    survey_id: orNull(Type.String()),
    current: orNull(storedLoan),
    summary: orNull(loanSummary),
    updated_at: orNull(Type.String()),
  }),
});

const surveyRequest = requestBody({
  survey_id: hlSurveyIdField,
  eligibility: Type.Optional(hlEligibilityField),
});

const marketMatch = Type.Object({
  offer_id: Type.String(),
  product_id: Type.String(),
  product_name: Type.String(),
  provider_id: Type.String(),
  provider_name: Type.String(),
  rate: Type.Number(),
  comparison_rate: orNull(Type.Number()),
  /** The variable rate after a fixed period; null for variable rates. */
  revert_rate: orNull(Type.Number()),
  monthly_repayment_cents: Type.Integer(),
  total_interest_cents: Type.Integer(),
  /** Repayments, fees and switching costs less cash back over the remaining term: what "best" means. */
  total_cost_cents: Type.Integer(),
});

/** The visitor's repayment and interest beside the best and median rates they qualify for, by rate type. */
export const getYourDealVsMarket = defineContract({
  path: '/getYourDealVsMarket/',
  request: surveyRequest,
  response: Type.Object({
    survey_id: Type.String(),
    current: Type.Object({
      rate: Type.Number(),
      lvr: Type.Number(),
      monthly_repayment_cents: Type.Integer(),
      total_interest_cents: Type.Integer(),
    }),
    remaining_months: Type.Integer(),
    /** What "best match" means, in words. */
    best_match_measure: Type.String(),
    groups: Type.Array(
      Type.Object({
        key: Type.String(),
        label: Type.String(),
        fixed_months: orNull(Type.Integer()),
        count: Type.Integer(),
        best: Type.Array(marketMatch),
        median: orNull(
          Type.Object({
            rate: Type.Number(),
            monthly_repayment_cents: Type.Integer(),
            total_interest_cents: Type.Integer(),
          }),
        ),
      }),
    ),
    notes: Type.Array(Type.String()),
  }),
});

export const DEAL_VERDICTS = ['competitive', 'could-be-better', 'overpaying', 'no-match'] as const;

/** A verdict on the current rate against the best variable rate the visitor qualifies for. */
export const reviewCurrentHlDeal = defineContract({
  path: '/reviewCurrentHLDeal/',
  request: surveyRequest,
  response: Type.Object({
    survey_id: Type.String(),
    verdict: answerOneOf(DEAL_VERDICTS),
    headline: Type.String(),
    /** The current rate less the best variable rate, as a fraction; null when there is none. */
    rate_gap: orNull(Type.Number()),
    cheaper_count: Type.Integer(),
    eligible_count: Type.Integer(),
    stay: orNull(offerSummary),
    best_switch: orNull(offerSummary),
    notes: Type.Array(Type.String()),
  }),
});
