/**
 * The persistent browser id (localStorage, random, kept across visits) and the data-collection id
 * (random, new on every page load: tracked actions are numbered within it).
 */
import { randomId } from '../../lib/ids';
import { safeStorage } from '../../lib/storage';

export const BROWSER_ID_KEY = 'staysmart:browser-id';

const BROWSER_ID = /^[A-Za-z0-9_.:-]{8,64}$/;

export function getOrCreateBrowserId(storage: Pick<typeof safeStorage, 'get' | 'set'> = safeStorage): string {
  const stored = storage.get(BROWSER_ID_KEY);
  if (stored && BROWSER_ID.test(stored)) return stored;
  const created = randomId();
  storage.set(BROWSER_ID_KEY, created);
  return created;
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
