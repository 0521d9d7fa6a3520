/**
 * Savings bonus conditions turned into structured kinds with our own one-line summaries. The bank's
 * wording is only searched for the condition and its number; the sentence we store is ours.
 */
import type { RawSavingsBonusCondition } from '../../src/domain/data/raw-types';
import type { CdrDepositRate } from './cdr-types';
import { canonicalEnum } from './cdr-values';
import { durationTextToMonths } from '../../src/domain/normalise/durations';

const money = (amount: number): string => `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const number = (text: string | undefined): number => Number((text ?? '0').replace(/,/g, ''));

const MIN_DEPOSIT = [
  /deposit(?:s|ed|ing)?\s+(?:of\s+)?(?:at least\s+|a minimum of\s+|minimum\s+|more than\s+|over\s+)?\$\s?(\d[\d,]*(?:\.\d+)?)/i,
  /\$\s?(\d[\d,]*(?:\.\d+)?)\s+(?:or more\s+)?(?:\w+\s+){0,3}?deposit/i,
];
const NO_WITHDRAWALS =
  /no withdrawals?|nil withdrawals?|without (?:making )?(?:any )?withdrawals?|not make (?:any )?withdrawals?|zero withdrawals?/i;
const GROWTH = [
  /(?:grow|increase)\w*[^.$]{0,60}?\$\s?(\d[\d,]*)/i,
  /\$\s?(\d[\d,]*)\s+(?:or more\s+)?(?:higher|more than the (?:opening|previous))/i,
  /balance (?:increase|growth) of \$\s?(\d[\d,]*)/i,
];
const TRANSACTIONS =
  /(\d+)\s+(?:or more\s+)?(?:eligible\s+)?(?:settled\s+)?(?:card\s+|visa\s+|debit card\s+|debit\s+)?(?:purchases|transactions|card payments|payments)/i;
const AGE_OVER = /(\d{2})\s*years?\s*(?:old\s*)?(?:or older|or over|and over|\+)/i;
const AGE_UNDER = /(?:under|younger than|aged? up to)\s*(?:the age of\s*)?(\d{2})\s*years/i;

function firstMatch(patterns: RegExp[], text: string): RegExpExecArray | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return null;
}

export function bonusConditions(rows: CdrDepositRate[]): RawSavingsBonusCondition[] {
  const bonusRows = rows.filter((row) =>
    ['BONUS', 'BUNDLE_BONUS'].includes(canonicalEnum(row.depositRateType)),
  );
  const text = bonusRows.map((row) => `${row.additionalValue ?? ''} ${row.additionalInfo ?? ''}`).join(' ');
  const found = new Map<RawSavingsBonusCondition['kind'], RawSavingsBonusCondition>();

  const deposit = firstMatch(MIN_DEPOSIT, text);
  if (deposit) {
    const amount = number(deposit[1]);
    found.set('min-deposit', {
      kind: 'min-deposit',
      amount,
      summary: `Deposit at least ${money(amount)} each month`,
    });
  }
  if (NO_WITHDRAWALS.test(text)) {
    found.set('no-withdrawals', {
      kind: 'no-withdrawals',
      amount: null,
      summary: 'Make no withdrawals during the month',
    });
  }
  const growth = firstMatch(GROWTH, text);
  if (growth) {
    const amount = number(growth[1]);
    found.set('balance-growth', {
      kind: 'balance-growth',
      amount,
      summary: `Grow the balance by at least ${money(amount)} each month`,
    });
  }
  const transactions = TRANSACTIONS.exec(text);
  if (transactions) {
    const count = number(transactions[1]);
    if (count > 0 && count <= 50) {
      found.set('transactions', {
        kind: 'transactions',
        amount: count,
        summary: `Make at least ${count} eligible card transactions each month`,
      });
    }
  }
  const over = AGE_OVER.exec(text);
  const under = AGE_UNDER.exec(text);
  if (over)
    found.set('age', { kind: 'age', amount: number(over[1]), summary: `Be aged ${number(over[1])} or over` });
  else if (under)
    found.set('age', { kind: 'age', amount: number(under[1]), summary: `Be aged under ${number(under[1])}` });

  for (const row of rows) {
    if (canonicalEnum(row.depositRateType) !== 'INTRODUCTORY') continue;
    const months = durationTextToMonths(row.additionalValue);
    found.set('introductory', {
      kind: 'introductory',
      amount: months,
      summary: months
        ? `Introductory rate for the first ${months} months`
        : 'Introductory rate for new accounts',
    });
  }
  if (bonusRows.length > 0 && [...found.keys()].every((kind) => kind === 'introductory')) {
    found.set('other', {
      kind: 'other',
      amount: null,
      summary: 'Monthly conditions apply to earn the bonus rate',
    });
  }
  const order: RawSavingsBonusCondition['kind'][] = [
    'min-deposit',
    'balance-growth',
    'no-withdrawals',
    'transactions',
    'age',
    'introductory',
    'other',
  ];
  return order.flatMap((kind) => {
    const condition = found.get(kind);
    return condition ? [condition] : [];
  });
}
