/**
 * The survey's bank and card search over the real catalogue (data/products-cc.json and
 * data/providers.json): bank words through the synonym table, card words against card names.
 */
import cardData from '../../../../data/products-cc.json';
import providerData from '../../../../data/providers.json';
import type { ListedProduct } from '../../visit/main-providers';
import { cardProviders, searchCards, searchProviders } from '../provider-search';

const providerNames = new Map(
  (providerData as { id: string; name: string; big4: boolean }[]).map((provider) => [provider.id, provider]),
);
const products: ListedProduct[] = (
  cardData.products as { id: string; providerId: string; name: string }[]
).map((card) => {
  const provider = providerNames.get(card.providerId);
  return {
    id: card.id,
    name: card.name,
    category: 'cc',
    big4: provider?.big4 ?? false,
    providerId: card.providerId,
    providerName: provider?.name ?? '',
  };
});
const providers = cardProviders(products);
const cardsFound = (query: string) =>
  searchCards(providers, products, query).map((card) => `${card.providerName}: ${card.name}`);
const banksFound = (query: string) => searchProviders(providers, query).map((provider) => provider.name);

test.each([
  ['commbank smart', ['CommBank: Smart Awards credit card']],
  ['CBA smart awards', ['CommBank: Smart Awards credit card']],
  ['comm bank smart', ['CommBank: Smart Awards credit card']],
  [
    'westpac altitude black',
    [
      'Westpac: Altitude Black Rewards World Mastercard',
      'Westpac: Altitude Qantas Black',
      'Westpac: Altitude Velocity Black',
    ],
  ],
  ['anz ff black', ['ANZ: ANZ Frequent Flyer Black']],
  ['ANZ frequent flier plat', ['ANZ: ANZ Frequent Flyer Platinum']],
  ['citi premier qantas', ['Citi: Citi Premier Qantas Card']],
])('"%s" finds %j', (query, expected) => {
  expect(cardsFound(query)).toEqual(expected);
});

test('"qantas premier" finds the Qantas Premier cards’ bank and the other banks’ Premier Qantas cards', () => {
  expect(banksFound('qantas premier')).toEqual(['Qantas Premier']);
  expect(cardsFound('qantas premier')).toEqual([
    'Citi: Citi Premier Qantas Card',
    'HSBC: HSBC Premier World Mastercard Qantas',
  ]);
});

test.each([
  // Only a bank's words: the bank is found, not every card it has.
  ['cba', ['CommBank']],
  ['anz', ['ANZ']],
  ['commonwealth bank', ['CommBank']],
])('"%s" finds the banks %j and no card', (query, banks) => {
  expect(banksFound(query)).toEqual(banks);
  expect(cardsFound(query)).toEqual([]);
});

test('an empty query lists every bank and no card', () => {
  expect(banksFound('  ')).toHaveLength(providers.length);
  expect(cardsFound('  ')).toEqual([]);
});

test.each([['commbank altitude'], ['westpac smart'], ['zzz'], ['anz velocity']])(
  '"%s" finds no card: every word must belong to one card and its bank',
  (query) => {
    expect(cardsFound(query)).toEqual([]);
  },
);
