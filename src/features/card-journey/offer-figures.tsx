import * as React from 'react';
import { formatCents } from '../../domain/format';
import type { JourneyOffer } from '../../api/card-journey-types';
import { balanceText } from './offer-balance';
import { offerFacts, type YearFigures } from './offer-facts';
import { savingText } from './offer-saving';

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

/** Rewards and bonus points are money back: shown as a positive amount under a "back" label. */
const back = (cents: number | null): string => (cents === null || cents === 0 ? 'None' : formatCents(-cents));

function YearRow({
  label,
  value,
  facts,
}: {
  label: string;
  value: (year: YearFigures) => string;
  facts: { firstYear: YearFigures; eachYearAfter: YearFigures };
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="num">{value(facts.firstYear)}</td>
      <td className="num">{value(facts.eachYearAfter)}</td>
    </tr>
  );
}

/**
 * Every figure of an offer, what it saves and why, in two clearly headed columns (the first year
 * and each year after), never one beside the other's figure; what happens to the balance in words.
 * Behind "Details" on a card, and on the details page.
 */
export function OfferFigures({ offer }: { offer: JourneyOffer }) {
  const facts = offerFacts(offer);
  const balance = balanceText(offer, facts);
  const transferFee = (offer.transferTaken?.feeCents ?? 0) > 0;
  return (
    <>
      <table className="working offer-years">
        <caption className="visually-hidden">The first year and each year after, side by side</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">First year</th>
            <th scope="col">Each year after</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Against your card now</th>
            <td className="num">{savingText(offer.firstYearSavingCents)}</td>
            <td className="num">{savingText(offer.ongoingSavingCents)}</td>
          </tr>
          <YearRow label="Fees" value={(year) => formatCents(year.feesCents)} facts={facts} />
          <YearRow
            label={transferFee ? 'Interest and transfer fee' : 'Interest'}
            value={(year) => formatCents(year.interestCents)}
            facts={facts}
          />
          <YearRow label="Rewards back" value={(year) => back(year.rewardsCents)} facts={facts} />
          <YearRow label="Bonus back" value={(year) => back(year.bonusCents)} facts={facts} />
          <YearRow
            label="What the card costs you"
            value={(year) => costText(year.totalCents)}
            facts={facts}
          />
        </tbody>
      </table>
      {facts.rate ? <p className="offer__rate">Purchase rate {facts.rate}</p> : null}
      {balance ? <p className="offer__balance">{balance}</p> : null}
      <TitledList title="Why this offer" items={offer.reasons} />
      <TitledList title="What you give up" items={offer.tradeOffs} />
    </>
  );
}

/** A year's total: a cost, or money back when rewards outweigh fees and interest. */
function costText(cents: number): string {
  return cents < 0 ? `${formatCents(-cents)} back` : formatCents(cents);
}
