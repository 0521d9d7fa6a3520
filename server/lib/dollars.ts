/**
 * Money arrives in dollars, as the survey asks it, and the engine works in whole cents. The JSON
 * schema checks the range; whole cents are checked here because ajv's `multipleOf: 0.01` misreads
 * binary fractions (1.13 / 0.01 = 112.99999999999999).
 */
import { badRequest } from './api-error';

import { MAX_DOLLARS } from '../../src/api/card-journey-fields';

export { MAX_DOLLARS };

/** Whole cents of a dollar amount; 400 naming the field for anything out of range or a fraction of a cent. */
export function dollarsToCents(dollars: number, field: string): number {
  const exact = dollars * 100;
  const cents = Math.round(exact);
  if (!Number.isFinite(dollars) || dollars < 0 || dollars > MAX_DOLLARS || Math.abs(exact - cents) > 1e-6) {
    throw badRequest(`"${field}" must be an amount in dollars with at most two decimals, like 1234.56.`);
  }
  return cents;
}
