import { ApiError } from '../lib/api-error';
import { parseJsonBody, parseTextBody } from './body-parsers';

function refusal(parse: () => unknown): { status: number; message: string } {
  try {
    parse();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('parseJsonBody', () => {
  test.each([
    ['an object', '{"a":[1,"x",null]}', { a: [1, 'x', null] }],
    ['null, left for the schema to refuse', 'null', null],
    ['a list, left for the schema to refuse', '[1]', [1]],
    ['a body after a byte order mark', '\ufeff{"a":1}', { a: 1 }],
    ['escaped whole surrogate pairs', '{"a":"\\ud83d\\ude00"}', { a: '\u{1F600}' }],
  ])('parses %s', (_label, text, value) => {
    expect(parseJsonBody(utf8(text))).toEqual(value);
  });

  test.each([
    ['an empty body', '', 'The request body is empty: send a JSON object, even if it is just {}.'],
    ['text that is not JSON', '{"a":', 'The request body is not valid JSON.'],
    ['an escaped NUL', '{"email":"a\\u0000b"}', '"email" must not contain the null character (U+0000).'],
    [
      'an escaped lone surrogate',
      '{"first_name":"\\udead"}',
      '"first_name" must not contain half of a UTF-16 surrogate pair (U+DEAD), which is not a character.',
    ],
    [
      'a __proto__ field',
      '{"__proto__":{}}',
      '"__proto__" is not allowed: "__proto__" cannot be a field name.',
    ],
    [
      'deep nesting, refused before parsing',
      `{"raw":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      'The request body is nested too deeply (at character 263): objects and lists may be nested at most 32 levels.',
    ],
    [
      'nesting past the body limit, named by field',
      `{"raw":${'['.repeat(40)}${']'.repeat(40)}}`,
      '"raw[0][0][0][0]..." is nested too deeply: objects and lists may be nested at most 32 levels.',
    ],
  ])('refuses %s with a 400', (_label, text, message) => {
    expect(refusal(() => parseJsonBody(utf8(text)))).toEqual({ status: 400, message });
  });

  test('refuses bytes that are not UTF-8 rather than storing U+FFFD in their place', () => {
    const body = Buffer.concat([utf8('{"a":"'), Buffer.from([0xed, 0xa0, 0x80]), utf8('"}')]);
    expect(refusal(() => parseJsonBody(body))).toEqual({
      status: 400,
      message: 'The request body is not valid UTF-8 text.',
    });
  });

  test('keeps a __proto__ field from ever reaching an object prototype', () => {
    refusal(() => parseJsonBody(utf8('{"__proto__":{"polluted":true}}')));
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('parseTextBody', () => {
  test('passes text through', () => {
    expect(parseTextBody(utf8('token=abc'))).toBe('token=abc');
  });

  test('refuses NUL', () => {
    expect(refusal(() => parseTextBody(utf8('a\u0000')))).toEqual({
      status: 400,
      message: 'The request body must not contain the null character (U+0000).',
    });
  });
});
