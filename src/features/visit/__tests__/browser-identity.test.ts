import {
  BROWSER_ID_KEY,
  getOrCreateBrowserId,
  visitFlagsFromQuery,
  visitIdFromQuery,
} from '../browser-identity';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('the browser id', () => {
  it('is made once with crypto.randomUUID and then kept', () => {
    const storage = memoryStorage();
    const first = getOrCreateBrowserId(storage);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(getOrCreateBrowserId(storage)).toBe(first);
    expect(storage.values.get(BROWSER_ID_KEY)).toBe(first);
  });

  it('replaces a stored value the server would refuse', () => {
    const storage = memoryStorage({ [BROWSER_ID_KEY]: 'bad id!' });
    expect(getOrCreateBrowserId(storage)).not.toBe('bad id!');
  });
});

describe('the visit id and flags from the address', () => {
  it('takes vid when it looks like an id', () => {
    expect(visitIdFromQuery('?vid=0b6f2c1e-1111-4222-8333-944455556666&x=1')).toBe(
      '0b6f2c1e-1111-4222-8333-944455556666',
    );
    expect(visitIdFromQuery('?vid=')).toBeNull();
    expect(visitIdFromQuery('?vid=<script>')).toBeNull();
    expect(visitIdFromQuery('')).toBeNull();
  });

  it('keeps campaign parameters as flags and nothing else', () => {
    expect(visitFlagsFromQuery('?utm_source=news&utm_medium=email&q=cards&vid=1')).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
    });
  });
});
