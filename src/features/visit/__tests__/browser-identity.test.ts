import {
  forgetStoredBrowserId,
  LEGACY_BROWSER_ID_KEY,
  visitFlagsFromQuery,
  visitIdFromQuery,
} from '../browser-identity';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    get: (key: string) => values.get(key) ?? null,
    remove: (key: string) => void values.delete(key),
    values,
  };
}

describe('the browser id', () => {
  it('is not kept by the page: one an earlier page stored is removed, other keys stay', () => {
    const storage = memoryStorage({ [LEGACY_BROWSER_ID_KEY]: 'browser-1234', 'staysmart:other': 'x' });
    forgetStoredBrowserId(storage);
    expect([...storage.values.keys()]).toEqual(['staysmart:other']);
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
