import type { RawCreditCardDataset, RawProvider } from '../../../src/domain/data/raw-types';
import { brand, curated, product, snapshot } from './cdr-fixtures';
import type { CdrProduct } from './cdr-types';
import { runImport } from './run-import';
import { stableJson } from './stable-json';

const alpha = { id: 'brand-a', name: 'Alpha Bank' };
const beta = { id: 'brand-b', name: 'Beta Bank' };
const gamma = { id: 'brand-c', name: 'Gamma Credit Union' };

function card(
  owner: { id: string; name: string },
  productId: string,
  name: string,
  annual = '59.00',
): CdrProduct {
  return product(
    'CRED_AND_CHRG_CARDS',
    {
      productId,
      name,
      fees: [{ name: 'Annual fee', feeType: 'PERIODIC', amount: annual, additionalValue: 'P1Y' }],
      lendingRates: [
        { lendingRateType: 'PURCHASE', rate: '0.1349' },
        { lendingRateType: 'CASH_ADVANCE', rate: '0.2174' },
      ],
      features: [{ featureType: 'INTEREST FREE', additionalValue: 'P55D ' }],
    },
    owner,
  );
}

function homeLoan(owner: { id: string; name: string }, productId: string): CdrProduct {
  return product(
    'RESIDENTIAL_MORTGAGES',
    {
      productId,
      name: 'Basic Variable Home Loan',
      lendingRates: [
        {
          lendingRateType: 'VARIABLE',
          rate: '0.0619',
          comparisonRate: '0.0623',
          repaymentType: 'PRINCIPAL_AND_INTEREST',
          loanPurpose: 'OWNER_OCCUPIED',
        },
      ],
      fees: [{ name: 'Establishment fee', feeType: 'UPFRONT', amount: '600.00' }],
    },
    owner,
  );
}

const baseProducts = [
  card(alpha, 'a-card', 'Low Rate Card'),
  homeLoan(alpha, 'a-loan'),
  card(beta, 'b-card', 'Everyday Card', '0.00'),
  product('TRANS_AND_SAVINGS_ACCOUNTS', { productId: 'b-offset', name: 'Mortgage Offset Account' }, beta),
  {
    ...product(
      'PERS_LOANS',
      {
        productId: 'b-car',
        name: 'New Car Loan',
        lendingRates: [{ lendingRateType: 'FIXED', rate: '0.0699', additionalValue: 'P5Y' }],
      },
      beta,
    ),
    looksLikeCarLoan: true,
  },
];
const brands = [
  brand(alpha.id, alpha.name, '11111111111'),
  brand(beta.id, beta.name, '22222222222'),
  brand(gamma.id, gamma.name, '33333333333'),
];

function render(files: Record<string, unknown>): string {
  return Object.entries(files)
    .map(([name, contents]) => `${name}\n${stableJson(contents, 2)}`)
    .join('\n');
}

