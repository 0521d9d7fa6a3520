/**
 * Offer-qa, for staff checking the card data: every card's yearly cost for three standard usage
 * profiles, and flags for data that makes a figure an assumption (no earn rate, no point value,
 * fee text with float noise in the source, unknown interest-free days, ...).
 */
import type { CardFacts } from '../../src/domain/cards/card-facts';
import { estimateCardCost } from '../../src/domain/cards/estimate-card-cost';
import type { CardCostEstimate, CardUsage } from '../../src/domain/cards/types';
import { type CardJourney, providerName } from './card-journey';

export const QA_PROFILES = [
  {
    id: 'transactor',
    label: 'Pays in full: $2,000 a month of purchases, no balance',
    usage: { monthlySpendCents: 200_000, monthlyRepaymentCents: 200_000, balanceRemainingCents: 0 },
  },
  {
    id: 'revolver',
    label: 'Carries a balance: $8,000 owed, $500 a month of purchases, $300 repaid',
    usage: { monthlySpendCents: 50_000, monthlyRepaymentCents: 30_000, balanceRemainingCents: 800_000 },
  },
  {
    id: 'big-spender',
    label: 'Big spender: $15,000 a month of purchases, paid in full',
    usage: { monthlySpendCents: 1_500_000, monthlyRepaymentCents: 1_500_000, balanceRemainingCents: 0 },
  },
] as const satisfies readonly { id: string; label: string; usage: CardUsage }[];

export type QaProfileId = (typeof QA_PROFILES)[number]['id'];

export interface QaFlag {
  code: string;
  text: string;
}

/** Dollar text in the source with more than two decimals, like `$131.39999999999998`. */
const UNROUNDED_MONEY = /^\$?-?[\d,]*\.\d{3,}$/;

export function cardFlags(journey: CardJourney, facts: CardFacts): QaFlag[] {
  const { card, program } = facts;
  const flags: QaFlag[] = [];
  if (card.rewards && card.earnRate === null) {
    flags.push({ code: 'no-earn-rate', text: 'Rewards card without an earn rate: its points count as $0.' });
  }
  if (card.rewards && (program?.value ?? null) === null) {
    flags.push({ code: 'no-points-value', text: 'Its program has no value a point: points count as $0.' });
  }
  if (card.bonusPoints > 0 && card.bonusPointsValueCents === null) {
    flags.push({ code: 'no-bonus-value', text: 'Bonus points without a value: the bonus counts as $0.' });
  }
  const raw = journey.data.rawCards.get(card.id);
  if (raw !== null && typeof raw === 'object') {
    for (const [field, value] of Object.entries(raw)) {
      if (typeof value === 'string' && UNROUNDED_MONEY.test(value.trim())) {
        flags.push({
          code: 'fee-text-unrounded',
          text: `${field} is "${value}" in the source, not rounded to cents.`,
        });
      }
    }
  }
  if (!card.noInterest && card.interestFreeDays === null) {
    flags.push({
      code: 'interest-free-days-unknown',
      text: 'Interest-free days missing: the usual interest-free period is assumed.',
    });
  }
  if (card.noInterest && facts.limitCents === null) {
    flags.push({
      code: 'no-limit',
      text: 'No-interest card without a credit limit: every balance is taken to fit.',
    });
  }
  if (card.balanceTransfer !== null && !card.balanceTransfer.feeStated) {
    flags.push({ code: 'transfer-fee-not-published', text: 'Balance transfer without a published fee.' });
  }
  if (!journey.redirectableIds.has(card.id)) {
    flags.push({
      code: 'no-web-address',
      text: 'No web address in our data: /productRedirect/ cannot send visitors to this card.',
    });
  }
  for (const warning of journey.warningsByCard.get(card.id) ?? []) {
    flags.push({ code: 'data-repaired', text: `${warning.field}: ${warning.message}` });
  }
  return flags;
}

export function profileEstimate(facts: CardFacts, profileId: QaProfileId): CardCostEstimate {
  const profile = QA_PROFILES.find((candidate) => candidate.id === profileId) ?? QA_PROFILES[0];
  return estimateCardCost(facts.card, facts.program, profile.usage);
}

export interface QaRow {
  card_id: string;
  card_name: string;
  provider_id: string;
  provider_name: string;
  sponsored: boolean;
  costs: { profile: QaProfileId; yearly_cost_cents: number; notes: string[] }[];
  flags: QaFlag[];
}

/** The whole table is the same for every request, so it is worked out once per catalogue. */
const tables = new WeakMap<CardJourney, readonly QaRow[]>();

export function qaTable(journey: CardJourney): readonly QaRow[] {
  let table = tables.get(journey);
  if (table === undefined) {
    const sponsored = new Set(journey.sponsoredIds);
    table = journey.catalogue.cards.map((facts) => ({
      card_id: facts.card.id,
      card_name: facts.card.name,
      provider_id: facts.card.providerId,
      provider_name: providerName(journey, facts.card.providerId),
      sponsored: sponsored.has(facts.card.id),
      costs: QA_PROFILES.map((profile) => {
        const estimate = profileEstimate(facts, profile.id);
        return {
          profile: profile.id,
          yearly_cost_cents: estimate.ongoing.totalCents,
          notes: estimate.notes.map((note) => note.code),
        };
      }),
      flags: cardFlags(journey, facts),
    }));
    tables.set(journey, table);
  }
  return table;
}

/** One profile's rows, cheapest first (ties by card id), or every profile in data order. */
export function qaRows(journey: CardJourney, profile: QaProfileId | null): QaRow[] {
  const table = qaTable(journey);
  if (profile === null) return [...table];
  const cost = (row: QaRow) => row.costs.find((entry) => entry.profile === profile)?.yearly_cost_cents ?? 0;
  return table
    .map((row) => ({ ...row, costs: row.costs.filter((entry) => entry.profile === profile) }))
    .sort((a, b) => cost(a) - cost(b) || (a.card_id < b.card_id ? -1 : a.card_id > b.card_id ? 1 : 0));
}
