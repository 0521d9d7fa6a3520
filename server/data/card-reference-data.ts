/**
 * The credit-card part of the reference data, normalised the way the cost engine needs it (cents,
 * fractions, nulls for unknowns). Pure: the files are read by reference-data.ts, which names the
 * file when a record cannot be read.
 */
import type { RawProvider } from '../../src/domain/data/raw-types';
import type { DataWarning } from '../../src/domain/normalise/data-error';
import { normaliseCreditCards } from '../../src/domain/normalise/normalise-credit-cards';
import { normaliseRewardPrograms } from '../../src/domain/normalise/normalise-curated';
import type { NormalisedCreditCard, NormalisedRewardProgram } from '../../src/domain/normalise/types';

export interface CardReferenceData {
  cards: NormalisedCreditCard[];
  rewardPrograms: NormalisedRewardProgram[];
  /** Each card's record as credit-cards.json holds it, for staff checking the import (offer-qa). */
  rawCards: ReadonlyMap<string, unknown>;
  /** Values the normaliser repaired or dropped, by card; offer-qa shows them as flags. */
  warnings: readonly DataWarning[];
  /** Providers with `participant: 1`: their cards are the sponsored offers. */
  participantProviderIds: readonly string[];
}

export const NO_CARD_DATA: CardReferenceData = {
  cards: [],
  rewardPrograms: [],
  rawCards: new Map(),
  warnings: [],
  participantProviderIds: [],
};

/** Throws the normaliser's DataError (dataset and record named) on a record it cannot read. */
export function cardReferenceData(
  rawCardDataset: unknown,
  rawRewardPrograms: unknown,
  rawProviders: readonly RawProvider[],
): CardReferenceData {
  const warnings: DataWarning[] = [];
  const { cards } = normaliseCreditCards(rawCardDataset, warnings);
  const rewardPrograms = normaliseRewardPrograms(rawRewardPrograms, warnings);
  const rawById = (rawCardDataset as { cards?: Record<string, unknown> }).cards ?? {};
  return {
    cards,
    rewardPrograms,
    rawCards: new Map(cards.map((card) => [card.id, rawById[card.id]])),
    warnings,
    participantProviderIds: rawProviders
      .filter((provider) => provider.participant === 1)
      .map((provider) => provider.id),
  };
}
