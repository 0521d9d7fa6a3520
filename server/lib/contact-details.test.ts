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

  test.each([
    ['a right-to-left override', 'jane\u202e@example.com'],
    ['a zero-width space', 'ja\u200bne@example.com'],
    ['a zero-width joiner', 'jane@exa\u200dmple.com'],
    ['a soft hyphen', 'jane@exam\u00adple.com'],
    ['a C1 control character', 'jane\u0085@example.com'],
  ])('refuses an e-mail address holding %s', (_label, email) => {
    expect(normaliseEmail(email)).toBeNull();
  });

  test.each([
    ['a right-to-left override', 'Mia\u202e'],
    ['a left-to-right isolate', '\u2066Mia'],
    ['a zero-width space', 'Mi\u200ba'],
    ['a byte order mark inside', 'Mi\ufeffa'],
    ['NUL', 'Mia\u0000'],
  ])('refuses a name holding %s', (_label, name) => {
    expect(normaliseName(name)).toBeNull();
  });

  test('whitespace around and inside names is still only tidied', () => {
    expect(normaliseName('\tMia\n Nguyen ')).toBe('Mia Nguyen');
    expect(normaliseEmail('\ufeffmia@example.com ')).toBe('mia@example.com');
  });

  test('masks addresses for logs', () => {
    expect(maskDestination('jane@example.com')).toBe('j***@example.com');
    expect(maskDestination('+61412345678')).toBe('+614***678');
  });
});
