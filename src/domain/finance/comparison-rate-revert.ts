/**
 * The variable rate a fixed, introductory or discounted home-loan rate reverts to, read from a
 * brand's CDR lending rates. CDR has no field for it, so it is read, in order, from the product's
 * own variable principal-and-interest rate for the same purpose, loan-size and LVR band; from the
 * brand product the rate's or product's words name ("reverts to our Standard Variable rate"); or
 * from the brand's product of the same name family ("Home Advantage Fixed" -> "Home Advantage
 * Variable"). When none gives one rate, the revert rate is not published; the brand's generic
 * standard variable rate is then only an assumption, and flagged as one.
 */
import type { ComparisonRateExampleKind } from './comparison-rate';
import { COMPARISON_RATE_EXAMPLES } from './comparison-rate';
import {
  amountBand,
  type Band,
  bandContains,
  bandCovers,
  type CdrLendingRate,
  type CdrProductRecord,
  lvrBand,
  lvrCovers,
  monthBand,
  parseRate,
  periodToMonths,
  type Purpose,
  purposeOf,
  rateTypeOf,
  type Repayment,
  repaymentOf,
  sameLvr,
} from './comparison-rate-cdr';

/** One lending rate with its free-form fields read. */
export interface RateFacts {
  lending: CdrLendingRate;
  type: string;
  /** As published; negative for some discounts. */
  value: number | null;
  repayment: Repayment;
  purpose: Purpose | null;
  lvr: Band | null;
  amount: Band | null;
}

export interface ProductRates {
  name: string;
  /** The product's name without rate-type, term, purpose and repayment words; see `familyKey`. */
  family: string;
  rates: RateFacts[];
  /** Sentences of the product's texts that say what a fixed rate reverts to. */
  revertTexts: string[];
}

export function rateFacts(lending: CdrLendingRate, productName: string): RateFacts {
  return {
    lending,
    type: rateTypeOf(lending),
    value: parseRate(lending.rate),
    repayment: repaymentOf(lending, productName),
    purpose: purposeOf(lending, productName),
    lvr: lvrBand(lending),
    amount: amountBand(lending),
  };
}

/** Words that name a rate type, a term, a purpose or a repayment type rather than a product. */
const GENERIC_NAME_WORDS = new Set(
  [
    'fixed',
    'variable',
    'rate',
    'rates',
    'year',
    'years',
    'yr',
    'yrs',
    'month',
    'months',
    'term',
    'home',
    'housing',
    'loan',
    'loans',
    'mortgage',
    'standard',
    'svr',
    'p',
    'i',
    'pi',
    'io',
    'interest',
    'only',
    'principal',
    'and',
    'owner',
    'occupied',
    'occupier',
    'occupiers',
    'oo',
    'o',
    'occ',
    'investment',
    'investor',
    'investors',
    'inv',
    'residential',
    'lvr',
    'the',
    'a',
    'of',
    'with',
    'for',
    'to',
    'or',
    'less',
    'than',
    'up',
    'over',
    'under',
    'more',
  ].map((word) => word.toLowerCase()),
);

function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * A product's name without the words for rate type, term, purpose, repayment and LVR, so that
 * "Home Advantage Fixed Rate Home Loans - Owner Occupied" and "Home Advantage Variable - Owner
 * Occupied" share the family `advantage`. Generic names ("Fixed Rate Home Loan - 2 Year",
 * "Standard Variable Home Loan") have the empty family.
 */
export function familyKey(productName: string): string {
  return nameWords(productName)
    .filter((word) => !GENERIC_NAME_WORDS.has(word) && !/^\d+$/.test(word))
    .sort()
    .join(' ');
}

/** A sentence (a decimal point does not end one) about what the loan reverts, rolls or switches to. */
const REVERT_SENTENCE =
  /(?:[^.]|\.(?=\d))*\b(?:revert|roll(?:s|ed)? (?:on|over) to|transfers? to|switch(?:es)? to)(?:[^.]|\.(?=\d))*/gi;

/** Sentences that say what a fixed rate becomes at the end of its term. */
export function revertSentences(texts: readonly (string | null | undefined)[]): string[] {
  const sentences: string[] = [];
  for (const text of texts) {
    for (const match of (text ?? '').replace(/\s+/g, ' ').matchAll(REVERT_SENTENCE)) {
      const sentence = match[0].trim();
      if (/fixed|revert/i.test(sentence)) sentences.push(sentence);
    }
  }
  return sentences;
}

export function productRates(record: CdrProductRecord): ProductRates {
  const { detail } = record;
  const name = detail.name.trim();
  return {
    name,
    family: familyKey(name),
    rates: (detail.lendingRates ?? []).map((lending) => rateFacts(lending, name)),
    revertTexts: revertSentences([
      detail.description,
      ...(detail.features ?? []).flatMap((feature) => [feature.additionalValue, feature.additionalInfo]),
    ]),
  };
}

