import { baseInterestAYear, bonusInterestAYear, type SavingsBand } from './savings-bands';

/** A band in dollars, as banks publish them. */
function band(
  kind: SavingsBand['kind'],
  rate: number,
  minDollars: number,
  maxDollars: number | null,
  appliesTo: SavingsBand['appliesTo'],
  includesBase = false,
): SavingsBand {
  return {
    kind,
    rate,
    minCents: Math.round(minDollars * 100),
    maxCents: maxDollars === null ? null : Math.round(maxDollars * 100),
    appliesTo,
    includesBase,
  };
}

// Published bands of real accounts (CDR, August 2024).
const everydayPension = [
  band('base', 0.0005, 0, 2000, 'portion'),
  band('base', 0.01, 2000.01, 50000, 'portion'),
  band('base', 0.013, 50000.01, null, 'portion'),
];
const cashManagement = [
  band('base', 0.02, 0, 4999.99, 'portion'),
  band('base', 0.022, 5000, 24999.99, 'portion'),
  band('base', 0.022, 25000, 49999.99, 'portion'),
  band('base', 0.0245, 50000, 99999.99, 'portion'),
];
const mySaver = [
  band('base', 0.001, 0.01, 250000, 'whole'),
  band('bonus', 0.0515, 0, 50000, 'whole', true),
  band('bonus', 0.0475, 50000.01, 250000, 'whole', true),
];
const futureSaver = [
  band('base', 0.0005, 0, null, 'whole'),
  band('bonus', 0.0545, 0, 50000, 'whole'),
  band('bonus', 0.0295, 50001, 250000, 'whole'),
];
const savingsPlusBonus = [
  band('base', 0.02, 0, 249999.99, 'portion'),
  band('base', 0.004, 250000, null, 'portion'),
  band('bonus', 0.03, 0, 249999.99, 'portion'),
  band('bonus', 0.03, 250000, null, 'portion'),
];

// Expected yearly interest in cents, by hand: each part of the balance times its rate.
describe('savings interest by published balance bands', () => {
  it.each([
    {
      account: 'Everyday Pension, $60,000 in three portion bands',
      bands: everydayPension,
      dollars: 60_000,
      base: (2000 * 0.0005 + 48_000 * 0.01 + 10_000 * 0.013) * 100,
      bonus: 0,
    },
    {
      account: 'Cash Management, $30,000: bands ending at .99 and starting at .00',
      bands: cashManagement,
      dollars: 30_000,
      base: (4999.99 * 0.02 + 20_000 * 0.022 + 5000.01 * 0.022) * 100,
      bonus: 0,
    },
    {
      account: 'mySaver, $40,000: the first whole-balance bonus band, base included',
      bands: mySaver,
      dollars: 40_000,
      base: 40_000 * 0.001 * 100,
      bonus: 40_000 * (0.0515 - 0.001) * 100,
    },
    {
      account: 'mySaver, $60,000: the whole balance moves to the second band',
      bands: mySaver,
      dollars: 60_000,
      base: 60_000 * 0.001 * 100,
      bonus: 60_000 * (0.0475 - 0.001) * 100,
    },
    {
      account: 'mySaver, $300,000: above every band, the top base rate and no bonus',
      bands: mySaver,
      dollars: 300_000,
      base: 300_000 * 0.001 * 100,
      bonus: 0,
    },
    {
      account: 'Future Saver, $50,000.50: in the gap of whole-dollar bands, the lower band',
      bands: futureSaver,
      dollars: 50_000.5,
      base: 50_000.5 * 0.0005 * 100,
      bonus: 50_000.5 * 0.0545 * 100,
    },
    {
      account: 'Future Saver, $60,000: the second band on the whole balance',
      bands: futureSaver,
      dollars: 60_000,
      base: 60_000 * 0.0005 * 100,
      bonus: 60_000 * 0.0295 * 100,
    },
    {
      account: 'Savings + Bonus, $300,000 in portion bands, bonus on every portion',
      bands: savingsPlusBonus,
      dollars: 300_000,
      base: (249_999.99 * 0.02 + 50_000.01 * 0.004) * 100,
      bonus: 300_000 * 0.03 * 100,
    },
  ])('$account', ({ bands, dollars, base, bonus }) => {
    const balance = Math.round(dollars * 100);
    expect(baseInterestAYear(bands, balance)).toBeCloseTo(base, 4);
    expect(bonusInterestAYear(bands, balance, null)).toBeCloseTo(bonus, 4);
  });

  it('adds bonuses for one balance up to the most the account pays, else pays the largest', () => {
    const bands = [
      band('base', 0.005, 0, null, 'whole'),
      band('bonus', 0.01, 0, null, 'whole'),
      band('bonus', 0.02, 0, null, 'whole'),
    ];
    // Base 0.5% + 1% + 2% = 3.5% is within a 3.5% ceiling: both bonuses are paid.
    expect(bonusInterestAYear(bands, 1_000_000, 0.035)).toBeCloseTo(10_000 * 0.03 * 100, 6);
    // With a 2.5% ceiling they are alternatives (by age, say): the larger is paid.
    expect(bonusInterestAYear(bands, 1_000_000, 0.025)).toBeCloseTo(10_000 * 0.02 * 100, 6);
  });

  it('pays nothing on an empty balance', () => {
    expect(baseInterestAYear(mySaver, 0)).toBe(0);
    expect(bonusInterestAYear(mySaver, 0, null)).toBe(0);
  });
});
