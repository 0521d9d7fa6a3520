/**
 * Savings bonus conditions turned into structured kinds with our own one-line summaries. The bank's
 * wording is only searched for the condition and its number; the sentence we store is ours.
 *
 * Conditions belong to the rate they come from: each bonus row (and each base row the bank gives
 * for a condition, such as "balance increased by $200 a month") is read on its own words, with the
 * product's eligibility notes about its bonus, into the ways to earn it (`conditionWays`). A row
 * that states different conditions for different ages ("Over 18 years - deposit $1000 ... Under 18
 * years - no minimum") gives one way per age band, each with the age as a condition.
 */
import type { RawSavingsBonusCondition } from '../../../src/domain/data/raw-types';
import type { CdrDepositRate } from './cdr-types';
import { canonicalEnum } from './cdr-values';
import { durationTextToMonths } from '../../../src/domain/normalise/durations';

type Kind = RawSavingsBonusCondition['kind'];

const money = (amount: number): string => `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const number = (text: string | undefined): number => Number((text ?? '0').replace(/,/g, ''));

const ORDER: Kind[] = [
  'min-deposit',
  'balance-growth',
  'no-withdrawals',
  'transactions',
  'linked-account',
  'age',
  'introductory',
  'other',
];

/** A deposit or growth with no amount stated: any at all, a cent. */
const ANY_AMOUNT = 0.01;

const MIN_DEPOSIT = [
  /deposit(?:s|ed|ing)?\s+(?:of\s+)?(?:at least\s+|a minimum of\s+|minimum\s+|more than\s+|over\s+)?\$\s?(\d[\d,]*(?:\.\d+)?)/i,
  /\$\s?(\d[\d,]*(?:\.\d+)?)\s+(?:or more\s+)?(?:\w+\s+){0,3}?deposit/i,
];
/** "Make at least one deposit each calendar month", "you must make a deposit". */
const ANY_DEPOSIT = /\bmake (?:at least )?(?:one|a|1) deposits?\b/i;
const NO_WITHDRAWALS =
  /no withdrawals?|nil withdrawals?|without (?:making )?(?:any )?withdrawals?|not make (?:any )?withdrawals?|zero withdrawals?/i;
const GROWTH = [
  /(?:grow|increase)\w*[^.$]{0,60}?\$\s?(\d[\d,]*)/i,
  /\$\s?(\d[\d,]*)\s+(?:or more\s+)?(?:higher|more than the (?:opening|previous))/i,
  /balance (?:increase|growth) of \$\s?(\d[\d,]*)/i,
];
/** "A higher account balance at the end of the month", "balance is higher at the end", "grow balance over the month". */
const ANY_GROWTH =
  /higher (?:account |closing )?balance at the end|balance (?:is |was )?higher at the end|\bgrow(?:s|ing)? (?:the |your )?balance\b/i;
const TRANSACTIONS =
  /(\d+)\s+(?:or more\s+)?(?:eligible\s+)?(?:settled\s+)?(?:card\s+|visa\s+|debit card\s+|debit\s+)?(?:purchases|transactions|card payments|payments)/i;
const LINKED_ACCOUNT =
  /\bhold an eligible transaction account\b|\blinked? (?:an? )?(?:eligible )?transaction account\b/i;
const AGE_OVER = /(\d{2})\s*years?\s*(?:old\s*)?(?:or older|or over|and over|\+)|\bover (\d{2}) years/i;
const AGE_AT_MOST = /(\d{2})\s*years?\s*(?:old\s*)?(?:or younger|or under|and under)/i;
const AGE_UNDER = /(?:under|younger than|aged? up to)\s*(?:the age of\s*)?(\d{2})\s*years/i;
const AGE_RANGE = /aged (\d{2})\s*(?:-|to)\s*(\d{2})\b/i;
/** Where a new age band starts in a row that states conditions by age. */
const AGE_MARKER =
  /\b(?:over|under|younger than)\s+\d{2}\s*years?|\b\d{2}\s*years?\s*(?:old\s*)?(?:or older|or over|and over|or younger|or under|and under)/gi;
/** Words saying a band needs nothing more. */
const NOTHING_REQUIRED = /\bno (?:minimum )?deposits? or purchases? (?:are )?required\b|\bno conditions\b/i;

function firstMatch(patterns: RegExp[], text: string): RegExpExecArray | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return null;
}

function ageConditions(text: string): RawSavingsBonusCondition[] {
  const range = AGE_RANGE.exec(text);
  if (range) {
    const from = number(range[1]);
    const upTo = number(range[2]) + 1;
    return [
      { kind: 'age', amount: from, summary: `Be aged ${from} or over` },
      { kind: 'age', amount: upTo, summary: `Be aged under ${upTo}` },
    ];
  }
  const over = AGE_OVER.exec(text);
  if (over) {
    const years = number(over[1] ?? over[2]);
    return [{ kind: 'age', amount: years, summary: `Be aged ${years} or over` }];
  }
  const atMost = AGE_AT_MOST.exec(text);
  if (atMost) {
    const under = number(atMost[1]) + 1;
    return [{ kind: 'age', amount: under, summary: `Be aged under ${under}` }];
  }
  const under = AGE_UNDER.exec(text);
  if (under) return [{ kind: 'age', amount: number(under[1]), summary: `Be aged under ${number(under[1])}` }];
  return [];
}

/** The conditions one passage of a bank's wording states, in a fixed order; `other` when it states none we read. */
export function conditionsOfText(text: string): RawSavingsBonusCondition[] {
  const found: RawSavingsBonusCondition[] = [];
  const deposit = firstMatch(MIN_DEPOSIT, text);
  const depositAmount = deposit ? number(deposit[1]) : ANY_DEPOSIT.test(text) ? ANY_AMOUNT : null;
  if (depositAmount !== null)
    found.push({
      kind: 'min-deposit',
      amount: depositAmount,
      summary:
        depositAmount === ANY_AMOUNT
          ? 'Make a deposit each month'
          : `Deposit at least ${money(depositAmount)} each month`,
    });
  const growth = firstMatch(GROWTH, text);
  const growthAmount = growth ? number(growth[1]) : ANY_GROWTH.test(text) ? ANY_AMOUNT : null;
  if (growthAmount !== null)
    found.push({
      kind: 'balance-growth',
      amount: growthAmount,
      summary:
        growthAmount === ANY_AMOUNT
          ? 'End each month with a higher balance than it started with, interest aside'
          : `Grow the balance by at least ${money(growthAmount)} each month`,
    });
  if (NO_WITHDRAWALS.test(text))
    found.push({ kind: 'no-withdrawals', amount: null, summary: 'Make no withdrawals during the month' });
  const transactions = TRANSACTIONS.exec(text);
  const count = transactions ? number(transactions[1]) : 0;
  if (count > 0 && count <= 50)
    found.push({
      kind: 'transactions',
      amount: count,
      summary: `Make at least ${count} eligible card transactions each month`,
    });
  if (LINKED_ACCOUNT.test(text))
    found.push({
      kind: 'linked-account',
      amount: null,
      summary: 'Hold an eligible transaction account with the same bank',
    });
  found.push(...ageConditions(text));
  if (found.length === 0 && !NOTHING_REQUIRED.test(text))
    found.push({ kind: 'other', amount: null, summary: 'Monthly conditions apply to earn the bonus rate' });
  return found;
}

/** The passages of a text that start at an age band: the words before the first band are common to all. */
function ageBandPassages(text: string): { common: string; bands: string[] } {
  const starts = [...text.matchAll(AGE_MARKER)].map((match) => match.index);
  if (starts.length < 2) return { common: text, bands: [] };
  const bands = starts.map((start, index) => text.slice(start, starts[index + 1] ?? text.length));
  return { common: text.slice(0, starts[0]), bands };
}

function unique(conditions: RawSavingsBonusCondition[]): RawSavingsBonusCondition[] {
  const seen = new Set<string>();
  return conditions.filter((condition) => {
    const key = `${condition.kind}:${String(condition.amount)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The ways to earn one rate: a list of alternatives, each the conditions all to be met. `notes`
 * are the product's own words about its bonus elsewhere (its eligibility), which apply to every way.
 */
export function conditionWays(text: string, notes: readonly string[] = []): RawSavingsBonusCondition[][] {
  // A note's age ("a larger bonus for customers 30 or younger") picks out a way, it is not one for all.
  const shared = notes.flatMap((note) =>
    conditionsOfText(note).filter((c) => c.kind !== 'other' && c.kind !== 'age'),
  );
  const { common, bands } = ageBandPassages(text);
  const passages = bands.length > 0 ? bands.map((band) => `${common} ${band}`) : [text];
  return passages.map((passage) => {
    const own = conditionsOfText(passage);
    const stated = shared.length > 0 ? own.filter((c) => c.kind !== 'other') : own;
    return inOrder(unique([...stated, ...shared]));
  });
}

function inOrder(conditions: RawSavingsBonusCondition[]): RawSavingsBonusCondition[] {
  return ORDER.flatMap((kind) => conditions.filter((condition) => condition.kind === kind));
}

/** A rate row's own words. */
export function rowText(row: CdrDepositRate): string {
  const applicability = (row.tiers ?? [])
    .map((tier) => tier.applicabilityConditions?.additionalInfo ?? '')
    .join(' ');
  return `${row.additionalValue ?? ''} ${row.additionalInfo ?? ''} ${applicability}`.trim();
}

/** The months of an introductory rate: its duration field (`P5M`), else the number its words give ("4 month"). */
export function introductoryMonthsOf(row: CdrDepositRate): number | null {
  return durationTextToMonths(row.additionalValue) ?? durationTextToMonths(row.additionalInfo);
}

/**
 * The account's conditions as one list for its page: those every way to its largest bonus needs
 * (an age that only some ways need is not one of them), and its introductory rate. A bonus that
 * the saver can earn in different ways by age says so.
 */
export function bonusConditions(
  rows: CdrDepositRate[],
  notes: readonly string[] = [],
  conditionalRows: readonly CdrDepositRate[] = [],
): RawSavingsBonusCondition[] {
  const bonusRows = [
    ...rows.filter((row) => ['BONUS', 'BUNDLE_BONUS'].includes(canonicalEnum(row.depositRateType))),
    ...conditionalRows,
  ];
  const rateOf = (row: CdrDepositRate): number => Number(row.rate ?? 0);
  const top = Math.max(0, ...bonusRows.map(rateOf));
  const ways = bonusRows
    .filter((row) => rateOf(row) === top)
    .flatMap((row) => conditionWays(rowText(row), notes));
  const found: RawSavingsBonusCondition[] = [];
  if (ways.length > 0) {
    const [first, ...rest] = ways;
    const everyWay = (first ?? []).filter((condition) =>
      rest.every((way) =>
        way.some((other) => other.kind === condition.kind && other.amount === condition.amount),
      ),
    );
    const byAge = ways.length > 1 && ways.some((way) => way.some((condition) => condition.kind === 'age'));
    found.push(...everyWay.filter((condition) => !(byAge && condition.kind === 'age')));
    if (byAge) found.push({ kind: 'other', amount: null, summary: 'Conditions for the bonus differ by age' });
  }
  for (const row of rows) {
    if (canonicalEnum(row.depositRateType) !== 'INTRODUCTORY') continue;
    const months = introductoryMonthsOf(row);
    found.push({
      kind: 'introductory',
      amount: months,
      summary: months
        ? `Introductory rate for the first ${months} months`
        : 'Introductory rate for new accounts',
    });
  }
  return inOrder(unique(found));
}

/** The product's eligibility notes that speak of its bonus rate. */
export function bonusNotes(
  eligibility: readonly { additionalValue?: string | null; additionalInfo?: string | null }[],
): string[] {
  return eligibility
    .map((entry) => `${entry.additionalValue ?? ''} ${entry.additionalInfo ?? ''}`.trim())
    .filter((text) => /\bbonus\b/i.test(text));
}