/**
 * Adjustment types carry a margin off a base rate in the current standard (`base - discount`),
 * but many banks publish a whole rate in them. The two are far apart: margins run to about 3% p.a.,
 * whole home-loan and personal-loan rates start above 5%.
 */
const ADJUSTMENT_TYPES = new Set([
  'DISCOUNT',
  'INTRODUCTORY',
  'BUNDLE_DISCOUNT_FIXED',
  'BUNDLE_DISCOUNT_VARIABLE',
  'PENALTY',
]);
const LOWEST_WHOLE_RATE = 0.04;

export function isMargin(facts: RateFacts): boolean {
  return ADJUSTMENT_TYPES.has(facts.type) && facts.value !== null && facts.value < LOWEST_WHOLE_RATE;
}

function samePurpose(a: Purpose | null, b: Purpose | null): boolean {
  return a === null || b === null || a === b;
}

function sameAmountBand(a: Band | null, b: Band | null): boolean {
  if (a === null || b === null) return a === b;
  return a.min === b.min && a.max === b.max;
}

/**
 * A variable base rate less the margin discounts published beside it for exactly the same
 * repayment type, purpose, LVR band and loan-size band ("the reference rate less a margin
 * discount determines the customer's rate"). Discounts without such a band are conditional offers
 * and are not applied.
 */
export function netVariableRate(base: RateFacts, siblings: readonly RateFacts[]): number | null {
  if (base.value === null) return null;
  const baseLvr = base.lvr;
  if (baseLvr === null) return base.value;
  const margins = siblings.filter(
    (other) =>
      other.type === 'DISCOUNT' &&
      isMargin(other) &&
      parseRate(other.lending.comparisonRate) === null &&
      other.repayment === base.repayment &&
      other.purpose === base.purpose &&
      other.lvr !== null &&
      sameLvr(other.lvr, baseLvr) &&
      sameAmountBand(other.amount, base.amount),
  );
  return margins.reduce((rate, margin) => rate - Math.abs(margin.value ?? 0), base.value);
}

export type RevertSource =
  'product' | 'named product' | 'product family' | 'brand standard variable, assumed';

export type RevertReading =
  | { ok: true; rate: number; source: RevertSource; from: string }
  | { ok: false; reason: 'none' | 'ambiguous' | 'discount not published' };

interface Candidate {
  rate: number;
  facts: RateFacts;
  product: string;
}

function principalAndInterestCandidates(target: RateFacts, product: ProductRates): Candidate[] {
  return product.rates.flatMap((facts) => {
    if (facts.type !== 'VARIABLE' || facts.repayment !== 'PRINCIPAL_AND_INTEREST') return [];
    if (!samePurpose(facts.purpose, target.purpose)) return [];
    const rate = netVariableRate(facts, product.rates);
    return rate === null || rate <= 0 ? [] : [{ rate, facts, product: product.name }];
  });
}

/** The one rate among candidates after narrowing to the example's loan size and the target's LVR band. */
function onlyCandidate(
  candidates: readonly Candidate[],
  target: RateFacts,
  exampleAmount: number,
): Candidate | 'none' | 'ambiguous' {
  if (candidates.length === 0) return 'none';
  const distinct = (list: readonly Candidate[]): Candidate | null => {
    const values = new Set(list.map((candidate) => candidate.rate.toFixed(6)));
    return values.size === 1 ? (list[0] ?? null) : null;
  };
  let pool = [...candidates];
  // A rate published for a loan-size band reverts to the rate of the same band; others to the example's.
  const targetAmount = target.amount;
  const forAmount = pool.filter(
    (c) =>
      c.facts.amount === null ||
      (targetAmount === null
        ? bandContains(c.facts.amount, exampleAmount)
        : bandCovers(c.facts.amount, targetAmount)),
  );
  if (forAmount.length > 0) pool = forAmount;
  const single = distinct(pool);
  if (single) return single;
  const targetLvr = target.lvr;
  // A rate for any LVR reverts to the variable rate published for any LVR, not to a banded offer.
  if (targetLvr === null) return distinct(pool.filter((c) => c.facts.lvr === null)) ?? 'ambiguous';
  const covering = pool.filter((c) => c.facts.lvr === null || lvrCovers(c.facts.lvr, targetLvr));
  const fromCovering = distinct(covering);
  if (fromCovering) return fromCovering;
  const same = covering.filter((c) => c.facts.lvr !== null && sameLvr(c.facts.lvr, targetLvr));
  // Variable rates that split the target's LVR band between them leave its revert rate open.
  return distinct(same) ?? 'ambiguous';
}

/** Words of a revert sentence read as a product name: "SVR" is the standard variable rate. */
function phraseWords(sentence: string): Set<string> {
  return new Set(nameWords(sentence.replace(/\bSVR\b/gi, 'standard variable rate')));
}

