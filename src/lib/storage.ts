/**
 * localStorage that never throws: Safari's private mode, disabled storage and full quotas must not
 * stop the page from working, they only cost the data-version marker and the browser id.
 */
function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const safeStorage = {
  get(key: string): string | null {
    try {
      return store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      store()?.setItem(key, value);
    } catch {
      // Storage full or denied: the value lives for this page load only.
    }
  },
  clear(): void {
    try {
      store()?.clear();
    } catch {
      // Nothing stored that we could clear.
    }
  },
};
