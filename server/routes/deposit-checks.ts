/**
 * The savings and term-deposit checks (docs/api-deposit-checks.md): a check is stored with what
 * the visitor told us, belongs to their browser (and account when signed in), and is answered
 * with the figures worked out from today's data. Sending a check with its `survey_id` replaces its
 * answers; the `get` calls find the newest again after a reload or on a return visit.
 */
import {
  DEFAULT_DEPOSIT_ROWS,
  getSavingsCheck,
  getTermDepositCheck,
  savingsCheck,
  type StoredSavingsCheck,
  type StoredTermDepositCheck,
  termDepositCheck,
} from '../../src/api/deposit-checks';
import { badRequest } from '../lib/api-error';
import { verifyingKeys } from '../lib/key-ring';
import { toSnakeCase } from '../lib/snake-case';
import { toIso } from '../lib/time';
import type { AppContext } from '../app-context';
import {
  type DepositCheckKind,
  type DepositSurvey,
  depositCheckNotFound,
  depositSurveyById,
  findOwnDepositSurvey,
  latestDepositSurvey,
  saveDepositSurvey,
  startDepositSurvey,
} from '../services/deposit-surveys';
import { requestVisitId } from '../services/request-visit';
import { readSurveyLinkToken } from '../services/survey-links';
import { heldAccount, savingsCheckAnswer } from '../services/savings-check';
import type { SessionState } from '../services/sessions';
import { ownerOf } from '../services/surveys';
import { checkDepositInput, termDepositCheckAnswer } from '../services/term-deposit-check';
import { readSavingsCheck, readTermDepositCheck } from './deposit-check-fields';
import { defineContractRoute } from './define-route';

/** Stores the check: a new one without `survey_id`, else the visitor's own, replaced. */
async function storeCheck(
  ctx: AppContext,
  session: SessionState,
  kind: DepositCheckKind,
  surveyId: string | null | undefined,
  check: unknown,
  visitId: string | null | undefined,
  now: Date,
): Promise<string> {
  if (surveyId === null || surveyId === undefined) {
    const visit = await requestVisitId(ctx.db, session, visitId);
    return startDepositSurvey(ctx.db, kind, { ...ownerOf(session), visitId: visit, check }, now);
  }
  const survey = await findOwnDepositSurvey(ctx.db, kind, surveyId, ownerOf(session));
  await saveDepositSurvey(ctx.db, survey.id, check, now);
  return survey.id;
}

/** The check `survey_id` names (404 when not the visitor's), or their newest; null without one or a session. */
async function readCheck<Input>(
  ctx: AppContext,
  session: SessionState | null,
  kind: DepositCheckKind,
  surveyId: string | null | undefined,
): Promise<DepositSurvey<Input> | null> {
  if (!session) {
    if (surveyId) throw depositCheckNotFound(kind);
    return null;
  }
  return surveyId
    ? findOwnDepositSurvey<Input>(ctx.db, kind, surveyId, ownerOf(session))
    : latestDepositSurvey<Input>(ctx.db, kind, ownerOf(session));
}

/** The check a savings alert's signed link names: 400 for a link that is not ours or has expired, 404 when it is gone. */
async function linkedSavingsCheck(
  ctx: AppContext,
  eventId: string,
  now: Date,
): Promise<DepositSurvey<StoredSavingsCheck>> {
  const link = readSurveyLinkToken(verifyingKeys(ctx.keys, 'grace', now), eventId, now);
  if (link.status === 'invalid') {
    throw badRequest(
      'This link is not one of ours, or part of it is missing. Open it from your e-mail again.',
    );
  }
  if (link.status === 'expired') throw badRequest('This link has expired. Check your savings again.');
  return depositSurveyById<StoredSavingsCheck>(ctx.db, 'savings', link.surveyId);
}

/** What the savings account earns a year, with the working, and the Stay and Switch accounts; 400 naming a bad field. */
export const savingsCheckRoute = defineContractRoute(savingsCheck, {
  session: 'required',
  rateLimit: 'compute',
  handler: async ({ ctx, session, body, now }) => {
    const check = readSavingsCheck(body);
    const journey = ctx.depositJourney;
    heldAccount(journey, check);
    const surveyId = await storeCheck(ctx, session, 'savings', body.survey_id, check, body.visit_id, now);
    return toSnakeCase(
      savingsCheckAnswer(journey, surveyId, check, {
        measure: body.measure ?? 'first-year',
        limit: body.limit ?? DEFAULT_DEPOSIT_ROWS,
        now,
      }),
    );
  },
});

/** The visitor's newest savings check (or the one named) with today's figures and what they told us; nulls when none. */
export const getSavingsCheckRoute = defineContractRoute(getSavingsCheck, {
  session: 'optional',
  rateLimit: 'compute',
  handler: async ({ ctx, session, body, now }) => {
    const survey = body.event_id
      ? await linkedSavingsCheck(ctx, body.event_id, now)
      : await readCheck<StoredSavingsCheck>(ctx, session, 'savings', body.survey_id);
    if (!survey) return { survey_id: null, input: null, check: null, updated_at: null };
    const check = survey.deposit_check;
    return {
      survey_id: survey.id,
      input: check,
      check: toSnakeCase(
        savingsCheckAnswer(ctx.depositJourney, survey.id, check, {
          measure: body.measure ?? 'first-year',
          limit: body.limit ?? DEFAULT_DEPOSIT_ROWS,
          now,
        }),
      ),
      updated_at: toIso(survey.updated_at),
    };
  },
});

/** What the term deposit earns, its rollover at the bank's current rate, the best elsewhere and the grace period. */
export const termDepositCheckRoute = defineContractRoute(termDepositCheck, {
  session: 'required',
  rateLimit: 'compute',
  handler: async ({ ctx, session, body, now }) => {
    const check = readTermDepositCheck(body);
    const journey = ctx.depositJourney;
    checkDepositInput(journey, check);
    const surveyId = await storeCheck(
      ctx,
      session,
      'term_deposit',
      body.survey_id,
      check,
      body.visit_id,
      now,
    );
    return toSnakeCase(
      termDepositCheckAnswer(journey, surveyId, check, { limit: body.limit ?? DEFAULT_DEPOSIT_ROWS, now }),
    );
  },
});

/** The visitor's newest term-deposit check (or the one named) with today's figures; nulls when none. */
export const getTermDepositCheckRoute = defineContractRoute(getTermDepositCheck, {
  session: 'optional',
  rateLimit: 'compute',
  handler: async ({ ctx, session, body, now }) => {
    const survey = await readCheck<StoredTermDepositCheck>(ctx, session, 'term_deposit', body.survey_id);
    if (!survey) return { survey_id: null, input: null, check: null, updated_at: null };
    return {
      survey_id: survey.id,
      input: survey.deposit_check,
      check: toSnakeCase(
        termDepositCheckAnswer(ctx.depositJourney, survey.id, survey.deposit_check, {
          limit: body.limit ?? DEFAULT_DEPOSIT_ROWS,
          now,
        }),
      ),
      updated_at: toIso(survey.updated_at),
    };
  },
});
