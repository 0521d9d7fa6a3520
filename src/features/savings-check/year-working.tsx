import * as React from 'react';
import type { SavingsYearFigures } from '../../api/deposit-checks';
import { formatCents } from '../../domain/format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A year month by month as the bank pays it: the rate and why under each month, the balance at the
 * month's end, the interest the month earned (base and bonus), what was credited when the account
 * credits less often than monthly, and any fee. Three columns whose first wraps, so a 320 px phone
 * shows it whole; should it not fit, it scrolls in its frame, never the page.
 */
export function YearWorking({
  year,
  caption,
  creditEveryMonths,
}: {
  year: SavingsYearFigures;
  caption: string;
  /** Months between interest credits: above 1, each credit is shown in its month. */
  creditEveryMonths: number;
}) {
  return (
    <div className="savings-working-frame" role="region" aria-label={caption} tabIndex={0}>
      <table className="savings-working">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Month, rate and why</th>
            <th scope="col">Balance at its end</th>
            <th scope="col">Interest</th>
          </tr>
        </thead>
        <tbody>
          {year.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">
                {MONTHS[month.calendarMonth - 1]} {month.year}
                <small>{month.why}</small>
              </th>
              <td className="num">
                {formatCents(month.balanceCents)}
                {month.depositCents > 0 ? (
                  <small>{formatCents(month.depositCents)} added on the 1st</small>
                ) : null}
                {month.withdrawalCents > 0 ? (
                  <small>{formatCents(month.withdrawalCents)} out on the 15th</small>
                ) : null}
              </td>
              <td className="num">
                {formatCents(month.baseInterestCents + month.bonusInterestCents)}
                {month.bonusInterestCents > 0 ? (
                  <small>{formatCents(month.bonusInterestCents)} of it bonus</small>
                ) : null}
                {creditEveryMonths > 1 && month.creditedCents > 0 ? (
                  <small>{formatCents(month.creditedCents)} credited to the balance</small>
                ) : null}
                {month.feeCents > 0 ? <small>less a {formatCents(month.feeCents)} fee</small> : null}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              The year
              <small>
                {year.bonusMonths > 0
                  ? `A bonus or introductory rate in ${year.bonusMonths} of 12 months`
                  : 'No bonus counted'}
              </small>
            </th>
            <td className="num">
              {formatCents(year.closingBalanceCents)}
              <small>with the interest</small>
            </td>
            <td className="num">
              {formatCents(year.earnedCents)}
              {year.feesCents > 0 ? <small>after {formatCents(year.feesCents)} in fees</small> : null}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
