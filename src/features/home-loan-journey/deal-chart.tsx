import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { RateWithComparison } from '../../components/ui/rate';
import { formatCents, formatCount, formatRate } from '../../domain/format';
import { homeLoanPaths } from './home-loan-paths';
import type { DealVsMarketResponse, MarketGroup, MarketMatch } from './home-loan-api';
import { differenceText, offerTitle, termText } from './offer-text';
import { RateInText } from './rate-in-text';

interface BarRow {
  key: 'current' | 'best' | 'median';
  label: string;
  detail: React.ReactNode;
  monthlyCents: number;
  interestCents: number;
}

function Bar({ cents, largest, tone }: { cents: number; largest: number; tone: BarRow['key'] }) {
  const share = largest > 0 ? Math.max(0, Math.min(100, (cents / largest) * 100)) : 0;
  return (
    <span className={`hl-bar hl-bar--${tone}`} style={{ width: `${share.toFixed(1)}%` }}>
      <span className="hl-bar__value">{formatCents(cents)}</span>
    </span>
  );
}

/**
 * A match's rate with its comparison rate beside it, and for a fixed rate the variable rate after:
 * "6.14% p.a. (6.31% p.a. comparison rate*), then 5.89% p.a. variable".
 */
function MatchRate({ match }: { match: MarketMatch }) {
  return (
    <>
      <RateInText rate={match.rate} comparisonRate={match.comparisonRate} />
      {match.revertRate === null ? null : `, then ${formatRate(match.revertRate)} variable`}
    </>
  );
}

/** The best match against the visitor's loan, in one sentence. */
function GroupSummary({
  group,
  deal,
  term,
}: {
  group: MarketGroup;
  deal: DealVsMarketResponse;
  term: string;
}) {
  const best = group.best[0];
  if (!best) return null;
  const name = group.label.toLowerCase();
  const monthly = deal.current.monthlyRepaymentCents - best.monthlyRepaymentCents;
  const interest = deal.current.totalInterestCents - best.totalInterestCents;
  const match = (
    <>
      {offerTitle(best)} at <RateInText rate={best.rate} comparisonRate={best.comparisonRate} />
    </>
  );
  if (monthly <= 0 && interest <= 0) {
    return (
      <p>
        Your loan already costs no more than the best {name} match, {match}.
      </p>
    );
  }
  return (
    <p>
      The best {name} match, {match}, would cost {differenceText(monthly)} a month and{' '}
      {differenceText(interest)} in interest over {term} than your loan.
    </p>
  );
}

/**
 * One rate group as a table styled as horizontal bars: the visitor's loan, the best match and the
 * market median, with the figure written on each bar. Bars start at zero, so their lengths compare
 * honestly; the summary above says the difference in words.
 */
function GroupChart({ group, deal }: { group: MarketGroup; deal: DealVsMarketResponse }) {
  const best = group.best[0];
  if (!best) return null;
  const term = termText(deal.remainingMonths);
  const rows: BarRow[] = [
    {
      key: 'current',
      label: 'Your loan',
      detail: formatRate(deal.current.rate),
      monthlyCents: deal.current.monthlyRepaymentCents,
      interestCents: deal.current.totalInterestCents,
    },
    {
      key: 'best',
      label: 'Best match',
      detail: (
        <>
          <Link className="hl-bars__name" to={homeLoanPaths.offerDetails(best.offerId)}>
            {offerTitle(best)}
          </Link>
          <RateWithComparison rate={best.rate} comparisonRate={best.comparisonRate} />
        </>
      ),
      monthlyCents: best.monthlyRepaymentCents,
      interestCents: best.totalInterestCents,
    },
  ];
  if (group.median) {
    rows.push({
      key: 'median',
      label: 'Market median',
      detail: `${formatRate(group.median.rate)}, the middle of ${formatCount(group.count)} ${group.count === 1 ? 'loan' : 'loans'}`,
      monthlyCents: group.median.monthlyRepaymentCents,
      interestCents: group.median.totalInterestCents,
    });
  }
  const largestMonthly = Math.max(...rows.map((row) => row.monthlyCents));
  const largestInterest = Math.max(...rows.map((row) => row.interestCents));
  const headingId = `hl-group-${group.key}`;
  const others = group.best.slice(1);

  return (
    <section className="hl-group" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {group.label} <span className="hl-group__count">({formatCount(group.count)} you qualify for)</span>
      </h3>
      <GroupSummary group={group} deal={deal} term={term} />
      <p className="hl-group__measure">
        Best match: {offerTitle(best)} at <MatchRate match={best} />, {formatCents(best.totalCostCents)} in
        total over {term}.
      </p>
      <div className="hl-bars-wrap">
        <table className="hl-bars cells-labelled">
          <caption className="visually-hidden">
            {group.label}: your loan, the best match and the market median
          </caption>
          <thead className="visually-hidden-on-phone">
            <tr>
              <th scope="col">Loan</th>
              <th scope="col">Monthly repayment</th>
              <th scope="col">Interest over {term}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={`hl-bars__row hl-bars__row--${row.key}`}>
                <th scope="row">
                  <span className="hl-bars__label">{row.label}</span>
                  <span className="hl-bars__detail">{row.detail}</span>
                </th>
                <td data-label="Monthly repayment">
                  <Bar cents={row.monthlyCents} largest={largestMonthly} tone={row.key} />
                </td>
                <td data-label={`Interest over ${term}`}>
                  <Bar cents={row.interestCents} largest={largestInterest} tone={row.key} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {others.length > 0 ? (
        <p className="hl-group__others">
          Also close, costing more in total:{' '}
          {others.map((match, index) => (
            <React.Fragment key={match.offerId}>
              {index > 0 ? '; ' : ''}
              {offerTitle(match)} at <MatchRate match={match} />, {formatCents(match.totalCostCents)} in
              total, {formatCents(match.monthlyRepaymentCents)} a month
            </React.Fragment>
          ))}
          .
        </p>
      ) : null}
    </section>
  );
}

/** Every rate group with matches, one chart each; a sentence when no group has any. */
export function DealChart({ deal }: { deal: DealVsMarketResponse }) {
  const groups = deal.groups.filter((group) => group.best.length > 0);
  if (groups.length === 0) {
    return (
      <p className="notice">
        We found no published rate that fits your loan’s size, LVR and repayment type, so there’s nothing to
        compare it with yet.
      </p>
    );
  }
  return (
    <>
      {groups.map((group) => (
        <GroupChart key={group.key} group={group} deal={deal} />
      ))}
    </>
  );
}
