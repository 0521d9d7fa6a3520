/**
 * Spec section 4, data version: the stored marker is compared with the current version; when it
 * is missing or different, localStorage is cleared, every Cache Storage cache is deleted, the page
 * reloads if any cache existed, and the marker is saved.
 *
 * Runs in gatsby-browser's onClientEntry, before Gatsby registers the service worker, so that on a
 * first visit there are no caches yet and no reload happens. The marker is written before the
 * reload is asked for: written after, a reload that wins the race would find no marker and loop.
 */
import { DATA_VERSION } from '../../config/site';
import { safeStorage } from '../../lib/storage';

export const DATA_VERSION_KEY = 'staysmart:data-version';

export type DataVersionOutcome = 'current' | 'reset' | 'reloading';

export interface DataVersionDeps {
  storage: { get(key: string): string | null; set(key: string, value: string): void; clear(): void };
  caches: Pick<CacheStorage, 'keys' | 'delete'> | null;
  reload(): void;
}

function defaultDeps(): DataVersionDeps {
  return {
    storage: safeStorage,
    caches: typeof window !== 'undefined' && 'caches' in window ? window.caches : null,
    reload: () => window.location.reload(),
  };
}

async function deleteAllCaches(caches: DataVersionDeps['caches']): Promise<boolean> {
  if (!caches) return false;
  try {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
    return names.length > 0;
  } catch {
    // Cache Storage can be unavailable (private modes, insecure origins): nothing to delete.
    return false;
  }
}

/** Synchronous when the marker is current (the common case), so start-up is not delayed. */
export function ensureDataVersion(
  version: string = DATA_VERSION,
  deps: DataVersionDeps = defaultDeps(),
): DataVersionOutcome | Promise<DataVersionOutcome> {
  if (deps.storage.get(DATA_VERSION_KEY) === version) return 'current';
  deps.storage.clear();
  return deleteAllCaches(deps.caches).then((hadCaches) => {
    deps.storage.set(DATA_VERSION_KEY, version);
    if (!hadCaches) return 'reset';
    deps.reload();
    return 'reloading';
  });
}
