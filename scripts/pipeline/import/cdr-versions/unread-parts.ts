/**
 * Repairs to parts of a record the import does not read for any figure: bundles, extra links and
 * card art, plus the display name of a rate tier. A bank that leaves an empty link or a tier
 * without a name there still publishes a usable product, so these are mended (and noted) rather
 * than failing the record.
 */
import { isObject, objectsOf, textOf, type JsonObject } from './json-values';

const LINK_LISTS = [
  'additionalOverviewUris',
  'additionalTermsUris',
  'additionalEligibilityUris',
  'additionalFeesAndPricingUris',
  'additionalBundleUris',
];

function links(value: JsonObject, notes: string[]): JsonObject {
  const result: JsonObject = { ...value };
  for (const list of LINK_LISTS) {
    if (!Array.isArray(value[list])) continue;
    const kept = objectsOf(value[list]).filter((item) => textOf(item.additionalInfoUri) !== null);
    if (kept.length !== value[list].length) notes.push(`additionalInformation.${list}: empty links left out`);
    result[list] = kept;
  }
  return result;
}

function bundle(value: JsonObject, index: number, notes: string[]): JsonObject {
  const ids = value.productIds;
  if (ids === undefined || ids === null || (Array.isArray(ids) && ids.every((id) => typeof id === 'string')))
    return value;
  notes.push(`bundles[${index}].productIds: not a list of product ids, left out`);
  const { productIds: _productIds, ...rest } = value;
  return rest;
}

/** The tier's bounds and unit in words, for a tier published without a name. */
export function tierNameOf(tier: JsonObject): string {
  const unit = textOf(tier.unitOfMeasure)?.toLowerCase() ?? '';
  const min = tier.minimumValue ?? '';
  const max = tier.maximumValue;
  return `${min}${max === undefined || max === null ? ' or more' : ` to ${String(max)}`} ${unit}`.trim();
}

function rates(value: unknown, field: string, notes: string[]): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((rate, rateIndex) => {
    if (!isObject(rate) || !Array.isArray(rate.tiers)) return rate;
    return {
      ...rate,
      tiers: rate.tiers.map((tier, tierIndex) => {
        if (!isObject(tier) || textOf(tier.name) !== null) return tier;
        notes.push(`${field}[${rateIndex}].tiers[${tierIndex}].name: missing, named from its bounds`);
        return { ...tier, name: tierNameOf(tier) };
      }),
    };
  });
}

export function repairUnreadParts(record: JsonObject, notes: string[]): JsonObject {
  const result: JsonObject = { ...record };
  if (isObject(record.additionalInformation))
    result.additionalInformation = links(record.additionalInformation, notes);
  if (Array.isArray(record.bundles))
    result.bundles = record.bundles.map((item, index) =>
      isObject(item) ? bundle(item, index, notes) : item,
    );
  if (Array.isArray(record.cardArt)) {
    const kept = objectsOf(record.cardArt).filter((art) => textOf(art.imageUri) !== null);
    if (kept.length !== record.cardArt.length) notes.push('cardArt: images without an address left out');
    result.cardArt = kept;
  }
  result.depositRates = rates(record.depositRates, 'depositRates', notes);
  result.lendingRates = rates(record.lendingRates, 'lendingRates', notes);
  if (result.depositRates === undefined) delete result.depositRates;
  if (result.lendingRates === undefined) delete result.lendingRates;
  return result;
}
