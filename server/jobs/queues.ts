/**
 * The job queues and their retry rules. Every follow-up queue is 'exclusive' (at most one queued or
 * running job per key) and retries a failed job with exponential back-off from one minute to six
 * hours; a job that has failed every try goes to the dead-letter queue, where staff see it
 * (offer-qa) and can send it back.
 */
import type { PgBoss } from 'pg-boss';
import { type FollowUpKind, TRIES_PER_JOB } from './follow-up-kind';
import { cardUpdates } from './card-updates';
import { checkIns } from './check-ins';
import { dataRefresh } from './data-refresh';
import { depositAlerts } from './deposit-alerts';
import { referralFailureReports, referralRetries } from './referral-retries';
import { maturityReminders } from './maturity-reminders';
import { rateAlerts } from './rate-alerts';
import { reminders } from './reminders';
import { savingsAlerts } from './savings-alerts';
import { smsRetries } from './sms-retries';

export const DEAD_LETTER_QUEUE = 'dead-letters';

export const FOLLOW_UPS = [
  // First: the alerts below then see the new data in the same pass's next run.
  dataRefresh,
  reminders,
  maturityReminders,
  savingsAlerts,
  rateAlerts,
  depositAlerts,
  cardUpdates,
  checkIns,
  referralRetries,
  referralFailureReports,
  smsRetries,
] as unknown as readonly FollowUpKind<object>[];

export async function createQueues(boss: PgBoss): Promise<void> {
  await boss.createQueue(DEAD_LETTER_QUEUE, { policy: 'standard', retentionSeconds: 90 * 24 * 60 * 60 });
  for (const kind of FOLLOW_UPS) {
    await boss.createQueue(kind.queue, {
      policy: 'exclusive',
      retryLimit: TRIES_PER_JOB - 1,
      retryDelay: 60,
      retryBackoff: true,
      retryDelayMax: 6 * 60 * 60,
      expireInSeconds: 15 * 60,
      deadLetter: DEAD_LETTER_QUEUE,
    });
  }
}
