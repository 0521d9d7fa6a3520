import { familyName, figuresKey, lenderCount, offerRows, type RowOffer } from './offer-rows';

function offer(
  productId: string,
  overrides: Partial<Omit<RowOffer, 'rate'>> & { fixedMonths?: number | null; rate?: number } = {},
): RowOffer {
  const { fixedMonths = null, rate = 0.0599, ...rest } = overrides;
  return {
    productId,
    productName: `Loan ${productId}`,
    providerId: '20001',
    rate: {
      rate,
      rateType: fixedMonths === null ? 'variable' : 'fixed',
      fixedMonths,
      comparisonRate: rate + 0.001,
    },
    revertRate: fixedMonths === null ? null : 0.0649,
    monthlyRepaymentCents: 257_476,
    totalSavingCents: 1_000_000,
    switchingCostsCents: 95_000,
    cashBackCents: 0,
    breakEvenMonth: 8,
    ...rest,
  };
}

describe('familyName', () => {
  test.each([
    ['Great Rate Home Loan - Fixed 4 Year Owner Occupied', 'great rate home loan owner occupied'],
    ['Great Rate Home Loan - Fixed 5 Year Owner Occupied', 'great rate home loan owner occupied'],
    ['RACQ Bank 5 Year Fixed Home Loan Owner Occupier', 'racq bank home loan owner occupier'],
    ['Mortgage 2Yr Fixed Owner Occupied P&I', 'mortgage owner occupied p&i'],
    ['Owner Occupied 1yr Fixed Home Loan', 'owner occupied home loan'],
    ['Fixed Rate 3 Years', ''],
    // Names without a term stay whole, so different loans never merge.
    ['Up Home Loan', 'up home loan'],
    ['Basic Variable Home Loan', 'basic variable home loan'],
  ])('%s -> %s', (name, family) => {
    expect(familyName(name)).toBe(family);
  });
});

describe('offerRows', () => {
  it('shows a lender’s fixed terms of one loan as one row with a term chooser, best saving first', () => {
    // Up's fixed 2, 3, 4 and 5-year rates of one product filled four places.
    const ranked = [
      offer('UP', { fixedMonths: 36, totalSavingCents: 2_000_000 }),
      offer('OTHER', { totalSavingCents: 1_900_000, providerId: '20002', productName: 'Other loan' }),
      offer('UP', { fixedMonths: 24, totalSavingCents: 1_800_000 }),
      offer('UP', { fixedMonths: 60, totalSavingCents: 1_700_000 }),
      offer('UP', { fixedMonths: 48, totalSavingCents: 1_600_000 }),
    ];
    const rows = offerRows(ranked);
    expect(rows.map((row) => row.lead.productId)).toEqual(['UP', 'OTHER']);
    expect(rows[0]?.lead.rate.fixedMonths).toBe(36);
    expect(rows[0]?.options.map((option) => option.rate.fixedMonths)).toEqual([24, 36, 48, 60]);
  });

  test.each([
    // label, ranked offers, expected rows (lead product ids), expected terms of the first row
    [
      'separate products for each term of one loan join',
      [
        offer('G4', { productName: 'Great Rate - Fixed 4 Year', fixedMonths: 48, totalSavingCents: 3 }),
        offer('G3', { productName: 'Great Rate - Fixed 3 Year', fixedMonths: 36, totalSavingCents: 2 }),
        offer('S3', { productName: 'Standard - Fixed 3 Year', fixedMonths: 36, totalSavingCents: 1 }),
      ],
      ['G4', 'S3'],
      ['fixed-36', 'fixed-48'],
    ],
    [
      'the same product name at two lenders stays apart',
      [
        offer('A', { providerId: '1', productName: 'Home Loan' }),
        offer('B', { providerId: '2', productName: 'Home Loan', totalSavingCents: 5 }),
      ],
      ['A', 'B'],
      ['variable'],
    ],
    [
      'a lender’s second product of the same name and term is kept once, the best-ranked',
      [offer('A', { totalSavingCents: 9 }), offer('A2', { productName: 'Loan A', totalSavingCents: 8 })],
      ['A'],
      ['variable'],
    ],
  ])('%s', (_label, ranked, leads, terms) => {
    const rows = offerRows(ranked);
    expect(rows.map((row) => row.lead.productId)).toEqual(leads);
    expect(
      rows[0]?.options.map((option) =>
        option.rate.rateType === 'variable' ? 'variable' : `fixed-${option.rate.fixedMonths}`,
      ),
    ).toEqual(terms);
  });

  it('collapses loans with the same figures from different lenders into one row', () => {
    const same = { totalSavingCents: 1_077_04, monthlyRepaymentCents: 250_000 };
    const rows = offerRows([
      offer('FM', { ...same, providerId: '1', productName: 'Credit Union Home Loan' }),
      offer('HP', { ...same, providerId: '2', productName: 'Basic Home Loan' }),
      offer('TM', { ...same, providerId: '3', productName: 'Value Home Loan' }),
      offer('XX', { providerId: '4', productName: 'Another', totalSavingCents: 900 }),
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.lead.productId).toBe('FM');
    expect(rows[0]?.sameFigures.map((family) => family.lead.productId)).toEqual(['HP', 'TM']);
    expect(lenderCount(rows[0] as (typeof rows)[number])).toBe(3);
    expect(new Set(rows.map((row) => figuresKey(row.lead))).size).toBe(rows.length);
  });

  test.each([
    ['rate', { rate: 0.0589 }],
    ['monthly repayment', { monthlyRepaymentCents: 257_477 }],
    ['saving', { totalSavingCents: 999_999 }],
    ['switching costs', { switchingCostsCents: 95_001 }],
    ['break-even', { breakEvenMonth: 9 }],
  ])('keeps loans apart that differ only in %s', (_label, difference) => {
    const rows = offerRows([
      offer('A', { providerId: '1', productName: 'A' }),
      offer('B', { providerId: '2', productName: 'B', ...difference }),
    ]);
    expect(rows).toHaveLength(2);
  });

  it('keeps loans apart whose other terms differ, even when the best one matches', () => {
    const rows = offerRows([
      offer('A', { providerId: '1', fixedMonths: 24, totalSavingCents: 10 }),
      offer('B', { providerId: '2', fixedMonths: 24, totalSavingCents: 10 }),
      offer('A', { providerId: '1', fixedMonths: 36, totalSavingCents: 5 }),
      offer('B', { providerId: '2', fixedMonths: 36, totalSavingCents: 4 }),
    ]);
    expect(rows.map((row) => row.sameFigures.length)).toEqual([0, 0]);
  });
});
