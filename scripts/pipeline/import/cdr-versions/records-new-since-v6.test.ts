/**
 * Records the standard allows from version 6 on that the 2024 snapshot never had: several fees of
 * one name, fees charged as a rate, capped fees, fees by limit tier, fees that vary, discounts of
 * each method, and home-loan rates for a repayment type or purpose other than the two compared. Each version 7 record is written by hand; each case expects what a
 * careful reader of the product would expect the site to show, or the product left out with the
 * reason in the import's log when the site cannot show it. Money is worked out in the test.
 */
import { normaliseCreditCards } from '../../../../src/domain/normalise/normalise-credit-cards';
import {
  normaliseHomeLoans,
  normalisePersonalLoans,
  normaliseTransactionAccounts,
} from '../../../../src/domain/normalise/normalise-products';
import { brand, curated, product, snapshot } from '../cdr-fixtures';
import type { CdrCategory, CdrProduct, CdrProductDetail } from '../cdr-types';
import { runImport, type ImportResult } from '../run-import';
import { readProductDetail } from './index';

const alpha = { id: 'brand-a', name: 'Alpha Bank' };

type Json = Record<string, unknown>;

const CATEGORY_OF: Record<string, CdrCategory> = {
  card: 'CRED_AND_CHRG_CARDS',
  loan: 'PERS_LOANS',
  account: 'TRANS_AND_SAVINGS_ACCOUNTS',
  homeLoan: 'RESIDENTIAL_MORTGAGES',
};

/** A term deposit of the same bank, so the bank stays in the data when the product of a case is left out. */
const COMPANION: CdrProduct = product('TERM_DEPOSITS', {
  productId: 'td-1',
  name: 'Term Deposit',
  depositRates: [{ depositRateType: 'FIXED', rate: '0.0450', additionalValue: 'P6M' }],
});

function importV7(kind: keyof typeof CATEGORY_OF, record: Json): ImportResult {
  const category = CATEGORY_OF[kind] ?? 'CRED_AND_CHRG_CARDS';
  const read = readProductDetail(
    {
      productId: `${kind}-1`,
      lastUpdated: '2026-07-01T00:00:00Z',
      productCategory: category,
      name: 'Example Product',
      description: 'An example product.',
      brand: 'Alpha Bank',
      isTailored: false,
      additionalInformation: { overviewUri: 'https://www.example.com.au/product' },
      ...record,
    },
    7,
  );
  if (!read.ok) throw new Error(`refused: ${read.problems.join('; ')}`);
  return runImport(
    snapshot(
      [brand(alpha.id, alpha.name)],
      [
        {
          brandId: alpha.id,
          brandName: alpha.name,
          category,
          looksLikeCarLoan: false,
          fetchedOn: '2026-07-01',
          detail: read.detail as CdrProductDetail,
        },
        COMPANION,
      ],
    ),
    curated(),
    { providerIds: {}, productIds: {} },
  );
}

const anyLoan = { applicationType: 'PERIODIC', repaymentType: 'UNCONSTRAINED', loanPurpose: 'UNCONSTRAINED' };
const PURCHASE_RATE = { lendingRateType: 'PURCHASE', rate: '0.1999', ...anyLoan };

const fixedFee = (name: string, amount: string, more: Json = {}): Json => ({
  name,
  feeType: 'PERIODIC',
  feeMethodUType: 'fixedAmount',
  fixedAmount: { amount },
  ...more,
});

function cards(record: Json) {
  const result = importV7('card', { lendingRates: [PURCHASE_RATE], ...record });
  return normaliseCreditCards(result.files['credit-cards.json'], []).cards;
}

function onlyCard(record: Json) {
  const [card, ...others] = cards(record);
  if (card === undefined || others.length > 0) throw new Error('expected one card');
  return card;
}

