import type { FilterDef } from '../table-config';
import { categoryCountText, startingFilters, startingViewNote } from '../starting-view';
import { tableConfigFor } from '../table-configs';

const amount: FilterDef = {
  id: 'amount',
  kind: 'number',
  label: 'Loan amount',
  unit: '$',
  initial: 500_000,
  min: 1,
  max: 9_000_000,
  step: 1,
};
const term: FilterDef = {
  id: 'termYears',
  kind: 'select',
  label: 'Loan term',
  initial: '30',
  options: [
    { value: '25', label: '25 years' },
    { value: '30', label: '30 years' },
  ],
};
const anyRate: FilterDef = {
  id: 'rateType',
  kind: 'select',
  label: 'Rate type',
  initial: 'any',
  options: [
    { value: 'any', label: 'Any' },
    { value: 'fixed', label: 'Fixed' },
  ],
};
const offsetOff: FilterDef = { id: 'offset', kind: 'checkbox', label: 'Offset account', initial: false };
const offsetOn: FilterDef = { ...offsetOff, initial: true };
const months: FilterDef = {
  id: 'months',
  kind: 'number',
  label: 'Interest-free for',
  unit: 'months',
  initial: 12,
  min: 0,
  max: 60,
  step: 1,
};

describe('the filters a table starts with', () => {
  it.each<[string, FilterDef[], string[]]>([
    ['an amount in dollars', [amount], ['Loan amount: $500,000']],
    ['a select at a narrowing choice, by its option’s words', [term], ['Loan term: 30 years']],
    ['a select at "any" narrows nothing', [anyRate], []],
    ['a tick box left clear narrows nothing', [offsetOff], []],
    ['a tick box ticked from the start', [offsetOn], ['Offset account']],
    ['a number with its unit', [months], ['Interest-free for: 12 months']],
    [
      'several, in the table’s order',
      [term, anyRate, amount, offsetOff],
      ['Loan term: 30 years', 'Loan amount: $500,000'],
    ],
  ])('%s', (_, filters, expected) => {
    expect(startingFilters(filters)).toEqual(expected);
  });

  it('names the home-loan table’s own starting filters', () => {
    expect(startingFilters(tableConfigFor('hl').filters)).toEqual([
      'Loan amount: $500,000',
      'Loan term: 30 years',
      'Rate type: Variable',
      'Loan purpose: To live in',
      'Repayments: Principal and interest',
      'Loan-to-value ratio (LVR): 60% or less',
    ]);
  });
});

describe('a category’s count', () => {
  it.each([
    [{ products: 177, startingView: 177 }, '177 compared'],
    [{ products: 1, startingView: 1 }, '1 compared'],
    [
      { products: 1846, startingView: 423 },
      '1,846 compared; the table opens with the 423 that fit its starting filters',
    ],
    [
      { products: 585, startingView: 0 },
      '585 compared; the table opens with the 0 that fit its starting filters',
    ],
  ])('%o reads "%s"', (count, text) => {
    expect(categoryCountText(count)).toBe(text);
  });
});

describe('the table’s note on its starting view', () => {
  it('says which filters leave products out, how many are shown, and how to see the others', () => {
    expect(startingViewNote([amount, term, offsetOff], { products: 1846, startingView: 423 }, 'loans')).toBe(
      'The table starts with these filters: Loan amount: $500,000; Loan term: 30 years. They show 423 of the 1,846 loans; change the filters above to see the others.',
    );
  });

  it('says nothing when the table starts with every product', () => {
    expect(startingViewNote([amount], { products: 245, startingView: 245 }, 'accounts')).toBeNull();
  });
});
