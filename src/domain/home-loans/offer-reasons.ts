/**
 * Plain-language reasons for an offer, each one read off the offer's own numbers so the text can
 * never disagree with the working shown beside it.
 */
import { formatCents, formatRate, formatTermMonths } from '../format';
import type { HomeLoanOffer } from './offer-evaluation';
import type { SwitchingContext } from './switching-context';

function rateDifference(offerRate: number, currentRate: number): string {
  const points = Math.round(Math.abs(currentRate - offerRate) * 10000) / 100;
  return `${points.toFixed(2)} percentage points ${offerRate < currentRate ? 'below' : 'above'} your current ${formatRate(currentRate)}`;
}

export function offerReasons(context: SwitchingContext, offer: HomeLoanOffer): string[] {
  const reasons: string[] = [];
  const { rate } = offer;
  if (rate.rate !== context.current.annualRate) {
    reasons.push(`${formatRate(rate.rate)} is ${rateDifference(rate.rate, context.current.annualRate)}`);
  }
  if (rate.rateType === 'fixed' && rate.fixedMonths !== null) {
    const after = offer.revertRate === null ? 'an assumed rate' : formatRate(offer.revertRate);
    reasons.push(`Fixed for ${formatTermMonths(rate.fixedMonths)}, then ${after} variable.`);
  }
  const repaymentChange = context.currentCosts.monthlyRepaymentCents - offer.monthlyRepaymentCents;
  if (repaymentChange !== 0) {
    reasons.push(
      `Monthly repayment ${repaymentChange > 0 ? 'falls' : 'rises'} by ${formatCents(Math.abs(repaymentChange))} to ${formatCents(offer.monthlyRepaymentCents)}.`,
    );
  }
  const term = formatTermMonths(context.months);
  if (offer.totalSavingCents > 0) {
    reasons.push(`Saves ${formatCents(offer.totalSavingCents)} over the remaining ${term}, after every fee.`);
  } else {
    reasons.push(
      `Costs ${formatCents(-offer.totalSavingCents)} more than staying over the remaining ${term}.`,
    );
  }
  if (offer.switchingCostsCents > 0) {
    const recovered =
      offer.breakEvenMonth === null
        ? 'not recovered within the term'
        : offer.breakEvenMonth === 0
          ? 'covered by cash back at settlement'
          : `recovered by month ${offer.breakEvenMonth}`;
    reasons.push(
      `Switching costs of ${formatCents(offer.switchingCostsCents, { wholeDollarsIfRound: true })} are ${recovered}.`,
    );
  }
  if (offer.cashBackCents > 0) {
    reasons.push(
      `Includes ${formatCents(offer.cashBackCents, { wholeDollarsIfRound: true })} cash back for refinancers.`,
    );
  }
  const packageLine = offer.working.find((line) => line.key === 'package-fees');
  if (packageLine !== undefined && packageLine.newCents > 0) {
    reasons.push(
      `${packageLine.label} of ${formatCents(packageLine.newCents, { wholeDollarsIfRound: true })} over the term are included.`,
    );
  }
  return reasons;
}