describe('runImport on a small snapshot', () => {
  const first = runImport(snapshot(brands, baseProducts), curated(), { providerIds: {}, productIds: {} });

  test('writes providers in name order with five-digit ids and products with stable ids', () => {
    const providers = first.files['providers.json'] as RawProvider[];
    expect(providers.map((p) => [p.id, p.name])).toEqual([
      ['10001', 'Alpha Bank'],
      ['10002', 'Beta Bank'],
    ]);
    const cards = first.files['credit-cards.json'] as RawCreditCardDataset;
    expect(Object.keys(cards.cards)).toEqual(['10001-CC00001', '10002-CC00001']);
    expect(cards.cards['10001-CC00001']).toMatchObject({
      annualFee: '$59',
      purchaseRate: '13.49% p.a.',
      interestFreeDays: 55,
      bonusPointsValue: '$NaN',
    });
    expect(first.idMaps.productIds).toMatchObject({
      'brand-a:a-loan': '10001-HL00001',
      'brand-b:b-car': '10002-CL00001',
    });
  });

  test('reports what it dropped and why', () => {
    expect(first.log.dropped).toEqual([
      expect.objectContaining({ productId: 'b-offset', reason: 'offset or loan-linked sub-account' }),
    ]);
  });

  test('gives byte-identical output when run again with its own id maps', () => {
    const again = runImport(snapshot(brands, baseProducts), curated(), first.idMaps);
    expect(render(again.files)).toBe(render(first.files));
    expect(again.idMaps).toEqual(first.idMaps);
  });

  test('keeps every existing id when a new brand and new products arrive', () => {
    const grown = [
      card(gamma, 'c-card', 'Aardvark Card'),
      ...baseProducts,
      card(alpha, 'a-card-2', 'Another Card'),
    ];
    const next = runImport(snapshot(brands, grown), curated(), first.idMaps);
    for (const [key, id] of Object.entries(first.idMaps.productIds))
      expect(next.idMaps.productIds[key]).toBe(id);
    expect(next.idMaps.providerIds).toEqual({ ...first.idMaps.providerIds, 'brand-c': '10003' });
    expect(next.idMaps.productIds['brand-c:c-card']).toBe('10003-CC00001');
    expect(next.idMaps.productIds['brand-a:a-card-2']).toBe('10001-CC00002');
  });

  test('summaries use the sentinels where a provider has nothing to summarise', () => {
    const savings = first.files['savings-providers.json'] as {
      id: string;
      minRate: number;
      maxRate: number;
      hasProduct: boolean;
    }[];
    expect(savings[0]).toMatchObject({
      minRate: Number.MAX_VALUE,
      maxRate: Number.MIN_VALUE,
      hasProduct: false,
    });
  });

  test('fails naming the card when a points-earning card has no reward rule', () => {
    const rewardCard = card(alpha, 'a-rewards', 'Qantas Card');
    rewardCard.detail.features = [
      {
        featureType: 'LOYALTY_PROGRAM',
        additionalValue: 'Qantas',
        additionalInfo: 'Earn 1 Qantas Point per $1 spent',
      },
    ];
    expect(() =>
      runImport(snapshot(brands, [rewardCard]), curated(), { providerIds: {}, productIds: {} }),
    ).toThrow(/Alpha Bank \(brand-a\) product a-rewards "Qantas Card": earns points but no rule/);
  });

  test('fails on a synonym that points at no provider', () => {
    expect(() =>
      runImport(snapshot(brands, baseProducts), curated({ synonyms: { zed: 'zed bank' } }), {
        providerIds: {},
        productIds: {},
      }),
    ).toThrow(/"zed" points to "zed bank"/);
  });

  test('marks a product for business customers on its row and its card record, and no other', () => {
    const business = {
      ...card(alpha, 'a-business', 'Low Rate Card', '0.00'),
    };
    business.detail = {
      ...business.detail,
      applicationUri: 'https://www.alpha.example/business/business-credit-cards/low-rate.html',
    };
    const loan = homeLoan(beta, 'b-loan');
    loan.detail = { ...loan.detail, name: 'Simple Home Loan Under 60 LVR, Ooc, Variable, Pi' };
    const result = runImport(snapshot(brands, [...baseProducts, business, loan]), curated(), first.idMaps);
    const rows = (
      result.files['products-cc.json'] as { products: { cdrProductId: string; forBusiness?: boolean }[] }
    ).products;
    expect(rows.filter((row) => row.forBusiness === true).map((row) => row.cdrProductId)).toEqual([
      'a-business',
    ]);
    const cards = Object.values((result.files['credit-cards.json'] as RawCreditCardDataset).cards);
    expect(cards.filter((each) => each.forBusiness === true).map((each) => each.cdrProductId)).toEqual([
      'a-business',
    ]);
    const loans = (
      result.files['products-hl.json'] as {
        products: { cdrProductId: string; name: string; urlSlug: string }[];
      }
    ).products;
    const simple = loans.find((each) => each.cdrProductId === 'b-loan');
    expect(simple?.name).toBe(
      'Simple Home Loan, under 60% LVR, owner-occupied, variable, principal and interest',
    );
    expect(simple?.urlSlug).toBe('beta-bank-simple-home-loan-under-60-lvr-ooc-variable-pi');
  });
});
