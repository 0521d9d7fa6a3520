/**
 * The refinance partner's webhook. A referral is posted as JSON to `REFINANCE_WEBHOOK_URL` with
 * `Authorization: Bearer <REFINANCE_WEBHOOK_KEY>`; any 2xx answer is a success, anything else,
 * a network error or no complete answer within the time limit is a failure the caller stores.
 * Without a URL (development) each referral is written to the outbox as
 * `referral-<timestamp>-<id>.json` and counts as delivered.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { outboxFileStem } from '../plugins/outbox';

export type PartnerDelivery =
  | { ok: true; destination: 'webhook' | 'outbox'; status: number | null; answer: unknown }
  | { ok: false; destination: 'webhook'; status: number | null; answer: unknown; error: string };

export interface RefinancePartner {
  readonly destination: 'webhook' | 'outbox';
  send(referral: Record<string, unknown>): Promise<PartnerDelivery>;
}

export interface RefinancePartnerOptions {
  url: string | null;
  key: string | null;
  timeoutMs: number;
  outboxDir: string;
}

/** The partner's answer is kept for support; a page of text is plenty. */
const MAX_ANSWER_BYTES = 64 * 1024;

export function createRefinancePartner(options: RefinancePartnerOptions): RefinancePartner {
  const { url } = options;
  if (url === null) {
    return {
      destination: 'outbox',
      async send(referral) {
        await mkdir(options.outboxDir, { recursive: true });
        const file = path.join(options.outboxDir, `referral-${outboxFileStem()}.json`);
        await writeFile(file, `${JSON.stringify(referral, null, 2)}\n`);
        return { ok: true, destination: 'outbox', status: null, answer: { file: path.basename(file) } };
      },
    };
  }
  return {
    destination: 'webhook',
    send: (referral) => postJson(url, options.key, options.timeoutMs, referral),
  };
}

function readAnswer(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { text };
  }
}

function postJson(
  url: string,
  key: string | null,
  timeoutMs: number,
  body: Record<string, unknown>,
): Promise<PartnerDelivery> {
  const payload = Buffer.from(JSON.stringify(body), 'utf8');
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<PartnerDelivery>((resolve) => {
    let settled = false;
    const finish = (result: PartnerDelivery) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const failed = (error: string, status: number | null = null, answer: unknown = null) =>
      finish({ ok: false, destination: 'webhook', status, answer, error });

    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(payload.length),
          accept: 'application/json',
          'user-agent': 'StaySmart-referrals/1',
          ...(key === null ? {} : { authorization: `Bearer ${key}` }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
        });
        response.on('error', (error) => failed(`The answer broke off: ${error.message}`));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const answer = readAnswer(Buffer.concat(chunks).toString('utf8'));
          if (status >= 200 && status < 300) finish({ ok: true, destination: 'webhook', status, answer });
          else failed(`The partner answered HTTP ${status}`, status, answer);
        });
      },
    );
    // One limit for the whole exchange: connecting, sending and the complete answer.
    const timer = setTimeout(() => {
      failed(`No answer within ${timeoutMs} ms`);
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => failed(`Could not reach the partner: ${error.message}`));
    request.end(payload);
  });
}
