/**
 * Whole-record conversions between the two shapes: versions 3 to 5 (the import's own shape, as in
 * the 2024 snapshot) and versions 6 and 7. Each part is done by the normaliser for that difference.
 */
import { cardArtToV5 } from './card-art';
import { discountFromMethod, discountsToMethod } from './discount-method';
import { feeFromMethod, feesToMethod } from './fee-method';
import { isObject, type JsonObject } from './json-values';
import { rateConditionsToWords } from './rate-conditions';
import { tierFromV4, tierToV4 } from './rate-tiers';
import { depositTermsToV2, lendingTermsFromV3, lendingTermsToV3 } from './rate-terms';

function mapList(value: unknown, convert: (item: JsonObject) => JsonObject[]): unknown {
  return Array.isArray(value) ? value.flatMap((item) => (isObject(item) ? convert(item) : [item])) : value;
}

function withTiers(rate: JsonObject, convert: (tier: JsonObject) => JsonObject): JsonObject {
  return rate.tiers === undefined ? rate : { ...rate, tiers: mapList(rate.tiers, (tier) => [convert(tier)]) };
}

function withList(record: JsonObject, field: string, convert: (item: JsonObject) => JsonObject[]): void {
  if (record[field] !== undefined) record[field] = mapList(record[field], convert);
}

/** A checked version 6/7 record in the import's shape. */
export function fromMethodShape(detail: JsonObject): JsonObject {
  const result: JsonObject = { ...detail };
  withList(result, 'fees', (fee) => {
    const converted = feeFromMethod(fee);
    if (converted.discounts !== undefined)
      converted.discounts = mapList(converted.discounts, (discount) => [discountFromMethod(discount)]);
    return [converted];
  });
  withList(result, 'lendingRates', (rate) => [
    withTiers(rateConditionsToWords(lendingTermsFromV3(rate)), tierFromV4),
  ]);
  withList(result, 'depositRates', (rate) => [withTiers(rateConditionsToWords(rate), tierFromV4)]);
  return result;
}

/** A checked version 3/4 record in the version 6/7 shape (nulls still in place). */
export function toMethodShape(detail: JsonObject): JsonObject {
  const category = detail.productCategory;
  const result: JsonObject = { ...detail };
  withList(result, 'fees', (fee) =>
    feesToMethod(fee).map((converted) =>
      converted.discounts === undefined
        ? converted
        : { ...converted, discounts: mapList(converted.discounts, discountsToMethod) },
    ),
  );
  withList(result, 'lendingRates', (rate) => [withTiers(lendingTermsToV3(rate, category), tierToV4)]);
  withList(result, 'depositRates', (rate) => [withTiers(depositTermsToV2(rate, category), tierToV4)]);
  withList(result, 'cardArt', (art) => [cardArtToV5(art, detail)]);
  return result;
}
