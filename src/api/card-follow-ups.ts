/**
 * Reminders and alerts for a card survey, and the page an e-mailed link opens to confirm the
 * address they go to (docs/api-card-journey.md). Each is confirmed at once when its address is
 * proved (`not_needed`), and otherwise only once the visitor uses the link e-mailed to it
 * (`email_sent`): nothing else goes to the address until then.
 */
import { Type } from '@sinclair/typebox';
import { defineContract, requestBody } from './contract';
import { answerOneOf, nullable, stringEnum } from './fields';
import { emailField, nameField, surveyIdField } from './card-journey-fields';

const confirmation = answerOneOf(['email_sent', 'not_needed']);

export const REMIND_IN_DAYS = [30, 90, 180] as const;

/** "Remind me to check again": `remind_on` is a Sydney calendar date. */
export const submitNudge = defineContract({
  path: '/submitNudge/',
  request: requestBody({
    survey_id: surveyIdField,
    email: emailField,
    remind_in_days: Type.Unsafe<(typeof REMIND_IN_DAYS)[number]>({
      type: 'integer',
      enum: [...REMIND_IN_DAYS],
    }),
  }),
  response: Type.Object({ remind_on: Type.String(), confirmation }),
});

/** Nothing beats the current deal today: an e-mail when a card would save the visitor $50 a year. */
export const noOffersRegistration = defineContract({
  path: '/noOffersRegistration/',
  request: requestBody({
    survey_id: surveyIdField,
    email: emailField,
    first_name: Type.Optional(nullable(nameField)),
  }),
  response: Type.Object({ ok: Type.Literal(true), confirmation }),
});

export const TO_BE_INTERESTS = ['lower-fee', 'lower-rate', 'better-rewards', 'balance-transfer'] as const;

/** The "to be" wish list: what a better card would have; e-mailed when a matching card appears. */
export const submit2BeRegistration = defineContract({
  path: '/submit2BeRegistration/',
  request: requestBody({
    survey_id: surveyIdField,
    email: emailField,
    interests: Type.Array(stringEnum(TO_BE_INTERESTS), {
      minItems: 1,
      maxItems: TO_BE_INTERESTS.length,
      uniqueItems: true,
      description: `a list of different interests from: ${TO_BE_INTERESTS.join(', ')}`,
    }),
  }),
  response: Type.Object({ ok: Type.Literal(true), confirmation }),
});

const tokenBody = requestBody({
  token: Type.String({ minLength: 1, maxLength: 700, description: 'the token from the e-mail link' }),
});

/** What a reminder or alert is, on the confirmation page (a home-loan check has rate alerts). */
export const FOLLOW_UP_KINDS = [
  'reminder',
  'savings_alert',
  'wish_list',
  'rate_alert',
  'deposit_alert',
  'maturity_reminder',
] as const;

/** What a link to confirm an address starts: the reminders and alerts of one survey. */
const followUpsAnswer = Type.Object({
  /** The address, partly hidden: `j***@example.com`. */
  email: Type.String(),
  follow_ups: Type.Array(
    Type.Object({
      kind: answerOneOf(FOLLOW_UP_KINDS),
      description: Type.String(),
    }),
  ),
  /** Every one of them is confirmed. */
  confirmed: Type.Boolean(),
});

/** What the link would start, and whether it is started already; changes nothing. */
export const followUpConfirmation = defineContract({
  path: '/followUpConfirmation/',
  request: tokenBody,
  response: followUpsAnswer,
});

/** Confirms the address for every reminder and alert of the survey that goes to it. */
export const confirmFollowUps = defineContract({
  path: '/confirmFollowUps/',
  request: tokenBody,
  response: followUpsAnswer,
});
