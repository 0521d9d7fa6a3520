/**
 * The context of the calculator pages (hand-written in src/pages/calculators): the rate each one
 * suggests, the median of what the banks published in its category, with its date and what it is
 * the median of. The products are the comparison tables' own rows.
 */
import { calculatorInfo, type CalculatorSlug } from '../src/config/calculators';
import type {
  RawCreditCardRow,
  RawHomeLoan,
  RawSavingsAccount,
  RawTermDeposit,
} from '../src/domain/data/raw-types';
import { typicalRate, type TypicalRate } from '../src/domain/finance/typical-rate';
import { bestMatchingRate, withinAmount } from '../src/domain/home-loans/rate-matching';
import type { CalculatorPageContext } from '../src/features/calculators/calculator-page-context';
import type { RowIdentity } from '../src/features/compare/table-config';
import type { Catalogue } from './catalogue';
import { productSetsOf } from './catalogue';
import type { RawDataFiles } from '../src/domain/data/raw-types';

/** The term-deposit rate the calculator suggests: 12 months, at maturity, on this amount. */
const TERM_DEPOSIT_EXAMPLE = { months: 12, amount: 50_000 };

function rowsOf<P>(rows: readonly RowIdentity[]): P[] {
  return rows as unknown as P[];
}

function homeLoanRate(loans: readonly RawHomeLoan[], asOf: string): TypicalRate | null {
  const rates = loans
    .map((loan) =>
      bestMatchingRate(loan.rates, {
        purpose: 'owner-occupier',
        repayment: 'principal-and-interest',
        rateType: 'variable',
        lvr: '80',
        amount: null,
      }),
    )
    .filter((rate) => rate !== null)
    .map((rate) => rate.rate);
  return typicalRate(
    rates,
    'home loans’ lowest owner-occupier principal-and-interest variable rates at an LVR of 80%',
    asOf,
  );
}

function termDepositRate(deposits: readonly RawTermDeposit[], asOf: string): TypicalRate | null {
  const rates = deposits.flatMap((deposit) => {
    const fitting = deposit.rates.filter(
      (rate) =>
        rate.termUnit === 'months' &&
        rate.termMonths === TERM_DEPOSIT_EXAMPLE.months &&
        rate.interestPayment === 'maturity' &&
        withinAmount(TERM_DEPOSIT_EXAMPLE.amount, rate.minAmount, rate.maxAmount),
    );
    return fitting.length > 0 ? [Math.max(...fitting.map((rate) => rate.rate))] : [];
  });
  return typicalRate(rates, 'term deposits’ 12-month rates for $50,000, interest at maturity', asOf);
}

export function calculatorPageContexts(
  data: RawDataFiles,
  { rowsByCode }: Pick<Catalogue, 'rowsByCode'>,
): Record<string, CalculatorPageContext> {
  const sets = productSetsOf(data);
  const homeLoan = homeLoanRate(rowsOf<RawHomeLoan>(rowsByCode.hl), sets.hl.dateUpdated);
  const cards = rowsOf<RawCreditCardRow>(rowsByCode.cc)
    .map((card) => card.purchaseRate)
    .filter((rate): rate is number => rate !== null);
  const savings = rowsOf<RawSavingsAccount>(rowsByCode.sv).map((account) => account.maxRate);
  const rates: Record<CalculatorSlug, TypicalRate | null> = {
    'borrowing-power': homeLoan,
    'extra-repayments': homeLoan,
    'card-payoff': typicalRate(cards, 'credit cards’ purchase rates', sets.cc.dateUpdated),
    'savings-goal': typicalRate(
      savings,
      'savings accounts’ highest rates, with any bonus conditions met',
      sets.sv.dateUpdated,
    ),
    'term-deposit-earnings': termDepositRate(rowsOf<RawTermDeposit>(rowsByCode.td), sets.td.dateUpdated),
  };
  return Object.fromEntries(
    Object.entries(rates).map(([slug, typical]) => [
      calculatorInfo(slug as CalculatorSlug).href,
      { typicalRate: typical },
    ]),
  );
}
