import * as React from 'react';
import { formatRate } from '../../domain/format';

/**
 * A loan's rate inside a sentence, its comparison rate beside it and marked with the asterisk that
 * points to the warning on the same page: "5.69% p.a. (5.89% p.a. comparison rate*)".
 */
export function RateInText({ rate, comparisonRate }: { rate: number; comparisonRate: number | null }) {
  return (
    <>
      {formatRate(rate)} (
      {comparisonRate === null ? (
        'comparison rate not published'
      ) : (
        <>
          {formatRate(comparisonRate)} comparison rate<a href="#comparison-rate-warning">*</a>
        </>
      )}
      )
    </>
  );
}