describe('cards', () => {
  test('two annual fees of one name, $0 for the first year and $99 after it: the card costs $99 a year', () => {
    const card = onlyCard({
      fees: [
        fixedFee('Annual fee', '0.00', { additionalValue: 'P1Y', additionalInfo: 'In the first year' }),
        fixedFee('Annual fee', '99.00', { additionalValue: 'P1Y', additionalInfo: 'From the second year' }),
      ],
    });
    expect(card.annualFeeCents).toBe(99 * 100);
  });

  test('monthly fees by limit, each naming its limit: one card per limit at twelve months of its fee', () => {
    const found = cards({
      fees: [
        fixedFee('Monthly fee', '10.00', {
          additionalValue: 'P1M',
          additionalInfo: 'For a $4,000 credit limit',
        }),
        fixedFee('Monthly fee', '20.00', {
          additionalValue: 'P1M',
          additionalInfo: 'For a $8,000 credit limit',
        }),
      ],
    });
    expect(found.map((card) => [card.limitTier, card.monthlyFeeCents, card.annualFeeCents])).toEqual([
      [4000, 10 * 100, 10 * 12 * 100],
      [8000, 20 * 100, 20 * 12 * 100],
    ]);
  });

  test.each([
    [
      'a cap of $120 a year on a $15 monthly fee',
      '15.00',
      { feeCap: '120.00', feeCapPeriod: 'P1Y' },
      120 * 100,
    ],
    [
      'a cap of $10 a month on a $15 monthly fee',
      '15.00',
      { feeCap: '10.00', feeCapPeriod: 'P1M' },
      10 * 12 * 100,
    ],
    [
      'a cap of $100 a year on a $5 monthly fee, never reached',
      '5.00',
      { feeCap: '100.00', feeCapPeriod: 'P1Y' },
      5 * 12 * 100,
    ],
  ])('%s: the card costs what the cap allows in a year', (_label, amount, cap, annualFeeCents) => {
    const card = onlyCard({ fees: [fixedFee('Monthly fee', amount, { additionalValue: 'P1M', ...cap })] });
    expect(card.annualFeeCents).toBe(annualFeeCents);
  });

  test('monthly fees by limit with a yearly cap have no one fee per limit to show: the card is left out, saying why', () => {
    const result = importV7('card', {
      lendingRates: [PURCHASE_RATE],
      fees: [
        fixedFee('Monthly fee', '10.00', {
          additionalValue: 'P1M',
          additionalInfo: 'For a $4,000 credit limit',
        }),
        fixedFee('Monthly fee', '20.00', {
          additionalValue: 'P1M',
          additionalInfo: 'For a $8,000 credit limit',
          feeCap: '150.00',
          feeCapPeriod: 'P1Y',
        }),
      ],
    });
    expect(normaliseCreditCards(result.files['credit-cards.json'], []).cards).toEqual([]);
    expect(result.log.dropped.map((record) => record.reason)).toEqual([
      'monthly fees by limit with a cap on what they come to in a year',
    ]);
  });

  test('a cap over no stated period is not applied, and the log says so', () => {
    const result = importV7('card', {
      lendingRates: [PURCHASE_RATE],
      fees: [fixedFee('Monthly fee', '15.00', { additionalValue: 'P1M', feeCap: '120.00' })],
    });
    const [card] = normaliseCreditCards(result.files['credit-cards.json'], []).cards;
    expect(card?.annualFeeCents).toBe(15 * 12 * 100);
    expect([...result.log.notes.keys()].join('\n')).toMatch(/card fee caps over no period/);
  });

  test('an annual fee that varies ($0 to $99) has no figure to show: the card is left out, saying why', () => {
    const result = importV7('card', {
      lendingRates: [PURCHASE_RATE],
      fees: [
        {
          name: 'Annual fee',
          feeType: 'PERIODIC',
          feeMethodUType: 'variable',
          variable: { feeMinimum: '0.00', feeMaximum: '99.00' },
          additionalValue: 'P1Y',
        },
      ],
    });
    expect(normaliseCreditCards(result.files['credit-cards.json'], []).cards).toEqual([]);
    expect(result.log.dropped.map((record) => record.reason)).toEqual([
      'card fee "Annual fee" published without an amount',
    ]);
  });

  test('fees charged as a rate: 3.4% on foreign purchases and 2% on a balance transferred', () => {
    const card = onlyCard({
      lendingRates: [
        PURCHASE_RATE,
        { lendingRateType: 'CASH_ADVANCE', rate: '0.2199', ...anyLoan },
        { lendingRateType: 'BALANCE_TRANSFER', rate: '0.00', additionalValue: 'P12M', ...anyLoan },
      ],
      fees: [
        fixedFee('Annual fee', '0.00', { additionalValue: 'P1Y' }),
        {
          name: 'Foreign transaction fee',
          feeType: 'TRANSACTION',
          feeMethodUType: 'rateBased',
          rateBased: { rateType: 'TRANSACTION', rate: '0.034', amountRange: { feeMinimum: '1.00' } },
        },
        {
          name: 'Balance transfer fee',
          feeType: 'EVENT',
          feeMethodUType: 'rateBased',
          rateBased: { rateType: 'TRANSACTION', rate: '0.02' },
        },
      ],
    });
    expect(card.foreignTransactionFee).toBe(0.034);
    expect(card.balanceTransfer).toEqual({
      rate: 0,
      periodMonths: 12,
      feeFraction: 0.02,
      feeStated: true,
      revertRate: 0.2199,
    });
  });

  const firstYear = (discount: Json): Json => ({
    description: 'No annual fee in the first year',
    discountType: 'ELIGIBILITY_ONLY',
    eligibility: [{ discountEligibilityType: 'INTRODUCTORY', additionalValue: 'P1Y' }],
    ...discount,
  });

  test.each([
    ['$99 off', { discountMethodUType: 'fixedAmount', fixedAmount: { amount: '99.00' } }, 0],
    ['$50 off', { discountMethodUType: 'fixedAmount', fixedAmount: { amount: '50.00' } }, (99 - 50) * 100],
    [
      'the whole fee off',
      { discountMethodUType: 'rateBased', rateBased: { rateType: 'FEE', rate: '1.00' } },
      0,
    ],
    [
      'half the fee off',
      { discountMethodUType: 'rateBased', rateBased: { rateType: 'FEE', rate: '0.50' } },
      4950,
    ],
    [
      'a rate of the balance off, which is no one amount',
      { discountMethodUType: 'rateBased', rateBased: { rateType: 'BALANCE', rate: '0.001' } },
      null,
    ],
  ])('a first-year discount of %s on a $99 annual fee', (_label, method, firstYearCents) => {
    const card = onlyCard({
      fees: [fixedFee('Annual fee', '99.00', { additionalValue: 'P1Y', discounts: [firstYear(method)] })],
    });
    expect(card.annualFeeCents).toBe(99 * 100);
    expect(card.firstYearAnnualFeeCents).toBe(firstYearCents);
  });
});

