/**
 * A rate's balance band when the bank states it only in words, with no dollar tier: "Balance $0 to
 * $10,000", "Balance $10,001 or more", "balance between $3,000 and $4,999,999.99", "Account balances
 * above $250,000", "Rate applies on balances up to $250,000", "The portion of any balance above
 * $50,000 will not receive bonus interest". Words that also speak of rates (a percentage), of a
 * condition ("if …") or of another rate ("the standard rate will apply") describe more than this
 * row's band and are left alone: the row then applies at every balance, as before.
 */
import { parseAmount } from './cdr-values';

export interface WordBand {
  min: number;
  /** Null: no upper limit. */
  max: number | null;
  /** Set when the words say the rate is paid only on the part of the balance inside the band. */
  portion: boolean;
}

/** Above this a band is open: banks write "up to $20 million" for no limit at all. */
const OPEN_BALANCE = 10_000_000;

const MONEY = String.raw`\$\s?(\d[\d,]*(?:\.\d+)?)(\s?(?:million|m)\b)?`;
const BALANCE = String.raw`\bbalances?\s+(?:of\s+|from\s+|is\s+)?`;

/** Words that say more than the row's own band. */
const OTHER_MATTERS = /%|\bif\b|\bunless\b|\bafter\b|\bstandard rate\b|\band\/or\b|\bnot met\b/i;

const PATTERNS: { pattern: RegExp; band: (amounts: number[]) => WordBand }[] = [
  {
    pattern: new RegExp(
      String.raw`\bportion of (?:any|the) balance (?:above|over) ${MONEY} (?:will|does) not`,
      'i',
    ),
    band: ([cap]) => ({ min: 0, max: cap ?? null, portion: true }),
  },
  {
    pattern: new RegExp(String.raw`${BALANCE}(?:between\s+)?${MONEY}\s*(?:to|-|–|and)\s*${MONEY}`, 'i'),
    band: ([min, max]) => ({ min: min ?? 0, max: max ?? null, portion: false }),
  },
  {
    pattern: new RegExp(
      String.raw`${BALANCE}${MONEY}\s*(?:or more|and over|and above|or over|or above|\+)`,
      'i',
    ),
    band: ([min]) => ({ min: min ?? 0, max: null, portion: false }),
  },
  {
    pattern: new RegExp(String.raw`\bbalances?\s+(?:above|over|greater than|more than)\s+${MONEY}`, 'i'),
    band: ([above]) => ({ min: (above ?? 0) + 0.01, max: null, portion: false }),
  },
  {
    // A band written as its words' first figure: "Over $250,000".
    pattern: new RegExp(String.raw`^(?:over|above|more than)\s+${MONEY}`, 'i'),
    band: ([above]) => ({ min: (above ?? 0) + 0.01, max: null, portion: false }),
  },
  {
    pattern: new RegExp(String.raw`\bbalances?\s+(?:of\s+)?up to\s+${MONEY}`, 'i'),
    band: ([cap]) => ({ min: 0, max: cap ?? null, portion: true }),
  },
];

/** The amounts of a match: each `$` figure with its "million" applied. */
function amountsOf(match: RegExpExecArray): number[] {
  const amounts: number[] = [];
  for (let group = 1; group < match.length; group += 2) {
    const figure = match[group];
    if (figure === undefined) continue;
    const amount = parseAmount(figure);
    if (amount === null) continue;
    amounts.push(match[group + 1] === undefined ? amount : amount * 1_000_000);
  }
  return amounts;
}

/** The band the words state, or null when they state none we can be sure of. */
export function balanceBandOfWords(text: string): WordBand | null {
  const words = text.replace(/\s+/g, ' ').trim();
  if (words === '' || OTHER_MATTERS.test(words)) return null;
  for (const { pattern, band } of PATTERNS) {
    const match = pattern.exec(words);
    if (match === null) continue;
    const found = band(amountsOf(match));
    const max = found.max !== null && found.max >= OPEN_BALANCE ? null : found.max;
    if (max !== null && max <= found.min) return null;
    // "Keep the balance above $0" is a condition, not a band.
    if (max === null && found.min <= 1) return null;
    return { ...found, max };
  }
  return null;
}
