/**
 * The labels that tell apart a provider's products published under one name, for any category
 * but cards (which have their own): one rule for the catalogue's rows, pages and search entries and
 * for the API's answers, so a product is called the same everywhere.
 */
import type { CategoryCode } from './data/raw-types';
import { sameNameFacets } from './same-name-facets';
import { sameNameLabels } from './same-name-labels';
import { keyFigure } from './search/key-figure';

/** A product as its data file publishes it: the fields the labels read, and the rest for its figures. */
export type LabelledRow = { id: string; providerId: string; name: string; url: string | null } & Record<
  string,
  unknown
>;

/** Labels by product id; products with a name of their own get none. */
export function productSameNameLabels(code: CategoryCode, rows: readonly LabelledRow[]): Map<string, string> {
  return sameNameLabels(
    rows.map((row) => ({
      id: row.id,
      providerId: row.providerId,
      name: row.name,
      figure: keyFigure(code, row as never, '')?.text ?? null,
      ...sameNameFacets(code, row),
    })),
  );
}
