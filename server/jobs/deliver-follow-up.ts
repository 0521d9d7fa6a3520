/**
 * Sends follow-up e-mails exactly once, a batch at a time. Each message's idempotency key is
 * claimed in `sent_messages` before anything is sent: a retried job, a second run or a second
 * process that finds the key already sent sends nothing. Each e-mail carries its list's
 * unsubscribe link and the one-click headers (RFC 8058); an address that has left the list gets no
 * e-mail (the row says 'suppressed'), though a signed-in user still finds the notification in
 * their account. A message is marked sent, and its notification stored, in one statement right
 * after it goes out, so a crash can repeat at most the messages being sent at that moment. A
 * follow-up sent as a text (a maturity reminder to the account's own mobile) goes the same way:
 * its lines in one message, ending with a link that takes the number off the list.
 */
import type { AppContext } from '../app-context';
import { ONE_CLICK_PATH } from '../plugins/one-click-unsubscribe';
import { createListToken, EMAIL_LISTS, type EmailList } from '../services/email-lists';
import type { FollowUpContent } from '../services/follow-up-messages';
import { wrap } from '../services/messages';
import type { JobOutcome, QueuedJob } from './follow-up-kind';

export type DeliveryContext = Pick<AppContext, 'db' | 'mailer' | 'smsProvider' | 'secret' | 'config'>;

export interface FollowUpEmail {
  key: string;
  kind: string;
  /** 'sms': a text to `to`, a mobile number in E.164; an e-mail unless told. */
  channel?: 'email' | 'sms';
  /** The list it is on; null for a message to staff, which is on none. */
  list: EmailList | null;
  to: string;
  userId: string | null;
  content: FollowUpContent;
  /** The queue job sending it (kept with the message for staff). */
  jobId: string;
}

type DeliveryOutcome = { status: 'sent' | 'already-sent' | 'suppressed' } | { error: Error };

const LINE_WIDTH = 72;
/** E-mails written at once: the outbox's file writes (or SMTP round trips) overlap the next message's work. */
const SENDING_AT_ONCE = 4;

