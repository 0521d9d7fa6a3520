/**
 * Small raw records in the exact shapes of `data/*.json`, for tests. Each builder takes overrides so
 * a test states only the quirk it is about.
 */
import type {
  RawAccountFeeProvider,
  RawBnplProvider,
  RawCreditCard,
  RawCreditCardRow,
  RawDataFiles,
  RawDepositProvider,
  RawHomeLoan,
  RawHomeLoanProvider,
  RawHomeLoanRate,
  RawPersonalLoan,
  RawPersonalLoanProvider,
  RawProvider,
  RawProviderOverview,
  RawRewardProgram,
  RawSavingsAccount,
  RawTermDeposit,
  RawTermDepositRate,
  RawTransactionAccount,
} from '../data/raw-types';

export const MAX = Number.MAX_VALUE;
export const MIN = Number.MIN_VALUE;

export function rawProvider(overrides: Partial<RawProvider> = {}): RawProvider {
  return {
    id: '10001',
    name: 'Example Bank',
    urlSlug: 'example-bank',
    popular: false,
    bank: true,
    industries: ['banking'],
    big4: false,
    participant: 0,
    overview: 'Example Bank is an Australian authorised deposit-taking institution.',
    advantages: 'Savings rates up to 5.00% p.a.',
    security: 'Example Bank products are provided by an ADI supervised by APRA.',
    service: 'Product details and contact options are on example.com.au.',
    hasCreditCards: true,
    hasHomeLoans: true,
    hasPersonalLoans: true,
    hasCarLoans: false,
    hasTermDeposits: true,
    hasBankAccounts: true,
    hasSavingsAccounts: true,
    abn: '12345678901',
    website: 'https://www.example.com.au',
    cdrBrandId: 'brand-1',
    ...overrides,
  };
}

export function rawOverview(overrides: Partial<RawProviderOverview> = {}): RawProviderOverview {
  return {
    id: '10001',
    name: 'Example Bank',
    urlSlug: 'example-bank',
    popular: false,
    big4: false,
    participant: 0,
    minRate: 0.01,
    maxRate: 0.05,
    minMonthlyFee: 0,
    minFxFee: 3,
    hasProduct: true,
    ...overrides,
  };
}

export function rawCard(overrides: Partial<RawCreditCard> = {}): RawCreditCard {
  return {
    id: '10001-CC00001',
    providerId: '10001',
    nameLong: 'Example Rewards Card',
    annualFee: '$149',
    purchaseRate: '20.99% p.a.',
    rewards: 'Yes',
    urlSlug: 'example-bank-example-rewards-card',
    bonusPoints: '60,000',
    bonusPointsValue: '$270',
    rewardProgramPointsName: 'Example Points',
    cdrProductId: 'card-1',
    rewardProgramId: 600,
    earnRate: 1,
    earnCapPoints: null,
    bonusSpendRequired: 3000,
    interestFreeDays: 55,
    cashAdvanceRate: 0.2199,
    purchaseRateFraction: 0.2099,
    balanceTransfer: null,
    minCreditLimit: 6000,
    maxCreditLimit: 50000,
    firstYearAnnualFee: null,
    monthlyFee: null,
    limitTier: null,
    foreignTransactionFee: 0.03,
    latePaymentFee: 15,
    network: 'Visa',
    features: ['digital-wallet'],
    url: 'https://www.example.com.au/cards/rewards',
    applicationUrl: null,
    lastUpdated: '2024-08-01',
    ...overrides,
  };
}

export function rawProgram(overrides: Partial<RawRewardProgram> = {}): RawRewardProgram {
  return {
    MODEL_CATEGORY: 'reward',
    id: 600,
    name: 'Example Rewards',
    nameFormatted: 'Example Rewards',
    heading: 'Example points',
    urlSlug: 'example-rewards',
    popular: 0,
    products: {},
    value: 0.0045,
    pointsName: 'Example Points',
    rewardsCategory: 'general_rewards',
    points100Cashback: null,
    points100Giftcard: 0.45,
    giftcardsAvailable: null,
    indirectPoints: {
      qantas: null,
      velocity: 0.5,
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
    },
    ...overrides,
  };
}

export function rawHomeLoanProvider(overrides: Partial<RawHomeLoanProvider> = {}): RawHomeLoanProvider {
  return {
    id: '10001',
    name: 'Example Bank',
    urlSlug: 'example-bank',
    popular: false,
    big4: false,
    participant: 0,
    minRate: 0.0599,
    minComparisonRate: 0.0612,
    maxCashBack: 2000,
    maxCashBackRefinance: 2000,
    hasProduct: true,
    finspoPanel: 1,
    hlPackages: [
      {
        packageId: '10001-advantage-package',
        name: 'Advantage Package',
        nameLong: 'Example Bank Advantage Package',
        urlSlug: 'example-bank-advantage-package',
        packageFee: 395,
        pfFreq: 'P1Y',
        description: null,
      },
    ],
    ...overrides,
  };
}

