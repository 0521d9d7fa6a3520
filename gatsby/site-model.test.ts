import type { RawCreditCard, RawHomeLoan } from '../src/domain/data/raw-types';
import type { Guide } from '../src/content/guide-types';
import type { RawDataFiles } from '../src/domain/data/raw-types';
import { buildSiteModel } from './site-model';
import { rawProgram } from '../src/test/fixtures/raw-fixtures';

function provider(
  id: string,
  name: string,
  slug: string,
  extra: Partial<RawDataFiles['providers'][number]> = {},
) {
  return {
    id,
    name,
    urlSlug: slug,
    popular: true,
    bank: true,
    industries: ['banking' as const],
    big4: false,
    participant: 0,
    overview: `${name} is a bank.`,
    advantages: 'Low fees.',
    security: 'Covered by the Financial Claims Scheme.',
    service: 'Branches and app.',
    hasCreditCards: true,
    hasHomeLoans: true,
    hasPersonalLoans: false,
    hasCarLoans: false,
    hasTermDeposits: false,
    hasBankAccounts: false,
    hasSavingsAccounts: false,
    abn: null,
    website: null,
    cdrBrandId: `brand-${id}`,
    ...extra,
  };
}

const card: RawCreditCard = {
  id: '10001-CC00001',
  providerId: '10001',
  nameLong: 'Everyday Card',
  annualFee: '$131.39999999999998',
  purchaseRate: '20.99% p.a.',
  rewards: 'No',
  urlSlug: 'everyday-card',
  bonusPoints: '0',
  bonusPointsValue: '$NaN',
  rewardProgramPointsName: null,
  cdrProductId: 'EVERYDAY',
  rewardProgramId: 0,
  earnRate: null,
  earnCapPoints: null,
  bonusSpendRequired: null,
  interestFreeDays: 55,
  cashAdvanceRate: 0.2199,
  purchaseRateFraction: 0.2099,
  balanceTransfer: null,
  minCreditLimit: 1000,
  maxCreditLimit: null,
  firstYearAnnualFee: null,
  monthlyFee: 10.95,
  limitTier: null,
  foreignTransactionFee: 0.03,
  latePaymentFee: 15,
  network: 'Visa',
  features: ['additional-cards', 'digital-wallet', 'mystery-perk'],
  url: 'https://bank.example/everyday',
  applicationUrl: null,
  lastUpdated: '2024-08-01',
};

const homeLoan: RawHomeLoan = {
  id: '10002-HL00001',
  providerId: '10002',
  name: 'Basic Variable',
  urlSlug: 'basic-variable',
  cdrProductId: 'BASIC',
  url: null,
  applicationUrl: null,
  lastUpdated: '2024-08-01',
  rates: [
    {
      rateType: 'variable',
      fixedMonths: null,
      repayment: 'principal-and-interest',
      purpose: 'owner-occupier',
      rate: 0.0599,
      comparisonRate: 0.0603,
      lvrMin: 0,
      lvrMax: 0.8,
    },
  ],
  applicationFee: 0,
  annualFee: 0,
  dischargeFee: 350,
  packageId: null,
  offset: false,
  redraw: true,
  extraRepayments: true,
  minAmount: 50000,
  maxAmount: null,
  maxTermYears: 30,
};

function emptySet<P>(category: RawDataFiles['productsCc']['category'], products: P[] = []) {
  return { category, dateUpdated: '2024-08-12', products };
}

