import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RawBnplProvider } from '../../../src/domain/data/raw-types';
import type { BuildContext } from './build-context';
import { buildBnpl, bnplFromCdr, instalmentInterval, replacesCurated } from './build-bnpl';
import type { CdrProduct, CdrProductDetail } from './cdr-types';
import type { CuratedBnplEntry } from './curated';
import { readProductDetail } from './cdr-versions';
import { ImportLog } from './import-log';

interface MadeUpFile {
  brands: { id: string; name: string; products: Record<string, unknown>[] }[];
}
const madeUp = JSON.parse(
  readFileSync(join(__dirname, '../refresh/test-fixtures/made-up-non-bank-lenders.json'), 'utf8'),
) as MadeUpFile;

/** A made-up version 7 record, checked and read as the import reads it. */
function published(productId: string, fetchedOn = '2026-11-26'): CdrProduct {
  const brand = madeUp.brands.find((b) => b.products.some((p) => p.productId === productId));
  const record = brand?.products.find((p) => p.productId === productId);
  const read = readProductDetail(record, 7);
  if (!brand || !read.ok) throw new Error(`no valid made-up record ${productId}`);
  return {
    brandId: brand.id,
    brandName: brand.name,
    category: 'BUY_NOW_PAY_LATER',
    looksLikeCarLoan: false,
    fetchedOn,
    detail: read.detail,
  };
}

function curatedEntry(name: string, extra: Partial<CuratedBnplEntry> = {}): CuratedBnplEntry {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  return {
    id: slug,
    name,
    urlSlug: slug,
    minLimit: 50,
    maxLimit: 1500,
    instalments: 4,
    interval: 'fortnightly',
    accountFeeMonthly: 0,
    latePaymentFee: 10,
    maxLateFees: 40,
    interestRate: 0,
    creditCheck: 'light',
    licensed: true,
    url: `https://${slug}.example`,
    source: 'the provider’s help pages',
    checkedOn: '2026-11-22',
    ...extra,
  };
}

const context = () => ({ log: new ImportLog() }) as unknown as BuildContext;

describe('a buy now pay later product read from its own fields', () => {
  test('limits, instalments, every late fee with its cap, dates and source', () => {
    const koala = bnplFromCdr(published('koala-pay-in-4'), { id: null, name: 'Koala Pay' }, 'koala-pay-in-4');
    expect(koala).toEqual({
      id: 'koala-pay-in-4',
      name: 'Koala Pay in 4',
      urlSlug: 'koala-pay-in-4',
      minLimit: 600,
      maxLimit: 2000,
      instalments: 4,
      interval: 'fortnightly',
      accountFeeMonthly: 0,
      latePaymentFee: 10,
      maxLateFees: 68,
      lateFees: [
        { name: 'Late fee', amount: 10, daysLate: 1, cap: 68 },
        { name: 'Late fee', amount: 7, daysLate: 8, cap: 68 },
      ],
      interestRate: 0,
      creditCheck: null,
      licensed: null,
      url: 'https://www.koala.example/how-it-works',
      origin: 'consumer-data-right',
      publisherId: null,
      publisherName: 'Koala Pay',
      cdrProductId: 'koala-pay-in-4',
      lastUpdated: '2026-11-20',
      source:
        "Koala Pay's own product data, published under the Consumer Data Right (product koala-pay-in-4).",
      checkedOn: '2026-11-26',
    });
  });

  test('a monthly account fee and a missed-payment fee capped a month', () => {
    const gumTree = bnplFromCdr(published('gum-tree-pay-later'), { id: '10009', name: 'Gum Tree Bank' }, 'x');
    expect(gumTree).toMatchObject({
      minLimit: 200,
      maxLimit: 1500,
      accountFeeMonthly: 6,
      latePaymentFee: 10,
      maxLateFees: 10,
      lateFees: [{ name: 'Missed payment fee', amount: 10, daysLate: 1, cap: 10 }],
      publisherId: '10009',
      lastUpdated: '2026-11-21',
    });
  });

  test.each<[string, RawBnplProvider['interval']]>([
    ['Pay in four instalments, one every two weeks.', 'fortnightly'],
    ['Four fortnightly payments', 'fortnightly'],
    ['Repay weekly over six weeks', 'weekly'],
    ['Pay monthly', 'monthly'],
    ['Pay over time', null],
  ])('the instalment plan "%s" falls due %p', (words, interval) => {
    const product = published('koala-pay-in-4');
    const detail: CdrProductDetail = {
      ...product.detail,
      features: [{ featureType: 'INSTALMENT_PLAN', additionalInfo: words }],
    };
    expect(instalmentInterval({ ...product, detail })).toBe(interval);
  });

  test('a product that does not give its instalments is left out and logged', () => {
    const product = published('koala-pay-in-4');
    const { instalments: _plan, ...detail } = product.detail as CdrProductDetail & { instalments?: unknown };
    const log = context();
    const out = buildBnpl(log, [{ ...product, detail }], () => ({ id: null, name: 'Koala Pay' }), []);
    expect(out.services).toEqual([]);
    expect(log.log.dropped).toEqual([
      expect.objectContaining({ reason: 'buy now pay later product without its instalments' }),
    ]);
  });

  test('a product with no limit anywhere is left out and logged', () => {
    const product = published('koala-pay-in-4');
    const detail = { ...product.detail, constraints: [], instalments: { minimumSplit: 4, maximumSplit: 4 } };
    const log = context();
    const out = buildBnpl(log, [{ ...product, detail }], () => ({ id: null, name: 'Koala Pay' }), []);
    expect(out.services).toEqual([]);
    expect(log.log.dropped).toEqual([
      expect.objectContaining({ reason: 'buy now pay later product without a spending limit' }),
    ]);
  });
});

describe('a hand-collected service gives way when it starts publishing', () => {
  const koala = bnplFromCdr(
    published('koala-pay-in-4'),
    { id: null, name: 'Koala Pay' },
    'k',
  ) as RawBnplProvider;
  test.each<[string, boolean, CuratedBnplEntry]>([
    ['named as the provider', true, curatedEntry('Koala Pay')],
    ['named as the product', true, curatedEntry('Koala Pay in 4')],
    ['named by the first words of the product name', true, curatedEntry('Koala')],
    ['named by its CDR brand', true, curatedEntry('Koala Later', { cdrBrandName: 'Koala Pay' })],
    ['sharing only part of a word', false, curatedEntry('Koal')],
    ['of another service', false, curatedEntry('Wombat Pay')],
  ])('an entry %s is replaced: %p', (_case, replaced, entry) => {
    expect(replacesCurated(koala, entry)).toBe(replaced);
  });

  test('the published service is listed, marked and dated; the others stay, marked hand-collected', () => {
    const out = buildBnpl(context(), [published('koala-pay-in-4')], () => ({ id: null, name: 'Koala Pay' }), [
      curatedEntry('Wombat Pay'),
      curatedEntry('Koala Pay'),
    ]);
    expect(out.replaced).toEqual([{ curated: 'Koala Pay', by: 'Koala Pay in 4' }]);
    expect(out.services.map((s) => [s.name, s.urlSlug, s.origin, s.checkedOn, s.lastUpdated])).toEqual([
      // It keeps the address the hand-collected page had.
      ['Koala Pay in 4', 'koala-pay', 'consumer-data-right', '2026-11-26', '2026-11-20'],
      ['Wombat Pay', 'wombat-pay', 'hand-collected', '2026-11-22', null],
    ]);
  });
});
