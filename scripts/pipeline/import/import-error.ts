import type { CdrProduct } from './cdr-types';

/** Fails the import naming the record, so the fix (a rule here or a curated file) is easy to find. */
export class ImportError extends Error {
  constructor(where: string, problem: string) {
    super(`${where}: ${problem}`);
    this.name = 'ImportError';
  }
}

export function recordName(product: CdrProduct): string {
  return `${product.brandName} (${product.brandId}) product ${product.detail.productId} "${product.detail.name.trim()}"`;
}

export function productError(product: CdrProduct, problem: string): ImportError {
  return new ImportError(recordName(product), problem);
}
