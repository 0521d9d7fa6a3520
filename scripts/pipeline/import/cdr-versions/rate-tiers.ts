/**
 * Rate tiers. Versions 3 to 5 (`BankingProductRateTierV3`) give the bounds as numbers and one
 * optional condition object; versions 6 and 7 (`BankingProductRateTierV4`) give the bounds as
 * text and a list of typed conditions.
 */
import { parseAmount } from '../cdr-values';
import { isObject, objectsOf, putIfPresent, textOf, type JsonObject } from './json-values';

function boundFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return parseAmount(value) ?? value;
}

function boundToText(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

/** A version 6/7 tier in the import's shape: numeric bounds, the conditions as one object. */
export function tierFromV4(tier: JsonObject): JsonObject {
  const result: JsonObject = { ...tier };
  putIfPresent(result, 'minimumValue', boundFromText(tier.minimumValue));
  putIfPresent(result, 'maximumValue', boundFromText(tier.maximumValue));
  delete result.applicabilityConditions;
  const conditions = objectsOf(tier.applicabilityConditions);
  if (conditions.length > 0) {
    const condition: JsonObject = {};
    const info = conditions.map((item) => textOf(item.additionalInfo)).filter((item) => item !== null);
    if (info.length > 0) condition.additionalInfo = info.join(' ');
    putIfPresent(
      condition,
      'additionalInfoUri',
      conditions.map((item) => textOf(item.additionalInfoUri)).find(Boolean),
    );
    result.applicabilityConditions = condition;
  }
  return result;
}

/** A version 3/4 tier as a version 7 tier: bounds as text, its condition as one `OTHER` condition. */
export function tierToV4(tier: JsonObject): JsonObject {
  const result: JsonObject = { ...tier };
  putIfPresent(result, 'minimumValue', boundToText(tier.minimumValue));
  putIfPresent(result, 'maximumValue', boundToText(tier.maximumValue));
  delete result.applicabilityConditions;
  const condition = isObject(tier.applicabilityConditions) ? tier.applicabilityConditions : null;
  if (condition && (textOf(condition.additionalInfo) || textOf(condition.additionalInfoUri))) {
    const converted: JsonObject = { rateApplicabilityType: 'OTHER' };
    putIfPresent(converted, 'additionalInfo', textOf(condition.additionalInfo));
    putIfPresent(converted, 'additionalInfoUri', textOf(condition.additionalInfoUri));
    result.applicabilityConditions = [converted];
  }
  return result;
}
