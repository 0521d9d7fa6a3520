import { sameNameLabels, type NamedProduct } from './same-name-labels';

const product = (
  id: string,
  name: string,
  figure: string | null,
  providerId = 'p1',
  more: Partial<NamedProduct> = {},
): NamedProduct => ({ id, providerId, name, figure, ...more });

test.each<[string, NamedProduct[], Record<string, string>]>([
  [
    'names of their own get no label',
    [product('a', 'Basic Variable', 'From 6.09% p.a.'), product('b', 'Fixed', 'From 5.99% p.a.')],
    {},
  ],
  [
    'the same name at two providers is no clash',
    [
      product('a', 'Term Deposit', 'Up to 5.00% p.a.'),
      product('b', 'Term Deposit', 'Up to 4.50% p.a.', 'p2'),
    ],
    {},
  ],
  [
    // First Option Bank publishes two loans that read alike once their names are spelt out.
    'two loans of one name with different rates: each by its lowest rate',
    [
      product(
        'HL9',
        'Complete Package Home Loan, under 70% LVR, investment, variable, interest only',
        'From 7.25% p.a., comparison rate 7.67% p.a.',
      ),
      product(
        'HL10',
        'Complete Package Home Loan, under 70% LVR, investment, variable, interest only',
        'From 7.05% p.a., comparison rate 7.47% p.a.',
      ),
    ],
    { HL9: 'from 7.25% p.a.', HL10: 'from 7.05% p.a.' },
  ],
  [
    'the name compared without case or extra spaces',
    [product('a', 'Everyday  Account', 'No monthly fee'), product('b', 'everyday account', '$4 monthly fee')],
    { a: 'no monthly fee', b: '$4 monthly fee' },
  ],
  [
    'the same figures too: numbered in the listing’s order',
    [
      product('x', 'Saver', 'Up to 5.00% p.a., base rate 0.50% p.a.'),
      product('y', 'Saver', 'Up to 5.00% p.a., base rate 0.50% p.a.'),
      product('z', 'Saver', 'Up to 4.00% p.a., base rate 0.50% p.a.'),
    ],
    { x: 'up to 5.00% p.a., listing 1 of 2', y: 'up to 5.00% p.a., listing 2 of 2', z: 'up to 4.00% p.a.' },
  ],
  [
    'no figure at all: numbered',
    [product('x', 'Saver', null), product('y', 'Saver', null)],
    { x: 'listing 1 of 2', y: 'listing 2 of 2' },
  ],
  [
    // One group of banks publishes each brand's personal loan under the same name and figures.
    'the same figures at different brands: told by the web address',
    [
      product('b', 'Personal Loan', 'From 8.99% p.a.', 'p1', { facets: ['borderbank.com.au', 'unsecured'] }),
      product('h', 'Personal Loan', 'From 8.99% p.a.', 'p1', {
        facets: ['heritageisle.com.au', 'unsecured'],
      }),
    ],
    { b: 'borderbank.com.au', h: 'heritageisle.com.au' },
  ],
  [
    'a facet that tells all apart is preferred to an earlier one that tells only some',
    [
      product('a', 'Plus', 'From 6.39% p.a.', 'p1', { facets: ['interest only', '1 year'] }),
      product('b', 'Plus', 'From 6.39% p.a.', 'p1', { facets: ['interest only', '2 years'] }),
      product('c', 'Plus', 'From 6.39% p.a.', 'p1', { facets: ['principal and interest', '3 years'] }),
    ],
    { a: '1 year', b: '2 years', c: '3 years' },
  ],
  [
    'no single facet tells all apart: the first that tells some, then the next',
    [
      product('a', 'Plus', null, 'p1', { facets: ['interest only', '1 year'] }),
      product('b', 'Plus', null, 'p1', { facets: ['interest only', '2 years'] }),
      product('c', 'Plus', null, 'p1', { facets: ['principal and interest', '2 years'] }),
    ],
    { a: 'interest only, 1 year', b: 'interest only, 2 years', c: 'principal and interest' },
  ],
  [
    'same facets: a rate one has and the others lack, or all of its rates when it has none of its own',
    [
      product('a', 'Plus', 'From 6.39% p.a.', 'p1', {
        facets: ['owner-occupied'],
        details: ['variable at 6.39% p.a.', '1-year fixed at 6.79% p.a.'],
      }),
      product('b', 'Plus', 'From 6.39% p.a.', 'p1', {
        facets: ['owner-occupied'],
        details: ['variable at 6.39% p.a.', '1-year fixed at 6.99% p.a.'],
      }),
      product('c', 'Plus', 'From 6.39% p.a.', 'p1', {
        facets: ['owner-occupied'],
        details: ['variable at 6.39% p.a.'],
      }),
    ],
    { a: '1-year fixed at 6.79% p.a.', b: '1-year fixed at 6.99% p.a.', c: 'only variable at 6.39% p.a.' },
  ],
  [
    'alike in every figure: numbered, and said to be alike',
    [
      product('a', 'Term Deposit 12 Months', null, 'p1', { facets: ['cmcu.com.au'], figures: '[12,0.05]' }),
      product('b', 'Term Deposit 12 Months', null, 'p1', { facets: ['cmcu.com.au'], figures: '[12,0.05]' }),
    ],
    { a: 'listing 1 of 2, same figures', b: 'listing 2 of 2, same figures' },
  ],
  [
    'alike in what is compared but not in every figure: numbered only',
    [
      product('a', 'Loan', null, 'p1', { facets: ['unsecured'], figures: '[150]' }),
      product('b', 'Loan', null, 'p1', { facets: ['unsecured'], figures: '[250]' }),
    ],
    { a: 'listing 1 of 2', b: 'listing 2 of 2' },
  ],
  [
    'a product left without a word of its own while the others have one is numbered',
    [
      product('a', 'Choice', null, 'p1', { facets: [null] }),
      product('b', 'Choice', null, 'p1', { facets: ['0.85% p.a. interest'] }),
    ],
    { a: 'listing 1 of 2', b: '0.85% p.a. interest' },
  ],
])('%s', (_title, products, expected) => {
  expect(Object.fromEntries(sameNameLabels(products))).toEqual(expected);
});