export function rawPersonalLoanProvider(
  overrides: Partial<RawPersonalLoanProvider> = {},
): RawPersonalLoanProvider {
  return {
    id: '10001',
    name: 'Example Bank',
    urlSlug: 'example-bank',
    popular: false,
    big4: false,
    participant: 0,
    hasProduct: true,
    minRate: 0.0749,
    minRateComparisonRate: 0.0818,
    maxLoanAmount: 50000,
    minLoanAmount: 5000,
    ...overrides,
  };
}

export function rawDepositProvider(overrides: Partial<RawDepositProvider> = {}): RawDepositProvider {
  return {
    id: '10001',
    name: 'Example Bank',
    urlSlug: 'example-bank',
    popular: false,
    big4: false,
    participant: 0,
    minRate: 0.01,
    maxRate: 0.05,
    hasProduct: true,
    ...overrides,
  };
}

export function rawAccountFeeProvider(overrides: Partial<RawAccountFeeProvider> = {}): RawAccountFeeProvider {
  return {
    id: '10001',
    name: 'Example Bank',
    urlSlug: 'example-bank',
    minRate: 0,
    maxRate: 0.001,
    minMonthlyFee: 5,
    minFxFee: 3,
    hasProduct: true,
    ...overrides,
  };
}

const productBase = {
  providerId: '10001',
  name: 'Example product',
  urlSlug: 'example-bank-example-product',
  cdrProductId: 'product-1',
  url: null,
  applicationUrl: null,
  lastUpdated: '2024-08-01',
};

export function rawCardRow(overrides: Partial<RawCreditCardRow> = {}): RawCreditCardRow {
  return {
    ...productBase,
    id: '10001-CC00001',
    annualFee: 149,
    purchaseRate: 0.2099,
    interestFreeDays: 55,
    rewardProgramId: 600,
    earnRate: 1,
    balanceTransferRate: null,
    balanceTransferMonths: null,
    minCreditLimit: 6000,
    ...overrides,
  };
}

/** A variable principal-and-interest rate to live in, LVR up to 80%. */
export function rawHomeLoanRate(overrides: Partial<RawHomeLoanRate> = {}): RawHomeLoanRate {
  return {
    rateType: 'variable',
    fixedMonths: null,
    repayment: 'principal-and-interest',
    purpose: 'owner-occupier',
    rate: 0.0599,
    comparisonRate: 0.0612,
    lvrMin: null,
    lvrMax: 0.8,
    ...overrides,
  };
}

export function rawHomeLoan(overrides: Partial<RawHomeLoan> = {}): RawHomeLoan {
  return {
    ...productBase,
    id: '10001-HL00001',
    rates: [rawHomeLoanRate()],
    applicationFee: 600,
    annualFee: 96,
    dischargeFee: 350,
    packageId: null,
    offset: true,
    redraw: true,
    extraRepayments: true,
    minAmount: 50000,
    maxAmount: null,
    maxTermYears: null,
    ...overrides,
  };
}

export function rawPersonalLoan(overrides: Partial<RawPersonalLoan> = {}): RawPersonalLoan {
  return {
    ...productBase,
    id: '10001-PL00001',
    rateType: 'fixed',
    secured: false,
    minRate: 0.0749,
    maxRate: 0.1999,
    comparisonRate: 0.0818,
    minAmount: 5000,
    maxAmount: 50000,
    minTermMonths: 12,
    maxTermMonths: 84,
    establishmentFee: 150,
    monthlyFee: 10,
    earlyRepaymentFee: null,
    extraRepayments: true,
    redraw: false,
    ...overrides,
  };
}

/** A 1-year rate at 5% p.a. for $5,000 or more, interest at maturity. */
export function rawTermDepositRate(overrides: Partial<RawTermDepositRate> = {}): RawTermDepositRate {
  return {
    termMonths: 12,
    termDays: 365,
    termUnit: 'months',
    rate: 0.05,
    minAmount: 5000,
    maxAmount: null,
    interestPayment: 'maturity',
    ...overrides,
  };
}

export function rawTermDeposit(overrides: Partial<RawTermDeposit> = {}): RawTermDeposit {
  return {
    ...productBase,
    id: '10001-TD00001',
    rates: [rawTermDepositRate()],
    minDeposit: 5000,
    maxDeposit: null,
    noticeDays: 31,
    ...overrides,
  };
}

