/**
 * Which published fees enter a statutory comparison-rate example, and when they fall due.
 *
 * Regulation 100 counts every credit fee or charge that is ascertainable when the rate is
 * disclosed, other than government fees, charges and duties. CDR fee lists are free-form: the same
 * fee appears as UPFRONT, EVENT or EXIT, and lists mix in optional, event-driven and government
 * fees and fees of other products. So names, and a few unambiguous phrases in the fee's own text,
 * decide which fees a borrower in the example pays; amounts are never guessed.
 */
import type { ComparisonRateExampleKind, PeriodicFee } from './comparison-rate';
import { type CdrFee, isoDurationToMonths } from './comparison-rate-cdr';

/** When a counted fee is paid. */
export type FeeTiming =
  { kind: 'upfront' } | { kind: 'end' } | { kind: 'periodic'; everyMonths: number; firstDueMonth: number };

export interface ExampleFee {
  name: string;
  amountDollars: number;
  timing: FeeTiming;
}

/** Fees that enter the statutory example, in dollars. */
export interface ExampleFees {
  upfrontDollars: number;
  periodicFees: PeriodicFee[];
  dischargeDollars: number;
  /** Every counted fee with its timing, to explain or test a mismatch. */
  items: ExampleFee[];
  /** Published fees with an amount that were left out as optional, event-driven or another product's. */
  leftOut: ExampleFee[];
  /** Names of the fees counted, to explain a mismatch. */
  counted: string[];
}

export type FeeReading = { ok: true; fees: ExampleFees } | { ok: false; reason: string };

const MONTHLY_WORDS = /monthly|every month|each month|per month|a month|end of (each|every) month/i;
const YEARLY_WORDS = /annual|annually|yearly|every year|each year|per annum|anniversary/i;

/**
 * The months between charges of a periodic fee. Some banks write the period in words instead of
 * an ISO 8601 duration, or leave it out and say it in the fee's name or description.
 */
export function periodicFeeMonths(fee: CdrFee): number | null {
  const iso = isoDurationToMonths(fee.additionalValue);
  if (iso !== null) return iso;
  for (const text of [fee.additionalValue, fee.name, fee.additionalInfo]) {
    const words = (text ?? '').replace(/[_-]+/g, ' ');
    if (MONTHLY_WORDS.test(words)) return 1;
    if (YEARLY_WORDS.test(words)) return 12;
  }
  return null;
}

/** Government charges, which regulation 100 leaves out of the comparison rate. */
const GOVERNMENT_FEE = /government|stamp duty|registration|\breg\b|title|search|ppsr|land tax|lodg/i;

/**
 * Fees only some borrowers pay (construction, top-ups, guarantors, extra securities, optional
 * statements, arrears, property-dependent valuations, third-party costs): the statutory example
 * is a plain new loan with one security.
 */
const NOT_EVERY_BORROWER = new RegExp(
  [
    'top ?up',
    'increase',
    'further advance',
    'existing',
    'construct',
    'progress',
    'owner builder',
    'bridg',
    // A product switch; a "Processing and Switch Fee" is the processing fee of every new loan.
    '(?<!processing and )switch',
    'split',
    'restructur',
    'guarant',
    'consent',
    'second mortgage',
    'additional',
    'multiple securit',
    'per security',
    'trust deed',
    'master limit',
    'substitut',
    'variation',
    'vary',
    'redraw',
    'lock',
    'dishono',
    'arrear',
    'late',
    'default',
    'statement',
    'custody',
    'valuation',
    'valuer',
    'cheque',
    'rebook',
    'attendance',
    'partial',
    'non ?settlement',
    'self employed',
    'debt consolidation',
    'mortgage insurance',
    'reissue',
    'renegotiat',
    'recontract',
    'rework',
    'portab',
    're ?document',
    'refinance',
    'pexa',
    'at cost',
  ].join('|'),
  'i',
);

/** Fees of another product that some banks list on every product. */
const OTHER_PRODUCT: Readonly<Record<ComparisonRateExampleKind, RegExp>> = {
  homeLoan: /personal loan|car loan|overdraft|line of credit|credit card|express credit/i,
  personalLoan: /mortgage|home loan|overdraft|line of credit|credit card/i,
};

/** Exit fees charged only when the loan is repaid early, not at the end of the term. */
const EARLY_EXIT = /early|within|before the end|prepay|break|payout/i;

const DISCHARGE = /discharg|finalisation|release/i;

/** Some banks file yearly package fees as UPFRONT or EVENT. */
const YEARLY_FEE = /package|annual/i;

/** Names of fees charged on a schedule whatever their fee type. */
const PERIODIC_NAME = /package|annual|monthly|service fee|account keeping|administration fee/i;

