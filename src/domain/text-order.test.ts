import { compareCodes, compareText } from './text-order';

test.each([
  ['ANZ', 'Bendigo Bank', -1],
  ['bendigo', 'Bendigo', -1],
  ['Éclair Bank', 'Eden Bank', -1],
  ['ING', 'ING', 0],
  ['Westpac', 'AMP Bank', 1],
])('%s against %s sorts %i', (a, b, sign) => {
  expect(Math.sign(compareText(a, b))).toBe(sign);
  expect(Math.sign(compareText(a, b))).toBe(Math.sign(a.localeCompare(b, 'en-AU')));
});

test('sorts a list the way localeCompare does', () => {
  const names = [
    'ubank',
    'Up',
    'AMP',
    'anz',
    'Bank of Melbourne',
    'bank Australia',
    'Ézy',
    'Home Loan IO with LVR 80%-90% with offset account',
    'Home Loan IO with LVR 80-90%',
    'Home Loan IO with LVR <80%',
    'Home Loan IO with LVR <80% with offset account',
    'Home Loan (Package)',
    'Home Loan - Package',
    'Home Loan_2',
    'Home Loan 2',
    'P&I Loan',
    'P & I Loan',
    "Peoples' Choice",
    'People’s Choice',
    'Basic $0 fee',
  ];
  expect([...names].sort(compareText)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-AU')));
});

test.each([
  ['10081-CC00001', '10081-CC00002', -1],
  ['10102-HL00001', '10005-HL00012', 1],
  ['A1', 'A1', 0],
])('the code %s against %s sorts %i', (a, b, sign) => {
  expect(compareCodes(a, b)).toBe(sign);
});
