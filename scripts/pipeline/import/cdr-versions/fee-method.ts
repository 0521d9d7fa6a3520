/**
 * Fees. Versions 3 to 5 give a fee's value directly (`amount`, `balanceRate`, `transactionRate`,
 * `accruedRate`, any number of them, or none with `feeType: VARIABLE`); versions 6 and 7 name one
 * method in `feeMethodUType` and give its value in `fixedAmount`, `rateBased` or `variable`.
 */
import { isObject, putIfPresent, textOf, type JsonObject } from './json-values';

const METHOD_FIELDS = ['feeMethodUType', 'fixedAmount', 'rateBased', 'variable'];

/** Rate fields of the older fees, in the order the import reads them, with the newer `rateType`. */
export const FEE_RATE_FIELDS = [
  { field: 'transactionRate', rateType: 'TRANSACTION' },
  { field: 'balanceRate', rateType: 'BALANCE' },
  { field: 'accruedRate', rateType: 'INTEREST_ACCRUED' },
] as const;

function rateFieldOf(rateType: unknown): string | null {
  return FEE_RATE_FIELDS.find((entry) => entry.rateType === rateType)?.field ?? null;
}

function withoutFields(record: JsonObject, fields: string[]): JsonObject {
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(record)) if (!fields.includes(key)) result[key] = value;
  return result;
}

/**
 * A version 6/7 fee in the import's (version 3/4) shape. The cap on repeated charges, which that
 * shape cannot say, stays as published (`feeCap`, `feeCapPeriod`). A fee that varies keeps no
 * amount, as a version 3/4 `VARIABLE` fee, so no figure is read from it; a rate-based fee's range
 * per charge (`rateBased.amountRange`) is left out, as the site shows such fees as their rate.
 */
export function feeFromMethod(fee: JsonObject): JsonObject {
  const result = withoutFields(fee, METHOD_FIELDS);
  const fixed = isObject(fee.fixedAmount) ? fee.fixedAmount : null;
  const rated = isObject(fee.rateBased) ? fee.rateBased : null;
  if (fee.feeMethodUType === 'fixedAmount' && fixed) putIfPresent(result, 'amount', fixed.amount);
  if (fee.feeMethodUType === 'rateBased' && rated) {
    const field = rateFieldOf(rated.rateType);
    if (field) putIfPresent(result, field, rated.rate);
    putIfPresent(result, 'accrualFrequency', rated.accrualFrequency);
  }
  return result;
}

/** The values a version 3/4 fee states, rates first in the order the import reads them. */
function statedValues(fee: JsonObject): { rateType: string | null; value: string }[] {
  const values: { rateType: string | null; value: string }[] = [];
  for (const { field, rateType } of FEE_RATE_FIELDS) {
    const value = textOf(fee[field]);
    if (value !== null) values.push({ rateType, value });
  }
  const amount = textOf(fee.amount);
  if (amount !== null) values.push({ rateType: null, value: amount });
  return values;
}

/**
 * A version 3/4 fee as version 7 fees. A fee that states several values (say a 3% rate and a
 * $0.00 amount) becomes one fee per value, rates first, because a version 7 fee has one method;
 * a fee with no value is `variable`. `feeType: VARIABLE`, gone from version 6, becomes `OTHER`.
 */
export function feesToMethod(fee: JsonObject): JsonObject[] {
  const base = withoutFields(fee, [
    'amount',
    ...FEE_RATE_FIELDS.map((entry) => entry.field),
    'accrualFrequency',
  ]);
  if (fee.feeType === 'VARIABLE') base.feeType = 'OTHER';
  const values = statedValues(fee);
  if (values.length === 0) return [{ ...base, feeMethodUType: 'variable', variable: {} }];
  return values.map(({ rateType, value }) => {
    if (rateType === null) return { ...base, feeMethodUType: 'fixedAmount', fixedAmount: { amount: value } };
    const rateBased: JsonObject = { rateType, rate: value };
    putIfPresent(rateBased, 'accrualFrequency', textOf(fee.accrualFrequency));
    return { ...base, feeMethodUType: 'rateBased', rateBased };
  });
}
