/** True when the text holds a C0 control character or DEL (never part of a name or an address). */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** `U+202E`, `U+1F600`: how a message names a character, since many of them cannot be shown. */
export function codePointName(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

const ANY_SURROGATE = /[\ud800-\udfff]/;

/**
 * The first character that cannot be stored as it was sent, described for a message, or null.
 * PostgreSQL text cannot hold NUL, and half of a UTF-16 surrogate pair is not a character at all:
 * UTF-8 cannot encode it, so a driver would store U+FFFD in its place and the text would change.
 */
export function findUnstorableCharacter(text: string): string | null {
  // A fast first look: most text has neither NUL nor any surrogate, so the exact scan rarely runs.
  if (!text.includes('\u0000') && !ANY_SURROGATE.test(text)) return null;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return 'the null character (U+0000)';
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index += 1;
        continue;
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      return `half of a UTF-16 surrogate pair (${codePointName(code)}), which is not a character`;
    }
  }
  return null;
}

// Cc: control characters; Cf: format characters such as U+202E (which reverses how the text
// after it displays) and U+200B (zero-width space); both are invisible where the text is shown.
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/** The code point of the first control or format character, like `U+202E`, or null. */
export function findInvisibleCharacter(text: string): string | null {
  const match = INVISIBLE.exec(text);
  return match ? codePointName(match[0].codePointAt(0) ?? 0) : null;
}

// Typed and pasted text holds these; the normalisers trim them or tidy them to spaces.
const TYPED_WHITESPACE = /[\t\n\v\f\r]/g;

/**
 * As findInvisibleCharacter, except for tabs and line breaks. A byte order mark is still found,
 * although JavaScript counts it as whitespace: tidying it to a space would change the text.
 */
export function findInvisibleCharacterInTypedText(text: string): string | null {
  return findInvisibleCharacter(text.replace(TYPED_WHITESPACE, ' '));
}
