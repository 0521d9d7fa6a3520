/**
 * Each card's and home loan's `eligibility` in `data/`: its CDR eligibility entries and the curated
 * member restrictions, read by the shared rules in `src/domain/eligibility/`. Facts only; the `OTHER`
 * conditions are kept short.
 */
import { curatedRestriction } from '../../../src/domain/eligibility/member-restrictions';
import { readProductEligibility } from '../../../src/domain/eligibility/read-eligibility';
import type { MemberRestrictions, ProductEligibility } from '../../../src/domain/eligibility/types';
import type { CdrProduct } from './cdr-types';
import { ImportError } from './import-error';

export function productEligibility(
  product: CdrProduct,
  restrictions: MemberRestrictions,
): ProductEligibility {
  const { detail } = product;
  return readProductEligibility(
    { productName: detail.name, entries: detail.eligibility ?? [] },
    curatedRestriction(restrictions, product.brandName, detail.name),
  );
}

/** Every curated entry must name a brand of the snapshot, and each product entry a product of it. */
export function checkMemberRestrictions(
  restrictions: MemberRestrictions,
  products: readonly CdrProduct[],
): void {
  const file = 'data/curated/member-restricted-lenders.json';
  const brands = new Set(products.map((product) => product.brandName));
  for (const lender of restrictions.lenders) {
    if (!brands.has(lender.brand))
      throw new ImportError(file, `lender "${lender.brand}" has no product in the snapshot`);
  }
  for (const entry of restrictions.products) {
    const name = entry.nameContains.toLowerCase();
    const matched = products.some(
      (product) => product.brandName === entry.brand && product.detail.name.toLowerCase().includes(name),
    );
    if (!matched)
      throw new ImportError(file, `product "${entry.brand}" / "${entry.nameContains}" matches no product`);
  }
}
