/** Hand-made CDR-shaped records for the import's tests: only the fields a test is about. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SNAPSHOT_CATEGORIES,
  type CdrBrand,
  type CdrCategory,
  type CdrProduct,
  type CdrProductDetail,
  type CdrSnapshot,
} from './cdr-types';
import type { CuratedData } from './curated';

export function detail(overrides: Partial<CdrProductDetail> = {}): CdrProductDetail {
  return {
    productId: 'product-1',
    lastUpdated: '2024-08-01T00:00:00Z',
    productCategory: 'CRED_AND_CHRG_CARDS',
    name: 'Example Card',
    description: 'An example product.',
    brand: 'Alpha Bank',
    isTailored: false,
    additionalInformation: { overviewUri: 'https://www.example.com.au/product' },
    ...overrides,
  };
}

export function product(
  category: CdrCategory,
  overrides: Partial<CdrProductDetail> = {},
  brand = { id: 'brand-a', name: 'Alpha Bank' },
): CdrProduct {
  return {
    brandId: brand.id,
    brandName: brand.name,
    category,
    looksLikeCarLoan: false,
    fetchedOn: '2024-08-12',
    detail: detail({ productCategory: category, ...overrides }),
  };
}

export function brand(id: string, name: string, abn = '11111111111'): CdrBrand {
  return { dataHolderBrandId: id, brandName: name, abn };
}

export function snapshot(brands: CdrBrand[], products: CdrProduct[]): CdrSnapshot {
  return { snapshotDate: '2024-08-12', sourceCommit: 'test', brands, products, rejected: [] };
}

const noPartners = {
  qantas: null,
  velocity: null,
  krisflyer: null,
  emirates: null,
  asiaMiles: null,
  etihad: null,
  airNzAirpoints: null,
  united: null,
  lufthansa: null,
  malaysiaAirlines: null,
  airFranceKlm: null,
  flybuys: null,
};

/** Curated data that fits brands named Alpha Bank and Beta Bank. */
export function curated(overrides: Partial<CuratedData> = {}): CuratedData {
  return {
    rewardPrograms: [
      {
        MODEL_CATEGORY: 'reward',
        id: 0,
        name: 'No rewards',
        nameFormatted: 'No rewards',
        heading: 'No rewards',
        urlSlug: null,
        popular: 0,
        products: {},
        value: null,
        pointsName: 'Points',
        rewardsCategory: 'no_rewards',
        points100Cashback: null,
        points100Giftcard: null,
        giftcardsAvailable: null,
        indirectPoints: noPartners,
      },
      {
        MODEL_CATEGORY: 'reward',
        id: 50,
        name: 'Qantas Frequent Flyer',
        nameFormatted: 'Qantas Frequent Flyer',
        heading: 'Qantas Points',
        urlSlug: 'qantas-frequent-flyer',
        popular: 2,
        products: {},
        value: 0.008,
        pointsName: 'Qantas Points',
        rewardsCategory: 'qantas_points',
        points100Cashback: null,
        points100Giftcard: null,
        giftcardsAvailable: null,
        indirectPoints: { ...noPartners, qantas: 1 },
      },
    ],
    cardRewardRules: [],
    providerFacts: {
      displayNames: {},
      big4: [],
      participant: 'Alpha Bank',
      popular: ['Alpha Bank'],
      majorLenders: ['Alpha Bank'],
      notDepositTakers: [],
      customerOwned: [],
    },
    providerTexts: {},
    synonyms: { alpha: 'alpha bank' },
    providersWithoutCdrData: [],
    bnpl: [],
    memberRestrictions: { checkedOn: '2026-11-25', lenders: [], products: [] },
    ...overrides,
  };
}

/** A snapshot folder in the 2024 layout (no fetch times, no versions) holding the given brands' cards. */
export function writeSnapshotFolder(
  dir: string,
  snapshotDate: string,
  brands: { id: string; name: string; abn?: string; cards: CdrProductDetail[] }[],
): void {
  mkdirSync(join(dir, 'products'), { recursive: true });
  writeFileSync(
    join(dir, 'brands.json'),
    JSON.stringify(
      brands.map((owner) => ({
        dataHolderBrandId: owner.id,
        brandName: owner.name,
        abn: owner.abn ?? '11111111111',
        productCounts: { CRED_AND_CHRG_CARDS: owner.cards.length },
      })),
    ),
  );
  const index = brands.flatMap((owner) =>
    owner.cards.map((card) => ({
      dataHolderBrandId: owner.id,
      brandName: owner.name,
      productId: card.productId,
      name: card.name,
      productCategory: card.productCategory,
      lastUpdated: card.lastUpdated,
    })),
  );
  writeFileSync(join(dir, 'index.json'), JSON.stringify(index));
  for (const category of SNAPSHOT_CATEGORIES) {
    const products =
      category === 'CRED_AND_CHRG_CARDS'
        ? brands.flatMap((owner) =>
            owner.cards.map((card) => ({ dataHolderBrandId: owner.id, detail: card })),
          )
        : [];
    writeFileSync(
      join(dir, 'products', `${category}.json`),
      JSON.stringify({
        source: 'test',
        sourceCommit: 'abc',
        snapshotDate,
        productCategory: category,
        count: products.length,
        products,
      }),
    );
  }
}
