/**
 * Fee discounts. Versions 3 to 5 give a discount's value directly (`amount`, `balanceRate`,
 * `transactionRate`, `accruedRate`, `feeRate`); versions 6 and 7 name one method in
 * `discountMethodUType` and give its value in `fixedAmount` or `rateBased`.
 */
import { isObject, putIfPresent, textOf, type JsonObject } from './json-values';

const RATE_FIELDS = [
  { field: 'balanceRate', rateType: 'BALANCE' },
  { field: 'transactionRate', rateType: 'TRANSACTION' },
  { field: 'accruedRate', rateType: 'INTEREST_ACCRUED' },
  { field: 'feeRate', rateType: 'FEE' },
] as const;

const VALUE_FIELDS = ['amount', ...RATE_FIELDS.map((entry) => entry.field)];

function without(record: JsonObject, fields: string[]): JsonObject {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key)));
}

/** A version 6/7 discount in the import's (version 3/4) shape. */
export function discountFromMethod(discount: JsonObject): JsonObject {
  const result = without(discount, ['discountMethodUType', 'fixedAmount', 'rateBased']);
  const fixed = isObject(discount.fixedAmount) ? discount.fixedAmount : null;
  const rated = isObject(discount.rateBased) ? discount.rateBased : null;
  if (discount.discountMethodUType === 'fixedAmount' && fixed) putIfPresent(result, 'amount', fixed.amount);
  if (discount.discountMethodUType === 'rateBased' && rated) {
    const field = RATE_FIELDS.find((entry) => entry.rateType === rated.rateType)?.field;
    if (field) putIfPresent(result, field, rated.rate);
  }
  return result;
}

/**
 * A version 3/4 discount as version 7 discounts: one per stated value, the amount first. A
 * discount that states no value (only words) keeps them under `fixedAmount` with no amount, the
 * one method that carries nothing false.
 */
export function discountsToMethod(discount: JsonObject): JsonObject[] {
  const base = without(discount, VALUE_FIELDS);
  const amount = textOf(discount.amount);
  const converted: JsonObject[] = [];
  if (amount !== null)
    converted.push({ ...base, discountMethodUType: 'fixedAmount', fixedAmount: { amount } });
  for (const { field, rateType } of RATE_FIELDS) {
    const rate = textOf(discount[field]);
    if (rate !== null)
      converted.push({ ...base, discountMethodUType: 'rateBased', rateBased: { rateType, rate } });
  }
  return converted.length > 0 ? converted : [{ ...base, discountMethodUType: 'fixedAmount' }];
}
