/**
 * The figures the home-loans landing page quotes. Its lowest rate is the first row of the home-loan
 * table as a visitor first sees it (its default amount, term, LVR, purpose and repayments), so the
 * landing page and the table it links to never quote different rates; the basis is stated with it.
 */
import type { RowIdentity } from '../src/features/compare/table-config';
import { homeLoanTableConfig, type HomeLoanSourceRow } from '../src/features/compare/configs/home-loans';
import { initialFilterValues, visibleRows } from '../src/features/compare/table-model';
import type { LowestHomeLoanRate } from '../src/features/catalogue/view-models';

export function lowestHomeLoanRate(loans: readonly RowIdentity[]): LowestHomeLoanRate | null {
  const filters = initialFilterValues(homeLoanTableConfig.filters);
  const [first] = visibleRows(homeLoanTableConfig, loans as HomeLoanSourceRow[], filters, {
    key: 'rate',
    direction: 'ascending',
  });
  if (!first) return null;
  return {
    rate: first.rate.rate,
    comparisonRate: first.rate.comparisonRate,
    amount: Number(filters.amount),
    lvr: Number(filters.lvr) / 100,
  };
}
