/**
 * The same product published in the 2024 shape (versions 3 and 4) and in the shape of versions 5
 * to 7, each written out by hand as a holder would publish it, must give the same site records.
 * One case per part whose shape changed: fees by `feeMethodUType`, discounts by
 * `discountMethodUType`, rate tiers, rate terms, constraints, eligibility, card art and additional
 * information; and the CommBank Neo Card as CommBank published it in 2024 and in version 7.
 */
import { normaliseCreditCards } from '../../../../src/domain/normalise/normalise-credit-cards';
import { brand, curated, detail, snapshot } from '../cdr-fixtures';
import type { CdrCategory, CdrProductDetail } from '../cdr-types';
import { runImport } from '../run-import';
import { stableJson } from '../stable-json';
import { NEO_CARD_V3 } from './fixtures/commbank-neo-card';
import { readProductDetail, snapshotRecordVersion, type DetailVersion } from './index';

const alpha = { id: 'brand-a', name: 'Alpha Bank' };

type Json = Record<string, unknown>;

function importOf(category: CdrCategory, record: CdrProductDetail) {
  return runImport(
    snapshot(
      [brand(alpha.id, alpha.name)],
      [
        {
          brandId: alpha.id,
          brandName: alpha.name,
          category,
          looksLikeCarLoan: false,
          fetchedOn: '2024-08-12',
          detail: record,
        },
      ],
    ),
    curated(),
    { providerIds: {}, productIds: {} },
  );
}

/** Every data file the import writes for one record, as text; a record the import leaves out fails the case. */
function siteRecords(category: CdrCategory, record: CdrProductDetail): string {
  const result = importOf(category, record);
  if (result.log.dropped.length > 0) throw new Error(`left out: ${result.log.dropped[0]?.reason ?? ''}`);
  return Object.entries(result.files)
    .map(([name, contents]) => `${name}\n${stableJson(contents, 2)}`)
    .join('\n');
}

function read(record: unknown, version: DetailVersion): CdrProductDetail {
  const result = readProductDetail(record, version);
  if (!result.ok) throw new Error(`version ${version} record refused: ${result.problems.join('; ')}`);
  return result.detail;
}

/** A version 5 record: the 2024 shape, with every card image naming its scheme and type. */
function asVersion5(record: CdrProductDetail, cardScheme = 'VISA', cardType = 'CREDIT'): Json {
  const art = (record as unknown as Json).cardArt as Json[] | undefined;
  return art === undefined
    ? { ...record }
    : { ...record, cardArt: art.map((image) => ({ ...image, cardScheme, cardType })) };
}

/** A record in the 2024 shape, with any field a holder of version 3 or 4 may publish. */
function v4Record(overrides: Json): CdrProductDetail {
  return detail(overrides as Partial<CdrProductDetail>);
}

