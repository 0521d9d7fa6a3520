import {
  codeDigits,
  codeError,
  emailError,
  mobileError,
  nameError,
  normaliseAustralianMobile,
} from '../../../lib/form-checks';

describe('form checks', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['(04) 1234-5678', '+61412345678'],
    ['412345678', '+61412345678'],
  ])('reads the Australian mobile %s as %s', (input, expected) => {
    expect(normaliseAustralianMobile(input)).toBe(expected);
    expect(mobileError(input)).toBeNull();
  });

  it.each(['02 9999 9999', '0412 345 67', '+44 7700 900123', ''])('refuses %p as a mobile', (input) => {
    expect(normaliseAustralianMobile(input)).toBeNull();
    expect(mobileError(input)).not.toBeNull();
  });

  it('checks e-mail addresses and names the way the server does', () => {
    expect(emailError('ada@example.com')).toBeNull();
    expect(emailError('ada@example')).toBe('Enter an e-mail address like name@example.com.');
    expect(nameError("Mary-Jane O'Neil", 'first')).toBeNull();
    expect(nameError('R2D2', 'first')).toBe(
      'Use letters, spaces, hyphens and apostrophes in your first name.',
    );
    expect(nameError('  ', 'last')).toBe('Enter your last name.');
  });

  it('takes the six digits out of a pasted code', () => {
    expect(codeDigits('123 456')).toBe('123456');
    expect(codeDigits('Code: 123-456.')).toBe('123456');
    expect(codeDigits('1234567')).toBe('123456');
    expect(codeError('12345')).toBe('The code has 6 digits.');
    expect(codeError('123 456')).toBeNull();
  });
});
