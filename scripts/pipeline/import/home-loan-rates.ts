/**
 * Home-loan lendingRates exploded into one row per (rate type, fixed term, repayment, purpose,
 * LVR band, loan-size band). Missing repayment or purpose fields are read from the row's words or
 * the product name when they say it plainly.
 */
import type { RawHomeLoanRate } from '../../../src/domain/data/raw-types';
import type { CdrLendingRate, CdrTier } from './cdr-types';
import { canonicalEnum, parseAmount, parseRate } from './cdr-values';
import { durationTextToMonths } from '../../../src/domain/normalise/durations';
import { impliedFollowOnRate, impliedMonthlyFee } from '../../../src/domain/home-loans/implied-follow-on';
import {
  compared,
  fallsShortOfPublished,
  homeLoanComparisonRate,
  type ImportedHomeLoanFees,
} from '../../../src/domain/finance/imported-comparison-check';

/** Published home-loan rates sit between 2% and 15% p.a.; anything outside is a data defect. */
const LOWEST_RATE = 0.02;
const HIGHEST_RATE = 0.15;
/** Banks write "no upper limit" as 99,999,999 and similar. */
const OPEN_AMOUNT = 50_000_000;

export interface ExplodedRates {
  rows: RawHomeLoanRate[];
  /** Why rows were left out, e.g. `DISCOUNT rows` or `no loan purpose`. */
  skipped: string[];
}

function tierNumber(value: CdrTier['minimumValue']): number | null {
  return typeof value === 'number' ? value : parseAmount(value ?? null);
}

function lvrBounds(tiers: CdrTier[]): { lvrMin: number | null; lvrMax: number | null } {
  const tier = tiers.find((t) => canonicalEnum(t.unitOfMeasure ?? '') === 'PERCENT');
  if (!tier) return { lvrMin: null, lvrMax: null };
  const min = tierNumber(tier.minimumValue);
  const max = tierNumber(tier.maximumValue);
  // LVR tiers are percentages (80 = 80%); a few banks already give fractions (0.8).
  const scale = (max ?? min ?? 0) > 1.5 ? 100 : 1;
  return {
    lvrMin: min === null || min <= 0 ? null : Math.round((min / scale) * 1e4) / 1e4,
    lvrMax: max === null ? null : Math.round((max / scale) * 1e4) / 1e4,
  };
}

/** Numbers between 10% and 100% only: anything else next to "LVR" is not a ratio. */
function lvrPercent(text: string | undefined): number | null {
  const value = Number(text);
  return Number.isFinite(value) && value >= 10 && value <= 100 ? Math.round((value / 100) * 1e4) / 1e4 : null;
}

/**
 * LVR bands written in words, e.g. `LVR < 80%`, `LVR >80% to <90%`, `LVR 60.01%-70%`; only read
 * when the text names the LVR, so other percentages are never mistaken for one.
 */
export function lvrFromText(text: string): { lvrMin: number | null; lvrMax: number | null } | null {
  if (!/\bLVR\b|loan[\s-]to[\s-]valu/i.test(text)) return null;
  const range = /(\d{2}(?:\.\d+)?)\s*%?\s*(?:-|–|to)\s*(\d{2,3}(?:\.\d+)?)\s*%/.exec(text);
  if (range) {
    const low = lvrPercent(range[1]);
    const high = lvrPercent(range[2]);
    if (low !== null && high !== null && low < high) return { lvrMin: low, lvrMax: high };
  }
  const upper = /(?:<=|≤|<|up to|below|under|less than|maximum of|max)\s*(\d{2,3}(?:\.\d+)?)\s*%?/i.exec(
    text,
  );
  const lower = /(?:>=|≥|>|above|over|greater than|more than)\s*(\d{2,3}(?:\.\d+)?)\s*%?/i.exec(text);
  const lvrMax = lvrPercent(upper?.[1]);
  const lvrMin = lvrPercent(lower?.[1]);
  if (lvrMax === null && lvrMin === null) return null;
  if (lvrMax !== null && lvrMin !== null && lvrMin >= lvrMax) return null;
  return { lvrMin, lvrMax };
}

function amountBounds(tiers: CdrTier[]): { minLoanAmount: number | null; maxLoanAmount: number | null } {
  const tier = tiers.find((t) => canonicalEnum(t.unitOfMeasure ?? '') === 'DOLLAR');
  if (!tier) return { minLoanAmount: null, maxLoanAmount: null };
  const min = tierNumber(tier.minimumValue);
  const max = tierNumber(tier.maximumValue);
  return {
    minLoanAmount: min === null || min <= 1 ? null : min,
    maxLoanAmount: max === null || max >= OPEN_AMOUNT ? null : max,
  };
}

