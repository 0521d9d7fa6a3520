/**
 * What the card-journey routes share, built once at start-up from the reference data: the cost
 * engine's catalogue (every card's facts worked out once), the sponsored card ids, provider names
 * and the cards /productRedirect/ can send a visitor to.
 */
import type { CardReferenceData } from '../data/card-reference-data';
import type { ReferenceData } from '../data/reference-data';
import { buildCardCatalogue, type CardCatalogue } from '../../src/domain/cards/catalogue';
import type { DataWarning } from '../../src/domain/normalise/data-error';

export interface CardJourney {
  catalogue: CardCatalogue;
  /** The participant provider's cards: marked sponsored where they rank, never moved, added or left out. */
  sponsoredIds: readonly string[];
  providerNames: ReadonlyMap<string, string>;
  /** Card ids with a seeded Switch offer (a web address in our data), which /productRedirect/ answers. */
  redirectableIds: ReadonlySet<string>;
  data: CardReferenceData;
  warningsByCard: ReadonlyMap<string, readonly DataWarning[]>;
}

export function buildCardJourney(referenceData: ReferenceData): CardJourney {
  const data = referenceData.creditCards;
  const catalogue = buildCardCatalogue(data.cards, data.rewardPrograms);
  const participants = new Set(data.participantProviderIds);
  const warningsByCard = new Map<string, DataWarning[]>();
  for (const warning of data.warnings) {
    const list = warningsByCard.get(warning.recordId);
    if (list) list.push(warning);
    else warningsByCard.set(warning.recordId, [warning]);
  }
  return {
    catalogue,
    sponsoredIds: data.cards.filter((card) => participants.has(card.providerId)).map((card) => card.id),
    providerNames: new Map(referenceData.providers.map((provider) => [provider.id, provider.name])),
    // The same rule as seedOffers: every product with an address gets a Switch offer under its own id.
    redirectableIds: new Set(
      referenceData.products.filter((product) => product.url !== null).map((product) => product.id),
    ),
    data,
    warningsByCard,
  };
}

export function providerName(journey: CardJourney, providerId: string): string {
  return journey.providerNames.get(providerId) ?? providerId;
}
