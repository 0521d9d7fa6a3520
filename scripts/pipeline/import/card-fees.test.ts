import type { CdrFee } from './cdr-types';
import { detail } from './cdr-fixtures';
import {
  balanceTransferFee,
  cardFeeSchedule,
  firstYearAnnualFee,
  foreignTransactionFee,
  rewardsProgramFee,
} from './card-fees';

const fee = (
  name: string,
  amount: string | null,
  additionalValue: string | null = 'P1Y',
  more: Partial<CdrFee> = {},
): CdrFee => ({
  name,
  feeType: 'PERIODIC',
  amount,
  additionalValue,
  ...more,
});

describe('cardFeeSchedule', () => {
  test.each([
    ['annual fee', [fee('Annual Card Fee', '124.00')], { kind: 'annual', annualFee: 124 }],
    ['BOQ-style four decimals', [fee('Annual fee', '129.0000')], { kind: 'annual', annualFee: 129 }],
    [
      'annual fee with no frequency',
      [fee('CREDIT_CARD_ANNUAL_FEE', '40.00', null)],
      { kind: 'annual', annualFee: 40 },
    ],
    [
      'annual fee as an EVENT',
      [fee('Visa Credit Card Annual Fee', '30.00', 'annually in advance', { feeType: 'EVENT' })],
      { kind: 'annual', annualFee: 30 },
    ],
    [
      'frequency written in words',
      [fee('Annual Fee', '20.00', 'pay yearly')],
      { kind: 'annual', annualFee: 20 },
    ],
    ['monthly fee', [fee('Monthly fee', '8.00', 'P1M')], { kind: 'monthly', monthlyFee: 8 }],
    [
      'annual plus $0 account keeping',
      [fee('Annual Fee', '99.00'), fee('Account Keeping Fees', '0.00', 'P1M')],
      { kind: 'annual', annualFee: 99 },
    ],
    [
      'no card fee published',
      [fee('Paper Statement Fee', '1.25', 'P1M'), fee('Dormant Account Fee', '25.00')],
      { kind: 'annual', annualFee: 0 },
    ],
    [
      'package and rewards fees are not the card fee',
      [
        fee('Annual fee', '55.00'),
        fee('Package Annual Fee', '350.00'),
        fee('Annual rewards program fee', '75.00'),
      ],
      { kind: 'annual', annualFee: 55 },
    ],
    [
      'other fees named "card fee" outside PERIODIC',
      [fee('Annual Fee', '40.00'), fee('Emergency Visa Card Fee', '300.00', null, { feeType: 'EVENT' })],
      { kind: 'annual', annualFee: 40 },
    ],
    [
      'tiers named in the fee',
      [
        fee('N0W_CREDIT_CARD_MONTHLY_FEE_$1K_LIMIT', '9.00', 'P1M'),
        fee('N0W_CREDIT_CARD_MONTHLY_FEE_$3K_LIMIT', '19.00', 'P1M'),
        fee('N0W_CREDIT_CARD_MONTHLY_FEE_$2K_LIMIT', '14.00', 'P1M'),
      ],
      {
        kind: 'tiered',
        tiers: [
          { limit: 1000, monthlyFee: 9 },
          { limit: 2000, monthlyFee: 14 },
          { limit: 3000, monthlyFee: 19 },
        ],
      },
    ],
    [
      'tiers named in the description',
      [
        fee('MONTHLY FEE', '20.00', 'P1M', { additionalInfo: 'Where credit limit is $3000' }),
        fee('MONTHLY FEE', '10.00', 'P1M', { additionalInfo: 'Where credit limit is $1000' }),
      ],
      {
        kind: 'tiered',
        tiers: [
          { limit: 1000, monthlyFee: 10 },
          { limit: 3000, monthlyFee: 20 },
        ],
      },
    ],
  ])('%s', (_name, fees, schedule) => {
    expect(cardFeeSchedule(detail({ fees }))).toEqual(schedule);
  });

  test('tiers sharing one description are spread over the published limits', () => {
    const shared = 'Monthly fee of $15, $20 or $25 depending on your credit limit: $1,000, $2,000 or $3,000.';
    const fees = ['25.00', '15.00', '20.00'].map((amount) =>
      fee('Monthly fee', amount, 'P1M', { additionalInfo: shared }),
    );
    const constraints = [
      { constraintType: 'MIN_LIMIT', additionalValue: '1000.00' },
      { constraintType: 'MAX_LIMIT', additionalValue: '3000.00' },
    ];
    expect(cardFeeSchedule(detail({ fees, constraints }))).toEqual({
      kind: 'tiered',
      tiers: [
        { limit: 1000, monthlyFee: 15 },
        { limit: 2000, monthlyFee: 20 },
        { limit: 3000, monthlyFee: 25 },
      ],
    });
  });

  test('tiers that cannot be matched to limits are an error', () => {
    const fees = [fee('Monthly fee', '15.00', 'P1M'), fee('Monthly fee', '20.00', 'P1M')];
    expect(() => cardFeeSchedule(detail({ fees }))).toThrow(/no limit tiers/);
  });
});

