import { stableJson } from './stable-json';

describe('stableJson', () => {
  test.each([
    [{ a: 1, b: [1, 2] }, 1, '{\n  "a": 1,\n  "b": [1,2]\n}\n'],
    [[{ id: 1 }, { id: 2 }], 1, '[\n  {"id":1},\n  {"id":2}\n]\n'],
    [{ products: [{ id: 1 }] }, 2, '{\n  "products": [\n    {"id":1}\n  ]\n}\n'],
    [{ empty: [], none: {} }, 2, '{\n  "empty": [],\n  "none": {}\n}\n'],
    [{ min: Number.MAX_VALUE, max: Number.MIN_VALUE }, 0, '{"min":1.7976931348623157e+308,"max":5e-324}\n'],
  ])('%p at depth %d', (value, depth, text) => {
    expect(stableJson(value, depth)).toBe(text);
  });

  test('round-trips', () => {
    const value = { on: '2024-08-12', cards: { a: { id: 'a', fee: '$131.39999999999998' } } };
    expect(JSON.parse(stableJson(value, 2))).toEqual(value);
  });
});
