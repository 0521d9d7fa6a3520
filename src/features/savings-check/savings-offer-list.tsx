import * as React from 'react';
import type { SavingsOfferFigures } from '../../api/deposit-checks';
import { formatCents, formatRate } from '../../domain/format';
import { GoToSiteLink } from '../outbound/go-to-site-link';
import { accountTitle } from './savings-accounts-search';

/** The first year, and later years apart when an introductory rate makes them differ. */
function OfferYears({ offer }: { offer: SavingsOfferFigures }) {
  if (!offer.laterYear) {
    return (
      <p className="savings-offer__figure">
        <strong>{formatCents(offer.firstYear.earnedCents)}</strong> a year
      </p>
    );
  }
  return (
    <p className="savings-offer__figure">
      <strong>{formatCents(offer.firstYear.earnedCents)}</strong> in the first year, with its introductory
      rate; <strong>{formatCents(offer.laterYear.earnedCents)}</strong> a year after
    </p>
  );
}

/** "Base rate 1.85% p.a.; up to 5.25% p.a. when: …." ("p.a." ends a sentence without a second full stop). */
function rateLine(offer: SavingsOfferFigures): string {
  const base = `Base rate ${formatRate(offer.baseRate)}`;
  if (offer.maxRate <= offer.baseRate) return base;
  const upTo = `${base}; up to ${formatRate(offer.maxRate)}`;
  const when = offer.bonusConditions.join('; ').replace(/\.$/, '');
  return when ? `${upTo} when: ${when}.` : upTo;
}

function SavingsOffer({ offer }: { offer: SavingsOfferFigures }) {
  const title = accountTitle(offer.providerName, offer.accountName);
  const headingId = `savings-offer-${offer.offerType}-${offer.accountId ?? title}`;
  return (
    <li>
      <article className="tile savings-offer" aria-labelledby={headingId}>
        <h3 id={headingId} className="savings-offer__name">
          {title}
        </h3>
        {offer.sponsored ? (
          <p>
            <span className="badge badge--sponsored">Sponsored</span> {offer.providerName} is a partner of
            StaySmart; its place in this list is by the dollars a year alone.
          </p>
        ) : null}
        <OfferYears offer={offer} />
        <p>{formatCents(offer.gainCents)} more than yours a year, on the measure these are ranked by.</p>
        <p className="legal">{rateLine(offer)}</p>
        {offer.bonusNotCounted.length > 0 ? (
          <p className="legal">Worked out on its base rate: {offer.bonusNotCounted.join(' ')}</p>
        ) : null}
        {offer.accountId && offer.providerId ? (
          <GoToSiteLink
            product={{
              id: offer.accountId,
              name: offer.accountName,
              providerId: offer.providerId,
              providerName: offer.providerName,
            }}
          />
        ) : null}
      </article>
    </li>
  );
}

/** Stay or Switch: the accounts that would earn more, best first, or a line saying there are none. */
export function SavingsOfferList({
  heading,
  offers,
  none,
}: {
  heading: string;
  offers: readonly SavingsOfferFigures[];
  none: string;
}) {
  const headingId = `savings-${heading.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {offers.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ol className="savings-offers">
          {offers.map((offer) => (
            <SavingsOffer key={offer.accountId ?? offer.accountName} offer={offer} />
          ))}
        </ol>
      )}
    </section>
  );
}
