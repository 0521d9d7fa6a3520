import {
  codePointName,
  findInvisibleCharacter,
  findInvisibleCharacterInTypedText,
  findUnstorableCharacter,
} from './text';

describe('findUnstorableCharacter', () => {
  test.each([
    ['plain text', 'Jane Citizen'],
    ['accents and CJK', 'Zoë 東京'],
    ['a whole surrogate pair', 'smile \u{1F600}'],
    ['pairs back to back', '\u{1F600}\u{1F601}'],
    ['the replacement character', 'a\ufffdb'],
    ['empty', ''],
  ])('accepts %s', (_label, text) => {
    expect(findUnstorableCharacter(text)).toBeNull();
  });

  test.each([
    ['NUL', 'a\u0000b', 'the null character (U+0000)'],
    [
      'a lone high surrogate',
      'a\ud800b',
      'half of a UTF-16 surrogate pair (U+D800), which is not a character',
    ],
    [
      'a lone low surrogate',
      'a\udfffb',
      'half of a UTF-16 surrogate pair (U+DFFF), which is not a character',
    ],
    [
      'a high surrogate at the end',
      'ab\ud83d',
      'half of a UTF-16 surrogate pair (U+D83D), which is not a character',
    ],
    [
      'a pair in the wrong order',
      '\ude00\ud83d',
      'half of a UTF-16 surrogate pair (U+DE00), which is not a character',
    ],
    ['NUL after a whole pair', '\u{1F600}\u0000', 'the null character (U+0000)'],
  ])('refuses %s', (_label, text, description) => {
    expect(findUnstorableCharacter(text)).toBe(description);
  });
});

describe('findInvisibleCharacter', () => {
  test.each([
    ['a name', "Mary-Jane O'Neil"],
    ['an address', 'jane@example.com'],
    ['letters with marks', 'Zoë Nguyễn'],
    ['a space', 'a b'],
  ])('accepts %s', (_label, text) => {
    expect(findInvisibleCharacter(text)).toBeNull();
  });

  test.each([
    ['right-to-left override', 'jane\u202e@example.com', 'U+202E'],
    ['left-to-right isolate', 'a\u2066b', 'U+2066'],
    ['zero-width space', 'ja\u200bne', 'U+200B'],
    ['zero-width joiner', 'a\u200db', 'U+200D'],
    ['byte order mark', 'a\ufeffb', 'U+FEFF'],
    ['soft hyphen', 'a\u00adb', 'U+00AD'],
    ['tab', 'a\tb', 'U+0009'],
    ['NUL', 'a\u0000b', 'U+0000'],
    ['C1 control', 'a\u0085b', 'U+0085'],
    ['DEL', 'a\u007fb', 'U+007F'],
    ['tag character', 'a\u{E0041}b', 'U+E0041'],
  ])('finds %s', (_label, text, name) => {
    expect(findInvisibleCharacter(text)).toBe(name);
  });
});

describe('findInvisibleCharacterInTypedText', () => {
  test.each([
    ['tabs and line breaks', 'Mia\tRose\r\nNguyen', null],
    ['a byte order mark, which JavaScript counts as whitespace', 'Mi\ufeffa', 'U+FEFF'],
    ['a right-to-left override', 'Mia\u202e', 'U+202E'],
    ['a C1 control character', 'Mia\u0085', 'U+0085'],
  ])('%s', (_label, text, found) => {
    expect(findInvisibleCharacterInTypedText(text)).toBe(found);
  });
});

test.each([
  [0, 'U+0000'],
  [0x202e, 'U+202E'],
  [0x1f600, 'U+1F600'],
])('codePointName(%i) is %s', (codePoint, name) => {
  expect(codePointName(codePoint)).toBe(name);
});
