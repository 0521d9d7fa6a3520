import {
  keepsScrollPosition,
  scrollDecision,
  type ScrollDecision,
  type ScrollLocation,
} from '../scroll-rules';

const top: ScrollDecision = { kind: 'top' };
const keep: ScrollDecision = { kind: 'keep' };
const restore: ScrollDecision = { kind: 'restore' };

describe('scroll on page change', () => {
  it.each<[string, ScrollLocation, ScrollLocation | null, ScrollDecision]>([
    // Rule 5: every page change goes to the top.
    [
      'a link to another page',
      { pathname: '/about/', key: 'b', action: 'PUSH' },
      { pathname: '/', key: 'a' },
      top,
    ],
    [
      'a product page from the category page',
      { pathname: '/credit-cards/anz/', key: 'b', action: 'PUSH' },
      { pathname: '/credit-cards/', key: 'a' },
      top,
    ],
    [
      'the card journey: offers to an offer’s details',
      { pathname: '/credit-cards/offer-details/', key: 'b', action: 'PUSH' },
      { pathname: '/credit-cards/offers/', key: 'a' },
      top,
    ],
    [
      'the card journey: offer details to the product transfer',
      { pathname: '/credit-cards/product-transfer/', key: 'c', action: 'PUSH' },
      { pathname: '/credit-cards/offer-details/', key: 'b' },
      top,
    ],
    [
      'the home-loan journey: survey to deal versus market',
      { pathname: '/home-loans/deal-vs-market/', key: 'b', action: 'PUSH' },
      { pathname: '/home-loans/survey/', key: 'a' },
      top,
    ],
    [
      'arriving at a page that keeps its position, from another page',
      { pathname: '/credit-cards/offers/', key: 'b', action: 'PUSH' },
      { pathname: '/credit-cards/estimate/', key: 'a' },
      top,
    ],
    [
      'an old address sent on to its new one',
      { pathname: '/interest-free-credit-cards/', key: 'b', action: 'REPLACE' },
      { pathname: '/no-interest-credit-cards/', key: 'a' },
      top,
    ],
    [
      'another offer’s details: the same page with another query is still a page change',
      { pathname: '/credit-cards/offer-details/', key: 'c', action: 'PUSH' },
      { pathname: '/credit-cards/offer-details/', key: 'b' },
      top,
    ],
    // Rule 4: the listed pages keep their position when only the query or state changes.
    [
      'the offers page with new state',
      { pathname: '/credit-cards/offers/', key: 'b', action: 'PUSH' },
      { pathname: '/credit-cards/offers/', key: 'a' },
      keep,
    ],
    [
      'the credit-card category page with a new query',
      { pathname: '/credit-cards/', key: 'b', action: 'REPLACE' },
      { pathname: '/credit-cards/', key: 'a' },
      keep,
    ],
    [
      'the offer check’s offers, slash or not',
      { pathname: '/offer-qa/offers', key: 'b', action: 'PUSH' },
      { pathname: '/offer-qa/offers/', key: 'a' },
      keep,
    ],
    // Rule 3: back and forward, and a reload, restore the entry's own position.
    [
      'back to an ordinary page',
      { pathname: '/about/', key: 'a', action: 'POP' },
      { pathname: '/help/', key: 'b' },
      restore,
    ],
    [
      'back to the offers',
      { pathname: '/credit-cards/offers/', key: 'a', action: 'POP' },
      { pathname: '/credit-cards/offer-details/', key: 'b' },
      restore,
    ],
    ['the first load of a page', { pathname: '/credit-cards/offers/', key: 'a' }, null, restore],
    // Rule 2: a fragment names the element to show, decoded.
    [
      'a link to a section of another page',
      { pathname: '/help/', hash: '#contact%20us', key: 'b', action: 'PUSH' },
      { pathname: '/', key: 'a' },
      { kind: 'element', id: 'contact us' },
    ],
    [
      'a fragment with a broken escape, as written',
      { pathname: '/help/', hash: '#50%', key: 'b', action: 'PUSH' },
      { pathname: '/', key: 'a' },
      { kind: 'element', id: '50%' },
    ],
    [
      'a bare # is no fragment',
      { pathname: '/help/', hash: '#', key: 'b', action: 'PUSH' },
      { pathname: '/', key: 'a' },
      top,
    ],
    // Rule 1: the same history entry again is no navigation.
    [
      'Gatsby rendering the same entry again',
      { pathname: '/about/', key: 'a', action: 'PUSH' },
      { pathname: '/about/', key: 'a' },
      keep,
    ],
  ])('%s', (_name, location, previous, expected) => {
    expect(scrollDecision(location, previous)).toEqual(expected);
  });

  it.each([
    '/credit-cards/offers',
    '/credit-cards/offers/',
    '/credit-cards/',
    '/credit-cards',
    '/offer-qa/offers/',
    '/offer-qa/offers',
  ])('lists %s as keeping its position', (pathname) => {
    expect(keepsScrollPosition(pathname)).toBe(true);
  });

  it.each([
    '/credit-cards/anz/',
    '/offer-qa/',
    '/credit-cards/offers/details/',
    '/credit-cards/offer-details/',
    '/',
  ])('does not list %s', (pathname) => {
    expect(keepsScrollPosition(pathname)).toBe(false);
  });
});
