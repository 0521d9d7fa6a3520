import { requireEmail, requireName } from '../lib/contact-input';
import { sydneyDatePlusDays } from '../lib/sydney-date';
import { recordJourneyEvent } from '../services/journey-history';
import { register } from '../services/survey-registrations';
import { findOwnSurvey, ownerOf } from '../services/surveys';
import { emailField, nameField, surveyIdField } from './card-journey-fields';
import { bodySchema, defineRoute } from './define-route';

interface NudgeBody {
  survey_id: string;
  email: string;
  remind_in_days: 30 | 90 | 180;
  visit_id?: string | null;
}

/** "Remind me to check again": the reminder date is counted in Sydney calendar days. */
export const submitNudgeRoute = defineRoute<NudgeBody, Record<string, never>, 'required'>({
  path: '/submitNudge/',
  session: 'required',
  rateLimit: 'write',
  body: bodySchema(
    { survey_id: surveyIdField, email: emailField, remind_in_days: { type: 'integer', enum: [30, 90, 180] } },
    ['survey_id', 'email', 'remind_in_days'],
  ),
  handler: async ({ ctx, session, body, now }) => {
    const email = requireEmail(body.email);
    const survey = await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session));
    const remindOn = sydneyDatePlusDays(now, body.remind_in_days);
    const created = await register(
      ctx.db,
      { kind: 'nudge', surveyId: survey.id, userId: session.userId, email, remindOn },
      now,
    );
    if (created) {
      await recordJourneyEvent(
        ctx.db,
        session.userId,
        {
          kind: 'reminder_set',
          description: `Asked us to remind you to check your cards again on ${remindOn}`,
          data: { survey_id: survey.id, remind_on: remindOn },
        },
        now,
      );
    }
    return { remind_on: remindOn };
  },
});

interface NoOffersBody {
  survey_id: string;
  email: string;
  first_name?: string | null;
  visit_id?: string | null;
}

/** Nothing beats the current deal today: e-mail the visitor when a card would save them $50 a year. */
export const noOffersRegistrationRoute = defineRoute<NoOffersBody, Record<string, never>, 'required'>({
  path: '/noOffersRegistration/',
  session: 'required',
  rateLimit: 'write',
  body: bodySchema(
    { survey_id: surveyIdField, email: emailField, first_name: { ...nameField, type: ['string', 'null'] } },
    ['survey_id', 'email'],
  ),
  handler: async ({ ctx, session, body, now }) => {
    const email = requireEmail(body.email);
    const firstName = body.first_name ? requireName(body.first_name, 'first_name') : null;
    const survey = await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session));
    const created = await register(
      ctx.db,
      { kind: 'no_offers', surveyId: survey.id, userId: session.userId, email, firstName },
      now,
    );
    if (created) {
      await recordJourneyEvent(
        ctx.db,
        session.userId,
        {
          kind: 'no_offers_registered',
          description: 'Asked us to e-mail you when a card would save you at least $50 a year',
          data: { survey_id: survey.id },
        },
        now,
      );
    }
    return { ok: true };
  },
});

export const TO_BE_INTERESTS = ['lower-fee', 'lower-rate', 'better-rewards', 'balance-transfer'] as const;

interface ToBeBody {
  survey_id: string;
  email: string;
  interests: (typeof TO_BE_INTERESTS)[number][];
  visit_id?: string | null;
}

/** The "to be" wish list: what a better card would have; e-mailed when a matching card appears. */
export const submit2BeRegistrationRoute = defineRoute<ToBeBody, Record<string, never>, 'required'>({
  path: '/submit2BeRegistration/',
  session: 'required',
  rateLimit: 'write',
  body: bodySchema(
    {
      survey_id: surveyIdField,
      email: emailField,
      interests: {
        type: 'array',
        minItems: 1,
        maxItems: TO_BE_INTERESTS.length,
        uniqueItems: true,
        items: { type: 'string', enum: [...TO_BE_INTERESTS] },
        description: `a list of different interests from: ${TO_BE_INTERESTS.join(', ')}`,
      },
    },
    ['survey_id', 'email', 'interests'],
  ),
  handler: async ({ ctx, session, body, now }) => {
    const email = requireEmail(body.email);
    const survey = await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session));
    const created = await register(
      ctx.db,
      { kind: 'to_be', surveyId: survey.id, userId: session.userId, email, interests: body.interests },
      now,
    );
    if (created) {
      await recordJourneyEvent(
        ctx.db,
        session.userId,
        {
          kind: 'wish_list_registered',
          description: `Asked us to e-mail you about cards with ${body.interests.join(', ')}`,
          data: { survey_id: survey.id, interests: body.interests },
        },
        now,
      );
    }
    return { ok: true };
  },
});
