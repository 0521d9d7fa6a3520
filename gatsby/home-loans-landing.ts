/**
 * The figures the home-loans landing page quotes. Its lowest rate is the first row of the home-loan
 * table as a visitor first sees it (its default amount, term, LVR, purpose and repayments), so the
 * landing page and the table it links to never quote different rates; the basis is stated with it.
 */
import { HOME_LOAN_DEFAULTS } from '../src/domain/finance/defaults';
import type { RowIdentity } from '../src/features/compare/table-config';
import { homeLoanTableConfig, type HomeLoanSourceRow } from '../src/features/compare/configs/home-loans';
import { initialFilterValues, visibleRows } from '../src/features/compare/table-model';
import type { LowestHomeLoanRate } from '../src/pages/home-loans-landing';

export function lowestHomeLoanRate(loans: readonly RowIdentity[]): LowestHomeLoanRate | null {
  const config = homeLoanTableConfig;
  const filters = initialFilterValues(config.filters);
  const [first] = visibleRows(config, loans as HomeLoanSourceRow[], filters, {
    key: 'rate',
    direction: 'ascending',
  });
  if (!first) return null;
  return {
    rate: first.rate.rate,
    comparisonRate: first.rate.comparisonRate,
    amount: Number(filters.amount ?? HOME_LOAN_DEFAULTS.amount),
    lvr: Number(filters.lvr) / 100,
  };
}
