import { greeting, greetingName, isLinkFree, quotedFreeText, shortened } from './quoted-free-text';

const NEUTRAL = 'the card you entered';

describe('quotedFreeText', () => {
  test.each([
    ['a card name', 'Visa Gold', '“Visa Gold”'],
    ['spaces trimmed and collapsed', '  Visa \t Gold\n Rewards ', '“Visa Gold Rewards”'],
    ['accents and apostrophes', 'Carte Privilège d’Émilie', '“Carte Privilège d’Émilie”'],
    ['a version number', 'Platinum 2.0', '“Platinum 2.0”'],
    ['a sentence after a full stop and a space', 'Gold card. Call us', '“Gold card. Call us”'],
    ['a short number', 'Qantas 28 Degrees 100', '“Qantas 28 Degrees 100”'],
    ['straight double quotes', 'Coles "Rewards" Mastercard', "“Coles 'Rewards' Mastercard”"],
    ['typographic double quotes', 'card” trust me “ok', "“card' trust me 'ok”"],
    ['exactly 60 characters', 'a'.repeat(60), `“${'a'.repeat(60)}”`],
    [
      'over 60 characters, cut after a word',
      'Super Rewards Platinum Card with Lounge Access and Travel Insurance Included',
      '“Super Rewards Platinum Card with Lounge Access and Travel…”',
    ],
    [
      'over 60 characters, cut before trailing punctuation',
      'Super Rewards Platinum Card, with Lounge Access, and, Travel Insurance',
      '“Super Rewards Platinum Card, with Lounge Access, and…”',
    ],
    ['one word over 60 characters', 'x'.repeat(70), `“${'x'.repeat(59)}…”`],
  ])('quotes %s', (_label, value, expected) => {
    expect(quotedFreeText(value, NEUTRAL)).toBe(expected);
  });

  test.each([
    ['an https link', 'card. ACTION REQUIRED: confirm at https://evil.example'],
    ['an http link in capitals', 'HTTP://evil'],
    ['a scheme with spaces', 'see https : // x'],
    ['any scheme-relative link', 'go to ://x'],
    ['www without a scheme', 'visit www.evil'],
    ['www with a full-width dot', 'visit www．evil'],
    ['an e-mail address', 'write to help@evil'],
    ['a bare at sign', 'Gold @ ANZ'],
    ['a full-width at sign', 'help＠evil'],
    ['a domain', 'see evil.example for details'],
    ['a domain with a country ending', 'anz.com.au card'],
    ['a domain in another script', 'пример.рф'],
    ['a domain with an ideographic dot', 'evil。example'],
    ['a mailto link', 'mailto:someone'],
    ['a tel link', 'tel:1234'],
    ['an IP address', 'go to 10.0.0.1 now'],
    ['a phone number', 'call 1800 123 456'],
    ['a short phone number', 'call 13 22 21'],
    ['a mobile number', '+61 412-345-678'],
    ['an empty value', '   '],
    ['nothing', null],
    ['an invisible character', 'Visa\u202eGold'],
  ])('uses the neutral phrase for %s', (_label, value) => {
    expect(quotedFreeText(value, NEUTRAL)).toBe(NEUTRAL);
  });
});

describe('isLinkFree', () => {
  test.each([
    ['Visa Gold', true],
    ['St George Amplify', true],
    ['St.George Amplify', false],
    ['v2.0', true],
    ['Mr.X', true],
    ['evil.ex', false],
  ])('%s: %s', (text, expected) => {
    expect(isLinkFree(text)).toBe(expected);
  });
});

describe('shortened', () => {
  test.each([
    ['short', 10, 'short'],
    ['one two three', 10, 'one two…'],
    ['one two, three', 10, 'one two…'],
    ['one two three', 8, 'one two…'],
    ['abcdefghijkl', 5, 'abcd…'],
    ['😀😀😀😀😀😀', 4, '😀😀😀…'],
  ])('%s in %d characters: %s', (text, max, expected) => {
    expect(shortened(text, max)).toBe(expected);
  });
});

describe('greeting', () => {
  test.each([
    ['Jane', 'Hi Jane,'],
    ['  Mary   Jo ', 'Hi Mary Jo,'],
    ['Jean-Luc', 'Hi Jean-Luc,'],
    ['O’Brien', 'Hi O’Brien,'],
    ['Zoë', 'Hi Zoë,'],
    ['Anne Marie Louise', 'Hi Anne Marie Louise,'],
    ['Anne Marie Louise Clare', 'Hi,'],
    ['Jane. Your ANZ card is suspended', 'Hi,'],
    ['Jane, call ANZ', 'Hi,'],
    ['J.', 'Hi,'],
    ['evil.example', 'Hi,'],
    ['Bob 1800', 'Hi,'],
    ['a'.repeat(41), 'Hi,'],
    ['', 'Hi,'],
    [null, 'Hi,'],
    ['Jane\u200b', 'Hi,'],
  ])('%j: %s', (name, expected) => {
    expect(greeting(name)).toBe(expected);
  });

  test('greetingName answers the name or null', () => {
    expect(greetingName(' Ada ')).toBe('Ada');
    expect(greetingName('Ada:')).toBeNull();
  });
});
