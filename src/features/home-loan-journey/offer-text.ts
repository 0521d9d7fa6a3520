/** How an offer's figures read on every screen: one wording for saving, break-even and features. */
import { formatCents, formatTermMonths } from '../../domain/format';
import type { OfferFeatures, OfferSummary } from './home-loan-api';

/** "ANZ Simplicity PLUS", but "Up Up Home Loan" never: the provider is left out when the name has it. */
export function offerTitle(offer: Pick<OfferSummary, 'providerName' | 'productName'>): string {
  return offer.productName.toLowerCase().startsWith(offer.providerName.toLowerCase())
    ? offer.productName
    : `${offer.providerName} ${offer.productName}`;
}

export function breakEvenText(month: number | null): string {
  if (month === null) return 'Never within your term';
  if (month === 0) return 'Pays for itself at settlement';
  return `Pays for itself after ${month} ${month === 1 ? 'month' : 'months'}`;
}

/** `$320.53 less` / `$12.00 more`. */
export function differenceText(cents: number): string {
  return cents >= 0 ? `${formatCents(cents)} less` : `${formatCents(-cents)} more`;
}

export function rateTypeText(offer: Pick<OfferSummary, 'rateType' | 'fixedMonths'>): string {
  return offer.rateType === 'fixed' && offer.fixedMonths
    ? `Fixed for ${formatTermMonths(offer.fixedMonths)}`
    : 'Variable';
}

export function featureList(features: OfferFeatures): { label: string; has: boolean }[] {
  return [
    { label: 'Offset account', has: features.offset },
    { label: 'Redraw', has: features.redraw },
    { label: 'Extra repayments', has: features.extraRepayments },
  ];
}

export function termText(months: number): string {
  return formatTermMonths(months);
}