/** The parts of a version 7 record every case shares with its 2024 form. */
function v7(overrides: Json): Json {
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

const ANY_REPAYMENT = { repaymentType: 'UNCONSTRAINED', loanPurpose: 'UNCONSTRAINED' };
const periodic = { applicationType: 'PERIODIC' };

interface VersionCase {
  label: string;
  category: CdrCategory;
  v4: CdrProductDetail;
  /** The same product as a version 6 and 7 holder publishes it. */
  v7: Json;
  /** Its version 5 form, when not the 2024 form with schemes added to its card images. */
  v5?: Json;
  /** The version 7 record uses a value version 6 does not know. */
  v7Only?: boolean;
}

const CASES: VersionCase[] = [
  {
    label: 'fees of each method: a fixed amount, a rate of each kind, and an amount that varies',
    category: 'CRED_AND_CHRG_CARDS',
    v4: v4Record({
      fees: [
        { name: 'Annual fee', feeType: 'PERIODIC', amount: '59.00', additionalValue: 'P1Y' },
        { name: 'Foreign transaction fee', feeType: 'TRANSACTION', transactionRate: '0.03' },
        { name: 'Balance transfer fee', feeType: 'EVENT', balanceRate: '0.02' },
        {
          name: 'Interest charge fee',
          feeType: 'PERIODIC',
          accruedRate: '0.01',
          accrualFrequency: 'P1M',
          additionalValue: 'P1M',
        },
        { name: 'Late payment fee', feeType: 'EVENT', amount: '15.00' },
        { name: 'Voucher request', feeType: 'VARIABLE', additionalInfo: 'At cost' },
      ],
      lendingRates: [
        { lendingRateType: 'PURCHASE', rate: '0.1349' },
        { lendingRateType: 'CASH_ADVANCE', rate: '0.2174' },
        {
          lendingRateType: 'INTRODUCTORY',
          rate: '0.00',
          additionalValue: 'P18M',
          additionalInfo: 'balance transfer',
        },
      ],
    }),
    v7: v7({
      fees: [
        {
          name: 'Annual fee',
          feeType: 'PERIODIC',
          feeMethodUType: 'fixedAmount',
          fixedAmount: { amount: '59.00' },
          additionalValue: 'P1Y',
        },
        {
          name: 'Foreign transaction fee',
          feeType: 'TRANSACTION',
          feeMethodUType: 'rateBased',
          rateBased: { rateType: 'TRANSACTION', rate: '0.03' },
        },
        {
          name: 'Balance transfer fee',
          feeType: 'EVENT',
          feeMethodUType: 'rateBased',
          rateBased: { rateType: 'BALANCE', rate: '0.02' },
        },
        {
          name: 'Interest charge fee',
          feeType: 'PERIODIC',
          feeMethodUType: 'rateBased',
          rateBased: { rateType: 'INTEREST_ACCRUED', rate: '0.01', accrualFrequency: 'P1M' },
          additionalValue: 'P1M',
        },
        {
          name: 'Late payment fee',
          feeType: 'LATE_PAYMENT',
          feeMethodUType: 'fixedAmount',
          fixedAmount: { amount: '15.00' },
        },
        {
          name: 'Voucher request',
          feeType: 'OTHER',
          feeMethodUType: 'variable',
          variable: {},
          additionalInfo: 'At cost',
        },
      ],
      lendingRates: [
        { lendingRateType: 'PURCHASE', rate: '0.1349', ...periodic, ...ANY_REPAYMENT },
        { lendingRateType: 'CASH_ADVANCE', rate: '0.2174', ...periodic, ...ANY_REPAYMENT },
        {
          lendingRateType: 'INTRODUCTORY',
          rate: '0.00',
          additionalValue: 'P18M',
          additionalInfo: 'balance transfer',
          ...periodic,
          ...ANY_REPAYMENT,
        },
      ],
    }),
  },
  {
    label: 'fees stating a rate and an amount at once, which version 7 gives as several fees of one name',
    category: 'PERS_LOANS',
    v4: v4Record({
      productCategory: 'PERS_LOANS',
      name: 'Fixed Rate Personal Loan',
      lendingRates: [
        { lendingRateType: 'FIXED', rate: '0.0899', comparisonRate: '0.0999', additionalValue: 'P3Y' },
      ],
      fees: [
        {
          name: 'Personal loan application',
          feeType: 'UPFRONT',
          amount: '250.00',
          transactionRate: '0.0',
          balanceRate: '0.0',
        },
        {
          name: 'Monthly service fee',
          feeType: 'PERIODIC',
          amount: '10.00',
          balanceRate: '0.0',
          additionalValue: 'P1M',
        },
      ],
    }),
    v7: v7({
      productCategory: 'PERS_LOANS',
      name: 'Fixed Rate Personal Loan',
      lendingRates: [
        {
          lendingRateType: 'FIXED',
          rate: '0.0899',
          comparisonRate: '0.0999',
          additionalValue: 'P3Y',
          ...periodic,
          ...ANY_REPAYMENT,
        },
      ],
      fees: [
        {
          name: 'Personal loan application',
          feeType: 'UPFRONT',
          feeMethodUType: 'rateBased',
          rateBased: { rateType: 'TRANSACTION', rate: '0.0' },
        },
        {
          name: 'Personal loan application',
          feeType: 'UPFRONT',
          feeMethodUType: 'rateBased',
          rateBased: { rateType: 'BALANCE', rate: '0.0' },
        },
        {
          name: 'Personal loan application',
          feeType: 'UPFRONT',
          feeMethodUType: 'fixedAmount',
          fixedAmount: { amount: '250.00' },
        },
        {
          name: 'Monthly service fee',
          feeType: 'PERIODIC',
          feeMethodUType: 'rateBased',
          rateBased: { rateType: 'BALANCE', rate: '0.0' },
          additionalValue: 'P1M',
        },
        {
          name: 'Monthly service fee',
          feeType: 'PERIODIC',
          feeMethodUType: 'fixedAmount',
          fixedAmount: { amount: '10.00' },
          additionalValue: 'P1M',
        },
      ],
    }),
  },
  {
    label: 'a card fee stating a rate and an amount at once, and a cash advance fee of 2% or $2.50',
    category: 'CRED_AND_CHRG_CARDS',
    v4: v4Record({
      name: 'Visa Credit Card',
      fees: [
        {
          name: 'Visa Credit Card Periodic',
          feeType: 'PERIODIC',
          amount: '59.00',
          transactionRate: '0.0',
          balanceRate: '0.0',
          additionalValue: 'P1Y',
        },
        { name: 'Cash advance fee', feeType: 'TRANSACTION', transactionRate: '0.02', amount: '2.50' },
      ],
      lendingRates: [{ lendingRateType: 'PURCHASE', rate: '0.1299' }],
    }),
    v7: v7({
      name: 'Visa Credit Card',
      fees: [
        {
          name: 'Visa Credit Card Periodic',
          feeType: 'PERIODIC',
          feeMethodUType: 'rateBased',
          rateBased: { rateType: 'TRANSACTION', rate: '0.0' },
          additionalValue: 'P1Y',
        },
        {
          name: 'Visa Credit Card Periodic',
          feeType: 'PERIODIC',
          feeMethodUType: 'rateBased',
          rateBased: { rateType: 'BALANCE', rate: '0.0' },
          additionalValue: 'P1Y',
        },
        {
          name: 'Visa Credit Card Periodic',
          feeType: 'PERIODIC',
          feeMethodUType: 'fixedAmount',
          fixedAmount: { amount: '59.00' },
          additionalValue: 'P1Y',
        },
        {
          name: 'Cash advance fee',
          feeType: 'CASH_ADVANCE',
          feeMethodUType: 'rateBased',
          rateBased: { rateType: 'TRANSACTION', rate: '0.02', amountRange: { feeMinimum: '2.50' } },
        },
      ],
      lendingRates: [{ lendingRateType: 'PURCHASE', rate: '0.1299', ...periodic, ...ANY_REPAYMENT }],
    }),
  },
  {
    label: 'discounts of each method: a fixed amount off and a share of the fee',
    category: 'RESIDENTIAL_MORTGAGES',
    v4: v4Record({
      productCategory: 'RESIDENTIAL_MORTGAGES',
      name: 'Package Home Loan',
      lendingRates: [
        {
          lendingRateType: 'VARIABLE',
          rate: '0.0619',
          comparisonRate: '0.0623',
          repaymentType: 'PRINCIPAL_AND_INTEREST',
          loanPurpose: 'OWNER_OCCUPIED',
        },
      ],
      fees: [
        {
          name: 'Loan service fee',
          feeType: 'PERIODIC',
          amount: '8.00',
          additionalValue: 'P1M',
          discounts: [
            {
              description: 'Waived for package customers',
              discountType: 'ELIGIBILITY_ONLY',
              feeRate: '1.00',
              eligibility: [
                { discountEligibilityType: 'OTHER', additionalInfo: 'Home loan package holders' },
              ],
            },
          ],
        },
        { name: 'Package fee', feeType: 'PERIODIC', amount: '395.00', additionalValue: 'P1Y' },
        {
          name: 'Establishment fee',
          feeType: 'UPFRONT',
          amount: '600.00',
          discounts: [
            {
              description: '$600 off for package customers',
              discountType: 'ELIGIBILITY_ONLY',
              amount: '600.00',
              eligibility: [
                { discountEligibilityType: 'OTHER', additionalInfo: 'Home loan package holders' },
              ],
            },
          ],
        },
      ],
    }),
    v7: v7({
      productCategory: 'RESIDENTIAL_MORTGAGES',
      name: 'Package Home Loan',
      lendingRates: [
        {
          lendingRateType: 'VARIABLE',
          rate: '0.0619',
          comparisonRate: '0.0623',
          ...periodic,
          repaymentType: 'PRINCIPAL_AND_INTEREST',
          loanPurpose: 'OWNER_OCCUPIED',
        },
      ],
      fees: [
        {
          name: 'Loan service fee',
          feeType: 'PERIODIC',
          feeMethodUType: 'fixedAmount',
          fixedAmount: { amount: '8.00' },
          additionalValue: 'P1M',
          discounts: [
            {
              description: 'Waived for package customers',
              discountType: 'ELIGIBILITY_ONLY',
              discountMethodUType: 'rateBased',
              rateBased: { rateType: 'FEE', rate: '1.00' },
              eligibility: [
                { discountEligibilityType: 'OTHER', additionalInfo: 'Home loan package holders' },
              ],
            },
          ],
        },
        {
          name: 'Package fee',
          feeType: 'PERIODIC',
          feeMethodUType: 'fixedAmount',
          fixedAmount: { amount: '395.00' },
          additionalValue: 'P1Y',
        },
        {
          name: 'Establishment fee',
          feeType: 'UPFRONT',
          feeMethodUType: 'fixedAmount',
          fixedAmount: { amount: '600.00' },
          discounts: [
            {
              description: '$600 off for package customers',
              discountType: 'ELIGIBILITY_ONLY',
              discountMethodUType: 'fixedAmount',
              fixedAmount: { amount: '600.00' },
              eligibility: [
                { discountEligibilityType: 'OTHER', additionalInfo: 'Home loan package holders' },
              ],
            },
          ],
        },
      ],
    }),
  },
  {
    label: 'discounts at a rate of the balance, of transactions and of interest',
    category: 'TRANS_AND_SAVINGS_ACCOUNTS',
    v4: v4Record({
      productCategory: 'TRANS_AND_SAVINGS_ACCOUNTS',
      name: 'Everyday Account',
      fees: [
        {
          name: 'Monthly account fee',
          feeType: 'PERIODIC',
          amount: '5.00',
          additionalValue: 'P1M',
          discounts: [
            {
              description: 'Balance discount',
              discountType: 'BALANCE',
              balanceRate: '0.001',
              additionalValue: '5000.00',
            },
            {
              description: 'Card use discount',
              discountType: 'PAYMENTS',
              transactionRate: '0.01',
              additionalValue: '10',
            },
            {
              description: 'Interest discount',
              discountType: 'DEPOSITS',
              accruedRate: '0.5',
              additionalValue: '2000.00',
            },
          ],
        },
      ],
      depositRates: [{ depositRateType: 'VARIABLE', rate: '0.0001' }],
    }),
    v7: v7({
      productCategory: 'TRANS_AND_SAVINGS_ACCOUNTS',
      name: 'Everyday Account',
      fees: [
        {
          name: 'Monthly account fee',
          feeType: 'PERIODIC',
          feeMethodUType: 'fixedAmount',
          fixedAmount: { amount: '5.00' },
          additionalValue: 'P1M',
          discounts: [
            {
              description: 'Balance discount',
              discountType: 'BALANCE',
              discountMethodUType: 'rateBased',
              rateBased: { rateType: 'BALANCE', rate: '0.001' },
              additionalValue: '5000.00',
            },
            {
              description: 'Card use discount',
              discountType: 'PAYMENTS',
              discountMethodUType: 'rateBased',
              rateBased: { rateType: 'TRANSACTION', rate: '0.01' },
              additionalValue: '10',
            },
            {
              description: 'Interest discount',
              discountType: 'DEPOSITS',
              discountMethodUType: 'rateBased',
              rateBased: { rateType: 'INTEREST_ACCRUED', rate: '0.5' },
              additionalValue: '2000.00',
            },
          ],
        },
      ],
      depositRates: [{ depositRateType: 'VARIABLE', rate: '0.0001', ...periodic }],
    }),
  },
  {
    label: 'rate tiers by loan-to-value ratio and by balance, with their conditions',
    category: 'RESIDENTIAL_MORTGAGES',
    v4: v4Record({
      productCategory: 'RESIDENTIAL_MORTGAGES',
      name: 'Tiered Home Loan',
      lendingRates: [
        {
          lendingRateType: 'VARIABLE',
          rate: '0.0609',
          comparisonRate: '0.0613',
          repaymentType: 'PRINCIPAL_AND_INTEREST',
          loanPurpose: 'OWNER_OCCUPIED',
          tiers: [
            { name: 'LVR up to 80%', unitOfMeasure: 'PERCENT', minimumValue: 0, maximumValue: 80 },
            {
              name: '$500,000 or more',
              unitOfMeasure: 'DOLLAR',
              minimumValue: 500000,
              rateApplicationMethod: 'WHOLE_BALANCE',
              applicabilityConditions: {
                additionalInfo: 'New loans only',
                additionalInfoUri: 'https://www.example.com.au/new',
              },
            },
          ],
        },
        {
          lendingRateType: 'VARIABLE',
          rate: '0.0659',
          comparisonRate: '0.0663',
          repaymentType: 'PRINCIPAL_AND_INTEREST',
          loanPurpose: 'OWNER_OCCUPIED',
          tiers: [
            { name: 'LVR 80% to 95%', unitOfMeasure: 'PERCENT', minimumValue: 80.01, maximumValue: 95 },
          ],
        },
      ],
    }),
    v7: v7({
      productCategory: 'RESIDENTIAL_MORTGAGES',
      name: 'Tiered Home Loan',
      lendingRates: [
        {
          lendingRateType: 'VARIABLE',
          rate: '0.0609',
          comparisonRate: '0.0613',
          ...periodic,
          repaymentType: 'PRINCIPAL_AND_INTEREST',
          loanPurpose: 'OWNER_OCCUPIED',
          tiers: [
            { name: 'LVR up to 80%', unitOfMeasure: 'PERCENT', minimumValue: '0.00', maximumValue: '0.80' },
            {
              name: '$500,000 or more',
              unitOfMeasure: 'DOLLAR',
              minimumValue: '500000.00',
              rateApplicationMethod: 'WHOLE_BALANCE',
              applicabilityConditions: [
                {
                  rateApplicabilityType: 'NEW_ACCOUNTS',
                  additionalInfo: 'New loans only',
                  additionalInfoUri: 'https://www.example.com.au/new',
                },
              ],
            },
          ],
        },
        {
          lendingRateType: 'VARIABLE',
          rate: '0.0659',
          comparisonRate: '0.0663',
          ...periodic,
          repaymentType: 'PRINCIPAL_AND_INTEREST',
          loanPurpose: 'OWNER_OCCUPIED',
          tiers: [
            {
              name: 'LVR 80% to 95%',
              unitOfMeasure: 'PERCENT',
              minimumValue: '0.8001',
              maximumValue: '0.95',
            },
          ],
        },
      ],
    }),
  },
  {
    label: 'term-deposit rates by amount, by days and by months',
    category: 'TERM_DEPOSITS',
    v4: v4Record({
      productCategory: 'TERM_DEPOSITS',
      name: 'Term Deposit',
      depositRates: [
        {
          depositRateType: 'FIXED',
          rate: '0.0495',
          additionalValue: 'P12M',
          applicationFrequency: 'P12M',
          tiers: [
            {
              name: '$5,000 to $999,999',
              unitOfMeasure: 'DOLLAR',
              minimumValue: 5000,
              maximumValue: 999999.99,
            },
          ],
        },
        {
          depositRateType: 'FIXED',
          rate: '0.0450',
          tiers: [{ name: '90 days', unitOfMeasure: 'DAY', minimumValue: 90, maximumValue: 90 }],
        },
        {
          depositRateType: 'FIXED',
          rate: '0.0470',
          tiers: [{ name: '6 months', unitOfMeasure: 'MONTH', minimumValue: 6, maximumValue: 6 }],
        },
      ],
    }),
    v7: v7({
      productCategory: 'TERM_DEPOSITS',
      name: 'Term Deposit',
      depositRates: [
        {
          depositRateType: 'FIXED',
          rate: '0.0495',
          additionalValue: 'P12M',
          applicationType: 'PERIODIC',
          applicationFrequency: 'P12M',
          tiers: [
            {
              name: '$5,000 to $999,999',
              unitOfMeasure: 'DOLLAR',
              minimumValue: '5000.00',
              maximumValue: '999999.99',
            },
          ],
        },
        {
          depositRateType: 'FIXED',
          rate: '0.0450',
          applicationType: 'MATURITY',
          tiers: [{ name: '90 days', unitOfMeasure: 'DAY', minimumValue: '90', maximumValue: '90' }],
        },
        {
          depositRateType: 'FIXED',
          rate: '0.0470',
          applicationType: 'MATURITY',
          tiers: [{ name: '6 months', unitOfMeasure: 'MONTH', minimumValue: '6', maximumValue: '6' }],
        },
      ],
    }),
  },
  {
    label: 'a bonus savings rate by balance, its conditions in its words or as typed conditions',
    category: 'TRANS_AND_SAVINGS_ACCOUNTS',
    v4: v4Record({
      productCategory: 'TRANS_AND_SAVINGS_ACCOUNTS',
      name: 'Bonus Saver',
      depositRates: [
        { depositRateType: 'VARIABLE', rate: '0.0100' },
        {
          depositRateType: 'BONUS',
          rate: '0.0435',
          additionalInfo: 'Deposit $1,000 or more each month. Make no withdrawals.',
          tiers: [
            {
              name: 'Up to $250,000',
              unitOfMeasure: 'DOLLAR',
              minimumValue: 0,
              maximumValue: 250000,
              rateApplicationMethod: 'PER_TIER',
            },
          ],
        },
      ],
    }),
    v7: v7({
      productCategory: 'TRANS_AND_SAVINGS_ACCOUNTS',
      name: 'Bonus Saver',
      depositRates: [
        { depositRateType: 'VARIABLE', rate: '0.0100', ...periodic },
        {
          depositRateType: 'BONUS',
          rate: '0.0435',
          ...periodic,
          applicabilityConditions: [
            {
              rateApplicabilityType: 'MIN_DEPOSIT_AMOUNT',
              additionalValue: '1000.00',
              additionalInfo: 'Deposit $1,000 or more each month.',
            },
            {
              rateApplicabilityType: 'MAX_WITHDRAWALS',
              additionalValue: '0',
              additionalInfo: 'Make no withdrawals.',
            },
          ],
          tiers: [
            {
              name: 'Up to $250,000',
              unitOfMeasure: 'DOLLAR',
              minimumValue: '0.00',
              maximumValue: '250000.00',
              rateApplicationMethod: 'PER_TIER',
            },
          ],
        },
      ],
    }),
  },
  {
    label: 'rate terms: personal-loan rates for any repayment type and purpose, one by amount',
    category: 'PERS_LOANS',
    v4: v4Record({
      productCategory: 'PERS_LOANS',
      name: 'Personal Loan',
      lendingRates: [
        {
          lendingRateType: 'FIXED',
          rate: '0.0999',
          comparisonRate: '0.1099',
          additionalValue: 'P5Y',
          tiers: [
            { name: '$5,000 to $50,000', unitOfMeasure: 'DOLLAR', minimumValue: 5000, maximumValue: 50000 },
          ],
        },
        {
          lendingRateType: 'VARIABLE',
          rate: '0.1299',
          comparisonRate: '0.1399',
          calculationFrequency: 'P1D',
        },
      ],
      fees: [
        { name: 'Establishment fee', feeType: 'UPFRONT', amount: '250.00' },
        { name: 'Monthly loan service fee', feeType: 'PERIODIC', amount: '10.00', additionalValue: 'P1M' },
      ],
    }),
    v7: v7({
      productCategory: 'PERS_LOANS',
      name: 'Personal Loan',
      lendingRates: [
        {
          lendingRateType: 'FIXED',
          rate: '0.0999',
          comparisonRate: '0.1099',
          additionalValue: 'P5Y',
          ...periodic,
          ...ANY_REPAYMENT,
          tiers: [
            {
              name: '$5,000 to $50,000',
              unitOfMeasure: 'DOLLAR',
              minimumValue: '5000.00',
              maximumValue: '50000.00',
            },
          ],
        },
        {
          lendingRateType: 'VARIABLE',
          rate: '0.1299',
          comparisonRate: '0.1399',
          calculationFrequency: 'P1D',
          ...periodic,
          ...ANY_REPAYMENT,
        },
      ],
      fees: [
        {
          name: 'Establishment fee',
          feeType: 'UPFRONT',
          feeMethodUType: 'fixedAmount',
          fixedAmount: { amount: '250.00' },
        },
        {
          name: 'Monthly loan service fee',
          feeType: 'PERIODIC',
          feeMethodUType: 'fixedAmount',
          fixedAmount: { amount: '10.00' },
          additionalValue: 'P1M',
        },
      ],
    }),
  },
  {
    label: 'constraints and eligibility: limits, a minimum income and age, residency and employment',
    category: 'CRED_AND_CHRG_CARDS',
    v4: v4Record({
      name: 'Classic Card',
      constraints: [
        { constraintType: 'MIN_LIMIT', additionalValue: '1000.00' },
        { constraintType: 'MAX_LIMIT', additionalValue: '25000.00' },
      ],
      eligibility: [
        { eligibilityType: 'MIN_AGE', additionalValue: '18' },
        { eligibilityType: 'MIN_INCOME', additionalValue: '35000' },
        {
          eligibilityType: 'RESIDENCY_STATUS',
          additionalValue: 'AU',
          additionalInfo: 'Australian residents',
        },
        { eligibilityType: 'EMPLOYMENT_STATUS', additionalInfo: 'Permanent employment' },
      ],
      fees: [{ name: 'Annual fee', feeType: 'PERIODIC', amount: '0.00', additionalValue: 'P1Y' }],
      lendingRates: [{ lendingRateType: 'PURCHASE', rate: '0.0999' }],
    }),
    v7: v7({
      name: 'Classic Card',
      constraints: [
        { constraintType: 'MIN_LIMIT', additionalValue: '1000.00' },
        { constraintType: 'MAX_LIMIT', additionalValue: '25000.00' },
      ],
      eligibility: [
        { eligibilityType: 'MIN_AGE', additionalValue: '18' },
        { eligibilityType: 'MIN_INCOME', additionalValue: '35000' },
        {
          eligibilityType: 'RESIDENCY_STATUS',
          additionalValue: 'AU',
          additionalInfo: 'Australian residents',
        },
        { eligibilityType: 'EMPLOYMENT_STATUS', additionalInfo: 'Permanent employment' },
      ],
      fees: [
        {
          name: 'Annual fee',
          feeType: 'PERIODIC',
          feeMethodUType: 'fixedAmount',
          fixedAmount: { amount: '0.00' },
          additionalValue: 'P1Y',
        },
      ],
      lendingRates: [{ lendingRateType: 'PURCHASE', rate: '0.0999', ...periodic, ...ANY_REPAYMENT }],
    }),
  },
  {
    label: 'card art and additional information with extra links',
    category: 'CRED_AND_CHRG_CARDS',
    v4: v4Record({
      name: 'Platinum Mastercard',
      applicationUri: 'https://www.example.com.au/apply',
      cardArt: [{ title: 'Platinum Mastercard', imageUri: 'https://www.example.com.au/art.png' }],
      additionalInformation: {
        overviewUri: 'https://www.example.com.au/product',
        termsUri: 'https://www.example.com.au/terms.pdf',
        feesAndPricingUri: 'https://www.example.com.au/fees',
        additionalOverviewUris: [
          { description: 'Rewards', additionalInfoUri: 'https://www.example.com.au/rewards' },
        ],
      },
      fees: [{ name: 'Annual fee', feeType: 'PERIODIC', amount: '249.00', additionalValue: 'P1Y' }],
      lendingRates: [{ lendingRateType: 'PURCHASE', rate: '0.2074' }],
    }),
    v5: {
      ...detail({
        name: 'Platinum Mastercard',
        applicationUri: 'https://www.example.com.au/apply',
        additionalInformation: {
          overviewUri: 'https://www.example.com.au/product',
          termsUri: 'https://www.example.com.au/terms.pdf',
          feesAndPricingUri: 'https://www.example.com.au/fees',
          additionalOverviewUris: [
            { description: 'Rewards', additionalInfoUri: 'https://www.example.com.au/rewards' },
          ],
        },
        fees: [{ name: 'Annual fee', feeType: 'PERIODIC', amount: '249.00', additionalValue: 'P1Y' }],
        lendingRates: [{ lendingRateType: 'PURCHASE', rate: '0.2074' }],
      } as Partial<CdrProductDetail>),
      cardArt: [
        {
          cardScheme: 'MASTERCARD',
          cardType: 'CREDIT',
          title: 'Platinum Mastercard',
          imageUri: 'https://www.example.com.au/art.png',
        },
      ],
    },
    v7: v7({
      name: 'Platinum Mastercard',
      applicationUri: 'https://www.example.com.au/apply',
      cardArt: [
        {
          cardScheme: 'MASTERCARD',
          cardType: 'CREDIT',
          title: 'Platinum Mastercard',
          imageUri: 'https://www.example.com.au/art.png',
        },
      ],
      additionalInformation: {
        overviewUri: 'https://www.example.com.au/product',
        termsUri: 'https://www.example.com.au/terms.pdf',
        feesAndPricingUri: 'https://www.example.com.au/fees',
        additionalOverviewUris: [
          { description: 'Rewards', additionalInfoUri: 'https://www.example.com.au/rewards' },
        ],
      },
      fees: [
        {
          name: 'Annual fee',
          feeType: 'PERIODIC',
          feeMethodUType: 'fixedAmount',
          fixedAmount: { amount: '249.00' },
          additionalValue: 'P1Y',
        },
      ],
      lendingRates: [{ lendingRateType: 'PURCHASE', rate: '0.2074', ...periodic, ...ANY_REPAYMENT }],
    }),
  },
];

describe('a product reads into the same site records in every version', () => {
  describe.each(CASES)('$label', ({ category, v4, v5, v7: latest, v7Only }) => {
    const forms: [string, Json, DetailVersion][] = [
      ['5', v5 ?? asVersion5(v4), 5],
      ...(v7Only ? [] : ([['6', latest, 6]] as [string, Json, DetailVersion][])),
      ['7', latest, 7],
    ];

    test.each(forms)('version %s', (_version, record, version) => {
      const expected = siteRecords(category, read(v4, snapshotRecordVersion(v4)));
      expect(siteRecords(category, read(record, version))).toBe(expected);
    });
  });
});

/** The Neo card's fees in version 7: each limit's monthly fee its own fixed-amount fee. */
function neoCardV7(): Json {
  const v3 = NEO_CARD_V3 as unknown as Json & { fees: Json[] };
  const shared = v3.fees[4] as Json & { discounts: Json[] };
  const waiverWords = (shared.discounts[0] as { eligibility: Json[] }).eligibility;
  const monthlyFee = (dollars: number): Json => ({
    name: 'Monthly fee',
    feeType: 'PERIODIC',
    feeMethodUType: 'fixedAmount',
    fixedAmount: { amount: `${dollars}.00` },
    currency: 'AUD',
    additionalValue: 'P1M',
    additionalInfo: shared.additionalInfo,
    discounts: [
      {
        description: `$${dollars} monthly fee waiver.`,
        discountType: 'ELIGIBILITY_ONLY',
        discountMethodUType: 'rateBased',
        rateBased: { rateType: 'FEE', rate: '1.00' },
        eligibility: waiverWords,
      },
    ],
  });
  const infoOf = (index: number): unknown => v3.fees[index]?.additionalInfo;
  return {
    ...v3,
    fees: [
      {
        name: 'Additional cardholder fee',
        feeType: 'PERIODIC',
        feeMethodUType: 'fixedAmount',
        fixedAmount: { amount: '0.00' },
        currency: 'AUD',
        additionalValue: 'P1Y',
        additionalInfo: infoOf(0),
      },
      {
        name: 'Late payment fee',
        feeType: 'LATE_PAYMENT',
        feeMethodUType: 'fixedAmount',
        fixedAmount: { amount: '0.00' },
        currency: 'AUD',
        additionalInfo: infoOf(1),
      },
      {
        name: 'Emergency issue/ lost/ replacement card fee',
        feeType: 'REPLACEMENT',
        feeMethodUType: 'fixedAmount',
        fixedAmount: { amount: '20.00' },
        currency: 'AUD',
        additionalInfo: infoOf(2),
      },
      {
        name: 'International transaction fee (Mastercard transactions)',
        feeType: 'TRANSACTION',
        feeMethodUType: 'rateBased',
        rateBased: { rateType: 'TRANSACTION', rate: '0.00' },
        currency: 'AUD',
        additionalInfo: infoOf(3),
      },
      monthlyFee(15),
      monthlyFee(20),
      monthlyFee(25),
    ],
    lendingRates: [{ lendingRateType: 'PURCHASE', rate: '0.0', ...periodic, ...ANY_REPAYMENT }],
  };
}

interface CardFigures {
  name: string;
  annualFeeCents: number;
  monthlyFeeCents: number | null;
  limit: number | null;
}

function cardFigures(record: CdrProductDetail): CardFigures[] {
  const files = importOf('CRED_AND_CHRG_CARDS', record).files;
  return normaliseCreditCards(files['credit-cards.json'], []).cards.map((card) => ({
    name: card.name,
    annualFeeCents: card.annualFeeCents,
    monthlyFeeCents: card.monthlyFeeCents,
    limit: card.limitTier,
  }));
}

describe('the CommBank Neo Card, priced by credit limit', () => {
  const byHand: CardFigures[] = [
    {
      name: 'CommBank Neo Card ($1,000 limit)',
      annualFeeCents: 15 * 12 * 100,
      monthlyFeeCents: 1500,
      limit: 1000,
    },
    {
      name: 'CommBank Neo Card ($2,000 limit)',
      annualFeeCents: 20 * 12 * 100,
      monthlyFeeCents: 2000,
      limit: 2000,
    },
    {
      name: 'CommBank Neo Card ($3,000 limit)',
      annualFeeCents: 25 * 12 * 100,
      monthlyFeeCents: 2500,
      limit: 3000,
    },
  ];

  test('as published in 2024: one card per limit, $180, $240 and $300 a year', () => {
    expect(snapshotRecordVersion(NEO_CARD_V3)).toBe(3);
    expect(cardFigures(read(NEO_CARD_V3, 3))).toEqual(byHand);
  });

  test.each<DetailVersion>([6, 7])(
    'in version %i, each limit its own fixed-amount fee: the same three cards',
    (version) => {
      expect(cardFigures(read(neoCardV7(), version))).toEqual(byHand);
    },
  );

  test('in version 7 every site record is the one of 2024', () => {
    expect(siteRecords('CRED_AND_CHRG_CARDS', read(neoCardV7(), 7))).toBe(
      siteRecords('CRED_AND_CHRG_CARDS', read(NEO_CARD_V3, 3)),
    );
  });
});
