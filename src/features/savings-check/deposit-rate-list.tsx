import * as React from 'react';
import type { DepositRateFigures } from '../../api/deposit-checks';
import type { DepositTerm } from '../../domain/deposits/term-deposit-check';
import { formatCents, formatIsoDate, formatRate, formatTermMonths } from '../../domain/format';
import { GoToSiteLink } from '../outbound/go-to-site-link';
import { accountTitle } from './savings-accounts-search';

/** `6 months`, `1 year`, `90 days`: a term as its deposit states it. */
export function termText(term: DepositTerm): string {
  if (term.unit === 'months') return formatTermMonths(term.length);
  return `${term.length} ${term.length === 1 ? 'day' : 'days'}`;
}

/** "Data as of 26 November 2026": the day the banks published the rates shown, when known. */
export function DataAsOf({ figuresDate }: { figuresDate: string | null }) {
  return figuresDate ? <p className="legal">Data as of {formatIsoDate(figuresDate)}</p> : null;
}

function DepositRate({
  rate,
  amountCents,
  figuresDate,
  idPrefix,
}: {
  rate: DepositRateFigures;
  amountCents: number;
  figuresDate: string | null;
  idPrefix: string;
}) {
  const title = accountTitle(rate.providerName, rate.productName);
  const headingId = `${idPrefix}-${rate.productId}-${rate.term.unit}-${rate.term.length}`;
  return (
    <li>
      <article className="tile savings-offer" aria-labelledby={headingId}>
        <h3 id={headingId} className="savings-offer__name">
          {title}
        </h3>
        {rate.sponsored ? (
          <p>
            <span className="badge badge--sponsored">Sponsored</span> {rate.providerName} is a partner of
            StaySmart; its place in this list is by its rate alone.
          </p>
        ) : null}
        <p className="savings-offer__figure">
          <strong>{formatRate(rate.rate)}</strong> for {termText(rate.term)}
        </p>
        <p>
          {formatCents(rate.interestCents)} on {formatCents(amountCents)} over {termText(rate.term)}
        </p>
        <DataAsOf figuresDate={figuresDate} />
        <GoToSiteLink
          product={{
            id: rate.productId,
            name: rate.productName,
            providerId: rate.providerId,
            providerName: rate.providerName,
          }}
        />
      </article>
    </li>
  );
}

/** A list of published rates, each with what it pays on the visitor's amount, or a line saying there are none. */
export function DepositRateList({
  heading,
  intro,
  rates,
  amountCents,
  figuresDate,
  none,
}: {
  heading: string;
  intro?: string;
  rates: readonly DepositRateFigures[];
  amountCents: number;
  figuresDate: string | null;
  none: string;
}) {
  const headingId = `deposit-${heading.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {intro ? <p>{intro}</p> : null}
      {rates.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ol className="savings-offers">
          {rates.map((rate) => (
            <DepositRate
              key={`${rate.productId}-${rate.term.unit}-${rate.term.length}`}
              rate={rate}
              amountCents={amountCents}
              figuresDate={figuresDate}
              idPrefix={headingId}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The bank's best rate for each term it offers, one row a term: the term (with the deposit it is
 * from), the rate and what it pays on the visitor's amount. Three columns whose first wraps, so a
 * 320 px phone shows it whole; should it not fit, it scrolls in its frame, never the page.
 */
export function DepositTermsTable({
  heading,
  intro,
  rates,
  figuresDate,
  none,
}: {
  heading: string;
  intro: string;
  rates: readonly DepositRateFigures[];
  figuresDate: string | null;
  none: string;
}) {
  const headingId = `deposit-${heading.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {rates.length === 0 ? (
        <p>{none}</p>
      ) : (
        <>
          <p>{intro}</p>
          <div className="savings-working-frame" role="region" aria-label="Each term’s rate" tabIndex={0}>
            <table className="savings-working">
              <caption className="visually-hidden">{heading}</caption>
              <thead>
                <tr>
                  <th scope="col">Term</th>
                  <th scope="col">Rate</th>
                  <th scope="col">Over the term</th>
                </tr>
              </thead>
              <tbody>
                {rates.map((rate) => (
                  <tr key={`${rate.productId}-${rate.term.unit}-${rate.term.length}`}>
                    <th scope="row">
                      {termText(rate.term)}
                      <small>{accountTitle(rate.providerName, rate.productName)}</small>
                    </th>
                    <td className="num">{formatRate(rate.rate)}</td>
                    <td className="num">{formatCents(rate.interestCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <DataAsOf figuresDate={figuresDate} />
        </>
      )}
    </section>
  );
}
