/**
 * A search that names a category and something its comparison table filters by ("term deposit
 * 12 months", "fixed 2 year home loan", "no fee bank account") is answered with a link to that
 * table already filtered, above the results. The settings are the tables' own address parameters
 * (src/features/compare/table-address.ts); a test checks each one against its table.
 */
import type { CategoryCode } from '../data/raw-types';

export type SearchCategory = CategoryCode | 'bnpl';

export interface TableIntent {
  category: SearchCategory;
  /** The table's address settings, `{ 'term-months': '12' }`; empty when the query names none. */
  settings: Record<string, string>;
  /** What the settings choose, in words, in the order found: `['12 months']`. */
  words: string[];
  /** A term deposit's term in months, when the query names one the table offers. */
  termMonths?: number;
  /** The query without the words the settings came from, to search product names with. */
  searchText: string;
}

/** Names of each category, longest first within it, as a normalised query writes them. */
const categoryNames: [SearchCategory, string[]][] = [
  ['bnpl', ['buy now pay later', 'bnpl']],
  ['cc', ['credit cards', 'credit card']],
  ['hl', ['home loans', 'home loan', 'mortgages', 'mortgage']],
  ['pl', ['personal loans', 'personal loan']],
  ['cl', ['car loans', 'car loan', 'car finance']],
  ['td', ['term deposits', 'term deposit']],
  ['sv', ['savings accounts', 'savings account', 'savings']],
  [
    'tx',
    [
      'bank accounts',
      'bank account',
      'transaction accounts',
      'transaction account',
      'everyday accounts',
      'everyday account',
    ],
  ],
];

const DEPOSIT_TERMS = [1, 3, 4, 6, 9, 12, 18, 24, 36, 48, 60];
const HOME_LOAN_FIXED_YEARS = [1, 2, 3, 5];
const LOAN_TERM_YEARS = [1, 2, 3, 4, 5, 6, 7];

interface Rule {
  pattern: RegExp;
  /** The settings and words for a match, or null when its number is not one the table offers. */
  apply(
    match: RegExpExecArray,
  ): { settings: Record<string, string>; words: string; termMonths?: number } | null;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

const depositTerm: Rule = {
  pattern: /\b(\d{1,2}) ?(months?|mths?|years?|yrs?)\b/,
  apply: (match) => {
    const count = Number(match[1]);
    const inYears = match[2]!.startsWith('y');
    const months = inYears ? count * 12 : count;
    if (!DEPOSIT_TERMS.includes(months)) return null;
    // In the unit the visitor used: "12 months" stays 12 months.
    const words = plural(count, inYears ? 'year' : 'month');
    return { settings: { 'term-months': String(months) }, words, termMonths: months };
  },
};

const fixedYears: Rule = {
  pattern: /\b(?:(\d) ?(?:years?|yrs?) fixed|fixed (?:for )?(\d) ?(?:years?|yrs?))\b/,
  apply: (match) => {
    const years = Number(match[1] ?? match[2]);
    if (!HOME_LOAN_FIXED_YEARS.includes(years)) return null;
    return { settings: { 'rate-type': String(years * 12) }, words: `fixed for ${plural(years, 'year')}` };
  },
};

const fixed = (): Rule => ({
  pattern: /\bfixed\b/,
  apply: () => ({ settings: { 'rate-type': 'fixed' }, words: 'fixed rate' }),
});

const variable = (): Rule => ({
  pattern: /\bvariable\b/,
  apply: () => ({ settings: { 'rate-type': 'variable' }, words: 'variable rate' }),
});

const loanTerm: Rule = {
  pattern: /\b(\d) ?(?:years?|yrs?)\b/,
  apply: (match) => {
    const years = Number(match[1]);
    if (!LOAN_TERM_YEARS.includes(years)) return null;
    return { settings: { 'term-years': String(years) }, words: `over ${plural(years, 'year')}` };
  },
};

const flag = (pattern: RegExp, name: string, value: string, words: string): Rule => ({
  pattern,
  apply: () => ({ settings: { [name]: value }, words }),
});

const noMonthlyFee = flag(/\b(?:no (?:monthly )?fees?|fee free)\b/, 'no-fee', 'yes', 'no monthly fee');

/** Each category's filters a query can name, the more specific first. */
const rules: Record<SearchCategory, Rule[]> = {
  td: [depositTerm],
  hl: [
    fixedYears,
    fixed(),
    variable(),
    flag(/\b(?:investment|investor|investors|investing)\b/, 'purpose', 'investment', 'for investment'),
    flag(/\binterest only\b/, 'repayment', 'interest-only', 'interest only'),
    flag(/\boffset\b/, 'offset', 'yes', 'with an offset account'),
  ],
  pl: [fixed(), variable(), loanTerm],
  cl: [
    fixed(),
    variable(),
    loanTerm,
    flag(/\bunsecured\b/, 'secured', 'unsecured', 'unsecured'),
    flag(/\bsecured\b/, 'secured', 'secured', 'secured by the car'),
  ],
  cc: [
    flag(/\bbalance transfers?\b/, 'balance-transfer', 'yes', 'with a balance transfer offer'),
    flag(/\bno (?:annual )?fees?\b/, 'max-fee', '0', 'no annual fee'),
  ],
  sv: [noMonthlyFee, flag(/\bno conditions\b/, 'no-conditions', 'yes', 'no bonus conditions')],
  tx: [
    flag(
      /\bno (?:foreign|international|overseas) (?:transaction )?fees?\b/,
      'no-fx-fee',
      'yes',
      'no foreign transaction fee',
    ),
    noMonthlyFee,
  ],
  bnpl: [
    flag(/\b(?:no interest|interest free)\b/, 'no-interest', 'yes', 'no interest'),
    flag(/\bno account fees?\b/, 'no-account-fee', 'yes', 'no account fee'),
  ],
};

function normalise(query: string): string {
  return query
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function findCategory(text: string): { category: SearchCategory; name: string } | null {
  for (const [category, names] of categoryNames) {
    const name = names.find((candidate) => new RegExp(`\\b${candidate}\\b`).test(text));
    if (name) return { category, name };
  }
  return null;
}

/** The category and table filters a query names, or null when it names no category. */
export function tableIntent(query: string): TableIntent | null {
  let text = normalise(query);
  const found = findCategory(text);
  if (!found) return null;
  const intent: TableIntent = { category: found.category, settings: {}, words: [], searchText: '' };
  for (const rule of rules[found.category]) {
    const match = rule.pattern.exec(text);
    if (!match) continue;
    const applied = rule.apply(match);
    if (!applied) continue;
    // A setting named twice ("fixed 2 years" then "fixed") keeps the first, more specific one.
    if (Object.keys(applied.settings).some((name) => name in intent.settings)) continue;
    Object.assign(intent.settings, applied.settings);
    intent.words.push(applied.words);
    if (applied.termMonths !== undefined) intent.termMonths = applied.termMonths;
    text = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
  }
  intent.searchText = text.replace(/\s+/g, ' ').trim();
  return intent;
}
