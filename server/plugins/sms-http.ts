/**
 * Text messages through a real provider's HTTP API, chosen by SMS_PROVIDER:
 * - `twilio`: Twilio's Messages API, `POST {SMS_API_URL}/2010-04-01/Accounts/{SMS_ACCOUNT}/Messages.json`,
 *   a form with To, From and Body, HTTP Basic with the account SID and auth token;
 * - `messagemedia`: MessageMedia's Messages API, `POST {SMS_API_URL}/v1/messages`, JSON
 *   `{ messages: [{ content, destination_number, source_number? }] }`, HTTP Basic with the API key and secret.
 * Any answer outside 2xx, or none within the time limit, is an error naming the provider and the
 * status; the message is then retried as a job (jobs/sms-retries.ts).
 */
import type { SmsProvider } from './sms';

export type SmsProviderName = 'twilio' | 'messagemedia';

export interface HttpSmsOptions {
  provider: SmsProviderName;
  /** The API's base address (the provider's own by default; a stand-in in tests). */
  baseUrl: string;
  account: string;
  token: string;
  /** Sender id or number; Twilio needs one, MessageMedia uses the account's default without it. */
  from: string | null;
  timeoutMs?: number;
}

export const DEFAULT_SMS_API_URLS: Record<SmsProviderName, string> = {
  twilio: 'https://api.twilio.com',
  messagemedia: 'https://api.messagemedia.com',
};

export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}

function request(options: HttpSmsOptions, to: string, body: string): { url: string; init: RequestInit } {
  const authorization = `Basic ${Buffer.from(`${options.account}:${options.token}`).toString('base64')}`;
  const base = options.baseUrl.replace(/\/+$/, '');
  if (options.provider === 'twilio') {
    const form = new URLSearchParams({ To: to, From: options.from ?? '', Body: body });
    return {
      url: `${base}/2010-04-01/Accounts/${encodeURIComponent(options.account)}/Messages.json`,
      init: {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      },
    };
  }
  const message = {
    content: body,
    destination_number: to,
    ...(options.from ? { source_number: options.from } : {}),
  };
  return {
    url: `${base}/v1/messages`,
    init: {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ messages: [message] }),
    },
  };
}

export function createHttpSmsProvider(options: HttpSmsOptions): SmsProvider {
  return {
    async send(to, body) {
      const { url, init } = request(options, to, body);
      let response: Response;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
      } catch (error) {
        throw new SmsDeliveryError(`${options.provider} did not answer: ${(error as Error).message}`);
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new SmsDeliveryError(
          `${options.provider} answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
        );
      }
    },
  };
}
