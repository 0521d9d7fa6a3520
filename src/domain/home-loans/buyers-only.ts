/**
 * Loans only for people buying a home, which a borrower refinancing the home they own can never
 * get: first-home-buyer loans and loans under the government's Home Guarantee Scheme (first home,
 * regional first home and family home guarantees). Read from the product's name and the `OTHER`
 * conditions of its CDR eligibility, the two places lenders say so.
 */
import type { ProductEligibility } from '../eligibility/types';

export type BuyersOnlyReason = 'first-home-buyers' | 'home-guarantee-scheme';

/** Words that make a loan a first-home-buyer loan: "First Home Buyers", "FHB", "First Home Loan". */
const FIRST_HOME = /\bfirst[\s-]+home(?:\s+(?:buyers?|owners?|loans?))?\b|\bfhb\b/i;
/** The government's guarantee and its former name, the First Home Loan Deposit Scheme. */
const GUARANTEE_SCHEME =
  /\bhome(?:\s+buyers?)?\s+guarantee\b|\bhome\s+loan\s+deposit\s+scheme\b|\bhome\s+buyers?\s+scheme\b/i;
/** Texts that mention first home buyers without keeping the loan for them. */
const NOT_ONLY = /\b(?:not\s+(?:only|just|limited)|also|including)\b|\b(?:and|or)\s+refinanc/i;

/** Why a refinancer cannot get this loan, or null when nothing keeps it for buyers. */
export function buyersOnlyReason(product: {
  name: string;
  eligibility?: Pick<ProductEligibility, 'conditions'> | null;
}): BuyersOnlyReason | null {
  const texts = [product.name, ...(product.eligibility?.conditions ?? [])];
  if (texts.some((text) => GUARANTEE_SCHEME.test(text))) return 'home-guarantee-scheme';
  if (texts.some((text) => FIRST_HOME.test(text) && !NOT_ONLY.test(text))) return 'first-home-buyers';
  return null;
}

/** What the offers say about the loans left out, e.g. "3 loans only for first home buyers". */
export function buyersOnlyNote(count: number): string | null {
  if (count === 0) return null;
  return `${count} ${count === 1 ? 'loan is' : 'loans are'} left out because ${count === 1 ? 'it is' : 'they are'} only for people buying a home (first home buyers or the government’s Home Guarantee Scheme), not for refinancing.`;
}
