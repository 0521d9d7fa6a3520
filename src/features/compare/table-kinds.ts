/**
 * What a category's comparison table is made from, without any category's table itself: each
 * page brings only its own category's table (configs/*.tsx export one factory each), so a page of
 * credit cards carries no home-loan columns.
 */
import type { ProductCategory } from '../../config/paths';
import type { RowIdentity, TableConfig } from './table-config';

export type AnyTableConfig = TableConfig<RowIdentity, RowIdentity>;

export type RewardProgramChoice = { id: number; name: string };

/** Makes a category's table; credit cards need the reward programs their filter offers. */
export type TableConfigFactory = (programs: RewardProgramChoice[]) => AnyTableConfig;

/** A table of one category's rows, typed by its own rows, as the category pages hold it. */
export function anyTable<S extends RowIdentity, R extends RowIdentity>(
  config: TableConfig<S, R>,
): AnyTableConfig {
  return config as unknown as AnyTableConfig;
}

/** The factory of a table that needs no reward programs: the same table every time. */
export function fixedTable<S extends RowIdentity, R extends RowIdentity>(
  config: TableConfig<S, R>,
): TableConfigFactory {
  const table = anyTable(config);
  return () => table;
}

export const tableNouns: Record<ProductCategory, [string, string]> = {
  cc: ['card', 'cards'],
  hl: ['loan', 'loans'],
  pl: ['loan', 'loans'],
  cl: ['loan', 'loans'],
  td: ['deposit', 'deposits'],
  sv: ['account', 'accounts'],
  tx: ['account', 'accounts'],
  bnpl: ['service', 'services'],
};
