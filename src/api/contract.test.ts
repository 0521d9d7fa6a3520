import { Type } from '@sinclair/typebox';
import type { Camelized } from './camel-case';
import { checkAnswer, ContractMismatch } from './check-answer';
import { type ClientResponseOf, defineContract, pageOf, requestBody, type ResponseOf } from './contract';
import { answerOneOf, orNull } from './fields';

const example = defineContract({
  path: '/getExample/',
  request: requestBody({ offer_id: Type.String() }),
  response: Type.Composite([
    pageOf(Type.Object({ card_name: Type.String(), yearly_cost_cents: Type.Integer() })),
    Type.Object({ kind: answerOneOf(['Stay', 'Switch'] as const), updated_at: orNull(Type.String()) }),
  ]),
});

const answer: ResponseOf<typeof example> = {
  items: [{ card_name: 'Low Rate', yearly_cost_cents: 5900 }],
  total: 1,
  limit: 10,
  offset: 0,
  has_more: false,
  kind: 'Stay',
  updated_at: null,
};

test('an answer of the contract’s shape passes; extra fields are allowed', () => {
  expect(() => checkAnswer(example.path, example.response, answer)).not.toThrow();
  expect(() => checkAnswer(example.path, example.response, { ...answer, extra: 1 })).not.toThrow();
});

test.each<[string, unknown, string]>([
  [
    'a field renamed',
    { ...answer, items: [{ cardName: 'Low Rate', yearly_cost_cents: 5900 }] },
    'The answer of /getExample/ does not match its contract at /items/0/card_name: Expected required property.',
  ],
  [
    'a number where a whole number is due',
    { ...answer, items: [{ card_name: 'Low Rate', yearly_cost_cents: 59.5 }] },
    'The answer of /getExample/ does not match its contract at /items/0/yearly_cost_cents: Expected integer.',
  ],
  [
    'a choice the contract does not list',
    { ...answer, kind: 'Leave' },
    'The answer of /getExample/ does not match its contract at /kind: Expected union value.',
  ],
])('%s is named, with where and what was expected', (_title, drifted, message) => {
  expect(() => checkAnswer(example.path, example.response, drifted)).toThrow(new ContractMismatch(message));
});

test('dates are checked as they travel, as text', () => {
  const withDate = { ...answer, updated_at: new Date('2026-11-28T00:00:00.000Z') };
  expect(() => checkAnswer(example.path, example.response, withDate)).not.toThrow();
});

test('the client’s type is the answer with every key camelCased', () => {
  const client: ClientResponseOf<typeof example> = {
    items: [{ cardName: 'Low Rate', yearlyCostCents: 5900 }],
    total: 1,
    limit: 10,
    offset: 0,
    hasMore: false,
    kind: 'Switch',
    updatedAt: '2026-11-28',
  };
  // @ts-expect-error: the snake_case key is not in the client's type
  const wrong: Camelized<{ card_name: string }> = { card_name: 'x' };
  expect([client.items[0]?.cardName, wrong]).toHaveLength(2);
});
