/**
 * Sends one batch to /updateEvents/: through the API client normally, and with a keepalive
 * `fetch` when the page is being hidden or left (axios cannot ask for keepalive). Both send the
 * same body, credentials and CSRF header.
 */
import Cookies from 'js-cookie';
import { APP_KEY_HEADER, clientEnv } from '../../config/env';
import type { ApiName } from '../../api/registry';
import { callApi } from '../../lib/api-call';
import { XSRF_COOKIE, XSRF_HEADER } from '../../lib/api-client';
import { toRequestBody } from '../../lib/request-body';
import type { EventBatch } from './action-uploader';

const UPDATE_EVENTS = 'updateEvents' satisfies ApiName;
export const UPDATE_EVENTS_PATH = `/${UPDATE_EVENTS}/`;

export async function sendEventBatch(batch: EventBatch, options: { keepalive: boolean }): Promise<void> {
  if (!options.keepalive) {
    await callApi(UPDATE_EVENTS, batch);
    return;
  }
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    [APP_KEY_HEADER]: clientEnv.appKey,
  };
  const token = Cookies.get(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  const response = await fetch(`${clientEnv.apiBase}${UPDATE_EVENTS_PATH}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers,
    body: JSON.stringify(toRequestBody(batch)),
  });
  if (!response.ok) throw new Error(`updateEvents answered ${response.status}`);
}

/** The size of a batch as it goes over the wire, in bytes. */
export function batchBytes(batch: EventBatch): number {
  return new TextEncoder().encode(JSON.stringify(toRequestBody(batch))).length;
}
