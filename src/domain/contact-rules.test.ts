import { hasEmailShape, hasNameShape } from './contact-rules';

test.each<[string, boolean]>([
  ['mia@example.com', true],
  ['mia.nguyen+cards@mail.example.com.au', true],
  ['mia@example', false],
  ['mia@example.c', false],
  ['mia example@example.com', false],
  ['"mia"@example.com', false],
  ['mia@exa,mple.com', false],
  [`${'a'.repeat(243)}@example.com`, false],
])('%s has the shape of an e-mail address: %s', (email, expected) => {
  expect(hasEmailShape(email)).toBe(expected);
});

test.each<[string, boolean]>([
  ['Mia', true],
  ['Nguyen-O’Brien', true],
  ['Jean Luc', true],
  ['', false],
  ['J4ne', false],
  ['<b>Mia</b>', false],
  ['Mia\u0007', false],
  ['a'.repeat(51), false],
])('%s has the shape of a name: %s', (name, expected) => {
  expect(hasNameShape(name)).toBe(expected);
});
