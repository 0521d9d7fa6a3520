/** providers.json and the provider-level summary datasets. */
import type { ProviderIndustry } from '../data/raw-types';
import type { DataWarning, RecordContext } from './data-error';
import { DataError, warn } from './data-error';
import { durationTextToMonths } from './durations';
import {
  centsFromDollars,
  flag,
  isoDate,
  list,
  optionalNumber,
  optionalText,
  readRecordMap,
  readRecords,
  requiredCentsFromDollars,
  text,
  asRecord,
} from './field-readers';
import { checkRateFraction, checkRateRange } from './rates';
import type {
  NormalisedAccountFeeProvider,
  NormalisedDepositProvider,
  NormalisedHomeLoanPackage,
  NormalisedHomeLoanProviders,
  NormalisedPersonalLoanProviders,
  NormalisedProvider,
  NormalisedProviderOverview,
} from './types';

type Raw = Record<string, unknown>;

const PROVIDER_ID = /^\d{5}$/;

function identity(context: RecordContext, record: Raw): { id: string; name: string; urlSlug: string } {
  const id = text(context, record, 'id');
  if (!PROVIDER_ID.test(id))
    throw new DataError(context.dataset, context.recordId, `id "${id}" is not a five-digit provider id`);
  return { id, name: text(context, record, 'name'), urlSlug: text(context, record, 'urlSlug') };
}

function flags(
  context: RecordContext,
  record: Raw,
): { popular: boolean; big4: boolean; participant: boolean } {
  return {
    popular: flag(context, record, 'popular'),
    big4: flag(context, record, 'big4'),
    participant: flag(context, record, 'participant'),
  };
}

/** A min/max pair of rates: sentinels become null, a swapped pair is put right with a warning. */
function rateRange(context: RecordContext, record: Raw): { minRate: number | null; maxRate: number | null } {
  const range = checkRateRange(
    optionalNumber(context, record, 'minRate'),
    optionalNumber(context, record, 'maxRate'),
  );
  for (const correction of range.corrections) warn(context, 'minRate/maxRate', correction);
  return { minRate: range.min, maxRate: range.max };
}

/** The provider files store the foreign transaction fee as a percentage number (3 = 3%). */
function fxFeeFromPercent(context: RecordContext, record: Raw): number | null {
  const percent = optionalNumber(context, record, 'minFxFee');
  if (percent === null) return null;
  if (percent < 0 || percent > 20) {
    warn(context, 'minFxFee', `foreign transaction fee ${percent}% is implausible and was dropped`);
    return null;
  }
  return Math.round(percent * 1e4) / 1e6;
}

const INDUSTRIES: readonly ProviderIndustry[] = ['banking', 'non-bank-lending'];

/** The provider's CDR Register industries; a file from before they were recorded means banking. */
function providerIndustries(context: RecordContext, record: Raw): ProviderIndustry[] {
  if (record.industries === undefined) return ['banking'];
  const values = list(context, record, 'industries');
  const industries = INDUSTRIES.filter((industry) => values.includes(industry));
  if (industries.length === 0 || industries.length !== values.length) {
    throw new DataError(
      context.dataset,
      context.recordId,
      `industries ${JSON.stringify(values)} must name banking and/or non-bank-lending`,
    );
  }
  return industries;
}

export function normaliseProviders(raw: unknown, warnings: DataWarning[]): NormalisedProvider[] {
  return readRecords('providers', raw, warnings, (context, record) => ({
    ...identity(context, record),
    ...flags(context, record),
    bank: flag(context, record, 'bank'),
    industries: providerIndustries(context, record),
    overview: text(context, record, 'overview'),
    advantages: text(context, record, 'advantages'),
    security: text(context, record, 'security'),
    service: text(context, record, 'service'),
    hasCreditCards: flag(context, record, 'hasCreditCards'),
    hasHomeLoans: flag(context, record, 'hasHomeLoans'),
    hasPersonalLoans: flag(context, record, 'hasPersonalLoans'),
    hasCarLoans: flag(context, record, 'hasCarLoans'),
    hasTermDeposits: flag(context, record, 'hasTermDeposits'),
    hasBankAccounts: flag(context, record, 'hasBankAccounts'),
    hasSavingsAccounts: flag(context, record, 'hasSavingsAccounts'),
    abn: optionalText(context, record, 'abn'),
    website: optionalText(context, record, 'website'),
    cdrBrandId: text(context, record, 'cdrBrandId'),
  }));
}

export function normaliseProviderOverview(
  raw: unknown,
  warnings: DataWarning[],
): NormalisedProviderOverview[] {
  return readRecords('provider-overview', raw, warnings, (context, record) => ({
    ...identity(context, record),
    ...flags(context, record),
    ...rateRange(context, record),
    minMonthlyFeeCents: centsFromDollars(context, record, 'minMonthlyFee'),
    minFxFee: fxFeeFromPercent(context, record),
    hasProduct: flag(context, record, 'hasProduct'),
  }));
}

