import { buyersOnlyNote, buyersOnlyReason } from './buyers-only';

describe('buyersOnlyReason', () => {
  test.each([
    // Names and OTHER conditions as lenders publish them in the CDR snapshot of August 2024.
    ['FIRST HOME BUYERS OWNER OCCUPIED P&I', [], 'first-home-buyers'],
    ['First Home Buyers Owner Occupied P&I', [], 'first-home-buyers'],
    ['Advantage Plus FHB Home Loan Fixed 2 Year', [], 'first-home-buyers'],
    ['First Home Loan', ['Must be eligible for the First Home Loan Deposit Scheme'], 'home-guarantee-scheme'],
    ['AMP First Home Loan', [], 'first-home-buyers'],
    ['Bare Essentials First Home Owners Special', ['First Home Owner'], 'first-home-buyers'],
    ['First Home Guarantee (Bendigo Complete Home Loan)', [], 'home-guarantee-scheme'],
    ['Regional First Home Buyer Guarantee (Bendigo Complete Home Loan)', [], 'home-guarantee-scheme'],
    ['Family Home Guarantee (Bendigo Complete Home Loan)', [], 'home-guarantee-scheme'],
    // Only the conditions say so.
    [
      'Home Buyers Scheme Home Loan',
      [
        'Eligibility: This package is exclusive to first home buyers participating in the Home Guarantee Scheme only.',
      ],
      'home-guarantee-scheme',
    ],
    ['Package Home Loan', ['Must be a first home buyer'], 'first-home-buyers'],
    ['Advantage Plus Home Loan', ['First Home Buyer'], 'first-home-buyers'],
    // Open to refinancers.
    ['Up Home Loan', [], null],
    [
      'Essential Workers Home Loan',
      ['Available to: First responders – Police officers, ambulance officers'],
      null,
    ],
    [
      'HSBC Home Loan Package',
      [
        'You must have minimum borrowings of $150,000 and pay the annual package fee of $390 in the first year',
      ],
      null,
    ],
    ['Basic Home Loan', ['Available to first home buyers and refinancers'], null],
    ['Home Loan', ['Not only for first home buyers'], null],
    ['Customs Value Home Loan', ['Available to members only.'], null],
  ])('%s %j -> %s', (name, conditions, reason) => {
    expect(buyersOnlyReason({ name, eligibility: { conditions } })).toBe(reason);
  });

  it('reads the name alone when the product carries no eligibility', () => {
    expect(buyersOnlyReason({ name: 'The Mac First Home Buyers Owner Occupied P&I' })).toBe(
      'first-home-buyers',
    );
    expect(buyersOnlyReason({ name: 'Standard Variable', eligibility: null })).toBeNull();
  });
});

test.each([
  [0, null],
  [
    1,
    '1 loan is left out because it is only for people buying a home (first home buyers or the government’s Home Guarantee Scheme), not for refinancing.',
  ],
  [
    12,
    '12 loans are left out because they are only for people buying a home (first home buyers or the government’s Home Guarantee Scheme), not for refinancing.',
  ],
])('buyersOnlyNote(%i)', (count, note) => {
  expect(buyersOnlyNote(count)).toBe(note);
});
