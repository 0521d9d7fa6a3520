import { cleanName } from './build-context';

test.each([
  ['  Low   Rate  Card ', 'Low Rate Card'],
  ['LOW RATE VISA CREDIT CARD', 'Low Rate Visa Credit Card'],
  ['NSA CREDIT CARD', 'NSA Credit Card'],
  ['VISA 55', 'Visa 55'],
  ['HOME LOAN FOR FIRST HOME BUYERS', 'Home Loan for First Home Buyers'],
  ['& Visa Platinum', 'Visa Platinum'],
  ['CommBank Neo Card', 'CommBank Neo Card'],
  ['ANZ Low Rate', 'ANZ Low Rate'],
  ['P&N Bank Visa Platinum', 'P&N Bank Visa Platinum'],
  ['BASIC HOME LOAN - LVR <80%', 'Basic Home Loan - LVR <80%'],
])('%j reads %j', (raw, expected) => {
  expect(cleanName(raw)).toBe(expected);
});
