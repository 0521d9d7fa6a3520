/**
 * Text a visitor typed, made safe to put in a message we send. Our e-mails go out from our address,
 * so whatever they repeat reads as ours: a card name typed as "card. ACTION REQUIRED: confirm at
 * https://evil.example" must not reach anyone as our instruction. A typed value therefore appears
 * only short, in typographic quotes (so it reads as something quoted, not as our sentence), and
 * never when it holds anything a mail client could turn into a link or that names a way to reach
 * someone (a web or e-mail address, a domain, a phone number): then the caller's neutral phrase
 * stands in for the whole value.
 */
import { findInvisibleCharacterInTypedText } from './text';

/** The longest quoted value, in characters, "…" included. */
export const MAX_QUOTED_LENGTH = 60;

// `https:`, `mailto:`, `tel:`... and anything before `://`.
const SCHEME =
  /(?:^|[^\p{L}\p{N}])(?:https?|ftps?|mailto|tel|sms|callto|file|data|javascript|skype|whatsapp|viber|tg)\s*:|:\s*\/\//iu;
// `www.` starts a link in most mail clients even without a scheme.
const WWW = /(?:^|[^\p{L}\p{N}])www\s*[.\u3002\uff0e\uff61]/iu;
// `@` and its full-width form: an e-mail address, or a handle to write to.
const AT_SIGN = /[@\uff20]/u;
// `evil.example`, `anz.com.au`, `пример.рф`: a dot (or a dot IDNA reads as one) between a word and
// a label of two or more letters.
const DOMAIN = /[\p{L}\p{N}-][.\u3002\uff0e\uff61][\p{L}][\p{L}\p{N}-]+/u;
// `1.2.3.4`: an address a client may link.
const IP_ADDRESS = /\d{1,3}(?:\.\d{1,3}){3}/u;
// Six digits or more, in groups or not: `13 22 21`, `1800 123 456`, `+61 412 345 678`.
const PHONE = /\d(?:[\s().+-]?\d){5,}/u;
// Marks that would close our quotes early and let the rest read as our own words.
const DOUBLE_QUOTES = /["\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033\u301d\u301e\uff02]/gu;

/** Trimmed, runs of whitespace as one space; null when empty or holding invisible characters. */
function tidy(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  if (findInvisibleCharacterInTypedText(value)) return null;
  const text = value.trim().replace(/\s+/gu, ' ');
  return text === '' ? null : text;
}

/** True when nothing in the text can become a link or names a way to reach someone. */
export function isLinkFree(text: string): boolean {
  return ![SCHEME, WWW, AT_SIGN, DOMAIN, IP_ADDRESS, PHONE].some((pattern) => pattern.test(text));
}

/** At most `max` characters, cut after a whole word and ended with "…" when it was longer. */
export function shortened(text: string, max: number = MAX_QUOTED_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const head = characters.slice(0, max - 1).join('');
  // Cut at the last space when the word cut in two was not the only one.
  const space = characters[max - 1] === ' ' ? head.length : head.lastIndexOf(' ');
  const kept = (space > 0 ? head.slice(0, space) : head).replace(/[\s.,;:!?'’-]+$/u, '');
  return `${kept}…`;
}

/**
 * The visitor's value as it may appear in a message: tidied, shortened to 60 characters and in
 * typographic quotes (`“Visa Gold”`), or `neutral` (such as "the card you entered") when it is
 * empty or not link-free. Double quotation marks inside become single ones, so the value cannot
 * close the quotes itself.
 */
export function quotedFreeText(value: string | null | undefined, neutral: string): string {
  const text = tidy(value);
  if (text === null || !isLinkFree(text)) return neutral;
  return `“${shortened(text.replace(DOUBLE_QUOTES, "'"))}”`;
}

// Letters (with their accents), spaces, hyphens and apostrophes: `Jane`, `Mary-Jo`, `O’Brien`.
const PLAIN_NAME = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;
const MAX_GREETING_WORDS = 3;
const MAX_GREETING_LENGTH = 40;

/**
 * A first name to greet the visitor with (`Hi Jane,`), or null to greet them without one (`Hi,`).
 * A greeting is not quoted, so only a plain name qualifies: letters, spaces, hyphens and
 * apostrophes, at most three words and 40 characters. Such a name holds no link, no sentence and
 * no number to call.
 */
export function greetingName(value: string | null | undefined): string | null {
  const text = tidy(value);
  if (text === null || text.length > MAX_GREETING_LENGTH || !PLAIN_NAME.test(text)) return null;
  return text.split(' ').length <= MAX_GREETING_WORDS ? text : null;
}

/** `Hi Jane,` for a plain first name, `Hi,` for anything else (or none). */
export function greeting(firstName: string | null | undefined): string {
  const name = greetingName(firstName);
  return name === null ? 'Hi,' : `Hi ${name},`;
}
