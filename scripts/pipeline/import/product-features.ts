/**
 * Product features kept as flags (`digital-wallet`, `offset`), never as the bank's wording, plus
 * the card network, which is a fact banks state in names, card-access values and fee names.
 */
import type { CdrProductDetail } from './cdr-types';
import { canonicalEnum } from './cdr-values';

/** The Consumer Data Standards feature types worth showing; OTHER and bank-invented ones are left out. */
const FLAGGED_FEATURES = new Set([
  'ADDITIONAL_CARDS',
  'BALANCE_TRANSFERS',
  'BILL_PAYMENT',
  'BONUS_REWARDS',
  'CARD_ACCESS',
  'CASHBACK_OFFER',
  'COMPLEMENTARY_PRODUCT_DISCOUNTS',
  'DIGITAL_BANKING',
  'DIGITAL_WALLET',
  'DONATE_INTEREST',
  'EXTRA_REPAYMENTS',
  'FRAUD_PROTECTION',
  'FREE_TXNS',
  'FREE_TXNS_ALLOWANCE',
  'GUARANTOR',
  'INSTALMENT_PLAN',
  'INSURANCE',
  'INTEREST_FREE',
  'INTEREST_FREE_TRANSFERS',
  'LOYALTY_PROGRAM',
  'NOTIFICATIONS',
  'NPP_ENABLED',
  'NPP_PAYID',
  'OFFSET',
  'OVERDRAFT',
  'REDRAW',
  'RELATIONSHIP_MANAGEMENT',
  'UNLIMITED_TXNS',
]);

const ALIASES: Record<string, string> = {
  BALANCE_TRANSFER: 'BALANCE_TRANSFERS',
  UNLIMITED_TRANSACTION: 'UNLIMITED_TXNS',
  NOTIFICATION: 'NOTIFICATIONS',
};

export function featureFlags(detail: CdrProductDetail): string[] {
  const flags = new Set<string>();
  for (const feature of detail.features ?? []) {
    const type = canonicalEnum(feature.featureType);
    const standard = ALIASES[type] ?? type;
    if (FLAGGED_FEATURES.has(standard)) flags.add(standard.toLowerCase().replace(/_/g, '-'));
  }
  return [...flags].sort();
}

const NETWORKS: [string, RegExp][] = [
  ['Visa', /\bvisa\b/i],
  ['Mastercard', /\bmaster\s?card\b/i],
  ['American Express', /\bamerican express\b|\bamex\b/i],
  ['UnionPay', /\bunion\s?pay\b/i],
];

function networkIn(text: string): string | null {
  const found = NETWORKS.filter(([, pattern]) => pattern.test(text));
  return found.length === 1 ? (found[0]?.[0] ?? null) : null;
}

/** The card scheme, from the most specific place that names exactly one. */
export function cardNetwork(detail: CdrProductDetail): string | null {
  const cardAccess = (detail.features ?? [])
    .filter((feature) => canonicalEnum(feature.featureType) === 'CARD_ACCESS')
    .map((feature) => feature.additionalValue ?? '')
    .join(' ');
  const feeNames = (detail.fees ?? []).map((fee) => fee.name).join(' ');
  return networkIn(detail.name) ?? networkIn(cardAccess) ?? networkIn(feeNames);
}
