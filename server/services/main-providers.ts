import { programOf } from '../../src/domain/cards/catalogue';
import { distinguishingLabels } from '../../src/domain/cards/distinguishing-names';
import { asksEarnRate, pointsNameOf } from '../../src/domain/cards/rewards';
import type { ResponseOf } from '../../src/api/contract';
import type { main, MainProductAnswer, MainProviderAnswer } from '../../src/api/site';
import type { ReferenceData } from '../data/reference-data';
import { figuresDates } from './figures-date';

/** What the card survey needs to know of each card beyond its name, by card id. */
function cardSurveyFacts(
  data: ReferenceData,
): Map<string, Pick<MainProductAnswer, 'label' | 'asks_earn_rate'>> {
  const { cards, rewardPrograms } = data.creditCards;
  const programs = new Map(rewardPrograms.map((program) => [program.id, program]));
  const labels = distinguishingLabels(cards);
  const facts = new Map<string, Pick<MainProductAnswer, 'label' | 'asks_earn_rate'>>();
  for (const card of cards) {
    const program = programOf(card, programs);
    const label = labels.get(card.id);
    facts.set(card.id, {
      ...(label ? { label } : {}),
      ...(asksEarnRate(card, program)
        ? { asks_earn_rate: { points_name: pointsNameOf(card, program) } }
        : {}),
    });
  }
  return facts;
}

/**
 * The providers part of the /main/ response: each provider with its personal products (products
 * for business customers are left out), each product
 * carrying the provider's big4 flag (the client lists products without looking the provider up),
 * and each credit card what the survey shows beside its name.
 */
export function mainProviders(data: ReferenceData): MainProviderAnswer[] {
  const byProvider = new Map<string, MainProductAnswer[]>();
  const big4 = new Map(data.providers.map((provider) => [provider.id, provider.big4]));
  const cardFacts = cardSurveyFacts(data);
  for (const product of data.products) {
    // The journeys are for personal customers: a business card is not "the card you have" here.
    if (product.forBusiness) continue;
    const list = byProvider.get(product.providerId) ?? [];
    list.push({
      id: product.id,
      name: product.name,
      category: product.category,
      big4: big4.get(product.providerId) ?? false,
      ...(product.category === 'cc' ? cardFacts.get(product.id) : {}),
    });
    byProvider.set(product.providerId, list);
  }
  return data.providers
    .map((provider) => ({
      id: provider.id,
      name: provider.name,
      url_slug: provider.urlSlug,
      big4: provider.big4,
      products: byProvider.get(provider.id) ?? [],
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
}

/**
 * The /main/ answer up to its per-visit part (the visit id and whether it was resumed): the same
 * for every visitor and most of the answer, so it is serialised once at start-up.
 */
export function mainShared(data: ReferenceData): Omit<ResponseOf<typeof main>, 'visit_id' | 'resumed'> {
  return { figures_dates: figuresDates(data), providers: mainProviders(data) };
}
