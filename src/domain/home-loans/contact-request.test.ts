import { brokerWithLicence, contactMethodWords, contactRequestWords } from './contact-request';

const to = { mobile: '04•• ••• 678', email: 'mia@example.com' };

describe('what the refinance partner was asked, in words', () => {
  test.each([
    ['phone', 'morning', 'call you on 04•• ••• 678 in the morning'],
    ['phone', 'afternoon', 'call you on 04•• ••• 678 in the afternoon'],
    ['phone', 'evening', 'call you on 04•• ••• 678 in the evening'],
    ['phone', 'any', 'call you on 04•• ••• 678 at any time of day'],
    ['email', 'afternoon', 'e-mail you at mia@example.com'],
    ['email', 'any', 'e-mail you at mia@example.com'],
  ] as const)('%s, %s: "%s"', (method, bestTime, words) => {
    expect(contactRequestWords({ method, bestTime, ...to })).toBe(words);
  });

  test.each([
    ['phone', 'afternoon', 'By phone, in the afternoon'],
    ['phone', 'any', 'By phone, at any time of day'],
    ['email', 'evening', 'By e-mail'],
  ] as const)('the preference alone: %s, %s is "%s"', (method, bestTime, words) => {
    expect(contactMethodWords(method, bestTime)).toBe(words);
  });

  test('the broker is named with its licence', () => {
    expect(brokerWithLicence({ legalName: 'Example Broking Pty Ltd', creditLicence: '123456' })).toBe(
      'Example Broking Pty Ltd (Australian credit licence 123456)',
    );
  });
});
