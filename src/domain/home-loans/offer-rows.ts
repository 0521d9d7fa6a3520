/**
 * How ranked offers become the rows a visitor reads: one row per loan, however many fixed terms the
 * lender publishes for it (a term chooser picks between them), and one row for loans with the same
 * figures from different lenders ("3 lenders offer this loan"), so no two rows look alike.
 */
import type { Cents } from '../finance/money';
import type { NormalisedHomeLoanRate } from '../normalise/types';
import { rateGroupKey } from './rate-eligibility';

/** What the rows need of an offer; the ranked offers and the API's summaries both fit. */
export interface RowOffer {
  productId: string;
  productName: string;
  providerId: string;
  rate: Pick<NormalisedHomeLoanRate, 'rate' | 'rateType' | 'fixedMonths' | 'comparisonRate'>;
  revertRate: number | null;
  monthlyRepaymentCents: Cents;
  totalSavingCents: Cents;
  switchingCostsCents: Cents;
  cashBackCents: Cents;
  breakEvenMonth: number | null;
}

/** One loan with its rate options (variable, fixed 1 year, ...): the best-saving option leads. */
export interface OfferFamily<T extends RowOffer> {
  key: string;
  /** The option shown first: the family's highest saving. */
  lead: T;
  /** Every option, one per rate type and term: variable first, then fixed terms, shortest first. */
  options: T[];
}

/** A family, and the families of other loans whose every option has the same figures. */
export interface OfferRow<T extends RowOffer> extends OfferFamily<T> {
  sameFigures: OfferFamily<T>[];
}

/**
 * Words that name a fixed term inside a product name: "- Fixed 4 Year", "5 Year Fixed",
 * "2Yr Fixed", "1yr Fixed Home Loan", "Fixed Rate 3 Years".
 */
const TERM_IN_NAME = [
  /\bfixed(?:\s+rate)?\s*[-–:]?\s*\d+\s*-?\s*(?:yrs?|years?)\b/gi,
  /\b\d+\s*-?\s*(?:yrs?|years?)\s+fixed(?:\s+rate)?\b/gi,
];

/** The product name without its fixed term, lower-cased and tidied: what a family shares. */
export function familyName(productName: string): string {
  let name = productName;
  for (const pattern of TERM_IN_NAME) name = name.replace(pattern, ' ');
  return name
    .toLowerCase()
    .replace(/[\s\-–:(),]+/g, ' ')
    .trim();
}

/** A lender's loan: the lender and the product name with any fixed term taken out. */
export function familyKey(offer: Pick<RowOffer, 'providerId' | 'productName'>): string {
  return `${offer.providerId}|${familyName(offer.productName)}`;
}

function optionOrder(option: RowOffer): number {
  return option.rate.rateType === 'variable' ? 0 : (option.rate.fixedMonths ?? 0);
}

/**
 * Groups ranked offers (best first) into families. A family keeps one option per rate type and
 * term, the best-ranked; families keep the order of their best option.
 */
export function groupTerms<T extends RowOffer>(ranked: readonly T[]): OfferFamily<T>[] {
  const families = new Map<string, { lead: T; byTerm: Map<string, T> }>();
  for (const offer of ranked) {
    const key = familyKey(offer);
    const family = families.get(key);
    const term = rateGroupKey(offer.rate);
    if (!family) families.set(key, { lead: offer, byTerm: new Map([[term, offer]]) });
    else if (!family.byTerm.has(term)) family.byTerm.set(term, offer);
  }
  return [...families.entries()].map(([key, family]) => ({
    key,
    lead: family.lead,
    options: [...family.byTerm.values()].sort((a, b) => optionOrder(a) - optionOrder(b)),
  }));
}

/** Every figure a visitor compares offers by; equal keys mean rows a visitor could not tell apart. */
export function figuresKey(offer: RowOffer): string {
  return JSON.stringify([
    rateGroupKey(offer.rate),
    offer.rate.rate,
    offer.rate.comparisonRate,
    offer.revertRate,
    offer.monthlyRepaymentCents,
    offer.totalSavingCents,
    offer.switchingCostsCents,
    offer.cashBackCents,
    offer.breakEvenMonth,
  ]);
}

function familyFigures<T extends RowOffer>(family: OfferFamily<T>): string {
  return family.options.map(figuresKey).join('|');
}

/**
 * Families whose every option has the same figures become one row, led by the first of them; the
 * rest are listed with it. Rows keep the families' order.
 */
export function collapseSameFigures<T extends RowOffer>(families: readonly OfferFamily<T>[]): OfferRow<T>[] {
  const rows = new Map<string, OfferRow<T>>();
  for (const family of families) {
    const figures = familyFigures(family);
    const row = rows.get(figures);
    if (row) row.sameFigures.push(family);
    else rows.set(figures, { ...family, sameFigures: [] });
  }
  return [...rows.values()];
}

/** Ranked offers (best first) as the rows the offers page lists. */
export function offerRows<T extends RowOffer>(ranked: readonly T[]): OfferRow<T>[] {
  return collapseSameFigures(groupTerms(ranked));
}

/** How many different lenders offer a row's loan. */
export function lenderCount(row: OfferRow<RowOffer>): number {
  return new Set([row.lead.providerId, ...row.sameFigures.map((family) => family.lead.providerId)]).size;
}
