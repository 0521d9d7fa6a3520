import * as React from 'react';
import type { ProductCategory } from '../../config/paths';
import { ComparisonTable } from '../compare/comparison-table';
import type { RowIdentity } from '../compare/table-config';
import type { LazyRows } from '../compare/use-full-rows';
import { tableConfigFor, tableNouns } from '../compare/table-configs';

/** The right comparison table for a category, from rows in page context. */
export function CategoryTable({
  code,
  rows,
  lazy,
  programs,
}: {
  code: ProductCategory;
  rows: RowIdentity[];
  lazy?: LazyRows;
  programs?: { id: number; name: string }[];
}) {
  const config = React.useMemo(() => tableConfigFor(code, programs), [code, programs]);
  return <ComparisonTable config={config} rows={rows} lazy={lazy} noun={tableNouns[code]} />;
}

export const categoriesWithComparisonRates: ReadonlySet<ProductCategory> = new Set(['hl', 'pl', 'cl']);
