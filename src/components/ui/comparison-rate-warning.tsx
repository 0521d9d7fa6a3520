import * as React from 'react';
import {
  COMPARISON_RATE_WARNING,
  HOME_LOAN_EXAMPLE_DESCRIPTION,
  PERSONAL_LOAN_EXAMPLE_DESCRIPTION,
} from '../../domain/finance/comparison-rate';

/** The statutory warning, shown wherever a comparison rate appears. Target of the `*` links. */
export function ComparisonRateWarning({ example }: { example: 'homeLoan' | 'personalLoan' }) {
  const basis = example === 'homeLoan' ? HOME_LOAN_EXAMPLE_DESCRIPTION : PERSONAL_LOAN_EXAMPLE_DESCRIPTION;
  return (
    <p id="comparison-rate-warning" className="notice notice--warning legal">
      * Comparison rates are {basis}. {COMPARISON_RATE_WARNING}
    </p>
  );
}