/** Fees charged when the loan is set up that some banks file as EVENT rather than UPFRONT. */
const SETUP_FEE = /establish|application|settlement|approval|processing/i;

/**
 * The fee's own words saying it is paid when every new loan is settled, or that it applies to
 * every loan whatever its name suggests. Legal and solicitor's fees the lender charges on every
 * new loan are credit fees like any other set-up fee.
 */
const PAID_AT_SETTLEMENT =
  /(?:at|on|upon) (?:the time of )?(?:settlement|funding)(?! of a loan variation)|to document and settle|settlement\/funding of your loan|funding a new loan|new mortgage is being taken|on settlement of a new loan/i;
const APPLIES_TO_EVERY_LOAN = /applies to all (?:home )?loan/i;

/**
 * A fee's own words saying only some borrowers pay it. The long description often mentions other
 * fees ("excludes registration costs"), so only phrases about the fee's own occasion count.
 */
const CONDITIONAL_OCCASION =
  /for each (?:loan )?variation|variation or top.?up|top.?up (?:is )?settled|in addition to the mortgage over|for additional credit|for construction|third security|(?:fourth|third) loan/i;
const ON_REQUEST =
  /\b(?:if|when|whenever) (?:you|the customer|a customer) (?:ask|request|wish|choose|elect)|at your request/i;

/** A fee's words saying nobody pays it at present. */
const WAIVED =
  /waived (?:during|for the duration of|until|for a limited)|currently waived|waived (?:for|on) all new/i;

/** A yearly fee's words saying it is first charged on the first anniversary. */
const YEARLY_IN_ARREARS =
  /in arrears|on (?:the|each) anniversary|anniversary date|annually on the|every year on the/i;
/** ...or at settlement, in advance. */
const YEARLY_IN_ADVANCE =
  /in advance|upfront|(?:at|on|upon) (?:settlement|funding|commencement|drawdown|establishment)|initial(?:ly)?|first draws|included in (?:the )?total loan amount/i;

/**
 * Matches the fee's name and period text, `_` and `-` read as spaces. The long description often
 * mentions other fees ("excludes registration costs"), so exclusions ignore it.
 */
function named(fee: CdrFee, pattern: RegExp): boolean {
  return pattern.test(`${fee.name ?? ''} ${fee.additionalValue ?? ''}`.replace(/[_-]+/g, ' '));
}

function described(fee: CdrFee, pattern: RegExp): boolean {
  return pattern.test(`${fee.additionalValue ?? ''} ${fee.additionalInfo ?? ''}`.replace(/\s+/g, ' '));
}

function namedOrDescribed(fee: CdrFee, pattern: RegExp): boolean {
  return named(fee, pattern) || pattern.test(fee.additionalInfo ?? '');
}

