/**
 * Text messages that the provider refused or did not take are retried as jobs. The message (which
 * may hold a one-time code) is kept in the job sealed with AES-256-GCM under a key derived from the
 * server key, never in clear text, and only until it expires: a code's message is useless after
 * the code's 10 minutes, so a retry after that is skipped.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { verifyWithKeys, verifyingKeys } from '../lib/key-ring';
import type { SmsProvider } from '../plugins/sms';
import type { FollowUpKind, JobOutcome } from './follow-up-kind';

export const SMS_RETRY_QUEUE = 'retry-sms';

export interface SmsRetryJob {
  to: string;
  /** base64url of iv (12 bytes), tag (16 bytes) and the sealed text. */
  sealed: string;
  expiresAt: string;
}

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`sms-retry:${secret}`).digest();
}

export function sealText(secret: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function openText(secret: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** The text sealed under one of `keys` (the key may have been rotated since), or null when none opens it. */
export function openSealedText(keys: readonly string[], sealed: string): string | null {
  return verifyWithKeys(keys, (key) => {
    try {
      return openText(key, sealed);
    } catch {
      return null;
    }
  });
}

/**
 * The SMS provider the server uses: a failed send is queued as a retry job (and logged) instead of
 * being lost. `lifetimeMs` is how long a message stays worth sending.
 */
export function retryingSms(
  provider: SmsProvider,
  options: {
    secret: string;
    jobQueue: () => Promise<PgBoss>;
    now: () => Date;
    lifetimeMs: number;
    log: FastifyBaseLogger;
  },
): SmsProvider {
  return {
    async send(to, body) {
      try {
        await provider.send(to, body);
      } catch (error) {
        options.log.warn({ err: error }, 'SMS not delivered: queued to be tried again');
        const boss = await options.jobQueue();
        const job: SmsRetryJob = {
          to,
          sealed: sealText(options.secret, body),
          expiresAt: new Date(options.now().getTime() + options.lifetimeMs).toISOString(),
        };
        // A key of its own: the queue holds one job per key, and every message is its own.
        await boss.send(SMS_RETRY_QUEUE, job, { singletonKey: `sms:${randomUUID()}` });
      }
    },
  };
}

/** Retries have nothing to plan: the jobs are queued when a send fails. */
export const smsRetries: FollowUpKind<SmsRetryJob> = {
  queue: SMS_RETRY_QUEUE,
  label: 'text messages retried',
  due: async () => [],
  async run(ctx, jobs, now) {
    const outcomes: JobOutcome[] = [];
    for (const job of jobs) {
      const text =
        Date.parse(job.data.expiresAt) > now.getTime()
          ? openSealedText(verifyingKeys(ctx.keys, 'grace', now), job.data.sealed)
          : null;
      // Expired, or sealed under a key revoked since (npm run key:rotate -- --revoke-old).
      if (text === null) {
        outcomes.push({ status: 'skipped' });
        continue;
      }
      try {
        await ctx.smsProvider.send(job.data.to, text);
        outcomes.push({ status: 'sent' });
      } catch (error) {
        outcomes.push({ error: error instanceof Error ? error : new Error(String(error)) });
      }
    }
    return outcomes;
  },
};
