/**
 * Reminders and alerts for a card survey (docs/api-card-journey.md). Each is confirmed at once when
 * its address is proved, and otherwise only once the visitor uses the link e-mailed to it
 * (services/follow-up-opt-in.ts): the answer's `confirmation` says which. They e-mail a typed
 * address, so they share the code-sending rate limit.
 */
import { clientNetwork } from '../lib/client-network';
import { requireEmail, requireName } from '../lib/contact-input';
import { sydneyDatePlusDays } from '../lib/sydney-date';
import { recordJourneyEvent } from '../services/journey-history';
import { registerWithOptIn } from '../services/survey-registrations';
import { findOwnSurvey, ownerOf } from '../services/surveys';
import { noOffersRegistration, submit2BeRegistration, submitNudge } from '../../src/api/card-follow-ups';
import { defineContractRoute } from './define-route';

/** "Remind me to check again": the reminder date is counted in Sydney calendar days. */
export const submitNudgeRoute = defineContractRoute(submitNudge, {
  session: 'required',
  rateLimit: 'authSend',
  handler: async ({ ctx, request, session, body, now }) => {
    const email = requireEmail(body.email);
    const survey = await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session));
    const remindOn = sydneyDatePlusDays(now, body.remind_in_days);
    const confirmation = await registerWithOptIn(
      ctx,
      { kind: 'nudge', surveyId: survey.id, userId: session.userId, email, remindOn },
      now,
      clientNetwork(request.ip),
      (tx) =>
        recordJourneyEvent(
          tx,
          session.userId,
          {
            kind: 'reminder_set',
            description: `Asked us to remind you to check your cards again on ${remindOn}`,
            data: { survey_id: survey.id, remind_on: remindOn },
          },
          now,
        ),
    );
    return { remind_on: remindOn, confirmation };
  },
});

/** Nothing beats the current deal today: e-mail the visitor when a card would save them $50 a year. */
export const noOffersRegistrationRoute = defineContractRoute(noOffersRegistration, {
  session: 'required',
  rateLimit: 'authSend',
  handler: async ({ ctx, request, session, body, now }) => {
    const email = requireEmail(body.email);
    const firstName = body.first_name ? requireName(body.first_name, 'first_name') : null;
    const survey = await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session));
    const confirmation = await registerWithOptIn(
      ctx,
      { kind: 'no_offers', surveyId: survey.id, userId: session.userId, email, firstName },
      now,
      clientNetwork(request.ip),
      (tx) =>
        recordJourneyEvent(
          tx,
          session.userId,
          {
            kind: 'no_offers_registered',
            description: 'Asked us to e-mail you when a card would save you at least $50 a year',
            data: { survey_id: survey.id },
          },
          now,
        ),
    );
    return { ok: true as const, confirmation };
  },
});

/** The "to be" wish list: what a better card would have; e-mailed when a matching card appears. */
export const submit2BeRegistrationRoute = defineContractRoute(submit2BeRegistration, {
  session: 'required',
  rateLimit: 'authSend',
  handler: async ({ ctx, request, session, body, now }) => {
    const email = requireEmail(body.email);
    const survey = await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session));
    const confirmation = await registerWithOptIn(
      ctx,
      { kind: 'to_be', surveyId: survey.id, userId: session.userId, email, interests: body.interests },
      now,
      clientNetwork(request.ip),
      (tx) =>
        recordJourneyEvent(
          tx,
          session.userId,
          {
            kind: 'wish_list_registered',
            description: `Asked us to e-mail you about cards with ${body.interests.join(', ')}`,
            data: { survey_id: survey.id, interests: body.interests },
          },
          now,
        ),
    );
    return { ok: true as const, confirmation };
  },
});
