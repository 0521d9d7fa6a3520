/**
 * The key facts shown at the top of each product page, worked out at build time so pages ship
 * plain text. Every number goes through the formatting rules in `src/domain/format`.
 */
import type {
  RawBnplProvider,
  RawCreditCard,
  RawHomeLoan,
  RawPersonalLoan,
  RawRewardProgram,
  RawSavingsAccount,
  RawTermDeposit,
  RawTransactionAccount,
} from '../src/domain/data/raw-types';
import { creditCheckText, licenceText, repaymentsText } from '../src/domain/bnpl-words';
import { formatCount, formatFee, formatPercent, formatRate, formatTermMonths } from '../src/domain/format';
import { PERSONAL_LOAN_EXAMPLE_DESCRIPTION } from '../src/domain/finance/comparison-rate';
import { lvrPhrase } from '../src/domain/home-loans/rate-bands';
import { rateTypeText } from '../src/domain/home-loans/rate-type-text';
import { rateGroupTitle } from '../src/domain/home-loans/rate-group-names';
import type { Fact } from '../src/features/catalogue/view-models';

export interface CleanCardFigures {
  annualFee: number;
  purchaseRate: number | null;
  bonusPoints: number | null;
  bonusPointsValue: number | null;
}

export function creditCardFacts(
  card: RawCreditCard,
  figures: CleanCardFigures,
  program: RawRewardProgram | null,
): Fact[] {
  const facts: Fact[] = [
    {
      label: 'Annual fee',
      value: formatFee(figures.annualFee),
      note:
        card.monthlyFee !== null
          ? `Charged as ${formatFee(card.monthlyFee)} a month`
          : card.firstYearAnnualFee !== null
            ? `${formatFee(card.firstYearAnnualFee)} in the first year`
            : undefined,
    },
    {
      label: 'Purchase rate',
      value: figures.purchaseRate === null ? 'No interest' : formatRate(figures.purchaseRate),
    },
    {
      label: 'Interest-free days',
      value: card.interestFreeDays === null ? 'None' : `Up to ${card.interestFreeDays} days`,
    },
    {
      label: 'Cash advance rate',
      value: card.cashAdvanceRate === null ? 'Not published' : formatRate(card.cashAdvanceRate),
    },
    {
      label: 'Balance transfer',
      value: card.balanceTransfer === null ? 'No offer' : formatRate(card.balanceTransfer.rate),
      note:
        card.balanceTransfer === null
          ? undefined
          : `For ${formatTermMonths(card.balanceTransfer.periodMonths)}${
              card.balanceTransfer.feeFraction > 0
                ? `, ${formatPercent(card.balanceTransfer.feeFraction)} transfer fee`
                : ', no transfer fee'
            }${card.balanceTransfer.revertRate === null ? '' : `, then ${formatRate(card.balanceTransfer.revertRate)}`}`,
    },
    {
      label: 'Minimum credit limit',
      value: card.minCreditLimit === null ? 'Not published' : formatFee(card.minCreditLimit),
    },
  ];
  if (program && program.id !== 0) {
    facts.push({
      label: 'Rewards',
      value: program.name,
      note: card.earnRate === null ? undefined : `${card.earnRate} points per $1 on eligible purchases`,
    });
  }
  if (figures.bonusPoints !== null && figures.bonusPoints > 0) {
    facts.push({
      label: 'Bonus points',
      value: formatCount(figures.bonusPoints),
      note:
        figures.bonusPointsValue === null ? undefined : `Worth about ${formatFee(figures.bonusPointsValue)}`,
    });
  }
  if (card.foreignTransactionFee !== null) {
    facts.push({ label: 'Overseas transaction fee', value: formatPercent(card.foreignTransactionFee) });
  }
  if (card.latePaymentFee !== null)
    facts.push({ label: 'Late payment fee', value: formatFee(card.latePaymentFee) });
  return facts;
}

export function homeLoanFacts(loan: RawHomeLoan): Fact[] {
  const lowest = [...loan.rates].sort((a, b) => a.rate - b.rate)[0];
  const facts: Fact[] = [];
  if (lowest) {
    // The lowest rate says which of the loan's rates it is, so a change to another of them (shown
    // beside it) does not read as a contradiction; the asterisk leads to the comparison-rate warning.
    const comparison =
      lowest.comparisonRate === null
        ? 'Comparison rate not published'
        : `Comparison rate ${formatRate(lowest.comparisonRate)}*`;
    facts.push({
      label: 'Rates from',
      value: formatRate(lowest.rate),
      note: `${rateTypeText(lowest)}, ${rateGroupTitle(lowest).toLowerCase()}, ${lvrPhrase(lowest)}. ${comparison}`,
    });
  }
  facts.push(
    { label: 'Upfront fees', value: formatFee(loan.applicationFee) },
    { label: 'Ongoing fees a year', value: formatFee(loan.annualFee) },
    { label: 'Discharge fee', value: formatFee(loan.dischargeFee) },
    { label: 'Offset account', value: loan.offset ? 'Yes' : 'No' },
    { label: 'Redraw', value: loan.redraw ? 'Yes' : 'No' },
  );
  if (loan.maxTermYears !== null) facts.push({ label: 'Longest term', value: `${loan.maxTermYears} years` });
  return facts;
}

