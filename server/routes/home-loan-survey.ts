/**
 * The home-loan survey (docs/api-home-loan-journey.md, "Survey"): checking the visitor's loan as
 * they type it, storing it, and comparing it with the market.
 */
import { switchingContext } from '../../src/domain/home-loans/switching-context';
import { formatDollars, formatRate } from '../../src/domain/format';
import type { AppContext } from '../app-context';
import { badRequest } from '../lib/api-error';
import { toIso } from '../lib/time';
import {
  checkCurrentLoan,
  type CurrentLoanInput,
  engineLoan,
  roundedLvr,
  stateOf,
  type StoredCurrentLoan,
} from '../services/home-loan-input';
import { marketComparison, reviewDeal } from '../services/home-loan-journey';
import {
  findOwnHomeLoanSurvey,
  latestHomeLoanSurvey,
  surveyNotFound,
  rememberPostcode,
  sameLoan,
  saveCurrentLoan,
  startHomeLoanSurvey,
} from '../services/home-loan-surveys';
import { recordJourneyEvent } from '../services/journey-history';
import { requestVisitId } from '../services/request-visit';
import { ownerOf } from '../services/surveys';
import {
  getHlSurvey,
  getYourDealVsMarket,
  reviewCurrentHlDeal,
  updateHlSurveyInput,
  validateCurrentProperties,
} from '../../src/api/home-loan-survey';
import { defineContractRoute } from './define-route';
import { visitorAnswers } from './home-loan-fields';

function checkAgainstData(ctx: AppContext, input: CurrentLoanInput) {
  const journey = ctx.homeLoanJourney;
  return checkCurrentLoan(input, (providerId) => journey.providerIds.has(providerId));
}

/** LVR, term, state and today's repayment of a checked loan. */
function loanSummary(ctx: AppContext, current: StoredCurrentLoan) {
  const journey = ctx.homeLoanJourney;
  const context = switchingContext(engineLoan(current), journey.loans, journey.providers);
  return {
    lvr: roundedLvr(context.profile.lvr),
    remaining_months: context.months,
    state: stateOf(current),
    monthly_repayment_cents: context.currentCosts.monthlyRepaymentCents,
  };
}

/** Field errors and warnings for the form; never a 400 for a value, only for a wrong JSON type. */
export const validateCurrentPropertiesRoute = defineContractRoute(validateCurrentProperties, {
  session: 'required',
  rateLimit: 'write',
  handler: ({ ctx, body }) => {
    const check = checkAgainstData(ctx, body.current);
    return {
      valid: check.current !== null,
      errors: check.errors,
      warnings: check.warnings,
      ...(check.current === null ? {} : { summary: loanSummary(ctx, check.current) }),
    };
  },
});

function checkedDescription(ctx: AppContext, current: StoredCurrentLoan): string {
  const lender =
    current.provider_id !== null
      ? ` with ${ctx.homeLoanJourney.providerName(current.provider_id)}`
      : current.lender_name !== null
        ? ` with ${current.lender_name}`
        : '';
  return `Checked your ${formatDollars(current.balance)} home loan at ${formatRate(current.rate)}${lender}`;
}

/**
 * Starts a home-loan survey (`survey_id` null or left out) or replaces its loan; 400 naming the
 * first bad field.
 */
export const updateHlSurveyInputRoute = defineContractRoute(updateHlSurveyInput, {
  session: 'required',
  rateLimit: 'write',
  handler: async ({ ctx, session, body, now }) => {
    const check = checkAgainstData(ctx, body.current);
    const [first] = check.errors;
    if (first || check.current === null) {
      throw badRequest(
        first ? `"current.${first.field}" is not valid: ${first.message}` : '"current" is not valid.',
      );
    }
    const current = check.current;
    let surveyId: string;
    let changed = true;
    if (body.survey_id === null || body.survey_id === undefined) {
      const visitId = await requestVisitId(ctx.db, session, body.visit_id);
      surveyId = await startHomeLoanSurvey(ctx.db, { ...ownerOf(session), visitId, current }, now);
    } else {
      const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
      surveyId = survey.id;
      changed = !sameLoan(survey.current_loan, current);
      await saveCurrentLoan(ctx.db, survey.id, current, now);
    }
    await rememberPostcode(ctx.db, session.browserId, current.postcode);
    if (changed) {
      await recordJourneyEvent(
        ctx.db,
        session.userId,
        {
          kind: 'home_loan_checked',
          description: checkedDescription(ctx, current),
          data: { survey_id: surveyId, balance: current.balance, rate: current.rate },
        },
        now,
      );
    }
    return { survey_id: surveyId, current, summary: loanSummary(ctx, current) };
  },
});

const NO_HOME_LOAN = { survey_id: null, current: null, summary: null, updated_at: null };

/**
 * The visitor's newest home-loan check (this browser's, or when signed in the account's), or the one
 * `survey_id` names when the visitor may read it (404 otherwise), so a browser that kept none can
 * carry on and the account history can open a check; all null when there is none or no session.
 */
export const getHlSurveyRoute = defineContractRoute(getHlSurvey, {
  session: 'optional',
  handler: async ({ ctx, session, body }) => {
    if (!session) {
      if (body.survey_id) throw surveyNotFound();
      return NO_HOME_LOAN;
    }
    const survey = body.survey_id
      ? await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session))
      : await latestHomeLoanSurvey(ctx.db, ownerOf(session));
    if (!survey) return NO_HOME_LOAN;
    const current = survey.current_loan;
    return {
      survey_id: survey.id,
      current,
      summary: loanSummary(ctx, current),
      updated_at: toIso(survey.updated_at),
    };
  },
});

/** The visitor's repayment and interest beside the best and median rates they qualify for. */
export const getYourDealVsMarketRoute = defineContractRoute(getYourDealVsMarket, {
  session: 'required',
  rateLimit: 'compute',
  handler: async ({ ctx, session, body }) => {
    const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
    return {
      survey_id: survey.id,
      ...marketComparison(
        ctx.homeLoanJourney,
        ctx.homeLoanJourney.currentLoan(survey.current_loan),
        visitorAnswers(body.eligibility),
      ),
    };
  },
});

/** A verdict on the current rate against the best variable rate the visitor qualifies for. */
export const reviewCurrentHlDealRoute = defineContractRoute(reviewCurrentHlDeal, {
  session: 'required',
  rateLimit: 'compute',
  handler: async ({ ctx, session, body }) => {
    const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
    const journey = ctx.homeLoanJourney;
    return {
      survey_id: survey.id,
      ...reviewDeal(journey, journey.currentLoan(survey.current_loan), visitorAnswers(body.eligibility)),
    };
  },
});
