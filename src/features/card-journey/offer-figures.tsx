import * as React from 'react';
import { formatCents } from '../../domain/format';
import type { JourneyOffer } from './journey-types';
import { offerFacts } from './offer-facts';
import { savingText } from './offer-saving';

function Fact({ term, value }: { term: string; value: string | null }) {
  if (value === null) return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function TitledList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <p>
        <strong>{title}</strong>
      </p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

const cost = (cents: number | null): string | null => (cents === null ? null : formatCents(cents));
/** Rewards and bonus points are money back: shown as a positive amount under a "back" label. */
const back = (cents: number | null): string | null =>
  cents === null ? null : formatCents(Math.max(0, -cents));

/** Every figure of an offer, what it saves and why: behind "Details" on a card, and on the details page. */
export function OfferFigures({ offer }: { offer: JourneyOffer }) {
  const facts = offerFacts(offer);
  return (
    <>
      <dl className="facts">
        <Fact term="First year" value={`${savingText(offer.firstYearSavingCents)} a year`} />
        <Fact term="Each year after" value={`${savingText(offer.ongoingSavingCents)} a year`} />
        <Fact term="Fees a year" value={cost(facts.feesOngoingCents)} />
        {facts.feesFirstYearCents !== facts.feesOngoingCents ? (
          <Fact term="Fees in the first year" value={cost(facts.feesFirstYearCents)} />
        ) : null}
        <Fact term="Purchase rate" value={facts.rate} />
        <Fact term="Interest a year" value={cost(facts.interestCents)} />
        <Fact term="Rewards back a year" value={back(facts.rewardsCents)} />
        <Fact term="Bonus back (first year)" value={back(facts.bonusCents)} />
        <Fact term="Your balance (first year)" value={cost(facts.transferCents)} />
      </dl>
      <TitledList title="Why this offer" items={offer.reasons} />
      <TitledList title="What you give up" items={offer.tradeOffs} />
    </>
  );
}
