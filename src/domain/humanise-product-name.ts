/**
 * Product names as people read them, from the banks' own abbreviated names: home-loan shorthand
 * spelt out ("Ooc", "OO", "O/Occ": owner-occupied; "Inv": investment; "Pi", "P&I", "P+I": principal
 * and interest; "IO", "I/O", "Int Only": interest only; "Vbl", "Var": variable), a loan-to-value
 * ratio given its percent sign ("Under 60 LVR": under 60% LVR) and its comparison in words
 * ("LVR<80%": LVR under 80%, "LE 80% LVR": up to 80% LVR).
 *
 * A name written as a list ("Simple Home Loan Under 60 LVR, Ooc, Variable, Pi") keeps its first
 * part as the product's name and reads the rest as a description, in lower case: "Simple Home Loan,
 * under 60% LVR, owner-occupied, variable, principal and interest". Elsewhere a spelt-out word
 * takes the case of the abbreviation it replaces ("Inv Home Loan Variable I/O": "Investment Home
 * Loan Variable Interest Only"). Nothing else about a name changes.
 */

interface Expansion {
  /** Matches the abbreviation as a whole word (the lookarounds keep it from the middle of a word). */
  pattern: RegExp;
  words: string;
  /** Spelt out already, only put in the list's lower case ("Owner Occupied": owner-occupied). */
  inListsOnly?: true;
}

const WORD_START = String.raw`(?<![\p{L}\p{N}&+/.])`;
const WORD_END = String.raw`(?![\p{L}\p{N}&+/])`;

function word(source: string, flags = 'giu'): RegExp {
  return new RegExp(`${WORD_START}(?:${source})${WORD_END}`, flags);
}

const EXPANSIONS: readonly Expansion[] = [
  { pattern: word(String.raw`O\/Occ|Owner Occ|Ooc|OO`), words: 'owner-occupied' },
  { pattern: word('Owner[ -]Occupied|Owner[ -]Occupier'), words: 'owner-occupied', inListsOnly: true },
  { pattern: word('Inv'), words: 'investment' },
  { pattern: word(String.raw`P ?& ?I|P\+I|Pi`), words: 'principal and interest' },
  { pattern: word(String.raw`I\/O|Int\.? ?Only|IO`), words: 'interest only' },
  { pattern: word('Vbl|Var'), words: 'variable' },
  { pattern: word('Mths'), words: 'months' },
];

/** "Under 60 LVR", "80-90LVR", "60%LVR": a percent sign and a space before LVR. */
function lvrPercent(name: string): string {
  return name.replace(/(\d+(?:\.\d+)?)(?:\s*(%))?\s*LVR\b/gi, (_all, figure: string) => `${figure}% LVR`);
}

/** "<", "<=", "LE" and ">" before a figure, in words. */
function comparisonsInWords(name: string): string {
  return name
    .replace(/\bLVR\s*(?=[<>])/gi, 'LVR ')
    .replace(/(?:<=|=<|\bLE\b)\s*(?=\d)/gi, 'up to ')
    .replace(/<\s*(?=\d)/g, 'under ')
    .replace(/>=?\s*(?=\d)/g, 'over ')
    .replace(/ {2,}/g, ' ');
}

/** "principal and interest": "Principal and Interest"; "owner-occupied": "Owner-Occupied". */
function titleCase(words: string): string {
  return words
    .split(' ')
    .map((piece) =>
      piece === 'and'
        ? piece
        : piece.replace(
            /(^|-)(\p{Ll})/gu,
            (_all, before: string, letter: string) => before + letter.toUpperCase(),
          ),
    )
    .join(' ');
}

/** Spells out each abbreviation, in lower case or in the title case of the word it replaces. */
function expand(text: string, lowerCase: boolean): string {
  return EXPANSIONS.filter((expansion) => lowerCase || !expansion.inListsOnly).reduce(
    (result, { pattern, words }) =>
      result.replace(pattern, (abbreviation: string) =>
        lowerCase || !/^\p{Lu}/u.test(abbreviation) ? words : titleCase(words),
      ),
    text,
  );
}

/** Words of a list part that are lower case in running text: all but acronyms such as LVR. */
function lowerCasePart(part: string): string {
  return part
    .split(' ')
    .map((piece) => (/^\p{Lu}{2,}$/u.test(piece) ? piece : piece.toLowerCase()))
    .join(' ');
}

/** "Simple Home Loan Under 60% LVR": the name and the LVR phrase that ends it, as two parts. */
function splitTrailingLvr(first: string): string[] {
  const match = /^(.*\S)\s+((?:under|over|up to)\s+\d+(?:\.\d+)?% LVR)$/i.exec(first);
  return match ? [match[1]!, match[2]!] : [first];
}

export function humaniseProductName(name: string): string {
  const tidy = comparisonsInWords(lvrPercent(name));
  const parts = tidy.split(/\s*,\s+/);
  if (parts.length < 3) return expand(tidy, false);
  const [first, ...rest] = parts;
  const [productName, ...lvr] = splitTrailingLvr(expand(first!, false));
  return [productName, ...[...lvr, ...rest].map((part) => lowerCasePart(expand(part, true)))].join(', ');
}
