/**
 * For tests: a revolver's year on a card worked out by hand, independently of simulate-year.ts, as
 * the banks charge it. Owing from the start, so every day's balance is charged the yearly rate /
 * 365; purchases of spend / days a day (whole cents, adding up to the month); the repayment 25 days
 * after today's statement and after each of the year's twelve (the last one after the year); each
 * period's interest added, rounded to the cent, at its statement. Valid only while every statement
 * is larger than the repayment, which keeps the card out of its interest-free days.
 */
const PERIOD_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DAYS_TO_DUE = 25;

export interface RevolverYear {
  /** Interest charged on each of the twelve statements, in cents. */
  interest: number[];
  /** Owed after the last statement's repayment. */
  owedAfter: number;
  /** The highest balance of any day. */
  peak: number;
}

export function revolverByHand(
  opening: number,
  spend: number,
  repayment: number,
  rate: number,
): RevolverYear {
  let balance = opening;
  let day = 0;
  let nextDue = DAYS_TO_DUE - 1;
  let peak = 0;
  const interest: number[] = [];
  for (const days of PERIOD_DAYS) {
    let accrued = 0;
    for (let d = 0; d < days; d += 1, day += 1) {
      if (day === nextDue) balance -= repayment;
      balance += Math.floor(((d + 1) * spend) / days) - Math.floor((d * spend) / days);
      accrued += (balance * rate) / 365;
      peak = Math.max(peak, balance);
    }
    nextDue = day - 1 + DAYS_TO_DUE;
    interest.push(Math.round(accrued));
    balance += Math.round(accrued);
  }
  return { interest, owedAfter: balance - repayment, peak };
}
