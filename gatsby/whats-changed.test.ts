import type { ChangeEntry } from '../src/domain/changes/change-entry';
import { rawHomeLoan, rawHomeLoanRate, rawProvider } from '../src/test/fixtures/raw-fixtures';
import type { RowIdentity } from '../src/features/compare/table-config';
import type { ProductCode } from './catalogue';
import { CHANGES_PER_CATEGORY, listedProviderChanges, whatsChangedContext } from './whats-changed';

const VARIABLE = 'variable:-:principal-and-interest:owner-occupier:0.8';

const row = (id: string, name: string): RowIdentity => ({
  id,
  name,
  providerId: '10001',
  providerName: 'Alpha Bank',
  href: `/x/alpha/${id}/`,
  providerHref: '/x/alpha/',
});

const rows = (): Record<ProductCode, RowIdentity[]> => ({
  cc: [row('10001-CC00001', 'Low Rate Card')],
  hl: [row('10001-HL00001', 'Basic Home Loan')],
  pl: [],
  cl: [],
  td: [],
  sv: [],
  tx: [],
});

const entry = (
  on: string,
  productId: string,
  field: string,
  from: ChangeEntry['from'],
  to: ChangeEntry['to'],
): ChangeEntry => ({
  on,
  providerId: '10001',
  productId,
  cdrProductId: 'x',
  field,
  from,
  to,
});

const loan = rawHomeLoan({ rates: [rawHomeLoanRate({ rate: 0.0619, comparisonRate: 0.0623 })] });

describe('whatsChangedContext', () => {
  test('lists each category’s changes newest first, in words, with links, and a rate with today’s comparison rate', () => {
    const context = whatsChangedContext(
      [
        entry('2023-01-01', '10001-HL00001', `rate:${VARIABLE}`, 0.05, 0.0599),
        entry('2024-07-31', '10001-HL00001', `rate:${VARIABLE}`, 0.0599, 0.0619),
        entry('2024-07-31', '10001-HL00001', `comparisonRate:${VARIABLE}`, 0.0603, 0.0623),
        entry('2024-08-12', '10001-CC00001', 'annualFee', 59, 79),
        entry('2024-08-12', 'gone', 'annualFee', 1, 2),
      ],
      rows(),
      [loan],
      '2024-08-12',
    );
    const [cards, homeLoans, personalLoans] = context.categories;
    expect(cards).toMatchObject({
      name: 'Credit cards',
      total: 1,
      since: '2024-08-12',
      changes: [
        {
          on: '2024-08-12',
          productName: 'Low Rate Card',
          href: '/x/alpha/10001-CC00001/',
          summary: 'Annual fee changed from $59 to $79',
        },
      ],
    });
    expect(homeLoans?.changes.map((change) => change.summary)).toEqual([
      'Variable rate, principal and interest, owner-occupier, LVR up to 80% changed from 5.99% p.a. to 6.19% p.a. (comparison rate 6.23% p.a.)',
      'Variable rate, principal and interest, owner-occupier, LVR up to 80% changed from 5.00% p.a. to 5.99% p.a.',
    ]);
    expect(homeLoans?.since).toBe('2023-01-01');
    expect(personalLoans).toMatchObject({ total: 0, since: null, changes: [] });
  });

  test(`lists at most ${CHANGES_PER_CATEGORY} a category and counts them all`, () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      entry(`2024-01-${String((i % 28) + 1).padStart(2, '0')}`, '10001-CC00001', 'annualFee', i, i + 1),
    );
    const [cards] = whatsChangedContext(many, rows(), [], '2024-08-12').categories;
    expect(cards?.changes).toHaveLength(CHANGES_PER_CATEGORY);
    expect(cards?.total).toBe(40);
    expect(cards?.changes[0]?.on).toBe('2024-01-28');
  });
});

describe('listedProviderChanges', () => {
  const providers = [
    rawProvider({ id: '10002', name: 'Wattle Home Lending', urlSlug: 'wattle-home-lending', bank: false }),
  ];
  const change = (on: string, providerId: string, name: string, bank: boolean, kind: 'added' | 'withdrawn') =>
    ({ on, providerId, name, bank, change: kind }) as const;

  test('newest first, a lender told from a bank, linked while it is still in the data', () => {
    expect(
      listedProviderChanges(
        [
          change('2026-11-20', '10003', 'Old Credit Union', true, 'withdrawn'),
          change('2026-11-26', '10002', 'Wattle Home Lending', false, 'added'),
        ],
        providers,
      ),
    ).toEqual([
      {
        on: '2026-11-26',
        name: 'Wattle Home Lending',
        kind: 'non-bank lender',
        change: 'added',
        href: '/providers/wattle-home-lending/',
      },
      { on: '2026-11-20', name: 'Old Credit Union', kind: 'bank', change: 'withdrawn', href: null },
    ]);
  });

  test(`at most ${CHANGES_PER_CATEGORY}`, () => {
    const many = Array.from({ length: CHANGES_PER_CATEGORY + 5 }, (_, i) =>
      change('2026-11-26', String(20000 + i), `Lender ${i}`, false, 'added'),
    );
    expect(listedProviderChanges(many, [])).toHaveLength(CHANGES_PER_CATEGORY);
  });
});