function fixture(overrides: Partial<RawDataFiles> = {}): RawDataFiles {
  return {
    meta: { snapshotDate: '2024-08-12', sourceCommit: 'abc', importedAt: '2024-08-12', counts: {} as never },
    providers: [
      provider('10001', 'Alpha Bank', 'alpha-bank'),
      provider('10002', 'Beta Mutual', 'beta-mutual'),
    ],
    providerOverview: [],
    creditCards: { on: '2024-08-12', providers: { '10001': [card.id] }, cards: { [card.id]: card } },
    rewardPrograms: [
      rawProgram({
        id: 0,
        name: 'No rewards',
        nameFormatted: 'No rewards',
        heading: 'No rewards',
        urlSlug: null,
        value: null,
        pointsName: 'points',
        rewardsCategory: 'no_rewards',
        points100Giftcard: null,
        indirectPoints: { ...rawProgram().indirectPoints, velocity: null },
      }),
    ],
    homeLoanProviders: {
      o: '2024-08-12',
      r: {
        '10002': {
          id: '10002',
          name: 'Beta Mutual',
          urlSlug: 'beta-mutual',
          popular: false,
          big4: false,
          participant: 0,
          minRate: 0.0599,
          minComparisonRate: 0.0603,
          maxCashBack: 0,
          maxCashBackRefinance: 2000,
          hasProduct: true,
          finspoPanel: 1,
          hlPackages: [],
        },
      },
    },
    personalLoanProviders: { versions: [] },
    savingsProviders: [],
    termDepositProviders: [],
    transactionProviders: [],
    fxProviders: [],
    synonyms: { alpha: 'alpha bank' },
    bnpl: [],
    productsCc: emptySet('cc', [
      {
        id: card.id,
        providerId: card.providerId,
        name: card.nameLong,
        urlSlug: card.urlSlug,
        cdrProductId: card.cdrProductId,
        url: card.url,
        applicationUrl: null,
        lastUpdated: card.lastUpdated,
        annualFee: 131.4,
        purchaseRate: 0.2099,
        interestFreeDays: 55,
        rewardProgramId: 0,
        earnRate: null,
        balanceTransferRate: null,
        balanceTransferMonths: null,
        minCreditLimit: 1000,
      },
    ]),
    productsHl: emptySet('hl', [homeLoan]),
    productsPl: emptySet('pl'),
    productsCl: emptySet('cl'),
    productsTd: emptySet('td'),
    productsSv: emptySet('sv'),
    productsTx: emptySet('tx'),
    ...overrides,
  };
}

const guide: Guide = {
  slug: 'a-guide',
  title: 'A guide',
  description: 'About things.',
  category: 'credit-cards',
  published: '2026-01-01',
  factsChecked: '2024-08-12',
  readingMinutes: 4,
  author: 'StaySmart editorial team',
  blocks: [{ type: 'h2', text: 'Heading' }],
};

function build(data: RawDataFiles = fixture()) {
  return buildSiteModel({ data, guides: [guide], builtAt: '2026-11-21' });
}

test('builds product, provider, overview and guide pages at the documented addresses', () => {
  const paths = build()
    .pages.map((page) => `${page.template} ${page.path}`)
    .sort();
  expect(paths).toEqual([
    'article /news-and-guides/a-guide/',
    'card /credit-cards/alpha-bank/everyday-card/',
    'home-loan /home-loans/beta-mutual/basic-variable/',
    'provider-credit-cards /credit-cards/alpha-bank/',
    'provider-home-loans /home-loans/beta-mutual/',
    'provider-overview /providers/alpha-bank/',
    'provider-overview /providers/beta-mutual/',
  ]);
});

test('a card page shows clean figures from quirky text: rounded fee, no $NaN bonus', () => {
  const page = build().pages.find((candidate) => candidate.template === 'card')!;
  const facts = (page.context as { facts: { label: string; value: string; note?: string }[] }).facts;
  expect(facts.find((fact) => fact.label === 'Annual fee')).toEqual({
    label: 'Annual fee',
    value: '$131.40',
    note: 'Charged as $10.95 a month',
  });
  expect(facts.find((fact) => fact.label === 'Purchase rate')?.value).toBe('20.99% p.a.');
  expect(facts.some((fact) => fact.label === 'Bonus points')).toBe(false);
  expect(JSON.stringify(page.context)).not.toMatch(/NaN|Infinity|e\+308/);
});

test('a card page lists its features in words, a code the standards add later too, never a code', () => {
  const page = build().pages.find((candidate) => candidate.template === 'card')!;
  expect((page.context as { features: string[] }).features).toEqual([
    'Extra cards for other people',
    'Works with phone wallets',
    'Mystery perk',
  ]);
});

test('category pages get their rows, counts and date through page context', () => {
  const { pageContexts, tableFiles } = build();
  const cards = pageContexts['/credit-cards/'] as {
    rows: { href: string; providerName: string }[];
    providerCount: number;
  };
  expect(cards.rows).toHaveLength(1);
  expect(cards.rows[0]).toMatchObject({
    href: '/credit-cards/alpha-bank/everyday-card/',
    providerName: 'Alpha Bank',
  });
  expect(cards.providerCount).toBe(1);
  expect(pageContexts['/search/']).toMatchObject({ synonyms: { alpha: 'alpha bank' } });
  const search = pageContexts['/search/'] as { docsUrl: string; docCount: number };
  expect(search.docCount).toBe(4);
  expect(tableFiles.find((file) => file.path === search.docsUrl)?.rows).toHaveLength(4);
  expect(search.docsUrl).toMatch(/^\/table-data\/search-[0-9a-f]{10}\.json$/);
});

