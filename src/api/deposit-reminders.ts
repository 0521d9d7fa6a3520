/**
 * A term deposit's maturity reminders (docs/api-deposit-checks.md): set on a check the visitor
 * made, 14 and 2 days before its maturity date, by e-mail or by text. Dates are `YYYY-MM-DD`.
 */
import { Type } from '@sinclair/typebox';
import { defineContract, requestBody } from './contract';
import { answerOneOf, nullable, orNull, stringEnum } from './fields';

export const REMINDER_CHANNELS = ['email', 'sms'] as const;

const checkId = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'a check id from /termDepositCheck/',
});

const reminder = Type.Object({
  channel: answerOneOf(REMINDER_CHANNELS),
  /** Where it goes, masked. */
  to: Type.String(),
  /** The days the reminders still ahead go, earlier first. */
  remind_on: Type.Array(Type.String()),
  /** False until an address that is not the account's own uses the link e-mailed to it. */
  confirmed: Type.Boolean(),
});

/**
 * "Remind me before it matures": by e-mail (`email` the address) or by text (to the signed-in
 * account's own mobile). Setting it again replaces it. `confirmation` is `email_sent` when the
 * address must first use the link e-mailed to it.
 */
export const termDepositReminder = defineContract({
  path: '/termDepositReminder/',
  request: requestBody({
    survey_id: checkId,
    channel: stringEnum(REMINDER_CHANNELS, { description: 'email or sms' }),
    email: Type.Optional(
      nullable(
        Type.String({
          minLength: 3,
          maxLength: 254,
          description: 'an e-mail address, like name@example.com',
        }),
      ),
    ),
  }),
  response: Type.Object({
    reminder,
    confirmation: answerOneOf(['email_sent', 'not_needed'] as const),
  }),
});

/** The reminder set on the visitor's check, with the days still ahead; null when none. */
export const getTermDepositReminder = defineContract({
  path: '/getTermDepositReminder/',
  request: requestBody({ survey_id: checkId }),
  response: Type.Object({ reminder: orNull(reminder) }),
});