describe('other card fees', () => {
  test.each([
    [[fee('Annual Rewards Program', '55.00')], 55],
    [[fee('Qantas Frequent Flyer Direct fee', '60.00')], 60],
    [[fee('Additional Cardholder Rewards Program', '55.00')], null],
    [[fee('LATE_PAYMENT_FEE_-_QANTAS_CREDIT_CARD', '9.00', null, { feeType: 'EVENT' })], null],
    [[fee('Annual rewards program fee', '0.00')], null],
  ])('rewards program fee of %j is %p', (fees, expected) => {
    expect(rewardsProgramFee(detail({ fees }))).toBe(expected);
  });

  test.each([
    [[{ name: 'Foreign Transaction Fee', feeType: 'TRANSACTION', transactionRate: '0.03' }], 0.03],
    [[{ name: 'International transaction fee', feeType: 'TRANSACTION', amount: '0.00' }], 0],
    [
      [
        {
          name: 'Overseas currency conversion fee',
          feeType: 'TRANSACTION',
          additionalInfo: '2.95% of the amount',
        },
      ],
      0.0295,
    ],
    [[{ name: 'Overseas ATM withdrawal', feeType: 'TRANSACTION', amount: '5.00' }], null],
  ])('foreign transaction fee of %j is %p', (fees, expected) => {
    expect(foreignTransactionFee(detail({ fees }))).toBe(expected);
  });

  test.each([
    [[{ name: 'Balance Transfer Fee', feeType: 'EVENT', transactionRate: '0.03' }], '', 0.03],
    [[{ name: 'Balance Trasnfer Fee', feeType: 'EVENT', balanceRate: '0.02' }], '', 0.02],
    [[], '0% p.a. balance transfer (BT) for 28 months with 2% BT fee', 0.02],
    [[{ name: 'Balance Transfer Fee', feeType: 'EVENT', amount: '0.00' }], '', 0],
    [[], 'No words about a fee', null],
  ])('balance transfer fee of %j with text %j is %p', (fees, text, expected) => {
    expect(balanceTransferFee(detail({ fees }), text)).toBe(expected);
  });

  test.each([
    [
      [
        fee('Annual Card Fee', '124.00', 'P1Y', {
          discounts: [{ description: 'Reduced First year Annual Card Fee', amount: '25.00' }],
        }),
      ],
      [],
      124,
      99,
    ],
    [
      [fee('Annual Fee', '370.00')],
      [
        {
          featureType: 'BONUS_REWARDS',
          additionalInfo: 'Earn points, plus $0 annual fee in the first year.',
        },
      ],
      370,
      0,
    ],
    [[fee('Annual Fee', '59.00')], [], 59, null],
  ])('first-year fee of %j / %j on a %d fee is %p', (fees, features, annual, expected) => {
    expect(firstYearAnnualFee(detail({ fees, features }), annual)).toBe(expected);
  });
});
