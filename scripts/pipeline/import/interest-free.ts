/**
 * Interest-free days on purchases from INTEREST_FREE features. Banks put the number in
 * additionalValue as ISO (`P55D`, `P55D `, `P2M1D`), as words (`50 days`, `Up to 55 days...`) or
 * only in additionalInfo (`up to 45 days on purchases`); some spell the enum `INTEREST FREE`.
 */
import type { CdrProductDetail } from './cdr-types';
import { featuresOfType } from './cdr-values';
import { durationTextToDays } from '../../../src/domain/normalise/durations';

/** Interest-free periods outside this range are some other number (a year, a fee) and are ignored. */
const MIN_DAYS = 10;
const MAX_DAYS = 120;

function plausible(days: number | null): days is number {
  return days !== null && days >= MIN_DAYS && days <= MAX_DAYS;
}

export function interestFreeDays(detail: CdrProductDetail): number | null {
  const found: number[] = [];
  for (const feature of featuresOfType(detail, 'INTEREST_FREE')) {
    const fromValue = durationTextToDays(feature.additionalValue);
    if (plausible(fromValue)) {
      found.push(fromValue);
      continue;
    }
    const fromInfo = durationTextToDays(feature.additionalInfo);
    if (plausible(fromInfo)) found.push(fromInfo);
  }
  return found.length === 0 ? null : Math.max(...found);
}
