/**
 * A card's facts as the offer details screen shows them. Money is whole cents (credit limits,
 * whole dollars in the data, become cents too), rates and percentage fees are fractions, and
 * unknowns stay null.
 */
import type { CardFacts } from '../../src/domain/cards/card-facts';
import type { CardFactsAnswer } from '../../src/api/card-estimate';
import { type CardJourney, providerName } from './card-journey';

function dollarsAsCents(dollars: number | null): number | null {
  return dollars === null ? null : Math.round(dollars * 100);
}

export function cardView(journey: CardJourney, facts: CardFacts): CardFactsAnswer {
  const { card, program } = facts;
  const transfer = card.balanceTransfer;
  const dollarsPerPoint = program?.value ?? null;
  return {
    id: card.id,
    name: card.name,
    provider_id: card.providerId,
    provider_name: providerName(journey, card.providerId),
    network: card.network,
    annual_fee_cents: card.annualFeeCents,
    first_year_annual_fee_cents: card.firstYearAnnualFeeCents,
    monthly_fee_cents: card.monthlyFeeCents,
    yearly_fees_cents: facts.yearlyFeeCents + facts.programFeeCents,
    purchase_rate: card.purchaseRate,
    no_interest: card.noInterest,
    cash_advance_rate: card.cashAdvanceRate,
    interest_free_days: card.interestFreeDays,
    foreign_transaction_fee: card.foreignTransactionFee,
    late_payment_fee_cents: card.latePaymentFeeCents,
    min_credit_limit_cents: dollarsAsCents(card.minCreditLimit),
    max_credit_limit_cents: dollarsAsCents(card.maxCreditLimit),
    rewards: card.rewards
      ? {
          program_id: card.rewardProgramId,
          program_name: program?.name ?? null,
          points_name: card.rewardProgramPointsName ?? program?.pointsName ?? null,
          earn_rate: card.earnRate,
          earn_cap_points: card.earnCapPoints,
          // The data holds dollars a point; cents read better (0.45 = 0.45c a point). Not money, so no _cents.
          cents_per_point: dollarsPerPoint === null ? null : Number((dollarsPerPoint * 100).toPrecision(6)),
          program_fee_cents: card.rewardsProgramFeeCents,
          bonus_points: card.bonusPoints,
          bonus_points_value_cents: card.bonusPointsValueCents,
          bonus_spend_required_cents: card.bonusSpendRequiredCents,
        }
      : null,
    balance_transfer: transfer
      ? {
          rate: transfer.rate,
          period_months: transfer.periodMonths,
          fee: transfer.feeFraction,
          fee_published: transfer.feeStated,
          revert_rate: transfer.revertRate,
        }
      : null,
    features: card.features,
    last_updated: card.lastUpdated,
    redirect_available: journey.redirectableIds.has(card.id),
  };
}
