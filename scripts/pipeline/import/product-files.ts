/** The import's products files, one per category (`data/products-<code>.json`). */
export const PRODUCT_FILES = [
  'products-cc.json',
  'products-hl.json',
  'products-pl.json',
  'products-cl.json',
  'products-td.json',
  'products-sv.json',
  'products-tx.json',
] as const;

export type ProductFileName = (typeof PRODUCT_FILES)[number];
