import { expandSynonyms } from './synonyms';

const table = {
  cba: 'commbank',
  amex: 'american express',
  bom: 'bank of melbourne',
  'bank sa': 'banksa',
  'bank of queensland': 'boq',
  citibank: 'citi',
  dj: 'david jones',
  cua: 'great southern bank',
  'ing direct': 'ing',
  '28 degrees': 'latitude',
  'members equity': 'me bank',
  'police & nurses': 'p&n bank',
};

test.each([
  ['cba', 'commbank'],
  ['CBA credit card', 'commbank credit card'],
  ['amex platinum', 'american express platinum'],
  ['Bank SA', 'banksa'],
  ['bank of queensland home loan', 'boq home loan'],
  ['ING Direct savings', 'ing savings'],
  ['28 Degrees', 'latitude'],
  ['police & nurses', 'p&n bank'],
  ['members equity', 'me bank'],
  ['dj', 'david jones'],
  // Whole words only: these must not be rewritten.
  ['cbaa', 'cbaa'],
  ['abcd', 'abcd'],
  ['djarru', 'djarru'],
  // A canonical name that contains another key is not rewritten twice.
  ['bom', 'bank of melbourne'],
  ['  Westpac  ', 'westpac'],
  ['St.George', 'st george'],
])('%j searches for %j', (query, expected) => {
  expect(expandSynonyms(query, table)).toBe(expected);
});
