/**
 * Every card in the data with its cost facts worked out once, indexed by id and by provider, so a
 * survey can be ranked against the whole market many times a second without re-reading the data.
 */
import type { NormalisedCreditCard, NormalisedRewardProgram } from '../normalise/types';
import { type SameGroup, sameBankGroup } from './bank-groups';
import { type CardFacts, cardFacts } from './card-facts';
import { distinguishingLabels } from './distinguishing-names';

export interface CardCatalogue {
  cards: readonly CardFacts[];
  byId: ReadonlyMap<string, CardFacts>;
  byProvider: ReadonlyMap<string, readonly CardFacts[]>;
  programs: ReadonlyMap<number, NormalisedRewardProgram>;
  /** Decides whether a balance transfer between two providers is blocked. */
  sameGroup: SameGroup;
  /** What tells apart cards a provider publishes under one name, by card id (distinguishing-names.ts). */
  labels: ReadonlyMap<string, string>;
}

export interface CatalogueOptions {
  sameGroup?: SameGroup;
}

export function programOf(
  card: NormalisedCreditCard,
  programs: ReadonlyMap<number, NormalisedRewardProgram>,
): NormalisedRewardProgram | null {
  if (!card.rewards) return null;
  const program = programs.get(card.rewardProgramId);
  if (program === undefined) {
    throw new RangeError(
      `Card ${card.id} earns reward program ${card.rewardProgramId}, which is not in the data`,
    );
  }
  return program;
}

export function buildCardCatalogue(
  cards: readonly NormalisedCreditCard[],
  programs: readonly NormalisedRewardProgram[],
  options: CatalogueOptions = {},
): CardCatalogue {
  const programsById = new Map(programs.map((program) => [program.id, program]));
  const byId = new Map<string, CardFacts>();
  const byProvider = new Map<string, CardFacts[]>();
  const all: CardFacts[] = [];
  for (const card of cards) {
    if (byId.has(card.id)) throw new RangeError(`Card ${card.id} appears twice`);
    const facts = cardFacts(card, programOf(card, programsById));
    byId.set(card.id, facts);
    all.push(facts);
    const siblings = byProvider.get(card.providerId);
    if (siblings === undefined) byProvider.set(card.providerId, [facts]);
    else siblings.push(facts);
  }
  return {
    cards: all,
    byId,
    byProvider,
    programs: programsById,
    sameGroup: options.sameGroup ?? sameBankGroup,
    labels: distinguishingLabels(cards),
  };
}