export function personalLoanFacts(loan: RawPersonalLoan): Fact[] {
  const facts: Fact[] = [
    {
      label: 'Interest rate',
      value:
        loan.minRate === loan.maxRate
          ? formatRate(loan.minRate)
          : `${formatRate(loan.minRate)} to ${formatRate(loan.maxRate)}`,
      note: loan.rateType === 'fixed' ? 'Fixed rate' : 'Variable rate',
    },
    {
      label: 'Comparison rate',
      value: loan.comparisonRate === null ? 'Not published' : `${formatRate(loan.comparisonRate)}*`,
      note: loan.comparisonRate === null ? undefined : PERSONAL_LOAN_EXAMPLE_DESCRIPTION,
    },
    { label: 'Establishment fee', value: formatFee(loan.establishmentFee) },
    { label: 'Monthly fee', value: formatFee(loan.monthlyFee) },
    { label: 'Secured', value: loan.secured ? 'Yes' : 'No' },
  ];
  if (loan.minAmount !== null || loan.maxAmount !== null) {
    facts.push({
      label: 'Borrow',
      value: `${loan.minAmount === null ? 'Any' : formatFee(loan.minAmount)} to ${loan.maxAmount === null ? 'no stated maximum' : formatFee(loan.maxAmount)}`,
    });
  }
  if (loan.minTermMonths !== null || loan.maxTermMonths !== null) {
    facts.push({
      label: 'Term',
      value: `${loan.minTermMonths === null ? '' : formatTermMonths(loan.minTermMonths)}${loan.minTermMonths !== null && loan.maxTermMonths !== null ? ' to ' : ''}${loan.maxTermMonths === null ? '' : formatTermMonths(loan.maxTermMonths)}`,
    });
  }
  facts.push({
    label: 'Early repayment fee',
    value: loan.earlyRepaymentFee === null ? 'None published' : formatFee(loan.earlyRepaymentFee),
  });
  return facts;
}

export function termDepositFacts(deposit: RawTermDeposit): Fact[] {
  const best = [...deposit.rates].sort((a, b) => b.rate - a.rate)[0];
  const terms = [...new Set(deposit.rates.map((rate) => rate.termMonths))].sort((a, b) => a - b);
  const facts: Fact[] = [];
  if (best) {
    facts.push({
      label: 'Best rate',
      value: formatRate(best.rate),
      note: `For ${best.termMonths === 0 ? `${best.termDays} days` : formatTermMonths(best.termMonths)}`,
    });
  }
  if (terms.length > 0) {
    const shortest = terms[0] ?? 0;
    const longest = terms[terms.length - 1] ?? 0;
    facts.push({
      label: 'Terms',
      value:
        shortest === longest
          ? formatTermMonths(shortest)
          : `${shortest === 0 ? 'Under 1 month' : formatTermMonths(shortest)} to ${formatTermMonths(longest)}`,
    });
  }
  facts.push({
    label: 'Minimum deposit',
    value: deposit.minDeposit === null ? 'Not published' : formatFee(deposit.minDeposit),
  });
  if (deposit.noticeDays !== null)
    facts.push({ label: 'Notice to withdraw early', value: `${deposit.noticeDays} days` });
  return facts;
}

export function savingsFacts(account: RawSavingsAccount): Fact[] {
  return [
    {
      label: 'Maximum rate',
      value: formatRate(account.maxRate),
      note:
        account.introductoryMonths === null
          ? undefined
          : `Includes an introductory bonus for ${formatTermMonths(account.introductoryMonths)}`,
    },
    { label: 'Base rate', value: formatRate(account.baseRate) },
    { label: 'Bonus rate', value: formatRate(account.bonusRate) },
    {
      label: 'Maximum rate applies up to',
      value: account.maxRateBalanceCap === null ? 'Any balance' : formatFee(account.maxRateBalanceCap),
    },
    { label: 'Monthly fee', value: formatFee(account.monthlyFee) },
  ];
}

export function transactionFacts(account: RawTransactionAccount): Fact[] {
  return [
    { label: 'Monthly fee', value: formatFee(account.monthlyFee) },
    {
      label: 'Fee waived with',
      value:
        account.monthlyFee === 0
          ? 'No fee to waive'
          : account.feeWaiverDeposit === null
            ? 'No waiver published'
            : `${formatFee(account.feeWaiverDeposit)} a month`,
    },
    {
      label: 'Foreign transaction fee',
      value: account.fxFee === null ? 'Not published' : formatPercent(account.fxFee),
    },
    {
      label: 'Overseas ATM fee',
      value: account.overseasAtmFee === null ? 'Not published' : formatFee(account.overseasAtmFee),
    },
    { label: 'Interest', value: account.rate === 0 ? 'None' : formatRate(account.rate) },
    { label: 'Debit card', value: account.debitCard ? 'Yes' : 'No' },
  ];
}

/** Each late or missed-payment fee after the first, as the provider publishes it. */
function laterLateFees(service: RawBnplProvider): Fact[] {
  const first = service.lateFees[0]?.name.toLowerCase();
  return service.lateFees.slice(1).map((fee) => ({
    label: fee.name.toLowerCase() === first ? `Further ${fee.name.toLowerCase()}` : fee.name,
    value: formatFee(fee.amount),
    note: fee.daysLate === null ? undefined : `Charged ${fee.daysLate} days after the due date`,
  }));
}

export function bnplFacts(service: RawBnplProvider): Fact[] {
  return [
    { label: 'Spending limit', value: `${formatFee(service.minLimit)} to ${formatFee(service.maxLimit)}` },
    { label: 'Repayments', value: repaymentsText(service) },
    { label: 'Account fee a month', value: formatFee(service.accountFeeMonthly) },
    {
      label: 'Late fee',
      value: formatFee(service.latePaymentFee),
      note: service.maxLateFees === null ? undefined : `At most ${formatFee(service.maxLateFees)}`,
    },
    { label: 'Interest', value: service.interestRate === 0 ? 'None' : formatRate(service.interestRate) },
    ...laterLateFees(service),
    { label: 'Credit check', value: creditCheckText(service) },
    { label: 'Australian credit licence', value: licenceText(service, { yes: 'Yes', no: 'No' }) },
  ];
}
