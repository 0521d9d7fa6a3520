import * as React from 'react';
import type { ProductCategory } from '../../config/paths';
import { ComparisonTable } from '../compare/comparison-table';
import { withLenderFilter } from '../compare/lender-filter';
import type { RowIdentity } from '../compare/table-config';
import { tableNouns, type RewardProgramChoice, type TableConfigFactory } from '../compare/table-kinds';
import type { LazyRows } from '../compare/use-full-rows';

const NO_PROGRAMS: RewardProgramChoice[] = [];

/** A category's comparison table, from rows in page context and the table the page brings. */
export function CategoryTable({
  code,
  table,
  rows,
  lazy,
  programs = NO_PROGRAMS,
  productCount,
  lenderKinds = false,
}: {
  code: ProductCategory;
  table: TableConfigFactory;
  rows: RowIdentity[];
  lazy?: LazyRows;
  programs?: RewardProgramChoice[];
  /** The category's products, when the table's starting filters may show fewer. */
  productCount?: number;
  /** The table lists banks and non-bank lenders both: it offers "Banks only" / "All lenders". */
  lenderKinds?: boolean;
}) {
  const config = React.useMemo(() => {
    const config = table(programs);
    return lenderKinds ? withLenderFilter(config) : config;
  }, [table, programs, lenderKinds]);
  return (
    <ComparisonTable
      config={config}
      rows={rows}
      lazy={lazy}
      noun={tableNouns[code]}
      productCount={productCount}
    />
  );
}

export const categoriesWithComparisonRates: ReadonlySet<ProductCategory> = new Set(['hl', 'pl', 'cl']);
