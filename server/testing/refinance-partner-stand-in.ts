/**
 * A local stand-in for the refinance partner's webhook, for the API tests and the end-to-end
 * server: point REFINANCE_WEBHOOK_URL at `url`. It checks `Authorization: Bearer <key>` (401
 * otherwise), records every request it accepts, and answers like the partner: 200 with a redirect
 * address. `failNext` answers the next requests with 500; `delayMs` holds each answer back (to
 * exercise the time limit). Only node:http, no other packages.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedReferral {
  /** The parsed JSON body (the raw text when it was not JSON). */
  body: unknown;
  /** The Authorization header as received, or null. */
  authorization: string | null;
  contentType: string | null;
  path: string;
  receivedAt: string;
}

export interface StandInMode {
  /** How many of the next requests get a 500. */
  failNext: number;
  /** Milliseconds to wait before answering. */
  delayMs: number;
}

export interface StandInOptions extends Partial<StandInMode> {
  /** The bearer key requests must carry; default `stand-in-key`. */
  key?: string;
  /** Default 0: any free port. */
  port?: number;
  host?: string;
  /** Called with each accepted request, e.g. to write it where another process can read it. */
  onReferral?: (referral: ReceivedReferral) => void;
}

export interface RefinancePartnerStandIn {
  url: string;
  key: string;
  /** Requests with the right key, oldest first (also the ones answered with a failure). */
  received: ReceivedReferral[];
  /** Requests refused for a missing or wrong key. */
  refused: number;
  setMode(mode: Partial<StandInMode>): void;
  close(): Promise<void>;
}

export const STAND_IN_KEY = 'stand-in-key';

/**
 * The name and licence the tests and the end-to-end server configure for the partner
 * (REFINANCE_PARTNER_NAME and _LICENCE): made up for tests, never a real broker's.
 */
export const STAND_IN_PARTNER_ENV = {
  REFINANCE_PARTNER_NAME: 'Stand-in Broking Pty Ltd',
  REFINANCE_PARTNER_LICENCE: '100001',
} as const;

export async function startRefinancePartnerStandIn(
  options: StandInOptions = {},
): Promise<RefinancePartnerStandIn> {
  const key = options.key ?? STAND_IN_KEY;
  const mode: StandInMode = { failNext: options.failNext ?? 0, delayMs: options.delayMs ?? 0 };
  const timers = new Set<NodeJS.Timeout>();

  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (mode.delayMs <= 0) {
      send();
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, mode.delayMs);
    timers.add(timer);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST') {
        answer(response, 405, { error: 'POST only' });
        return;
      }
      const authorization = request.headers.authorization ?? null;
      if (authorization !== `Bearer ${key}`) {
        stand.refused += 1;
        answer(response, 401, { error: 'unauthorised' });
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        // Kept as text: the test sees what arrived.
      }
      const referral: ReceivedReferral = {
        body,
        authorization,
        contentType: request.headers['content-type'] ?? null,
        path: request.url ?? '/',
        receivedAt: new Date().toISOString(),
      };
      stand.received.push(referral);
      options.onReferral?.(referral);
      if (mode.failNext > 0) {
        mode.failNext -= 1;
        answer(response, 500, { error: 'the partner is unavailable' });
        return;
      }
      const referralId = (body as { referral_id?: unknown } | null)?.referral_id;
      answer(response, 200, {
        ok: true,
        reference: `FS-${stand.received.length}`,
        redirect_url: `https://partner.example/refinance/continue?ref=${encodeURIComponent(String(referralId))}`,
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  const stand: RefinancePartnerStandIn = {
    url: `http://${host}:${address.port}/referrals`,
    key,
    received: [],
    refused: 0,
    setMode(next) {
      if (next.failNext !== undefined) mode.failNext = next.failNext;
      if (next.delayMs !== undefined) mode.delayMs = next.delayMs;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
  return stand;
}
