import { findBodyProblem, MAX_BODY_DEPTH, nestingOverflowAt } from './body-inspection';

/** `depth` lists nested inside each other: nested(2) is [[]]. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

describe('findBodyProblem', () => {
  test.each([
    ['an ordinary body', { browser_id: 'abc', flags: { a: '1' }, list: [1, 'two', null, true] }],
    ['text with accents, emoji and invisible characters', { name: 'Zoë \u{1F600} \u202e' }],
    ['a key named constructor holding text', { constructor: 'TypeError' }],
    ['null', null],
    ['a bare string', 'token'],
    ['the deepest nesting allowed', { a: nested(MAX_BODY_DEPTH - 1) }],
    ['large but finite numbers', { a: 1.7976931348623157e308, b: -1e308 }],
  ])('accepts %s', (_label, body) => {
    expect(findBodyProblem(body)).toBeNull();
  });

  test.each([
    [
      'NUL in a value',
      { email: 'a\u0000@example.com' },
      '"email" must not contain the null character (U+0000).',
    ],
    [
      'a lone surrogate deep inside',
      { actions: [{ action: 'x', data: { note: 'a\ud800' } }] },
      '"actions[0].data.note" must not contain half of a UTF-16 surrogate pair (U+D800), which is not a character.',
    ],
    [
      'NUL in a field name',
      { flags: { 'a\u0000': 1 } },
      'A field name in "flags" must not contain the null character (U+0000).',
    ],
    [
      'a lone surrogate in a top-level field name',
      { '\udc00': 1 },
      'A field name must not contain half of a UTF-16 surrogate pair (U+DC00), which is not a character.',
    ],
    [
      '__proto__ at the top',
      JSON.parse('{"browser_id":"x","__proto__":{"admin":true}}'),
      '"__proto__" is not allowed: "__proto__" cannot be a field name.',
    ],
    [
      '__proto__ in a free-form field',
      JSON.parse('{"raw":{"a":[{"__proto__":1}]}}'),
      '"raw.a[0].__proto__" is not allowed: "__proto__" cannot be a field name.',
    ],
    [
      'constructor.prototype',
      { flags: { constructor: { prototype: { polluted: true } } } },
      '"flags.constructor" is not allowed: "constructor" cannot hold a "prototype" field.',
    ],
    ['Infinity (from 1e400)', JSON.parse('{"n":1e400}'), '"n" is a number too large to use.'],
    [
      'nesting one level too deep',
      { a: nested(MAX_BODY_DEPTH) },
      '"a[0][0][0][0]..." is nested too deeply: objects and lists may be nested at most 32 levels.',
    ],
    ['NUL in a bare string', 'a\u0000', 'The request body must not contain the null character (U+0000).'],
  ])('refuses %s', (_label, body, message) => {
    expect(findBodyProblem(body)).toBe(message);
  });

  test('reports the first problem in reading order', () => {
    expect(findBodyProblem({ a: 'ok', b: 'b\u0000', c: 'c\u0000' })).toBe(
      '"b" must not contain the null character (U+0000).',
    );
    expect(findBodyProblem([['x'], 'y\u0000', 'z\u0000'])).toBe(
      '"[1]" must not contain the null character (U+0000).',
    );
  });

  test('words query string problems as being in the address', () => {
    expect(findBodyProblem({ limit: '1\u0000' }, 'query')).toBe(
      '"limit" in the address must not contain the null character (U+0000).',
    );
  });

  test('walks a million levels without overflowing the stack', () => {
    const text = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    expect(findBodyProblem(JSON.parse(text))).toMatch(/is nested too deeply/);
  });
});

describe('nestingOverflowAt', () => {
  test.each([
    ['flat', '{"a":1,"b":[1,2]}', 2, null],
    ['exactly at the limit', '{"a":[{}]}', 3, null],
    ['one level past the limit', '{"a":[{}]}', 2, 6],
    ['brackets inside strings', '{"a":"[[[[{{{{"}', 1, null],
    ['an escaped quote inside a string', '{"a":"\\"[[[["}', 1, null],
    ['an escaped backslash ending a string', '{"a":"\\\\","b":[[1]]}', 2, 15],
    ['invalid JSON is measured all the same', '[[[', 2, 2],
  ])('%s', (_label, text, limit, index) => {
    expect(nestingOverflowAt(text, limit)).toBe(index);
  });

  test('finds the overflow in a megabyte of nesting', () => {
    expect(nestingOverflowAt('['.repeat(1_000_000))).toBe(256);
  });
});