/** The e-mail as sent: the content's lines wrapped, then the footer that names the list and the sender. */
function followUpMail(ctx: Pick<AppContext, 'secret' | 'config'>, email: FollowUpEmail) {
  const body = email.content.lines.flatMap((line) => (line === '' ? [''] : wrap(line, LINE_WIDTH)));
  if (email.list === null) return { to: email.to, subject: email.content.subject, text: body.join('\n') };
  const token = createListToken(ctx.secret, email.to, email.list);
  const text = [
    ...body,
    '',
    '--',
    ...wrap(`You get this e-mail because you asked StaySmart for ${EMAIL_LISTS[email.list]}.`, LINE_WIDTH),
    'Unsubscribe from these e-mails:',
    `${ctx.config.siteUrl}/unsubscribe/?token=${token}`,
    'StaySmart Pty Ltd, help@staysmart.com.au',
  ].join('\n');
  return {
    to: email.to,
    subject: email.content.subject,
    text,
    headers: {
      'List-Unsubscribe': `<${ctx.config.siteUrl}${ONE_CLICK_PATH}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The text as sent: the content's lines, then the link that takes the number off the list. */
function followUpText(
  ctx: Pick<AppContext, 'secret' | 'config'>,
  email: FollowUpEmail & { list: EmailList },
) {
  const token = createListToken(ctx.secret, email.to, email.list);
  const lines = email.content.lines.filter((line) => line !== '');
  return [...lines, `Stop these texts: ${ctx.config.siteUrl}/unsubscribe/?token=${token}`].join('\n');
}

/** Claims the keys not yet sent; answers the claimed ones and, of those, the ones whose address left the list. */
async function claim(
  ctx: DeliveryContext,
  emails: readonly FollowUpEmail[],
  now: string,
): Promise<{ claimed: Set<string>; suppressed: Set<string> }> {
  const rows = await ctx.db.query<{ key: string; suppressed: boolean }>(
    `WITH claimed AS (
       INSERT INTO sent_messages (idempotency_key, kind, channel, recipient, user_id, subject, status, job_id,
         attempts, created_at, updated_at)
       SELECT m.key, m.kind, m.channel, m.recipient, m.user_id, m.subject, 'sending', m.job_id, 1, $2, $2
       FROM jsonb_to_recordset($1::jsonb)
         AS m(key text, kind text, channel text, recipient text, user_id uuid, subject text, job_id text)
       ON CONFLICT (idempotency_key) DO UPDATE SET status = 'sending', job_id = EXCLUDED.job_id,
         attempts = sent_messages.attempts + 1, updated_at = EXCLUDED.updated_at
       WHERE sent_messages.status IN ('sending', 'failed')
       RETURNING idempotency_key, recipient)
     SELECT c.idempotency_key AS key, (u.email IS NOT NULL) AS suppressed
     FROM claimed c
     JOIN jsonb_to_recordset($1::jsonb) AS m(key text, list text) ON m.key = c.idempotency_key
     LEFT JOIN email_unsubscribes u ON u.email = c.recipient AND u.list = m.list`,
    [
      JSON.stringify(
        emails.map((email) => ({
          key: email.key,
          kind: email.kind,
          channel: email.channel ?? 'email',
          list: email.list,
          recipient: email.to,
          user_id: email.userId,
          subject: email.content.subject,
          job_id: email.jobId,
        })),
      ),
      now,
    ],
  );
  return {
    claimed: new Set(rows.map((row) => row.key)),
    suppressed: new Set(rows.filter((row) => row.suppressed).map((row) => row.key)),
  };
}

/** Marks the message done and stores its notification, in one statement. */
async function finish(
  ctx: DeliveryContext,
  email: FollowUpEmail,
  status: 'sent' | 'suppressed',
  now: string,
) {
  const { notification } = email.content;
  await ctx.db.query(
    `WITH done AS (
       UPDATE sent_messages SET status = $2, error = NULL, updated_at = $3,
         sent_at = CASE WHEN $2 = 'sent' THEN $3::timestamptz END
       WHERE idempotency_key = $1 RETURNING 1)
     INSERT INTO notifications (user_id, kind, title, body, created_at)
     SELECT $4::uuid, $5, $6, $7, $3 FROM done WHERE $4::uuid IS NOT NULL`,
    [email.key, status, now, email.userId, notification.kind, notification.title, notification.body],
  );
}

async function sendOne(
  ctx: DeliveryContext,
  email: FollowUpEmail,
  suppressed: boolean,
  now: string,
): Promise<DeliveryOutcome> {
  if (suppressed) {
    await finish(ctx, email, 'suppressed', now);
    return { status: 'suppressed' };
  }
  try {
    if (email.channel === 'sms' && email.list !== null)
      await ctx.smsProvider.send(email.to, followUpText(ctx, { ...email, list: email.list }));
    else await ctx.mailer.send(followUpMail(ctx, email));
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    await ctx.db.query(
      `UPDATE sent_messages SET status = 'failed', error = $2, updated_at = $3 WHERE idempotency_key = $1`,
      [email.key, error.message.slice(0, 500), now],
    );
    return { error };
  }
  await finish(ctx, email, 'sent', now);
  return { status: 'sent' };
}

/** One outcome per e-mail, in the same order. */
async function deliverFollowUps(
  ctx: DeliveryContext,
  emails: readonly FollowUpEmail[],
  now: Date,
): Promise<DeliveryOutcome[]> {
  if (emails.length === 0) return [];
  const at = now.toISOString();
  const { claimed, suppressed } = await claim(ctx, emails, at);
  const outcomes: DeliveryOutcome[] = emails.map(() => ({ status: 'already-sent' }));
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < emails.length; index = next++) {
      const email = emails[index]!;
      if (claimed.has(email.key)) outcomes[index] = await sendOne(ctx, email, suppressed.has(email.key), at);
    }
  };
  await Promise.all(Array.from({ length: SENDING_AT_ONCE }, worker));
  return outcomes;
}

/**
 * A batch of jobs that each send at most one e-mail: `emailFor` makes a job's e-mail, or null when
 * the job is no longer due (skipped); an error it throws fails that job alone.
 */
export async function deliverForJobs<Data>(
  ctx: DeliveryContext,
  jobs: readonly QueuedJob<Data>[],
  emailFor: (job: QueuedJob<Data>) => FollowUpEmail | null,
  now: Date,
): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = jobs.map(() => ({ status: 'skipped' }));
  const emails: FollowUpEmail[] = [];
  const places: number[] = [];
  for (const [index, job] of jobs.entries()) {
    try {
      const email = emailFor(job);
      if (email) {
        emails.push(email);
        places.push(index);
      }
    } catch (error) {
      outcomes[index] = { error: error instanceof Error ? error : new Error(String(error)) };
    }
  }
  const delivered = await deliverFollowUps(ctx, emails, now);
  delivered.forEach((outcome, at) => {
    outcomes[places[at]!] = outcome;
  });
  return outcomes;
}
