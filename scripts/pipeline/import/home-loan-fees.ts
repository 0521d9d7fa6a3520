/**
 * Home-loan fees reduced to the four numbers people compare: what it costs to start the loan, to
 * keep it each year, to leave it, and whether it is sold with a package. Banks list dozens of
 * conditional fees (valuations, top-ups, splits, titles); only the standard ones count here.
 */
import type { CdrFee } from './cdr-types';
import { canonicalEnum, parseAmount } from './cdr-values';
import { parseDuration, durationInMonths } from '../../../src/domain/normalise/durations';

/**
 * Fees only some borrowers pay. "Switch" is a product switch, except in a "processing and switch"
 * fee, which is the processing fee of every new loan; a settlement cheque fee is for cheques beyond
 * the ones settlement needs; a broker's or other channel's fee is paid only on loans taken out
 * through it (Adelaide Bank's "Smart Fit Go-Between Application fee").
 */
const CONDITIONAL =
  /top.?up|construction|split|progressive|second|existing|(?<!processing and )switch|additional|variation|increase|bridging|valuation|legal|registration|lmi|insurance|guarantee|rate lock|solicitor|per additional|refinanc|document|title|search|pexa|agent|notice|land|vacant|discharge|emoney|each|redraw|arrears|dishonour|late|emergency|manual|repeat|re-?issue|certificate|consent|off the plan|subsequent|partial|cheque|substitut|broker|go.?between|introducer/i;
const START_FEE = /application|establishment|set[\s-]?up|approval/i;
/** A processing fee is charged beside the application fee, not instead of it (Qantas Money lists both). */
const PROCESSING_FEE = /processing/i;
/** A fee's words saying nobody pays it at present: Bendigo's "Security Processing Fee (Currently Waived)". */
const CURRENTLY_WAIVED = /currently waived|waived until|waived for a limited/i;
const SETTLEMENT_FEE = /settlement/i;
const ONGOING_FEE =
  /annual|monthly|service|account keeping|package|administration|loan fee|account fee|maintenance|periodic|ongoing|keeping/i;
const NOT_ONGOING =
  /package|paper|statement|arrears|custody|dormant|redraw|offset|late|dishonour|notice|letter|insurance|valuation|search|switch|split/i;
const EXIT_FEE = /discharge|termination|closure|exit|dishcharge/i;
const NOT_EXIT =
  /additional|per additional|registration|pexa|early|break|\bera\b|\berf\b|second|each|title|settlement agent|solicitor|attendance|courier|search|production|cheque|partial/i;
const PACKAGE_FEE = /package/i;

function fixedAmount(fee: CdrFee): number | null {
  const amount = parseAmount(fee.amount);
  return amount !== null && amount >= 0 && amount < 20_000 ? amount : null;
}

/** Months between charges; monthly when the name says so, otherwise yearly. */
function periodMonths(fee: CdrFee): number {
  const duration = parseDuration(fee.additionalValue);
  if (duration !== null) {
    const months = durationInMonths(duration);
    if (months > 0 && months <= 12) return months;
  }
  return /month/i.test(`${fee.name} ${fee.additionalValue ?? ''}`) ? 1 : 12;
}

function maxOrZero(values: number[]): number {
  return values.length === 0 ? 0 : Math.max(...values);
}

/**
 * Application/establishment, processing and settlement fees: what a standard new loan pays up
 * front, the largest of each kind (banks list variants of one fee). Pass the fees a borrower pays
 * (see `feesPaidWithPackage`).
 */
export function homeLoanStartFee(fees: CdrFee[]): number {
  const starts: number[] = [];
  const processing: number[] = [];
  const settlements: number[] = [];
  for (const fee of fees) {
    const type = canonicalEnum(fee.feeType);
    if (type === 'PERIODIC' || type === 'EXIT' || CONDITIONAL.test(fee.name) || PACKAGE_FEE.test(fee.name))
      continue;
    if (CURRENTLY_WAIVED.test(`${fee.additionalValue ?? ''} ${fee.additionalInfo ?? ''}`)) continue;
    const amount = fixedAmount(fee);
    if (amount === null) continue;
    if (SETTLEMENT_FEE.test(fee.name)) settlements.push(amount);
    else if (START_FEE.test(fee.name)) starts.push(amount);
    else if (PROCESSING_FEE.test(fee.name)) processing.push(amount);
  }
  return maxOrZero(starts) + maxOrZero(processing) + maxOrZero(settlements);
}

/**
 * The largest ongoing fee, turned into dollars a year (a $10 monthly fee is $120). Package fees are
 * left out: they belong to the package (see `homeLoanPackageFee`), which usually waives this fee.
 */
export function homeLoanAnnualFee(fees: CdrFee[]): number {
  const yearly: number[] = [];
  for (const fee of fees) {
    const type = canonicalEnum(fee.feeType);
    if (type === 'EXIT' || !ONGOING_FEE.test(fee.name) || NOT_ONGOING.test(fee.name)) continue;
    if (type !== 'PERIODIC' && !/annual|monthly/i.test(fee.name)) continue;
    const amount = fixedAmount(fee);
    if (amount === null) continue;
    yearly.push(Math.round(((amount * 12) / periodMonths(fee)) * 100) / 100);
  }
  return maxOrZero(yearly);
}

