/**
 * The limit on messages to one address: at most `perNetwork` in a window from one network (an
 * IPv4 address or an IPv6 /64: lib/client-network.ts) and `all` from every network together, so a
 * sender elsewhere cannot use up the owner's allowance and no one can flood an inbox. Codes
 * (services/one-time-codes.ts) and the links that confirm an address for reminders
 * (services/follow-up-opt-in.ts) are held to it, each with its own numbers and words.
 */
import { rateLimited } from './api-error';
import { toMs } from './time';

/** A message sent to the address within the window: the network that asked for it, and when. */
export interface RecentSend {
  requested_from: string | null;
  sent_at: unknown;
}

export interface SendLimit {
  perNetwork: number;
  all: number;
  windowMs: number;
  /** The refusal's first words, given how many were sent: "We have sent 5 codes to this address …". */
  sentText(count: number): string;
}

/** 429 (with when to try again) when `recent`, oldest first, has reached either limit for `from`. */
export function refuseOverSendLimit(
  recent: readonly RecentSend[],
  from: string | null,
  limit: SendLimit,
  now: Date,
): void {
  const fromHere = recent.filter((send) => send.requested_from === from);
  for (const [sends, most] of [
    [fromHere, limit.perNetwork],
    [recent, limit.all],
  ] as const) {
    const oldest = sends[0];
    if (sends.length >= most && oldest) {
      throw rateLimited(toMs(oldest.sent_at) + limit.windowMs - now.getTime(), limit.sentText(sends.length));
    }
  }
}