test('the cash-back page lists every lender with refinance cash back in the data, largest first', () => {
  const context = build().pageContexts['/home-loan-cash-back-offer/'] as {
    lenders: { provider: { name: string }; cashBackRefinanceCents: number; homeLoansHref: string }[];
  };
  expect(context.lenders).toEqual([
    expect.objectContaining({
      provider: expect.objectContaining({ name: 'Beta Mutual' }),
      cashBackRefinanceCents: 200_000,
      homeLoansHref: '/home-loans/beta-mutual/',
    }),
  ]);
});

test.each([
  [
    'a product of an unknown provider',
    () => {
      const data = fixture();
      data.productsHl.products[0] = { ...homeLoan, id: '99999-HL00001', providerId: '99999' };
      return data;
    },
    /products-hl record 99999-HL00001: provider 99999 is not in providers/,
  ],
  [
    'a provider slug that an app screen owns',
    () =>
      fixture({
        providers: [
          provider('10001', 'Alpha Bank', 'survey'),
          provider('10002', 'Beta Mutual', 'beta-mutual'),
        ],
      }),
    /providers record 10001: urlSlug "survey" is reserved/,
  ],
  [
    'two products at one address',
    () => {
      const data = fixture();
      data.productsHl.products.push({ ...homeLoan, id: '10002-HL00002' });
      return data;
    },
    /record 10002-HL00002: address \/home-loans\/beta-mutual\/basic-variable\/ is already used by 10002-HL00001/,
  ],
  [
    'a card fee that is not money',
    () => {
      const data = fixture();
      data.creditCards.cards[card.id] = { ...card, annualFee: 'one hundred' };
      return data;
    },
    /credit-cards record 10001-CC00001: annualFee/,
  ],
])('fails the build, naming the record, on %s', (_name, make, message) => {
  expect(() => build(make())).toThrow(message);
});

test('a business card and its personal namesake: the tables list the personal card with its label, the business card has its page and says so', () => {
  const business: RawCreditCard = {
    ...card,
    id: '10001-CC00002',
    cdrProductId: 'cdr-business',
    urlSlug: 'everyday-card-2',
    forBusiness: true,
  };
  const [personalRow] = fixture().productsCc.products;
  const businessRow = {
    ...personalRow!,
    id: business.id,
    urlSlug: business.urlSlug,
    cdrProductId: business.cdrProductId,
    forBusiness: true,
  };
  const data = fixture({
    creditCards: {
      on: '2024-08-12',
      providers: { '10001': [card.id, business.id] },
      cards: { [card.id]: card, [business.id]: business },
    },
    productsCc: emptySet('cc', [personalRow!, businessRow]),
  });
  const { pages, pageContexts } = build(data);
  type Rows = { rows: { id: string; name: string }[] };
  const category = pageContexts['/credit-cards/'] as Rows;
  const provider = pages.find((page) => page.path === '/credit-cards/alpha-bank/')?.context as Rows;
  for (const table of [category, provider]) {
    expect(table.rows.map((row) => [row.id, row.name])).toEqual([[card.id, `${card.nameLong} (personal)`]]);
  }
  const businessPage = pages.find((page) => page.path === '/credit-cards/alpha-bank/everyday-card-2/');
  expect(businessPage?.context).toMatchObject({
    product: { name: `${card.nameLong} (for business)`, forBusiness: true },
  });
});

test('the home page counts each category’s products and the rows its table opens with', () => {
  const investmentOnly: RawHomeLoan = {
    ...homeLoan,
    id: '10002-HL00002',
    name: 'Investor Variable',
    urlSlug: 'investor-variable',
    cdrProductId: 'INVESTOR',
    rates: homeLoan.rates.map((rate) => ({ ...rate, purpose: 'investment' as const })),
  };
  const { pageContexts } = build(fixture({ productsHl: emptySet('hl', [homeLoan, investmentOnly]) }));
  const home = pageContexts['/'] as { counts: Record<string, { products: number; startingView: number }> };
  // The home-loan table opens on loans to live in: the investment-only loan is left out of its view.
  expect(home.counts.hl).toEqual({ products: 2, startingView: 1 });
  expect(home.counts.cc).toEqual({ products: 1, startingView: 1 });
  expect(pageContexts['/home-loans/']).toMatchObject({ productCount: 2, startingView: 1 });
});

