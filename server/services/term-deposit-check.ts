/**
 * The term-deposit check (docs/api-deposit-checks.md): what the visitor's deposit earns, what the
 * same bank's current rate would pay if it rolls over, the best rates for the term and amount
 * elsewhere and at the bank for other terms, and the grace period to act in. What the visitor told
 * us is stored as `StoredTermDepositCheck`; the figures are worked out again on every call.
 */
import { formatCents, formatRate } from '../../src/domain/format';
import type {
  DepositRateFigures,
  StoredTermDepositCheck,
  TermDepositCheckAnswer,
} from '../../src/api/deposit-checks';
import {
  bestByTerm,
  bestPerProduct,
  daysBetween,
  type DepositRateOption,
  type DepositTerm,
  gracePeriod,
  publishedGraceDays,
  ratesFor,
  startOfTerm,
  termInterestCents,
} from '../../src/domain/deposits/term-deposit-check';
import { badRequest } from '../lib/api-error';
import { sydneyDatePlusDays } from '../lib/sydney-date';
import { type DepositJourney, depositProviderName } from './deposit-journey';

/** 400 naming the field when the bank or the product is not one we have, or not the bank's. */
export function checkDepositInput(journey: DepositJourney, check: StoredTermDepositCheck): void {
  if (!journey.providerNames.has(check.provider_id)) {
    throw badRequest(`"provider_id": "${check.provider_id}" is not a bank we have.`);
  }
  if (check.product_id === null) return;
  const product = journey.termDepositsById.get(check.product_id);
  if (!product) {
    throw badRequest(`"product_id": "${check.product_id}" is not a personal term deposit we have.`);
  }
  if (product.providerId !== check.provider_id) {
    throw badRequest(
      `"product_id": "${check.product_id}" is not a term deposit of the bank "provider_id" names.`,
    );
  }
}

function figures(journey: DepositJourney, option: DepositRateOption): DepositRateFigures {
  return {
    productId: option.product.id,
    productName: option.product.name,
    providerId: option.product.providerId,
    providerName: depositProviderName(journey, option.product.providerId),
    sponsored: journey.sponsoredProviderIds.has(option.product.providerId),
    rate: option.rate.rate,
    term: option.term,
    interestPayment: option.rate.interestPayment,
    interestCents: option.interestCents,
  };
}

function termWords(term: DepositTerm): string {
  return `${term.length} ${term.unit === 'months' ? (term.length === 1 ? 'month' : 'months') : term.length === 1 ? 'day' : 'days'}`;
}

function sameUnitFirst(options: DepositRateOption[], term: DepositTerm): DepositRateOption[] {
  const exact = options.filter(
    (option) => option.term.unit === term.unit && option.term.length === term.length,
  );
  return exact.length > 0 ? exact : options;
}

/** The rollover figure: the visitor's own product's rate, else the lowest of the bank's for the term. */
function rollover(
  journey: DepositJourney,
  check: StoredTermDepositCheck,
  interestCents: number,
): TermDepositCheckAnswer['rollover'] {
  const bankDeposits = journey.termDeposits.filter((deposit) =>
    check.product_id === null ? deposit.providerId === check.provider_id : deposit.id === check.product_id,
  );
  const options = sameUnitFirst(
    ratesFor(bankDeposits, check.amount_cents, check.term, check.interest_payment),
    check.term,
  );
  const chosen = check.product_id === null ? options.at(-1) : options[0];
  if (!chosen) return null;
  const basis =
    check.product_id !== null
      ? `The ${chosen.product.name} published rate for ${termWords(chosen.term)} and ${formatCents(check.amount_cents)}.`
      : options.length === 1
        ? `The bank's one published rate for ${termWords(chosen.term)} and ${formatCents(check.amount_cents)} (${chosen.product.name}).`
        : `The lowest of the bank's ${options.length} published rates for ${termWords(chosen.term)} and ${formatCents(check.amount_cents)} (${chosen.product.name}); a deposit usually rolls over into the same product, so name yours for its own rate.`;
  return { ...figures(journey, chosen), basis, gainCents: chosen.interestCents - interestCents };
}

export function termDepositCheckAnswer(
  journey: DepositJourney,
  surveyId: string,
  check: StoredTermDepositCheck,
  options: { limit: number; now: Date },
): TermDepositCheckAnswer {
  const today = sydneyDatePlusDays(options.now, 0);
  const interestCents = termInterestCents(check.amount_cents, check.rate, check.term, check.interest_payment);
  const elsewhere = journey.termDeposits.filter((deposit) => deposit.providerId !== check.provider_id);
  const bank = journey.termDeposits.filter((deposit) => deposit.providerId === check.provider_id);
  const own = check.product_id === null ? bank : bank.filter((deposit) => deposit.id === check.product_id);
  const grace = gracePeriod(check.maturity_date, publishedGraceDays(own));
  return {
    surveyId,
    amountCents: check.amount_cents,
    term: check.term,
    rate: check.rate,
    interestPayment: check.interest_payment,
    providerId: check.provider_id,
    providerName: depositProviderName(journey, check.provider_id),
    productId: check.product_id,
    startDate: startOfTerm(check.maturity_date, check.term),
    maturityDate: check.maturity_date,
    daysToMaturity: daysBetween(today, check.maturity_date),
    interestCents,
    rollover: rollover(journey, check, interestCents),
    bestElsewhere: bestPerProduct(ratesFor(elsewhere, check.amount_cents, check.term, check.interest_payment))
      .slice(0, options.limit)
      .map((option) => figures(journey, option)),
    bankOtherTerms: bestByTerm(bank, check.amount_cents, check.interest_payment).map((option) =>
      figures(journey, option),
    ),
    gracePeriod: grace,
    assumptions: [
      `${formatCents(check.amount_cents)} at ${formatRate(check.rate)} for ${termWords(check.term)}: a term in months earns its months over 12 of a year's interest, a term in days its days over 365.`,
      'Interest paid during the term is paid out, not added to the deposit; each payment is rounded to the cent.',
      'Other rates are for the same term (a rate stated in days counts when it is the same number of months to the nearest month), the same amount and the same way of paying interest, each worked in its own term.',
      `Rates as the banks published them${journey.termDepositsDate ? ` on ${journey.termDepositsDate}` : ''}; the rate on rollover is the bank's on the day it rolls over.`,
    ],
    figuresDate: journey.termDepositsDate,
  };
}
