/**
 * Conditions on a whole rate. Versions 3 to 5 say them only in the rate's words (`additionalInfo`);
 * versions 6 and 7 may also list them as typed conditions on the rate (`applicabilityConditions`,
 * `BankingProductRateConditionV2`), each with its own words. Their words join the rate's, so a
 * bonus rate's conditions are read the same whichever way the holder wrote them. A condition's
 * type and value alone are not read into a figure: the import reads conditions from words.
 */
import { objectsOf, textOf, type JsonObject } from './json-values';

/** A version 6/7 deposit or lending rate in the import's shape: its conditions' words in `additionalInfo`. */
export function rateConditionsToWords(rate: JsonObject): JsonObject {
  if (rate.applicabilityConditions === undefined) return rate;
  const { applicabilityConditions, ...result } = rate;
  const own = textOf(rate.additionalInfo);
  const words = objectsOf(applicabilityConditions)
    .map((condition) => textOf(condition.additionalInfo)?.trim() ?? null)
    .filter((text): text is string => text !== null && !(own ?? '').includes(text));
  if (words.length > 0) result.additionalInfo = [own?.trim(), ...words].filter(Boolean).join(' ');
  return result;
}