export function homeLoanDischargeFee(fees: CdrFee[]): number {
  const amounts = fees
    .filter((fee) => EXIT_FEE.test(fee.name) && !NOT_EXIT.test(fee.name))
    .map(fixedAmount)
    .filter((amount): amount is number => amount !== null);
  return maxOrZero(amounts);
}

/** A fee's own words saying the package waives it: "Waived for Freedom Package loans". */
const WAIVED_BY_PACKAGE = /waived (?:for|on|under|with|while)\b[^.]*\bpackage/i;
/** A discount's words naming a package and saying it waives the fee. */
const PACKAGE_DISCOUNT = /package/i;
const WAIVES = /waive|not payable|does not apply|no .*fee/i;

/**
 * Whether a package waives this fee: the fee's words say so, or it lists a discount for package
 * holders that takes the whole fee off (`feeRate` 1, or the fee's full amount) or says it waives it.
 * CommBank's Loan Service Fee lists such a discount ("waived every month while your eligible home
 * loan participates in a home loan package"), and its published package rates reproduce only
 * without the fee.
 */
export function waivedByPackage(fee: CdrFee): boolean {
  if (PACKAGE_FEE.test(fee.name)) return false;
  if (WAIVED_BY_PACKAGE.test(`${fee.additionalValue ?? ''} ${fee.additionalInfo ?? ''}`)) return true;
  const amount = parseAmount(fee.amount);
  return (fee.discounts ?? []).some((discount) => {
    const words = [
      discount.description,
      discount.additionalValue,
      discount.additionalInfo,
      ...(discount.eligibility ?? []).map((item) => item.additionalInfo),
    ].join(' ');
    if (!PACKAGE_DISCOUNT.test(words)) return false;
    const share = parseAmount(discount.feeRate);
    const off = parseAmount(discount.amount);
    const whole =
      (share !== null && share >= 1) || (amount !== null && off !== null && off >= amount && off > 0);
    return whole || WAIVES.test(words);
  });
}

/**
 * The fees a borrower of a product sold with a package pays: the package's own fee is charged on
 * every such loan (`homeLoanPackageFee`), so the fees it waives are not. Without a package, all.
 */
export function feesPaidWithPackage(fees: CdrFee[], hasPackage: boolean): CdrFee[] {
  return hasPackage ? fees.filter((fee) => !waivedByPackage(fee)) : fees;
}

export interface PackageFee {
  /** Short name such as `Advantage Package`. */
  name: string;
  amount: number;
  pfFreq: string;
}

const FILLER_WORDS = new Set([
  'fee',
  'fees',
  'annual',
  'yearly',
  'hl',
  'the',
  'a',
  'and',
  'of',
  'administration',
  'loan',
  'loans',
]);

function titleCase(word: string): string {
  return word
    .split('/')
    .map((part) =>
      part.length <= 3 && part === part.toUpperCase()
        ? part
        : part.charAt(0).toUpperCase() + part.slice(1).toLowerCase(),
    )
    .join('/');
}

/** The name a package URL gives, e.g. `.../wealth-package.html` -> `Wealth Package`. */
export function packageNameInUris(uris: string[]): string | null {
  for (const uri of uris) {
    const match = /\/([a-z]+)-package/i.exec(uri);
    if (match?.[1]) return `${titleCase(match[1])} Package`;
  }
  return null;
}

export const GENERIC_PACKAGE_NAME = 'Home Loan Package';

/**
 * `Annual Advantage Package Fee` -> `Advantage Package`, `Home Package Plus Annual Fee` ->
 * `Home Package Plus`, `PACKAGE_FEE_-_FREEDOM_PACKAGE` -> `Freedom Package`. A fee named only
 * "package fee" takes its name from a package web address, else the generic name.
 */
export function packageName(fee: CdrFee, linkedUris: string[]): string {
  const tokens = fee.name
    .replace(/[_\-–]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const kept = tokens.filter((word, i) => {
    const lower = word.toLowerCase();
    if (lower === 'home' && /^loans?$/i.test(tokens[i + 1] ?? '')) return false;
    return !FILLER_WORDS.has(lower);
  });
  const last = kept.findLastIndex((word) => /^package$/i.test(word));
  const before = kept.slice(0, Math.max(last, 0)).filter((word) => !/^package$/i.test(word));
  const after = last === -1 ? [] : kept.slice(last + 1);
  if (before.length + after.length > 0) return [...before, 'Package', ...after].map(titleCase).join(' ');
  return packageNameInUris([fee.additionalInfoUri ?? '', ...linkedUris]) ?? GENERIC_PACKAGE_NAME;
}

/** A yearly package fee in the range packages are sold at ($100-$600), or null. */
export function homeLoanPackageFee(fees: CdrFee[], linkedUris: string[]): PackageFee | null {
  for (const fee of fees) {
    if (!PACKAGE_FEE.test(fee.name) || /increase|split|switch/i.test(fee.name)) continue;
    const amount = fixedAmount(fee);
    if (amount === null || amount < 100 || amount > 600) continue;
    const months = periodMonths(fee);
    return { name: packageName(fee, linkedUris), amount, pfFreq: months === 1 ? 'P1M' : 'P1Y' };
  }
  return null;
}
