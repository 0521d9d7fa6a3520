import { ApiError } from '../../../lib/api-client';
import { formFailureMessage, plainRefusal, refusedField } from '../server-refusal';

const refusal = (message: string, status = 400) => new ApiError(status, 'BAD_REQUEST', message, '/signup/');

describe('a field the server refuses', () => {
  test.each([
    ['"mobile_number" must be an Australian mobile number, like 0412 345 678.', 'mobile_number'],
    ['"contact_details.email" must be an e-mail address, like name@example.com.', 'email'],
    ['"products[1].monthly_spend" must be at least 0.', 'monthly_spend'],
    ['"last_name" is required.', 'last_name'],
    ['Give either "email" or "mobile_number" to sign in, not both and not neither.', null],
  ])('%s names %p', (message, field) => {
    expect(refusedField(refusal(message))).toBe(field);
  });

  it('is no field when the answer is not a 400', () => {
    expect(refusedField(refusal('"mobile_number" must be an Australian mobile number.', 409))).toBeNull();
    expect(refusedField(new Error('"mobile_number" must be'))).toBeNull();
  });

  test.each([
    [
      '"mobile_number" must be an Australian mobile number, like 0412 345 678 or +61 412 345 678.',
      { field: 'mobile_number', message: 'Enter an Australian mobile number, like 0412 345 678.' },
    ],
    [
      '"mobile_number" must be at most 30 characters long.',
      { field: 'mobile_number', message: 'Enter an Australian mobile number, like 0412 345 678.' },
    ],
    [
      '"mobile_number" is already the mobile number of your account. Enter a new one.',
      {
        field: 'mobile_number',
        message: 'This is already the mobile number of your account. Enter a new one.',
      },
    ],
    [
      '"contact_details.email" must be an e-mail address, like name@example.com.',
      { field: 'email', message: 'Enter an e-mail address, like name@example.com.' },
    ],
    ['"visit_id" must be up to 64 letters, digits or dashes.', null],
  ])('%s is said as %p', (message, expected) => {
    expect(plainRefusal(refusal(message))).toEqual(expected);
  });

  it('never puts the API’s wording about a field in a form’s alert', () => {
    expect(formFailureMessage(refusal('"visit_id" must be up to 64 letters, digits or dashes.'))).toBe(
      'Something you entered wasn’t accepted. Check the form and try again.',
    );
    expect(formFailureMessage(refusal('"first_name" must be 1 to 50 letters.'))).toBe(
      'Enter your first name in letters, spaces, hyphens and apostrophes (up to 50).',
    );
    const limited = new ApiError(429, 'RATE_LIMITED', 'Please try again in 9 minutes.', '/signup/');
    expect(formFailureMessage(limited)).toBe('Please try again in 9 minutes.');
  });
});
