/**
 * The one figure a search result shows for a product, so a list of names becomes a list a
 * visitor can choose from: a loan's lowest rate with its comparison rate, a deposit's or a
 * savings account's highest rate, a card's purchase rate and annual fee, an account's monthly fee.
 * Each with the day its figures are from.
 */
import type {
  CategoryCode,
  RawCreditCardRow,
  RawHomeLoan,
  RawPersonalLoan,
  RawSavingsAccount,
  RawTermDeposit,
  RawTransactionAccount,
} from '../data/raw-types';
import { formatFee, formatRate } from '../format';

export interface KeyFigure {
  /** `From 5.69% p.a., comparison rate 5.80% p.a.` */
  text: string;
  /** The text gives a comparison rate, which the statutory warning must follow on the page. */
  comparisonRate?: true;
  /** A term deposit's highest rate for each term it offers, in whole months: `[[12, 0.051], ...]`. */
  termRates?: [number, number][];
  /** The day the figures are from (ISO). */
  asOf: string;
}

type AnyProduct =
  | RawCreditCardRow
  | RawHomeLoan
  | RawPersonalLoan
  | RawTermDeposit
  | RawSavingsAccount
  | RawTransactionAccount;

/** A rate the data can mean: a fraction from 0 up to 100% (the data marks "none" with 1.79e308). */
function usable(rate: number | null | undefined): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= 1;
}

function withComparison(lead: string, comparisonRate: number | null): Omit<KeyFigure, 'asOf'> {
  return usable(comparisonRate)
    ? { text: `${lead}, comparison rate ${formatRate(comparisonRate)}`, comparisonRate: true }
    : { text: `${lead}, comparison rate not published` };
}

function homeLoanFigure(loan: RawHomeLoan): Omit<KeyFigure, 'asOf'> | null {
  let lowest: RawHomeLoan['rates'][number] | null = null;
  for (const rate of loan.rates) {
    if (usable(rate.rate) && (lowest === null || rate.rate < lowest.rate)) lowest = rate;
  }
  return lowest ? withComparison(`From ${formatRate(lowest.rate)}`, lowest.comparisonRate) : null;
}

function termRates(deposit: RawTermDeposit): [number, number][] {
  const best = new Map<number, number>();
  for (const rate of deposit.rates) {
    if (!usable(rate.rate) || rate.termMonths <= 0) continue;
    best.set(rate.termMonths, Math.max(best.get(rate.termMonths) ?? 0, rate.rate));
  }
  return [...best].sort((a, b) => a[0] - b[0]);
}

function termDepositFigure(deposit: RawTermDeposit): Omit<KeyFigure, 'asOf'> | null {
  const rates = termRates(deposit);
  if (rates.length === 0) return null;
  const highest = Math.max(...rates.map(([, rate]) => rate));
  return { text: `Up to ${formatRate(highest)}`, termRates: rates };
}

function figureOf(code: CategoryCode, product: AnyProduct): Omit<KeyFigure, 'asOf'> | null {
  switch (code) {
    case 'cc': {
      const card = product as RawCreditCardRow;
      const fee = Number.isFinite(card.annualFee) ? `, ${formatFee(card.annualFee)} annual fee` : '';
      return {
        text: usable(card.purchaseRate)
          ? `${formatRate(card.purchaseRate)} purchase rate${fee}`
          : `No purchase interest${fee}`,
      };
    }
    case 'hl':
      return homeLoanFigure(product as RawHomeLoan);
    case 'pl':
    case 'cl': {
      const loan = product as RawPersonalLoan;
      return usable(loan.minRate)
        ? withComparison(`From ${formatRate(loan.minRate)}`, loan.comparisonRate)
        : null;
    }
    case 'td':
      return termDepositFigure(product as RawTermDeposit);
    case 'sv': {
      const account = product as RawSavingsAccount;
      if (!usable(account.maxRate)) return null;
      return {
        text:
          usable(account.baseRate) && account.baseRate < account.maxRate
            ? `Up to ${formatRate(account.maxRate)}, base rate ${formatRate(account.baseRate)}`
            : `${formatRate(account.maxRate)}`,
      };
    }
    case 'tx': {
      const account = product as RawTransactionAccount;
      return Number.isFinite(account.monthlyFee)
        ? {
            text:
              account.monthlyFee === 0 ? 'No monthly fee' : `${formatFee(account.monthlyFee)} monthly fee`,
          }
        : null;
    }
  }
}

/** The product's key figure, dated by the day we fetched it (or, without one, its set's date). */
export function keyFigure(code: CategoryCode, product: AnyProduct, setDate: string): KeyFigure | null {
  const figure = figureOf(code, product);
  return figure ? { ...figure, asOf: product.fetchedOn ?? setDate } : null;
}
