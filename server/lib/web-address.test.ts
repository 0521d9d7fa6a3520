import { checkWebAddress, decodeWebAddress, encodeWebAddress } from './web-address';

describe('decodeWebAddress', () => {
  test.each([
    'https://www.staysmart.com.au/credit-cards/?q=1',
    'http://localhost:8000/',
    '/credit-cards/offers/',
    '/search/?q=caf%C3%A9&x=é',
  ])('decodes base64 of %s', (address) => {
    expect(decodeWebAddress(encodeWebAddress(address))).toBe(address);
    expect(decodeWebAddress(Buffer.from(address).toString('base64url'))).toBe(address);
  });

  test.each([
    ['not base64', 'hello world!'],
    ['javascript:', encodeWebAddress('javascript:alert(1)')],
    ['data:', encodeWebAddress('data:text/html,hi')],
    ['protocol-relative', encodeWebAddress('//evil.example.com/')],
    ['a backslash read as a second slash', encodeWebAddress('/\\evil.example.com/')],
    ['relative', encodeWebAddress('credit-cards/')],
    ['control characters', encodeWebAddress('/a\nb')],
    ['binary', Buffer.from([0xff, 0xfe, 0x00]).toString('base64')],
    ['empty', ''],
  ])('refuses %s', (_label, value) => {
    expect(decodeWebAddress(value)).toBeNull();
  });

  test('accepts plain addresses only through checkWebAddress', () => {
    expect(checkWebAddress('/home-loans/')).toBe('/home-loans/');
    expect(checkWebAddress('ftp://example.com/')).toBeNull();
    expect(checkWebAddress(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});