const LOAN_RATE = {
  lendingRateType: 'FIXED',
  rate: '0.0999',
  comparisonRate: '0.1099',
  additionalValue: 'P5Y',
  ...anyLoan,
};

describe('personal loans', () => {
  test('two establishment fees of one name, $150 and $250: the loan shows the larger, $250', () => {
    const result = importV7('loan', {
      lendingRates: [LOAN_RATE],
      fees: [
        fixedFee('Establishment fee', '150.00', { feeType: 'UPFRONT', additionalInfo: 'Applying online' }),
        fixedFee('Establishment fee', '250.00', {
          feeType: 'UPFRONT',
          additionalInfo: 'Applying in a branch',
        }),
      ],
    });
    const [loan] = normalisePersonalLoans('pl', result.files['products-pl.json'], []).products;
    expect(loan?.establishmentFeeCents).toBe(250 * 100);
  });

  test('an establishment fee of 2% of the loan has no one amount to show: the loan is left out, saying why', () => {
    const result = importV7('loan', {
      lendingRates: [LOAN_RATE],
      fees: [
        {
          name: 'Establishment fee',
          feeType: 'UPFRONT',
          feeMethodUType: 'rateBased',
          rateBased: {
            rateType: 'TRANSACTION',
            rate: '0.02',
            amountRange: { feeMinimum: '200.00', feeMaximum: '500.00' },
          },
        },
      ],
    });
    expect(normalisePersonalLoans('pl', result.files['products-pl.json'], []).products).toEqual([]);
    expect(result.log.dropped.map((record) => record.reason)).toEqual([
      'set-up fee "Establishment fee" published without an amount',
    ]);
  });
});

