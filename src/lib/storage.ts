/**
 * localStorage that never throws: Safari's private mode, disabled storage and full quotas must not
 * stop the page from working, they only cost the data-version marker and the browser id.
 */
function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function safeStorageOf(kind: 'localStorage' | 'sessionStorage') {
  const store = () => browserStorage(kind);
  return {
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
    remove(key: string): void {
      try {
        store()?.removeItem(key);
      } catch {
        // Nothing stored that we could remove.
      }
    },
    keys(): string[] {
      try {
        const storage = store();
        if (!storage) return [];
        const keys: string[] = [];
        for (let index = 0; index < storage.length; index += 1) {
          const key = storage.key(index);
          if (key !== null) keys.push(key);
        }
        return keys;
      } catch {
        return [];
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
}

export const safeStorage = safeStorageOf('localStorage');

/** The same for sessionStorage: kept across reloads of this tab, gone when the tab is closed. */
export const safeSessionStorage = safeStorageOf('sessionStorage');
