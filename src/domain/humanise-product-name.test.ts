import { humaniseProductName } from './humanise-product-name';

/** Real names of the August 2024 data, as the banks publish them, and how we show them. */
const NAMES: [string, string][] = [
  // CommBank's list-style names: the product, then what it is, in lower case.
  [
    'Simple Home Loan Under 60 LVR, Ooc, Variable, Pi',
    'Simple Home Loan, under 60% LVR, owner-occupied, variable, principal and interest',
  ],
  [
    'Simple Home Loan Under 60 LVR, Inv, Variable, Int Only',
    'Simple Home Loan, under 60% LVR, investment, variable, interest only',
  ],
  [
    'Complete Package Home Loan Over 70 LVR, Owner Occupied, Variable, IO',
    'Complete Package Home Loan, over 70% LVR, owner-occupied, variable, interest only',
  ],
  [
    'Simple Home Loan Under 70% LVR, Investment, Variable, Pi',
    'Simple Home Loan, under 70% LVR, investment, variable, principal and interest',
  ],
  [
    'Complete Package Home Loan Under 70 LVR, Inv, Variable, P&I',
    'Complete Package Home Loan, under 70% LVR, investment, variable, principal and interest',
  ],
  // Elsewhere each abbreviation is spelt out in the case of the word it replaces.
  ['1 year Fixed Rate OO P&I', '1 year Fixed Rate Owner-Occupied Principal and Interest'],
  ['2 year Fixed Rate INV IO', '2 year Fixed Rate Investment Interest Only'],
  ['Inv Home Loan 1yr Fixed I/O', 'Investment Home Loan 1yr Fixed Interest Only'],
  ['liteBlue O/Occ P+I (up to 60%LVR)', 'liteBlue Owner-Occupied Principal and Interest (up to 60% LVR)'],
  ['Purple Basic Vbl Home Loan-Inv', 'Purple Basic Variable Home Loan-Investment'],
  ['Basic Variable OO Construction', 'Basic Variable Owner-Occupied Construction'],
  ['Int.Only.Fixed.1Yr Inv', 'Interest Only.Fixed.1Yr Investment'],
  [
    'Fixed Rate Home Loan - Owner Occupier - P&I - 12 mths',
    'Fixed Rate Home Loan - Owner Occupier - Principal and Interest - 12 months',
  ],
  // A loan-to-value ratio with its percent sign, its comparison in words.
  [
    'Momentum Home Loan 60-80LVR - Owner Occupier - Variable - P&I SO',
    'Momentum Home Loan 60-80% LVR - Owner Occupier - Variable - Principal and Interest SO',
  ],
  ['Basic Home Loan Variable LVR<60%', 'Basic Home Loan Variable LVR under 60%'],
  [
    'Complete Home Loan Investment 1 year fixed LVR >80% <90%',
    'Complete Home Loan Investment 1 year fixed LVR over 80% under 90%',
  ],
  ['1 Year Fixed Rate < 80% LVR', '1 Year Fixed Rate under 80% LVR'],
  [
    '3 Year Fixed Owner Occupied Family Guarantee LVR LE 98%',
    '3 Year Fixed Owner Occupied Family Guarantee LVR up to 98%',
  ],
  ['OMG Home Loan (P&I) LVR<60', 'OMG Home Loan (Principal and Interest) LVR under 60'],
  // Names without shorthand are left as they are.
  ['Basic Variable Rate Home Loan', 'Basic Variable Rate Home Loan'],
  ['Green Home Loan', 'Green Home Loan'],
  ['Pioneer Investor Loan', 'Pioneer Investor Loan'],
];

describe('humaniseProductName', () => {
  it.each(NAMES)('%s', (raw, shown) => {
    expect(humaniseProductName(raw)).toBe(shown);
  });

  it('is stable: a shown name shows as itself', () => {
    for (const [, shown] of NAMES) expect(humaniseProductName(shown)).toBe(shown);
  });
});