export function normaliseDepositProviders(
  dataset: string,
  raw: unknown,
  warnings: DataWarning[],
): NormalisedDepositProvider[] {
  return readRecords(dataset, raw, warnings, (context, record) => ({
    ...identity(context, record),
    ...flags(context, record),
    ...rateRange(context, record),
    hasProduct: flag(context, record, 'hasProduct'),
  }));
}

export function normaliseAccountFeeProviders(
  dataset: string,
  raw: unknown,
  warnings: DataWarning[],
): NormalisedAccountFeeProvider[] {
  return readRecords(dataset, raw, warnings, (context, record) => ({
    ...identity(context, record),
    ...rateRange(context, record),
    minMonthlyFeeCents: centsFromDollars(context, record, 'minMonthlyFee'),
    minFxFee: fxFeeFromPercent(context, record),
    hasProduct: flag(context, record, 'hasProduct'),
  }));
}

function singleRate(context: RecordContext, record: Raw, field: string): number | null {
  const checked = checkRateFraction(optionalNumber(context, record, field));
  if (checked.correction !== null) warn(context, field, checked.correction);
  return checked.value;
}

function homeLoanPackage(context: RecordContext, value: unknown): NormalisedHomeLoanPackage {
  const record = asRecord(context, value);
  const frequency = text(context, record, 'pfFreq');
  const months = durationTextToMonths(frequency);
  if (months === null || months <= 0) {
    throw new DataError(context.dataset, context.recordId, `package pfFreq "${frequency}" is not a duration`);
  }
  return {
    packageId: text(context, record, 'packageId'),
    name: text(context, record, 'name'),
    nameLong: text(context, record, 'nameLong'),
    urlSlug: text(context, record, 'urlSlug'),
    packageFeeCents: requiredCentsFromDollars(context, record, 'packageFee'),
    feeEveryMonths: months,
    description: optionalText(context, record, 'description'),
  };
}

export function normaliseHomeLoanProviders(
  raw: unknown,
  warnings: DataWarning[],
): NormalisedHomeLoanProviders {
  const dataset = 'home-loan-providers';
  const top = asRecord({ dataset, recordId: '(file)', warnings }, raw);
  const asOf = isoDate({ dataset, recordId: '(file)', warnings }, top, 'o');
  const providers = readRecordMap(dataset, top.r, warnings, (context, record) => ({
    ...identity(context, record),
    ...flags(context, record),
    minRate: singleRate(context, record, 'minRate'),
    minComparisonRate: singleRate(context, record, 'minComparisonRate'),
    maxCashBackCents: centsFromDollars(context, record, 'maxCashBack') ?? 0,
    maxCashBackRefinanceCents: centsFromDollars(context, record, 'maxCashBackRefinance') ?? 0,
    hasProduct: flag(context, record, 'hasProduct'),
    finspoPanel: flag(context, record, 'finspoPanel'),
    packages: list(context, record, 'hlPackages').map((item) => homeLoanPackage(context, item)),
  }));
  return { asOf, providers };
}

function loanAmount(context: RecordContext, record: Raw, field: string): number | null {
  const amount = optionalNumber(context, record, field);
  if (amount !== null && amount < 0)
    throw new DataError(context.dataset, context.recordId, `${field}: negative amount ${amount}`);
  return amount;
}

export function normalisePersonalLoanProviders(
  raw: unknown,
  warnings: DataWarning[],
): NormalisedPersonalLoanProviders {
  const dataset = 'personal-loan-providers';
  const top = asRecord({ dataset, recordId: '(file)', warnings }, raw);
  const versions = list({ dataset, recordId: '(file)', warnings }, top, 'versions').map((value, index) => {
    const versionContext: RecordContext = { dataset, recordId: `version ${index}`, warnings };
    const version = asRecord(versionContext, value);
    const asOf = isoDate(versionContext, version, 'asOf');
    const providers = readRecordMap(`${dataset} ${asOf}`, version.r, warnings, (context, record) => {
      let minLoanAmount = loanAmount(context, record, 'minLoanAmount');
      let maxLoanAmount = loanAmount(context, record, 'maxLoanAmount');
      if (minLoanAmount !== null && maxLoanAmount !== null && minLoanAmount > maxLoanAmount) {
        warn(context, 'minLoanAmount/maxLoanAmount', 'min above max; swapped');
        [minLoanAmount, maxLoanAmount] = [maxLoanAmount, minLoanAmount];
      }
      return {
        ...identity(context, record),
        ...flags(context, record),
        hasProduct: flag(context, record, 'hasProduct'),
        minRate: singleRate(context, record, 'minRate'),
        minRateComparisonRate: singleRate(context, record, 'minRateComparisonRate'),
        maxLoanAmount,
        minLoanAmount,
      };
    });
    return { asOf, providers };
  });
  const dates = versions.map((version) => version.asOf);
  if (dates.some((date, i) => i > 0 && date >= (dates[i - 1] ?? ''))) {
    throw new DataError(dataset, '(file)', `versions must be newest first, got ${dates.join(', ')}`);
  }
  return { versions };
}
