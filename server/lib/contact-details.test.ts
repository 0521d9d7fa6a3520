import { maskDestination, normaliseAustralianMobile, normaliseEmail, normaliseName } from './contact-details';

describe('contact details', () => {
  test.each([
    ['0412 345 678', '+61412345678'],
    ['0412345678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['+61 (0) 412 345 678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['0412-345-678', '+61412345678'],
  ])('normalises the mobile %s to %s', (input, expected) => {
    expect(normaliseAustralianMobile(input)).toBe(expected);
  });

  test.each([
    '(02) 9876 5432',
    '+61 2 9876 5432',
    '1300 123 456',
    '+1 415 555 2671',
    '0412 345',
    'mobile',
    '0512 345 678',
  ])('refuses %s', (input) => {
    expect(normaliseAustralianMobile(input)).toBeNull();
  });

  test('e-mail addresses are trimmed and lower-cased', () => {
    expect(normaliseEmail('  Jane.Citizen@Example.COM ')).toBe('jane.citizen@example.com');
    expect(normaliseEmail('jane@localhost')).toBeNull();
    expect(normaliseEmail('jane@@example.com')).toBeNull();
    expect(normaliseEmail(`${'a'.repeat(250)}@example.com`)).toBeNull();
  });

  test('names allow letters, spaces, hyphens and apostrophes', () => {
    expect(normaliseName("  Mary-Jane   O'Neil ")).toBe("Mary-Jane O'Neil");
    expect(normaliseName('Zoë')).toBe('Zoë');
    expect(normaliseName('<script>')).toBeNull();
    expect(normaliseName('Agent 007')).toBeNull();
    expect(normaliseName('x'.repeat(51))).toBeNull();
  });

  test('masks addresses for logs', () => {
    expect(maskDestination('jane@example.com')).toBe('j***@example.com');
    expect(maskDestination('+61412345678')).toBe('+614***678');
  });
});
