import { DATA_VERSION_KEY, ensureDataVersion, type DataVersionDeps } from '../data-version';

function fakeDeps(stored: Record<string, string>, cacheNames: string[]) {
  const storage = new Map(Object.entries(stored));
  const deleted: string[] = [];
  const reload = jest.fn();
  const deps: DataVersionDeps = {
    storage: {
      get: (key) => storage.get(key) ?? null,
      set: (key, value) => void storage.set(key, value),
      clear: () => storage.clear(),
    },
    caches: {
      keys: async () => cacheNames,
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    },
    reload,
  };
  return { deps, storage, deleted, reload };
}

describe('the data version', () => {
  it('leaves everything alone when the stored marker is the current version', () => {
    const { deps, storage, deleted, reload } = fakeDeps({ [DATA_VERSION_KEY]: '006', other: 'kept' }, [
      'precache',
    ]);
    expect(ensureDataVersion('006', deps)).toBe('current');
    expect(storage.get('other')).toBe('kept');
    expect(deleted).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('on a different version: clears storage, deletes every cache, saves the marker, then reloads', async () => {
    const { deps, storage, deleted, reload } = fakeDeps(
      { [DATA_VERSION_KEY]: '005', 'staysmart:browser-id': 'old-browser' },
      ['workbox-precache-v2', 'gatsby-plugin-offline-runtime'],
    );
    reload.mockImplementation(() => expect(storage.get(DATA_VERSION_KEY)).toBe('006'));
    await expect(ensureDataVersion('006', deps)).resolves.toBe('reloading');
    expect(storage.get('staysmart:browser-id')).toBeUndefined();
    expect(deleted).toEqual(['workbox-precache-v2', 'gatsby-plugin-offline-runtime']);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on a missing marker without caches (a first visit): clears and saves the marker, no reload', async () => {
    const { deps, storage, reload } = fakeDeps({ leftover: 'x' }, []);
    await expect(ensureDataVersion('006', deps)).resolves.toBe('reset');
    expect(storage.get('leftover')).toBeUndefined();
    expect(storage.get(DATA_VERSION_KEY)).toBe('006');
    expect(reload).not.toHaveBeenCalled();
  });

  it('still saves the marker when Cache Storage is not available', async () => {
    const { deps, storage } = fakeDeps({}, []);
    await expect(ensureDataVersion('006', { ...deps, caches: null })).resolves.toBe('reset');
    expect(storage.get(DATA_VERSION_KEY)).toBe('006');
  });
});