/** Names in a product that must appear in a revert sentence to match it: all but filler words. */
function distinctiveWords(productName: string): string[] {
  const filler = new Set(['home', 'housing', 'loan', 'loans', 'rate', 'rates', 'the', 'a', 'of', 'and']);
  return nameWords(productName).filter(
    (word) =>
      !filler.has(word) &&
      !['owner', 'occupied', 'occupier', 'investment', 'investor', 'inv', 'oo', 'p', 'i', 'io'].includes(
        word,
      ) &&
      !/^\d+$/.test(word),
  );
}

/** Brand products a revert sentence names, the most specific matches first. */
function namedProducts(sentence: string, brand: readonly ProductRates[]): ProductRates[] {
  const words = phraseWords(sentence.replace(/^.*?\b(?:revert\w*|roll\w*|transfer\w*|switch\w*)\b/i, ''));
  let best: ProductRates[] = [];
  let bestScore = 0;
  for (const product of brand) {
    const distinctive = distinctiveWords(product.name);
    if (distinctive.length === 0 || !distinctive.every((word) => words.has(word))) continue;
    if (distinctive.length > bestScore) {
      best = [product];
      bestScore = distinctive.length;
    } else if (distinctive.length === bestScore) best.push(product);
  }
  return best;
}

const DISCOUNT_IN_SENTENCE =
  /(?:with a|less a|minus (?:a|the|any)?)\s*discount(?: of)?\s*(\d+(?:\.\d+)?)?\s*%?/i;

function fromPool(
  products: readonly ProductRates[],
  target: RateFacts,
  exampleAmount: number,
  source: RevertSource,
  adjust = 0,
): RevertReading | null {
  const candidates = products.flatMap((product) => principalAndInterestCandidates(target, product));
  const found = onlyCandidate(candidates, target, exampleAmount);
  if (found === 'none') return null;
  if (found === 'ambiguous') return { ok: false, reason: 'ambiguous' };
  return { ok: true, rate: found.rate - adjust, source, from: found.product };
}

/**
 * The variable principal-and-interest rate a fixed, introductory or discounted rate (or an
 * interest-only period) reverts to; see the module comment for the order of sources.
 */
export function findRevertRate(
  target: RateFacts,
  product: ProductRates,
  brand: readonly ProductRates[],
  kind: ComparisonRateExampleKind = 'homeLoan',
): RevertReading {
  const amount = COMPARISON_RATE_EXAMPLES[kind].amountDollars;
  const own = fromPool([product], target, amount, 'product');
  if (own) return own;
  const others = brand.filter((other) => other !== product);
  for (const sentence of revertSentences([target.lending.additionalInfo]).concat(product.revertTexts)) {
    const named = namedProducts(sentence, others);
    if (named.length === 0) continue;
    const discount = DISCOUNT_IN_SENTENCE.exec(sentence);
    if (discount && discount[1] === undefined) return { ok: false, reason: 'discount not published' };
    const reading = fromPool(named, target, amount, 'named product', Number(discount?.[1] ?? 0) / 100);
    if (reading) return reading;
  }
  if (product.family !== '') {
    const family = fromPool(
      others.filter((other) => other.family === product.family),
      target,
      amount,
      'product family',
    );
    if (family) return family;
  }
  const generic = fromPool(
    others.filter((other) => other.family === '' && /standard|svr/i.test(other.name)),
    target,
    amount,
    'brand standard variable, assumed',
  );
  return generic ?? { ok: false, reason: 'none' };
}

/** The months of a fixed, introductory or discounted period, from its own field, tier or words. */
export function fixedPeriodMonths(facts: RateFacts, productName: string): number | null {
  const fromValue = periodToMonths(facts.lending.additionalValue);
  if (fromValue !== null) return fromValue;
  const tier = monthBand(facts.lending);
  if (tier !== null && tier.max === tier.min && tier.max > 0 && tier.max <= 360) return tier.max;
  const words = `${facts.lending.additionalInfo ?? ''} ${(facts.lending.tiers ?? []).map((t) => t.name).join(' ')} ${productName}`;
  const years =
    /(\d{1,2})\s*(?:-\s*)?(?:year|yr)s?\s+(?:fixed|intro|discount|honeymoon)|(?:fixed|introductory|discount(?:ed)?)\s+(?:rate\s+)?(?:for\s+)?(\d{1,2})\s*(?:year|yr)/i.exec(
      words,
    );
  const count = Number(years?.[1] ?? years?.[2] ?? 0);
  if (count > 0) return count * 12;
  const months = /(\d{1,2})\s*(?:-\s*)?(?:month|mth)s?\s+(?:fixed|intro|discount|honeymoon)/i.exec(words);
  return months ? Number(months[1]) : null;
}
