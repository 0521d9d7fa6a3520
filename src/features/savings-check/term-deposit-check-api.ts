/**
 * The term-deposit check's calls (docs/api-deposit-checks.md), beside the savings check's. Loaded
 * only through load-term-deposit-check-api.ts, so the API client stays out of every page's
 * first-load JavaScript.
 */
import type { ClientResponseOf } from '../../api/contract';
import type { getTermDepositCheck } from '../../api/deposit-checks';
import type { getTermDepositReminder } from '../../api/deposit-reminders';
import { callApi } from '../../lib/api-call';
import type { TermDepositCheckRequest } from './term-deposit-draft';

/** A check kept for this visitor, with what they told us: all null when there is none. */
export type KeptTermDepositCheck = ClientResponseOf<typeof getTermDepositCheck>;

export const postTermDepositCheck = (request: TermDepositCheckRequest) =>
  callApi('termDepositCheck', request);

/** The check named, or this visitor's newest, with today's figures. */
export const postGetTermDepositCheck = (surveyId: string | null) =>
  callApi('getTermDepositCheck', surveyId ? { surveyId } : {});

/** The check a reminder's signed link names (`event`), with today's figures; 404 when the link is not good. */
export const postTermDepositCheckByLink = (eventId: string) =>
  callApi('getTermDepositCheckByLink', { eventId });

/** A reminder as the screen shows it: where it goes (masked) and the days still ahead. */
export type MaturityReminder = NonNullable<ClientResponseOf<typeof getTermDepositReminder>['reminder']>;

/** "Remind me before it matures", by e-mail (to `email`) or by text to the account's own mobile. */
export const postTermDepositReminder = (surveyId: string, channel: 'email' | 'sms', email: string | null) =>
  callApi('termDepositReminder', { surveyId, channel, ...(channel === 'email' ? { email } : {}) });

/** The reminder set on the visitor's check, or null. */
export const postGetTermDepositReminder = (surveyId: string) =>
  callApi('getTermDepositReminder', { surveyId });