function repaymentOf(row: CdrLendingRate, words: string): RawHomeLoanRate['repayment'] {
  const stated = canonicalEnum(row.repaymentType ?? '');
  if (stated === 'INTEREST_ONLY') return 'interest-only';
  if (stated === 'PRINCIPAL_AND_INTEREST') return 'principal-and-interest';
  return /interest[\s-]+only|\bIO\b/i.test(words) ? 'interest-only' : 'principal-and-interest';
}

function purposeOf(row: CdrLendingRate, words: string): RawHomeLoanRate['purpose'] | null {
  const stated = canonicalEnum(row.loanPurpose ?? '');
  if (stated === 'OWNER_OCCUPIED') return 'owner-occupier';
  if (stated === 'INVESTMENT') return 'investment';
  const investment = /invest|\bINV\b/i.test(words);
  const owner = /owner|\bOO\b|live[\s-]in/i.test(words);
  if (investment === owner) return null;
  return investment ? 'investment' : 'owner-occupier';
}

function fixedMonthsOf(row: CdrLendingRate, productName: string, tiers: CdrTier[]): number | null {
  const fromValue = durationTextToMonths(row.additionalValue);
  if (fromValue !== null && fromValue > 0) return fromValue;
  const monthTier = tiers.find((t) => canonicalEnum(t.unitOfMeasure ?? '') === 'MONTH');
  const tierMax = monthTier ? tierNumber(monthTier.maximumValue) : null;
  if (tierMax !== null && tierMax > 0 && tierMax <= 180) return tierMax;
  const years =
    /(\d{1,2})\s*(?:-\s*)?(?:year|yr)s?\s+fixed|fixed\s+(?:rate\s+)?(\d{1,2})\s*(?:year|yr)/i.exec(
      `${row.additionalInfo ?? ''} ${productName}`,
    );
  const count = Number(years?.[1] ?? years?.[2] ?? 0);
  return count > 0 ? count * 12 : null;
}

function rowKey(row: RawHomeLoanRate): string {
  return JSON.stringify(row);
}

