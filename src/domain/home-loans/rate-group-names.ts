/**
 * The groups a home loan's rates fall into, by purpose and repayment type, in the order most
 * borrowers look for them: living in the home before investing, principal and interest before
 * interest only. The calculator's rate list and the product page's rate groups both use them.
 */
import type { RawHomeLoanRate } from '../data/raw-types';

export type RatePurpose = RawHomeLoanRate['purpose'];
export type RateRepayment = RawHomeLoanRate['repayment'];

export const RATE_GROUP_ORDER: readonly [RatePurpose, RateRepayment][] = [
  ['owner-occupier', 'principal-and-interest'],
  ['owner-occupier', 'interest-only'],
  ['investment', 'principal-and-interest'],
  ['investment', 'interest-only'],
];

const PURPOSE_WORDS: Record<RatePurpose, string> = {
  'owner-occupier': 'To live in',
  investment: 'Investment',
};

const REPAYMENT_WORDS: Record<RateRepayment, string> = {
  'principal-and-interest': 'principal and interest',
  'interest-only': 'interest only',
};

/** Where a rate's group comes in the order above: to live in, principal and interest, first. */
export function rateGroupIndex(rate: Pick<RawHomeLoanRate, 'purpose' | 'repayment'>): number {
  return RATE_GROUP_ORDER.findIndex(
    ([purpose, repayment]) => rate.purpose === purpose && rate.repayment === repayment,
  );
}

/** The words for a rate's group: "To live in, principal and interest", "Investment, interest only". */
export function rateGroupTitle(rate: Pick<RawHomeLoanRate, 'purpose' | 'repayment'>): string {
  return `${PURPOSE_WORDS[rate.purpose]}, ${REPAYMENT_WORDS[rate.repayment]}`;
}
