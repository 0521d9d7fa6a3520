import type { CdrLendingRate } from './cdr-types';
import { detail } from './cdr-fixtures';
import { balanceTransferOffer, cashAdvanceRate, purchaseRate } from './card-rates';

const row = (
  lendingRateType: string,
  rate: string,
  additionalValue?: string,
  additionalInfo?: string,
): CdrLendingRate => ({
  lendingRateType,
  rate,
  additionalValue,
  additionalInfo,
});

describe('purchaseRate', () => {
  test.each([
    [
      'a PURCHASE row',
      [row('PURCHASE', '0.2099'), row('CASH_ADVANCE', '0.2199')],
      false,
      { kind: 'rate', value: 0.2099 },
    ],
    [
      'the highest of several PURCHASE rows',
      [row('PURCHASE', '0.0999'), row('PURCHASE', '0.1199')],
      false,
      { kind: 'rate', value: 0.1199 },
    ],
    ['trailing zeros', [row('PURCHASE', '0.2074000000000000')], false, { kind: 'rate', value: 0.2074 }],
    ['a 0% purchase rate', [row('PURCHASE', '0.0')], true, { kind: 'no-interest' }],
    ['no rows on a monthly-fee card', [], true, { kind: 'no-interest' }],
    ['no rows on an annual-fee card', [], false, null],
    [
      'a FIXED row described as the purchase rate',
      [
        row('FIXED', '0.1999', 'purchase rate'),
        row('FIXED', '0.2174', 'cash advance and balance transfer rate'),
      ],
      false,
      { kind: 'rate', value: 0.1999 },
    ],
    [
      'an ongoing FLOATING row after an intro row',
      [
        row('INTRODUCTORY', '0.0399', '6 month introductory rate.'),
        row('FLOATING', '0.0899', 'Ongoing rate 6 month introductory period.'),
      ],
      false,
      { kind: 'rate', value: 0.0899 },
    ],
    [
      'a VARIABLE row without words',
      [row('VARIABLE', '0.147', undefined, 'Minimum repayment: 5% of the balance')],
      false,
      { kind: 'rate', value: 0.147 },
    ],
  ])('%s', (_name, lendingRates, monthly, expected) => {
    expect(purchaseRate(detail({ lendingRates }), monthly)).toEqual(expected);
  });
});

describe('cashAdvanceRate', () => {
  test.each([
    [[row('CASH_ADVANCE', '0.2199')], 0.2199],
    [[row('CASH_ADVANCE', '0.00001')], null],
    [[row('FIXED', '0.2174', 'cash advance and balance transfer rate')], 0.2174],
    [
      [row('INTRODUCTORY', '0.0499', 'P5M', 'applies to purchases, cash advances and balance transfers')],
      null,
    ],
  ])('%j -> %p', (lendingRates, expected) => {
    expect(cashAdvanceRate(detail({ lendingRates }))).toBe(expected);
  });
});

describe('balanceTransferOffer', () => {
  const transfers = [{ featureType: 'BALANCE_TRANSFERS' }];

  test.each([
    [
      'an INTRODUCTORY row about transfers',
      [row('INTRODUCTORY', '0.0099', 'P28M', '0.99% p.a. interest on balance transfers for 28 months.')],
      [],
      { rate: 0.0099, periodMonths: 28, revertRate: 0.2199 },
    ],
    [
      'months in words beat a wrong duration',
      [row('INTRODUCTORY', '0.00', ' P1M', '0% on Promotional Balance Transfers for 18 months.')],
      [],
      { rate: 0, periodMonths: 18 },
    ],
    [
      'a stated revert rate',
      [
        row(
          'INTRODUCTORY',
          '0.0',
          'P6M',
          '0% p.a. for 6 months after approval for the balance you transfer, reverting to a 19.99% p.a. rate',
        ),
      ],
      [],
      { revertRate: 0.1999, revertAssumed: false },
    ],
    [
      'reverting to the purchase rate',
      [
        row(
          'INTRODUCTORY',
          '0.0',
          'P6M',
          '0% p.a. for 6 months on Balance Transfers. Rate reverts to Standard Purchase Rate.',
        ),
      ],
      [],
      { revertRate: 0.1299 },
    ],
    [
      'a wordless intro row on a card that offers transfers',
      [row('INTRODUCTORY', '0.079', 'P6M')],
      transfers,
      { rate: 0.079, periodMonths: 6 },
    ],
    ['a token 0.001% rate read as 0%', [row('INTRODUCTORY', '0.00001', 'P12M')], transfers, { rate: 0 }],
  ])('%s', (_name, extra, features, expected) => {
    const lendingRates = [row('PURCHASE', '0.1299'), row('CASH_ADVANCE', '0.2199'), ...extra];
    expect(balanceTransferOffer(detail({ lendingRates, features }), 0.1299, 0.2199)).toMatchObject(expected);
  });

  test.each([
    ['an intro rate on purchases only', [row('DISCOUNT', '0.0', '0% for 6 months on purchases')], transfers],
    ['a wordless intro row on a card without transfers', [row('INTRODUCTORY', '0.079', 'P6M')], []],
    [
      'an offer without a period',
      [row('VARIABLE', '0.0', undefined, 'Visa Credit Card balance transfer rate')],
      [],
    ],
  ])('none for %s', (_name, extra, features) => {
    expect(
      balanceTransferOffer(
        detail({ lendingRates: [row('PURCHASE', '0.1299'), ...extra], features }),
        0.1299,
        0.2199,
      ),
    ).toBeNull();
  });
});