function feeAmount(fee: CdrFee): number | null {
  if (typeof fee.amount !== 'string' || fee.amount.trim() === '') return null;
  const amount = Number(fee.amount);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/**
 * Yearly fees are charged at settlement and on each anniversary unless the fee's words say they
 * are first charged on the first anniversary; shorter periods are charged with the repayments.
 */
export function yearlyFeeFirstMonth(fee: CdrFee): number {
  const words = `${fee.additionalValue ?? ''} ${fee.additionalInfo ?? ''}`;
  return YEARLY_IN_ARREARS.test(words) && !YEARLY_IN_ADVANCE.test(words) ? 12 : 0;
}

function periodicTiming(everyMonths: number, fee: CdrFee): FeeTiming {
  return {
    kind: 'periodic',
    everyMonths,
    firstDueMonth: everyMonths === 12 ? yearlyFeeFirstMonth(fee) : everyMonths,
  };
}

function label(item: ExampleFee): string {
  const amount = `${item.name} $${String(item.amountDollars)}`;
  if (item.timing.kind === 'upfront') return `${amount} upfront`;
  if (item.timing.kind === 'end') return `${amount} at end`;
  const arrears = item.timing.everyMonths === 12 && item.timing.firstDueMonth === 12 ? ' from month 12' : '';
  return `${amount} every ${String(item.timing.everyMonths)} mo${arrears}`;
}

/** Sums counted fees into the inputs of the comparison-rate formula. */
export function exampleFeesOf(
  items: readonly ExampleFee[],
  leftOut: readonly ExampleFee[] = [],
): ExampleFees {
  const result: ExampleFees = {
    upfrontDollars: 0,
    periodicFees: [],
    dischargeDollars: 0,
    items: [...items],
    leftOut: [...leftOut],
    counted: items.map(label),
  };
  for (const item of items) {
    if (item.timing.kind === 'upfront') result.upfrontDollars += item.amountDollars;
    else if (item.timing.kind === 'end') result.dischargeDollars += item.amountDollars;
    else {
      const { everyMonths, firstDueMonth } = item.timing;
      result.periodicFees.push(
        firstDueMonth === everyMonths
          ? { amountDollars: item.amountDollars, everyMonths }
          : { amountDollars: item.amountDollars, everyMonths, firstDueMonth },
      );
    }
  }
  return result;
}

type Classified = { counted: true; timing: FeeTiming } | { counted: false; timing: FeeTiming | null };

/** What the rate being checked says about the loan, which decides a few fees. */
export interface FeeContext {
  /** The rate is for a loan with an offset account, so offset fees are paid. */
  withOffset?: boolean;
}

const OFFSET = /offset/i;

function classify(
  fee: CdrFee,
  kind: ComparisonRateExampleKind,
  context: FeeContext,
): Classified | { unusablePeriod: true } {
  const everyBorrower = described(fee, APPLIES_TO_EVERY_LOAN);
  const conditional =
    described(fee, CONDITIONAL_OCCASION) ||
    (described(fee, ON_REQUEST) &&
      fee.feeType !== 'PERIODIC' &&
      !named(fee, SETUP_FEE) &&
      !named(fee, YEARLY_FEE));
  const optional =
    (named(fee, NOT_EVERY_BORROWER) ||
      conditional ||
      described(fee, WAIVED) ||
      (named(fee, OFFSET) && !context.withOffset)) &&
    !everyBorrower;
  const otherProduct = named(fee, OTHER_PRODUCT[kind]);
  const excluded = optional || otherProduct;
  if (named(fee, DISCHARGE)) {
    if (namedOrDescribed(fee, EARLY_EXIT)) return { counted: false, timing: null };
    const dischargeExcluded = (named(fee, NOT_EVERY_BORROWER) || described(fee, WAIVED)) && !everyBorrower;
    return { counted: !dischargeExcluded && !otherProduct, timing: { kind: 'end' } };
  }
  // A package fee without a stated period is yearly, as nearly every package fee that states one is.
  const yearlyUpfront =
    (fee.feeType === 'UPFRONT' && named(fee, YEARLY_FEE)) ||
    (named(fee, /package/i) && periodicFeeMonths(fee) === null);
  // Some banks file a package or service fee as EVENT or OTHER and give its period anyway.
  const periodicByName =
    fee.feeType !== 'EXIT' && named(fee, PERIODIC_NAME) && isoDurationToMonths(fee.additionalValue) !== null;
  if (fee.feeType === 'PERIODIC' || periodicByName || yearlyUpfront) {
    const everyMonths = yearlyUpfront && !periodicByName ? 12 : periodicFeeMonths(fee);
    if (everyMonths === null) return excluded ? { counted: false, timing: null } : { unusablePeriod: true };
    return { counted: !excluded, timing: periodicTiming(everyMonths, fee) };
  }
  const setUp =
    fee.feeType === 'UPFRONT' ||
    (fee.feeType !== 'EXIT' && (named(fee, SETUP_FEE) || described(fee, PAID_AT_SETTLEMENT)));
  if (everyBorrower && !otherProduct) return { counted: true, timing: { kind: 'upfront' } };
  return { counted: setUp && !excluded, timing: { kind: 'upfront' } };
}

/**
 * The published fees a borrower in the statutory example pays: set-up fees at settlement,
 * periodic fees on their schedule and the discharge fee with the last repayment. Banks file the
 * same fee under different fee types, so names decide as much as types do.
 */
export function readExampleFees(
  fees: readonly CdrFee[],
  kind: ComparisonRateExampleKind,
  context: FeeContext = {},
): FeeReading {
  const items: ExampleFee[] = [];
  const leftOut: ExampleFee[] = [];
  const seen = new Set<string>();
  // Banks list LVR- or size-dependent versions of a fee under one name; count the lowest once.
  const byAmount = [...fees].sort((a, b) => (feeAmount(a) ?? 0) - (feeAmount(b) ?? 0));
  for (const fee of byAmount) {
    const amount = feeAmount(fee);
    if (amount === null || amount === 0 || named(fee, GOVERNMENT_FEE)) continue;
    const name = (fee.name ?? fee.feeType ?? 'fee').trim();
    const key = name.toLowerCase().replace(/[^a-z]/g, '');
    if (seen.has(key)) continue;
    seen.add(key);
    const reading = classify(fee, kind, context);
    if ('unusablePeriod' in reading) return { ok: false, reason: 'periodic fee without a published period' };
    if (reading.timing === null) continue;
    (reading.counted ? items : leftOut).push({ name, amountDollars: amount, timing: reading.timing });
  }
  return { ok: true, fees: exampleFeesOf(items, leftOut) };
}
