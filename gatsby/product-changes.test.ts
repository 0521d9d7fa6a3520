import type { ChangeEntry } from '../src/domain/changes/change-entry';
import { rawHomeLoanRate } from '../src/test/fixtures/raw-fixtures';
import { productChanges } from './product-changes';
import { todaysComparisonRates } from './todays-comparison-rates';

const change = (
  on: string,
  field: string,
  from: ChangeEntry['from'],
  to: ChangeEntry['to'],
): ChangeEntry => ({
  on,
  providerId: '10001',
  productId: 'p',
  cdrProductId: 'p',
  field,
  from,
  to,
});

const VARIABLE = 'rate:variable:-:principal-and-interest:owner-occupier:0.8';
const FIXED = 'rate:fixed:24:principal-and-interest:owner-occupier:-';

describe('productChanges', () => {
  test('nothing to say when a product was only added', () => {
    expect(
      productChanges({
        code: 'cc',
        entries: [change('2026-11-26', 'product', null, 'offered')],
        until: '2026-11-26',
      }),
    ).toBeNull();
  });

  test('a card leads with its purchase rate: the latest change in words and every value it had', () => {
    const result = productChanges({
      code: 'cc',
      entries: [
        change('2023-02-01', 'purchaseRate', 0.1999, 0.2099),
        change('2024-07-01', 'annualFee', 59, 79),
        change('2026-11-26', 'purchaseRate', 0.2099, 0.2199),
      ],
      until: '2026-11-26',
    });
    expect(result?.latest).toEqual({
      on: '2026-11-26',
      subject: 'Purchase rate',
      figure: 'Purchase rate',
      from: '20.99% p.a.',
      to: '21.99% p.a.',
    });
    expect(result?.history?.rows).toEqual([
      { on: '2026-11-26', value: '21.99% p.a.' },
      { on: '2023-02-01', value: '20.99% p.a.' },
      { on: '2023-02-01', value: '19.99% p.a.', until: true },
    ]);
    expect(result?.history?.heading).toBe('Rate history');
    expect(result?.history?.chart.summary).toBe(
      'Purchase rate from 1 February 2023 to 26 November 2026: first 19.99% p.a., latest 21.99% p.a., lowest 19.99% p.a., highest 21.99% p.a.',
    );
  });

  test('a card whose fee changed but not its rate gets the note and no history', () => {
    const result = productChanges({
      code: 'cc',
      entries: [change('2024-07-01', 'annualFee', 59, 79)],
      until: '2024-08-12',
    });
    expect(result?.latest).toMatchObject({ subject: 'Annual fee', from: '$59', to: '$79' });
    expect(result?.history).toBeNull();
  });

  test('a home loan leads with its most changed rate and gives the comparison rate of today’s value', () => {
    const rates = [
      rawHomeLoanRate({ rate: 0.0619, comparisonRate: 0.0623 }),
      rawHomeLoanRate({
        rateType: 'fixed',
        fixedMonths: 24,
        rate: 0.0589,
        comparisonRate: 0.0671,
        lvrMax: null,
      }),
    ];
    const result = productChanges({
      code: 'hl',
      entries: [
        change('2022-06-01', VARIABLE, 0.0399, 0.0449),
        change('2022-07-01', VARIABLE, 0.0449, 0.0619),
        change('2024-07-31', FIXED, 0.0609, 0.0589),
        change('2024-07-31', `comparisonRate:${FIXED.slice(5)}`, 0.0681, 0.0671),
      ],
      until: '2024-08-12',
      comparisons: todaysComparisonRates(rates),
    });
    expect(result?.latest).toEqual({
      on: '2024-07-31',
      subject: 'Rate',
      figure: 'Fixed rate for 2 years, principal and interest, owner-occupier',
      from: '6.09% p.a.',
      to: '5.89% p.a. (comparison rate 6.71% p.a.)',
    });
    expect(result?.history?.figure).toBe(
      'Variable rate, principal and interest, owner-occupier, LVR up to 80%',
    );
    expect(result?.history?.rows.map((row) => row.value)).toEqual(['6.19% p.a.', '4.49% p.a.', '3.99% p.a.']);
  });

  test('a home loan prefers a principal-and-interest rate to live in over a more changed investment rate', () => {
    const investment = 'rate:variable:-:interest-only:investment:-';
    const result = productChanges({
      code: 'hl',
      entries: [
        change('2022-06-01', investment, 0.05, 0.055),
        change('2022-07-01', investment, 0.055, 0.06),
        change('2022-08-01', VARIABLE, 0.05, 0.0619),
      ],
      until: '2024-08-12',
    });
    expect(result?.history?.figure).toBe(
      'Variable rate, principal and interest, owner-occupier, LVR up to 80%',
    );
    expect(result?.latest?.figure).toBe(
      'Variable rate, principal and interest, owner-occupier, LVR up to 80%',
    );
  });

  test('a transaction account leads with its monthly fee, drawn in dollars', () => {
    const result = productChanges({
      code: 'tx',
      entries: [change('2026-11-26', 'monthlyFee', 4, 5)],
      until: '2026-11-26',
    });
    expect(result?.history?.heading).toBe('Fee history');
    expect(result?.history?.chart.yTitle).toBe('Fee, $');
  });
});