describe('transaction accounts', () => {
  test('a $5 monthly fee with discounts of every method still shows as $5 a month, the fee before any discount', () => {
    const discount = (description: string, discountType: string, method: Json): Json => ({
      description,
      discountType,
      additionalValue: '2000.00',
      ...method,
    });
    const result = importV7('account', {
      depositRates: [{ depositRateType: 'VARIABLE', rate: '0.0001', applicationType: 'PERIODIC' }],
      fees: [
        fixedFee('Monthly account fee', '5.00', {
          additionalValue: 'P1M',
          discounts: [
            discount('$5 off with $2,000 deposited', 'DEPOSITS', {
              discountMethodUType: 'fixedAmount',
              fixedAmount: { amount: '5.00' },
            }),
            discount('Balance discount', 'BALANCE', {
              discountMethodUType: 'rateBased',
              rateBased: { rateType: 'BALANCE', rate: '0.001' },
            }),
            discount('Card purchases discount', 'PAYMENTS', {
              discountMethodUType: 'rateBased',
              rateBased: { rateType: 'TRANSACTION', rate: '0.01' },
            }),
            discount('Interest discount', 'BALANCE', {
              discountMethodUType: 'rateBased',
              rateBased: { rateType: 'INTEREST_ACCRUED', rate: '0.5' },
            }),
            discount('Half the fee off for students', 'ELIGIBILITY_ONLY', {
              discountMethodUType: 'rateBased',
              rateBased: { rateType: 'FEE', rate: '0.5' },
              eligibility: [{ discountEligibilityType: 'STUDENT' }],
            }),
          ],
        }),
      ],
    });
    const [account] = normaliseTransactionAccounts(result.files['products-tx.json'], []).products;
    expect(account?.monthlyFeeCents).toBe(5 * 100);
  });

  test('two monthly fees of one name, $0 and $4: the account shows the $4 a month it may cost', () => {
    const result = importV7('account', {
      depositRates: [{ depositRateType: 'VARIABLE', rate: '0.0001', applicationType: 'PERIODIC' }],
      fees: [
        fixedFee('Monthly account fee', '0.00', { additionalValue: 'P1M', additionalInfo: 'Under 25' }),
        fixedFee('Monthly account fee', '4.00', { additionalValue: 'P1M', additionalInfo: '25 and over' }),
      ],
    });
    const [account] = normaliseTransactionAccounts(result.files['products-tx.json'], []).products;
    expect(account?.monthlyFeeCents).toBe(4 * 100);
  });
});

describe('home loans', () => {
  const rate = (value: string, terms: Json): Json => ({
    lendingRateType: 'VARIABLE',
    rate: value,
    comparisonRate: value,
    applicationType: 'PERIODIC',
    ...terms,
  });

  test('a rate for a repayment type or purpose other than the two compared is left out, saying why', () => {
    const result = importV7('homeLoan', {
      name: 'Owner Occupied Home Loan',
      lendingRates: [
        rate('0.0619', { repaymentType: 'PRINCIPAL_AND_INTEREST', loanPurpose: 'OWNER_OCCUPIED' }),
        rate('0.0899', { repaymentType: 'OTHER', loanPurpose: 'OWNER_OCCUPIED' }),
        rate('0.0799', { repaymentType: 'PRINCIPAL_AND_INTEREST', loanPurpose: 'OTHER' }),
      ],
    });
    const [loan] = normaliseHomeLoans(result.files['products-hl.json'], []).products;
    expect(loan?.rates.map((row) => [row.repayment, row.purpose, row.rate])).toEqual([
      ['principal-and-interest', 'owner-occupier', 0.0619],
    ]);
    expect(
      result.log.notes.get('home-loan rate rows left out: rows for another repayment type or loan purpose'),
    ).toEqual(['Alpha Bank: Owner Occupied Home Loan']);
  });
});
