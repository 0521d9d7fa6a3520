import { sameNameLabels, type NamedProduct } from './same-name-labels';

const product = (id: string, name: string, figure: string | null, providerId = 'p1'): NamedProduct => ({
  id,
  providerId,
  name,
  figure,
});

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
])('%s', (_title, products, expected) => {
  expect(Object.fromEntries(sameNameLabels(products))).toEqual(expected);
});
