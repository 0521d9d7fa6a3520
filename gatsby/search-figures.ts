/**
 * Each product's search entry with its key figure (src/domain/search/key-figure.ts), so the
 * search page shows what a product costs or earns beside its name.
 */
import type { RawDataFiles } from '../src/domain/data/raw-types';
import { keyFigure } from '../src/domain/search/key-figure';
import type { SearchDoc } from '../src/features/search/search-docs';
import { productCodes, productSetsOf, type Catalogue } from './catalogue';

export function withKeyFigures(
  docs: readonly SearchDoc[],
  data: RawDataFiles,
  { rowsByCode }: Catalogue,
): SearchDoc[] {
  const productSets = productSetsOf(data);
  const figures = new Map<string, NonNullable<SearchDoc['figure']>>();
  for (const code of productCodes) {
    for (const row of rowsByCode[code]) {
      const figure = keyFigure(code, row as never, productSets[code].dateUpdated);
      if (figure) figures.set(row.id, figure);
    }
  }
  return docs.map((doc) => {
    const figure = doc.kind === 'product' ? figures.get(doc.id) : undefined;
    return figure ? { ...doc, figure } : doc;
  });
}
