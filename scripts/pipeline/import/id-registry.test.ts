import { IdRegistry } from './id-registry';

describe('IdRegistry', () => {
  test('hands out five-digit provider ids from 10001 and product ids per provider and code', () => {
    const ids = new IdRegistry({ providerIds: {}, productIds: {} });
    expect(ids.providerId('brand-a')).toBe('10001');
    expect(ids.providerId('brand-b')).toBe('10002');
    expect(ids.productId('brand-a', 'CC', 'card-1')).toBe('10001-CC00001');
    expect(ids.productId('brand-a', 'CC', 'card-2')).toBe('10001-CC00002');
    expect(ids.productId('brand-a', 'HL', 'loan-1')).toBe('10001-HL00001');
    expect(ids.productId('brand-a', 'CC', 'card-1', 'limit-1000')).toBe('10001-CC00003');
    expect(ids.productId('brand-a', 'CC', 'card-1')).toBe('10001-CC00001');
  });

  test('keeps every known id and continues numbering after the highest one', () => {
    const first = new IdRegistry({ providerIds: {}, productIds: {} });
    first.providerId('brand-a');
    first.productId('brand-a', 'TD', 'td-1');
    first.productId('brand-a', 'TD', 'td-2');
    const saved = first.toMaps();

    const second = new IdRegistry(saved);
    expect(second.providerId('brand-new')).toBe('10002');
    expect(second.productId('brand-a', 'TD', 'td-2')).toBe('10001-TD00002');
    expect(second.productId('brand-a', 'TD', 'td-3')).toBe('10001-TD00003');
    expect(second.toMaps().providerIds).toEqual({ 'brand-a': '10001', 'brand-new': '10002' });
  });

  test.each([
    [{ providerIds: { a: '1001' }, productIds: {} }, /malformed/],
    [{ providerIds: { a: '10001', b: '10001' }, productIds: {} }, /duplicated/],
    [{ providerIds: { a: '10001' }, productIds: { 'a:x': '10002-CC00001' } }, /does not match/],
    [{ providerIds: { a: '10001' }, productIds: { 'a:x': '10001-XX00001' } }, /malformed/],
  ])('rejects a broken map %p', (maps, reason) => {
    expect(() => new IdRegistry(maps)).toThrow(reason);
  });

  test('a product that changes category keeps no silent id', () => {
    const ids = new IdRegistry({ providerIds: { a: '10001' }, productIds: { 'a:x': '10001-PL00001' } });
    expect(() => ids.productId('a', 'CL', 'x')).toThrow(/is now CL/);
  });
});
