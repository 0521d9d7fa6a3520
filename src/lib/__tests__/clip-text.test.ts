import { clipText } from '../clip-text';

describe('clipping text for the API', () => {
  it.each([
    ['short text unchanged', 'Network Error', 20, 'Network Error'],
    ['cut at the limit', 'abcdef', 3, 'abc'],
    ['a cut through an emoji drops its first half', 'ab😀cd', 3, 'ab'],
    ['an emoji that fits is kept', 'ab😀cd', 4, 'ab😀'],
    ['a lone high surrogate becomes U+FFFD', 'a\ud83dz', 10, 'a\ufffdz'],
    ['a lone low surrogate becomes U+FFFD', 'a\ude00z', 10, 'a\ufffdz'],
    ['empty text', '', 5, ''],
  ])('%s', (_name, text, max, expected) => {
    expect(clipText(text, max)).toBe(expected);
  });
});
