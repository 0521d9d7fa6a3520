/**
 * What the address tells the visit. The browser id itself is the server's: it sits in an HttpOnly
 * cookie no script can read, so the page neither keeps nor sends one.
 */
import { safeStorage } from '../../lib/storage';

/** Where pages before server-issued browser ids kept one, readable by any script on the page. */
export const LEGACY_BROWSER_ID_KEY = 'staysmart:browser-id';

/** Removes a browser id an earlier page stored: it no longer identifies anyone. */
export function forgetStoredBrowserId(storage: Pick<typeof safeStorage, 'remove'> = safeStorage): void {
  storage.remove(LEGACY_BROWSER_ID_KEY);
}

/** The `vid` query parameter, when it holds something that can be a visit id. */
export function visitIdFromQuery(search: string): string | null {
  const vid = new URLSearchParams(search).get('vid')?.trim();
  return vid && /^[A-Za-z0-9_.:-]{1,64}$/.test(vid) ? vid : null;
}

/** Campaign parameters of the landing address, sent with the visit as its flags. */
export function visitFlagsFromQuery(search: string): Record<string, string> {
  const flags: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (/^utm_[a-z]{1,20}$/.test(key) && value.length <= 200 && Object.keys(flags).length < 10)
      flags[key] = value;
  }
  return flags;
}
