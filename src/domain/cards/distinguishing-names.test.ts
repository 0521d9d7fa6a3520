import { type DistinguishableCard, distinguishingLabels } from './distinguishing-names';
import { labelledName } from './labelled-name';

function card(id: string, overrides: Partial<DistinguishableCard> = {}): DistinguishableCard {
  return {
    id,
    providerId: id.split('-')[0] ?? id,
    name: 'Low Rate credit card',
    limitTier: null,
    annualFeeCents: 0,
    monthlyFeeCents: null,
    purchaseRate: 0.1455,
    noInterest: false,
    url: null,
    ...overrides,
  };
}

describe('distinguishingLabels', () => {
  it.each<[string, DistinguishableCard[], Record<string, string>]>([
    [
      'CommBank’s two Low Rate cards, business and personal, by who they are for, fee and rate',
      [
        card('10034-CC00007', { annualFeeCents: 0, purchaseRate: 0.1455, forBusiness: true }),
        card('10034-CC00008', { annualFeeCents: 7200, monthlyFeeCents: 600, purchaseRate: 0.1399 }),
      ],
      {
        '10034-CC00007': 'for business, no annual fee, 14.55% p.a.',
        '10034-CC00008': 'personal, $6 monthly fee, 13.99% p.a.',
      },
    ],
    [
      'a business card and a personal card with the same figures: who each is for alone',
      [card('6-A', { forBusiness: true }), card('6-B', { forBusiness: false })],
      { '6-A': 'for business', '6-B': 'personal' },
    ],
    [
      'two personal cards: "personal" says nothing, so it is left out',
      [card('7-A', { annualFeeCents: 0 }), card('7-B', { annualFeeCents: 3000, forBusiness: false })],
      { '7-A': 'no annual fee', '7-B': '$30 annual fee' },
    ],
    [
      'only the figure that differs',
      [card('1-A', { annualFeeCents: 5900 }), card('1-B', { annualFeeCents: 9900 })],
      { '1-A': '$59 annual fee', '1-B': '$99 annual fee' },
    ],
    [
      'limit tiers first, and "no interest" for cards without a rate',
      [
        card('2-A', { limitTier: 1000, noInterest: true, purchaseRate: null, monthlyFeeCents: 1000 }),
        card('2-B', { limitTier: 3000, noInterest: true, purchaseRate: null, monthlyFeeCents: 2200 }),
      ],
      { '2-A': '$1,000 limit, $10 monthly fee', '2-B': '$3,000 limit, $22 monthly fee' },
    ],
    [
      'identical figures: the web address each is sold at',
      [
        card('10074-CC00001', { url: 'https://www.heritageisle.com.au/visa-cards/visa-credit-card/' }),
        card('10074-CC00002', { url: 'https://www.policebank.com.au/credit-card' }),
        card('10074-CC00003', { url: 'https://www.borderbank.com.au/forms/visa-cards' }),
      ],
      {
        '10074-CC00001': 'from heritageisle.com.au',
        '10074-CC00002': 'from policebank.com.au',
        '10074-CC00003': 'from borderbank.com.au',
      },
    ],
    [
      'a pair that shares its figures within a larger group gets the address as well',
      [
        card('3-A', { annualFeeCents: 0, url: 'https://a.example/one' }),
        card('3-B', { annualFeeCents: 0, url: 'https://b.example/two' }),
        card('3-C', { annualFeeCents: 4900, url: 'https://a.example/three' }),
      ],
      {
        '3-A': 'no annual fee, from a.example',
        '3-B': 'no annual fee, from b.example',
        '3-C': '$49 annual fee',
      },
    ],
    [
      'nothing to tell them apart: their place in the list, by id',
      [card('4-B'), card('4-A')],
      { '4-A': 'listing 1 of 2', '4-B': 'listing 2 of 2' },
    ],
    [
      'names compare without case or extra spaces',
      [card('5-A', { name: 'Low  Rate Credit Card' }), card('5-B', { annualFeeCents: 100 })],
      { '5-A': 'no annual fee', '5-B': '$1 annual fee' },
    ],
    [
      'no label for a name of its own, nor for the same name at another provider',
      [card('10034-X'), card('10069-X'), card('10034-Y', { name: 'Awards credit card' })],
      {},
    ],
  ])('%s', (_what, cards, expected) => {
    expect(Object.fromEntries(distinguishingLabels(cards))).toEqual(expected);
  });
});

describe('labelledName', () => {
  it.each([
    [
      'Low Rate credit card',
      'no annual fee, 14.55% p.a.',
      'Low Rate credit card (no annual fee, 14.55% p.a.)',
    ],
    ['Awards credit card', undefined, 'Awards credit card'],
    ['Awards credit card', null, 'Awards credit card'],
  ])('%s with %p', (name, label, expected) => {
    expect(labelledName(name, label)).toBe(expected);
  });
});
