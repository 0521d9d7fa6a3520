import * as React from 'react';
import { formatRate } from '../../domain/format';

/** A rate, `20.99% p.a.`, or a dash with an explanation when there is no figure. */
export function Rate({ value }: { value: number | null }) {
  if (value === null) return <span title="Not published">—</span>;
  return <>{formatRate(value)}</>;
}

/**
 * A rate with its comparison rate beside it, marked with an asterisk that points to the
 * statutory warning shown on the same page.
 */
export function RateWithComparison({
  rate,
  comparisonRate,
}: {
  rate: number;
  comparisonRate: number | null;
}) {
  return (
    <span className="rate-pair">
      <strong>{formatRate(rate)}</strong>
      <small>
        {comparisonRate === null ? (
          'Comparison rate not published'
        ) : (
          <>
            {formatRate(comparisonRate)} comparison rate<a href="#comparison-rate-warning">*</a>
          </>
        )}
      </small>
    </span>
  );
}
