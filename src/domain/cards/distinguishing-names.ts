/**
 * Cards a provider publishes under one name told apart by their own data. CommBank publishes two
 * "Low Rate credit card"s (one with no annual fee at 14.55% p.a., one at $6 a month and 13.99%
 * p.a.; the first is a business card), so wherever a card is named it carries a short label from
 * what differs within its group: who it is for (business or personal), limit tier, fees, purchase rate. When no figure differs (Police Bank's three
 * identical "Credit Card"s, one per brand) the web address each is sold at tells them apart, and as
 * a last resort the listing's position does.
 */
import { webAddress } from '../web-address';
import { formatCents, formatRate } from '../format';

/** What a label can be made from; `NormalisedCreditCard` has all of it. */
export interface DistinguishableCard {
  id: string;
  providerId: string;
  name: string;
  /** Whole dollars. */
  limitTier: number | null;
  annualFeeCents: number;
  /** Set for cards priced by the month; then the annual fee is 12 times it. */
  monthlyFeeCents: number | null;
  purchaseRate: number | null;
  noInterest: boolean;
  url: string | null;
  /** For business customers; absent or false: a personal card. */
  forBusiness?: boolean;
}

type Part = (card: DistinguishableCard) => string | null;

function feeText(card: DistinguishableCard): string {
  if (card.monthlyFeeCents !== null && card.monthlyFeeCents > 0) {
    return `${formatCents(card.monthlyFeeCents, { wholeDollarsIfRound: true })} monthly fee`;
  }
  return card.annualFeeCents === 0
    ? 'no annual fee'
    : `${formatCents(card.annualFeeCents, { wholeDollarsIfRound: true })} annual fee`;
}

/** `from policebank.com.au`: where the card is sold, for cards whose figures are all the same. */
const soldAt: Part = (card) => {
  const host = webAddress(card.url);
  return host ? `from ${host}` : null;
};

/** Who the card is for, read first: the business card and the personal card of one name. */
const customer: Part = (card) => (card.forBusiness === true ? 'for business' : 'personal');

/** The figures a label may use, in the order they are read. */
const FIGURES: readonly Part[] = [
  customer,
  (card) =>
    card.limitTier === null
      ? null
      : `${formatCents(card.limitTier * 100, { wholeDollarsIfRound: true })} limit`,
  feeText,
  (card) =>
    card.noInterest ? 'no interest' : card.purchaseRate === null ? null : formatRate(card.purchaseRate),
];

const nameKey = (card: DistinguishableCard) =>
  `${card.providerId}\u0000${card.name.trim().replace(/\s+/g, ' ').toLowerCase()}`;

/** Parts whose value is not the same for every card of the group. */
function differingParts(group: readonly DistinguishableCard[], parts: readonly Part[]): Part[] {
  return parts.filter((part) => new Set(group.map(part)).size > 1);
}

function describe(card: DistinguishableCard, parts: readonly Part[]): string[] {
  return parts.map((part) => part(card)).filter((text): text is string => text !== null);
}

/** Cards of the group whose label so far is shared with another, grouped by that label. */
function clashes(labels: ReadonlyMap<DistinguishableCard, string[]>): DistinguishableCard[][] {
  const byText = new Map<string, DistinguishableCard[]>();
  for (const [card, parts] of labels) {
    const key = parts.join(', ');
    byText.set(key, [...(byText.get(key) ?? []), card]);
  }
  return [...byText.values()].filter((cards) => cards.length > 1);
}

function labelGroup(group: readonly DistinguishableCard[]): Map<DistinguishableCard, string[]> {
  const figures = differingParts(group, FIGURES);
  const labels = new Map(group.map((card) => [card, describe(card, figures)]));
  for (const clash of clashes(labels)) {
    if (differingParts(clash, [soldAt]).length === 0) continue;
    for (const card of clash) labels.set(card, [...labels.get(card)!, ...describe(card, [soldAt])]);
  }
  for (const clash of clashes(labels)) {
    const ordered = [...clash].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    ordered.forEach((card, index) =>
      labels.set(card, [...labels.get(card)!, `listing ${index + 1} of ${ordered.length}`]),
    );
  }
  return labels;
}

/**
 * A label for every card that shares its name with another card of the same provider, by card id.
 * Cards with a name of their own get none.
 */
export function distinguishingLabels(cards: readonly DistinguishableCard[]): Map<string, string> {
  const groups = new Map<string, DistinguishableCard[]>();
  for (const card of cards) {
    const key = nameKey(card);
    groups.set(key, [...(groups.get(key) ?? []), card]);
  }
  const labels = new Map<string, string>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    for (const [card, parts] of labelGroup(group)) labels.set(card.id, parts.join(', '));
  }
  return labels;
}