function compareRows(a: RawHomeLoanRate, b: RawHomeLoanRate): number {
  const order = (row: RawHomeLoanRate): (string | number)[] => [
    row.purpose,
    row.repayment,
    row.rateType,
    row.fixedMonths ?? 0,
    row.lvrMin ?? 0,
    row.lvrMax ?? 2,
    row.minLoanAmount ?? 0,
    row.rate,
    row.comparisonRate ?? 0,
  ];
  const left = order(a);
  const right = order(b);
  for (let i = 0; i < left.length; i += 1) {
    const x = left[i] as string | number;
    const y = right[i] as string | number;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

export function explodeHomeLoanRates(rates: CdrLendingRate[], productName: string): ExplodedRates {
  const rows = new Map<string, RawHomeLoanRate>();
  const skipped: string[] = [];
  for (const row of rates) {
    const type = canonicalEnum(row.lendingRateType);
    if (type !== 'VARIABLE' && type !== 'FIXED') {
      skipped.push(`${type} rows`);
      continue;
    }
    // Version 6 on: OTHER names a repayment type or purpose that is neither of the two compared.
    if (
      canonicalEnum(row.repaymentType ?? '') === 'OTHER' ||
      canonicalEnum(row.loanPurpose ?? '') === 'OTHER'
    ) {
      skipped.push('rows for another repayment type or loan purpose');
      continue;
    }
    if (canonicalEnum(row.interestPaymentDue ?? '') === 'IN_ADVANCE') {
      skipped.push('interest-in-advance rows');
      continue;
    }
    const rate = parseRate(row.rate)?.value;
    if (rate === undefined || rate < LOWEST_RATE || rate > HIGHEST_RATE) {
      skipped.push('rate outside 2%-15%');
      continue;
    }
    const words = `${row.additionalInfo ?? ''} ${productName}`;
    const purpose = purposeOf(row, words);
    if (purpose === null) {
      skipped.push('no loan purpose');
      continue;
    }
    const tiers = row.tiers ?? [];
    const fixedMonths = type === 'FIXED' ? fixedMonthsOf(row, productName, tiers) : null;
    if (type === 'FIXED' && fixedMonths === null) {
      skipped.push('fixed rate without a term');
      continue;
    }
    if (
      /construction/i.test(`${row.additionalInfo ?? ''} ${row.additionalValue ?? ''}`) &&
      !/construction/i.test(productName)
    ) {
      skipped.push('construction-loan rows');
      continue;
    }
    const comparison = parseRate(row.comparisonRate)?.value ?? null;
    const tierLvr = lvrBounds(tiers);
    const lvr =
      tierLvr.lvrMin !== null || tierLvr.lvrMax !== null
        ? tierLvr
        : (lvrFromText(`${row.additionalValue ?? ''} ${row.additionalInfo ?? ''}`) ??
          lvrFromText(productName) ??
          tierLvr);
    const amounts = amountBounds(tiers);
    const exploded: RawHomeLoanRate = {
      rateType: type === 'FIXED' ? 'fixed' : 'variable',
      fixedMonths,
      repayment: repaymentOf(row, words),
      purpose,
      rate,
      comparisonRate:
        comparison !== null && comparison >= LOWEST_RATE && comparison <= HIGHEST_RATE ? comparison : null,
      ...lvr,
      // Loan-size bands are rare; leaving the keys out when open keeps products-hl.json small.
      ...(amounts.minLoanAmount !== null ? { minLoanAmount: amounts.minLoanAmount } : {}),
      ...(amounts.maxLoanAmount !== null ? { maxLoanAmount: amounts.maxLoanAmount } : {}),
    };
    rows.set(rowKey(exploded), exploded);
  }
  return { rows: [...rows.values()].sort(compareRows), skipped };
}

/** The fees a row is costed with: the packaged product's, or its own without the package. */
export interface RowFees {
  withPackage: ImportedHomeLoanFees;
  /** Null when the product has no package. */
  withoutPackage: ImportedHomeLoanFees | null;
}

const feesOf = (row: RawHomeLoanRate, fees: RowFees): ImportedHomeLoanFees =>
  row.withoutPackage === true && fees.withoutPackage !== null ? fees.withoutPackage : fees.withPackage;

/** How far, in percentage points, the row's published comparison rate is from the one these fees give. */
function gapWith(row: RawHomeLoanRate, rows: RawHomeLoanRate[], fees: ImportedHomeLoanFees): number | null {
  if (row.comparisonRate === null) return null;
  return compared(row.comparisonRate, homeLoanComparisonRate(row, rows, fees)).differencePercentagePoints;
}

/**
 * A packaged product often publishes rates for borrowers with and without its package in one
 * record: a row whose published comparison rate the package's fees overshoot by more than 0.05
 * points, and the product's fees without the package reproduce within 0.05, is a rate without the
 * package, marked `withoutPackage`. The key is left out when false.
 */
export function withPackageChoice(rows: RawHomeLoanRate[], fees: RowFees): RawHomeLoanRate[] {
  const without = fees.withoutPackage;
  if (without === null) return rows;
  return rows.map((row) => {
    const packaged = gapWith(row, rows, fees.withPackage);
    const unpackaged = gapWith(row, rows, without);
    const overshoots = packaged !== null && packaged > 0.05 + 1e-9;
    return overshoots && unpackaged !== null && Math.abs(unpackaged) <= 0.05 + 1e-9
      ? { ...row, withoutPackage: true }
      : row;
  });
}

/**
 * Each fixed or interest-only row with the follow-on rate its comparison rate implies with the
 * row's fees (`src/domain/home-loans/implied-follow-on.ts`); the key is left out when there is none.
 */
export function withImpliedFollowOnRates(rows: RawHomeLoanRate[], fees: RowFees): RawHomeLoanRate[] {
  return rows.map((row) => {
    const implied = impliedFollowOnRate(row, feesOf(row, fees));
    return implied === null ? row : { ...row, impliedFollowOnRate: implied };
  });
}

/**
 * Each row whose published comparison rate its imported fees fall more than 0.05 points short of,
 * marked `feesIncomplete` (the lender charges fees its fee list does not show); fixed and
 * interest-only rows are worked through to the product's own variable rate, and are left unmarked
 * without one. The key is left out when false.
 */
export function withFeesIncomplete(rows: RawHomeLoanRate[], fees: RowFees): RawHomeLoanRate[] {
  return rows.map((row) => {
    if (!fallsShortOfPublished(gapWith(row, rows, feesOf(row, fees)))) return row;
    const monthly = impliedMonthlyFee(row, feesOf(row, fees));
    return { ...row, feesIncomplete: true, ...(monthly === null ? {} : { impliedMonthlyFee: monthly }) };
  });
}
