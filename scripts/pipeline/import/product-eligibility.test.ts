import type { RawCreditCardDataset, RawHomeLoan, RawProductSet } from '../../../src/domain/data/raw-types';
import type { MemberRestrictions } from '../../../src/domain/eligibility/types';
import { brand, curated, product, snapshot } from './cdr-fixtures';
import type { CdrEligibility, CdrProduct } from './cdr-types';
import { runImport } from './run-import';

const alpha = { id: 'brand-a', name: 'Alpha Bank' };
const mutual = { id: 'brand-m', name: 'Nurses Mutual' };
const brands = [brand(alpha.id, alpha.name, '11111111111'), brand(mutual.id, mutual.name, '22222222222')];

const restrictions: MemberRestrictions = {
  checkedOn: '2026-11-25',
  lenders: [{ brand: 'Nurses Mutual', groups: ['health'], who: 'health workers', source: 'its CDR records' }],
  products: [
    { brand: 'Alpha Bank', nameContains: 'Union', groups: ['union'], who: 'union members', source: 'CDR' },
  ],
};

function card(
  owner: typeof alpha,
  productId: string,
  name: string,
  eligibility: CdrEligibility[],
): CdrProduct {
  return product(
    'CRED_AND_CHRG_CARDS',
    {
      productId,
      name,
      eligibility,
      fees: [{ name: 'Annual fee', feeType: 'PERIODIC', amount: '59.00', additionalValue: 'P1Y' }],
      lendingRates: [{ lendingRateType: 'PURCHASE', rate: '0.1349' }],
    },
    owner,
  );
}

const homeLoan = product(
  'RESIDENTIAL_MORTGAGES',
  {
    productId: 'a-loan',
    name: 'First Home Variable',
    eligibility: [
      { eligibilityType: 'MIN_AGE', additionalValue: '18' },
      { eligibilityType: 'OTHER', additionalInfo: 'first home buyer' },
    ],
    lendingRates: [
      {
        lendingRateType: 'VARIABLE',
        rate: '0.0619',
        repaymentType: 'PRINCIPAL_AND_INTEREST',
        loanPurpose: 'OWNER_OCCUPIED',
      },
    ],
  },
  alpha,
);

const products = [
  card(alpha, 'a-open', 'Low Rate Card', [{ eligibilityType: 'MIN_AGE', additionalValue: '18' }]),
  card(alpha, 'a-union', 'Union Card', []),
  card(alpha, 'a-worded', 'Police Card', [
    { eligibilityType: 'OTHER', additionalInfo: 'Only available to current serving Police Officers' },
  ]),
  card(mutual, 'm-card', 'Credit Card', []),
  homeLoan,
];

describe('eligibility in data/', () => {
  const result = runImport(snapshot(brands, products), curated({ memberRestrictions: restrictions }), {
    providerIds: {},
    productIds: {},
  });
  const cards = Object.values((result.files['credit-cards.json'] as RawCreditCardDataset).cards);
  const byName = new Map(cards.map((card) => [card.cdrProductId, card.eligibility]));

  it.each([
    ['a-open', { minAge: 18, memberGroups: [], memberSource: null }],
    ['a-union', { memberGroups: ['union'], memberWho: 'union members', memberSource: 'curated' }],
    ['a-worded', { memberGroups: ['police'], memberSource: 'cdr' }],
    ['m-card', { memberGroups: ['health'], memberWho: 'health workers', memberSource: 'curated' }],
  ])('%s', (name, expected) => {
    expect(byName.get(name)).toMatchObject(expected);
  });

  it('carries the home loans’ eligibility with their OTHER conditions', () => {
    const loans = (result.files['products-hl.json'] as RawProductSet<RawHomeLoan>).products;
    expect(loans[0]?.eligibility).toMatchObject({ minAge: 18, conditions: ['first home buyer'] });
  });

  it.each([
    [
      { ...restrictions, lenders: [{ ...restrictions.lenders[0]!, brand: 'Zed Bank' }] },
      /lender "Zed Bank" has no product/,
    ],
    [
      { ...restrictions, products: [{ ...restrictions.products[0]!, nameContains: 'Platinum' }] },
      /product "Alpha Bank" \/ "Platinum" matches no product/,
    ],
  ])('fails naming a curated entry that matches nothing (%#)', (memberRestrictions, message) => {
    expect(() =>
      runImport(snapshot(brands, products), curated({ memberRestrictions }), {
        providerIds: {},
        productIds: {},
      }),
    ).toThrow(message);
  });
});