test('each product’s search entry carries its key figure and the day it is from', () => {
  const { pageContexts, tableFiles } = build();
  const search = pageContexts['/search/'] as { docsUrl: string };
  const docs = tableFiles.find((file) => file.path === search.docsUrl)?.rows as unknown as {
    title: string;
    figure?: { text: string; asOf: string };
  }[];
  expect(docs.find((doc) => doc.title === 'Basic Variable')?.figure).toEqual({
    text: 'From 5.99% p.a., comparison rate 6.03% p.a.',
    comparisonRate: true,
    asOf: '2024-08-12',
  });
  expect(docs.find((doc) => doc.title === 'Alpha Bank')?.figure).toBeUndefined();
});

test('two loans of one lender with the same name are told apart by their lowest rate in the table, on their pages and in search', () => {
  const twin: RawHomeLoan = {
    ...homeLoan,
    id: '10002-HL00002',
    urlSlug: 'basic-variable-2',
    cdrProductId: 'BASIC-2',
    rates: homeLoan.rates.map((rate) => ({ ...rate, rate: 0.0579, comparisonRate: 0.0583 })),
  };
  const { pageContexts, pages, tableFiles } = build(
    fixture({ productsHl: emptySet('hl', [homeLoan, twin]) }),
  );
  const { rows } = pageContexts['/home-loans/'] as { rows: { id: string; name: string }[] };
  expect(rows.map((row) => [row.id, row.name])).toEqual([
    [homeLoan.id, 'Basic Variable (from 5.99% p.a.)'],
    [twin.id, 'Basic Variable (from 5.79% p.a.)'],
  ]);
  const twinPage = pages.find((page) => page.path.endsWith('/basic-variable-2/'));
  expect(twinPage?.context).toMatchObject({ product: { name: 'Basic Variable (from 5.79% p.a.)' } });
  const search = pageContexts['/search/'] as { docsUrl: string };
  const docs = tableFiles.find((file) => file.path === search.docsUrl)?.rows as unknown as {
    title: string;
  }[];
  expect(docs.map((doc) => doc.title)).toEqual(
    expect.arrayContaining(['Basic Variable (from 5.99% p.a.)', 'Basic Variable (from 5.79% p.a.)']),
  );
});

test('a non-bank lender’s rows, pages and the tables that list it beside banks say so', () => {
  // A made-up lender: no such company.
  const lenderLoan: RawHomeLoan = {
    ...homeLoan,
    id: '90001-HL00001',
    providerId: '90001',
    urlSlug: 'lender-variable',
    cdrProductId: 'LENDER',
  };
  const { pageContexts, pages } = build(
    fixture({
      providers: [
        provider('10001', 'Alpha Bank', 'alpha-bank'),
        provider('10002', 'Beta Mutual', 'beta-mutual'),
        provider('90001', 'Made-up Home Finance', 'made-up-home-finance', {
          bank: false,
          industries: ['non-bank-lending'],
        }),
      ],
      productsHl: emptySet('hl', [homeLoan, lenderLoan]),
    }),
  );
  const homeLoans = pageContexts['/home-loans/'] as {
    lenderKinds?: true;
    rows: { id: string; nonBank?: true }[];
  };
  expect(homeLoans.lenderKinds).toBe(true);
  expect(homeLoans.rows.map((row) => [row.id, row.nonBank])).toEqual(
    expect.arrayContaining([
      [homeLoan.id, undefined],
      [lenderLoan.id, true],
    ]),
  );
  // The cards table lists banks alone: no filter of lenders.
  expect(pageContexts['/credit-cards/']).not.toHaveProperty('lenderKinds');
  const contextAt = (path: string) => pages.find((page) => page.path === path)?.context;
  expect(contextAt('/home-loans/made-up-home-finance/')).toMatchObject({ nonBankLender: true });
  expect(contextAt('/home-loans/beta-mutual/')).not.toHaveProperty('nonBankLender');
  expect(contextAt('/providers/made-up-home-finance/')).toMatchObject({ provider: { bank: false } });
});
