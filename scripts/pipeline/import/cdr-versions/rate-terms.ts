/**
 * Who a rate applies to and how it is applied. Version 6 added `applicationType` (mandatory) to
 * deposit and lending rates, and made a lending rate's `repaymentType` and `loanPurpose` mandatory
 * with two new values: `UNCONSTRAINED` (what an absent field meant before: any repayment type or
 * purpose) and `OTHER`.
 */
import { textOf, type JsonObject } from './json-values';

const UNCONSTRAINED = 'UNCONSTRAINED';

/** A version 6/7 lending rate in the import's shape: `UNCONSTRAINED` is an absent field again. */
export function lendingTermsFromV3(rate: JsonObject): JsonObject {
  const result: JsonObject = { ...rate };
  for (const field of ['repaymentType', 'loanPurpose'])
    if (result[field] === UNCONSTRAINED) delete result[field];
  return result;
}

/** How a version 3/4 rate is applied: periodically when it has an application frequency. */
export function applicationTypeOf(rate: JsonObject, productCategory: unknown): string {
  if (textOf(rate.applicationFrequency) !== null) return 'PERIODIC';
  return productCategory === 'TERM_DEPOSITS' ? 'MATURITY' : 'PERIODIC';
}

/** A version 3/4 lending rate as a version 7 one: the three mandatory fields filled in. */
export function lendingTermsToV3(rate: JsonObject, productCategory: unknown): JsonObject {
  return {
    ...rate,
    applicationType: textOf(rate.applicationType) ?? applicationTypeOf(rate, productCategory),
    repaymentType: textOf(rate.repaymentType) ?? UNCONSTRAINED,
    loanPurpose: textOf(rate.loanPurpose) ?? UNCONSTRAINED,
  };
}

/** A version 3/4 deposit rate as a version 7 one: `applicationType` filled in. */
export function depositTermsToV2(rate: JsonObject, productCategory: unknown): JsonObject {
  return {
    ...rate,
    applicationType: textOf(rate.applicationType) ?? applicationTypeOf(rate, productCategory),
  };
}
