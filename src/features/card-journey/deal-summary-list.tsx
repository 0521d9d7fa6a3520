import * as React from 'react';
import { formatCents, formatDollars } from '../../domain/format';

import type { BestOffer, DealSummary } from '../../api/card-journey-types';

/** A yearly cost as the estimate shows it; a saving, being "about", in whole dollars. */
const cost = (cents: number) => formatCents(cents, { wholeDollarsIfRound: true });
const about = (cents: number) => formatDollars(cents / 100);

function BestLine({ label, best, none }: { label: string; best: BestOffer | null; none: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {best
          ? `${best.cardName} (${best.providerName}) saves about ${about(best.firstYearSavingCents)} in the first year`
          : none}
      </dd>
    </div>
  );
}

/**
 * The best Stay (a product transfer at the same bank) and best Switch for a deal, as the offers
 * screen ranks them over one year: the first year's saving, a partner's card counted like any other.
 */
export function DealSummaryList({ summary }: { summary: DealSummary | null }) {
  if (!summary) return null;
  return (
    <>
      {summary.yearlyCostCents !== null ? (
        <dl className="facts">
          <div>
            <dt>Yearly cost</dt>
            <dd>{cost(summary.yearlyCostCents)}</dd>
          </div>
        </dl>
      ) : null}
      <dl className="deal-summary">
        <BestLine
          label="Best Stay"
          best={summary.bestStay}
          none="No card at the same bank would save you money."
        />
        <BestLine
          label="Best Switch"
          best={summary.bestSwitch}
          none="No other bank’s card would save you money."
        />
      </dl>
      {summary.bestStay || summary.bestSwitch ? (
        <p className="legal">
          A saving is against what your card costs you in its first year, and counts a card’s sign-up bonus or
          points: it can be more than the yearly cost.
        </p>
      ) : null}
    </>
  );
}