export function rawSavings(overrides: Partial<RawSavingsAccount> = {}): RawSavingsAccount {
  return {
    ...productBase,
    id: '10001-SV00001',
    baseRate: 0.0035,
    bonusRate: 0.0465,
    maxRate: 0.05,
    maxRateBalanceCap: null,
    introductoryMonths: null,
    bonusConditions: [
      { kind: 'no-withdrawals', amount: null, summary: 'Make no withdrawals during the month' },
    ],
    rateBands: [
      {
        kind: 'base',
        rate: 0.0035,
        minBalance: 0,
        maxBalance: null,
        appliesTo: 'whole',
        includesBase: false,
      },
      {
        kind: 'bonus',
        rate: 0.0465,
        minBalance: 0,
        maxBalance: null,
        appliesTo: 'whole',
        includesBase: false,
      },
    ],
    monthlyFee: 0,
    minAge: null,
    maxAge: null,
    ...overrides,
  };
}

export function rawTransaction(overrides: Partial<RawTransactionAccount> = {}): RawTransactionAccount {
  return {
    ...productBase,
    id: '10001-TX00001',
    monthlyFee: 5,
    feeWaiverDeposit: 2000,
    fxFee: 0.03,
    overseasAtmFee: 5,
    rate: 0,
    debitCard: true,
    digitalWallet: true,
    minAge: null,
    ...overrides,
  };
}

export function rawBnplProvider(overrides: Partial<RawBnplProvider> = {}): RawBnplProvider {
  return {
    id: 'afterpay',
    name: 'Afterpay',
    urlSlug: 'afterpay',
    minLimit: 600,
    maxLimit: 3000,
    instalments: 4,
    interval: 'fortnightly',
    accountFeeMonthly: 0,
    latePaymentFee: 10,
    maxLateFees: 68,
    interestRate: 0,
    creditCheck: 'full',
    licensed: true,
    url: 'https://www.afterpay.com/en-AU',
    lateFees: [],
    origin: 'hand-collected',
    publisherId: null,
    publisherName: 'Afterpay',
    cdrProductId: null,
    lastUpdated: null,
    source: 'Afterpay help centre',
    checkedOn: '2026-11-22',
    ...overrides,
  };
}

/** A complete, consistent set of data files with one provider and one product of each kind. */
export function rawDataFiles(): RawDataFiles {
  const date = '2024-08-12';
  return {
    providers: [rawProvider()],
    providerOverview: [rawOverview()],
    creditCards: {
      on: date,
      providers: { '10001': ['10001-CC00001'] },
      cards: { '10001-CC00001': rawCard() },
    },
    rewardPrograms: [
      rawProgram({
        id: 0,
        name: 'No rewards',
        nameFormatted: 'No rewards',
        value: null,
        rewardsCategory: 'no_rewards',
        urlSlug: null,
      }),
      rawProgram(),
    ],
    homeLoanProviders: { o: date, r: { '10001': rawHomeLoanProvider() } },
    personalLoanProviders: {
      versions: [
        { asOf: date, r: { '10001': rawPersonalLoanProvider() } },
        {
          asOf: '2024-07-31',
          r: {
            '10001': rawPersonalLoanProvider({
              hasProduct: false,
              minRate: MAX,
              minRateComparisonRate: null,
              maxLoanAmount: MIN,
              minLoanAmount: MAX,
            }),
          },
        },
      ],
    },
    savingsProviders: [rawDepositProvider()],
    termDepositProviders: [rawDepositProvider()],
    transactionProviders: [rawAccountFeeProvider()],
    fxProviders: [rawAccountFeeProvider()],
    synonyms: { example: 'example bank', ex: 'example bank' },
    productsCc: { category: 'cc', dateUpdated: date, products: [rawCardRow()], rewards: [600] },
    productsHl: { category: 'hl', dateUpdated: date, products: [rawHomeLoan()] },
    productsPl: { category: 'pl', dateUpdated: date, products: [rawPersonalLoan()] },
    productsCl: {
      category: 'cl',
      dateUpdated: date,
      products: [rawPersonalLoan({ id: '10001-CL00001', secured: true })],
    },
    productsTd: { category: 'td', dateUpdated: date, products: [rawTermDeposit()] },
    productsTx: { category: 'tx', dateUpdated: date, products: [rawTransaction()] },
    productsSv: { category: 'sv', dateUpdated: date, products: [rawSavings()] },
    bnpl: [rawBnplProvider()],
    meta: {
      snapshotDate: date,
      sourceCommit: 'abc',
      importedAt: date,
      counts: { cc: 1, hl: 1, pl: 1, cl: 1, td: 1, tx: 1, sv: 1, providers: 1, bnpl: 1, rewardPrograms: 2 },
    },
  };
}
