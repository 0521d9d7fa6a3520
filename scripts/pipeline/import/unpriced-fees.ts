/**
 * Fees that state no amount to show. From version 6 a fee has one method, so a fee published in
 * 2024 with both a rate and an amount (often a `0.0` rate beside the amount) comes as several fees
 * of one name, one per value: such a fee is priced by the amount its name is given anywhere.
 */
import type { CdrFee } from './cdr-types';
import { parseAmount, parseRate } from './cdr-values';

function nameOf(fee: CdrFee): string {
  return fee.name.trim().toLowerCase();
}

/** A fee charged only as a rate of nothing (`0.0`) costs nothing. */
function freeByRate(fee: CdrFee): boolean {
  const rates = [fee.transactionRate, fee.balanceRate, fee.accruedRate].filter((rate) => rate != null);
  return rates.length > 0 && rates.every((rate) => parseRate(rate)?.value === 0);
}

/**
 * Whether the fee gives no amount the site can show: neither it nor a fee of its name among `fees`
 * states one, and it is not a rate of nothing. A fee that varies (`feeMethodUType: variable`, or
 * `feeType: VARIABLE` before version 6) or one charged as a rate of something is such a fee.
 */
export function statesNoAmount(fee: CdrFee, fees: readonly CdrFee[]): boolean {
  if (parseAmount(fee.amount) !== null || freeByRate(fee)) return false;
  const name = nameOf(fee);
  return !fees.some((other) => nameOf(other) === name && parseAmount(other.amount) !== null);
}
