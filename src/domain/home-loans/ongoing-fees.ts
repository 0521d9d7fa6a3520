/**
 * Ongoing fees as charges on a month-by-month timeline. Lenders charge annual and package fees in
 * advance, at settlement and on each anniversary, so a fee every `everyMonths` months falls in
 * month 1, 1 + everyMonths, ... and a 25-year loan pays a yearly fee 25 times.
 */
import type { Cents } from '../finance/money';
import type {
  NormalisedHomeLoan,
  NormalisedHomeLoanPackage,
  NormalisedHomeLoanProvider,
} from '../normalise/types';

/** Index 0 is month 1. */
export function periodicCharges(feeCents: Cents, everyMonths: number, termMonths: number): Cents[] {
  if (!Number.isInteger(feeCents) || feeCents < 0) {
    throw new RangeError(`Fee must be a whole number of cents >= 0, got ${feeCents}`);
  }
  if (!Number.isInteger(everyMonths) || everyMonths <= 0) {
    throw new RangeError(`Fee frequency must be a positive whole number of months, got ${everyMonths}`);
  }
  return Array.from({ length: termMonths }, (_, index) => (index % everyMonths === 0 ? feeCents : 0));
}

/** The package a loan belongs to, looked up in its provider's summary first, then anywhere. */
export function findPackage(
  loan: Pick<NormalisedHomeLoan, 'packageId' | 'providerId'>,
  providers: readonly NormalisedHomeLoanProvider[],
): NormalisedHomeLoanPackage | null {
  if (loan.packageId === null) return null;
  const own = providers.find((provider) => provider.id === loan.providerId);
  const match = (pkg: NormalisedHomeLoanPackage): boolean => pkg.packageId === loan.packageId;
  return own?.packages.find(match) ?? providers.flatMap((provider) => provider.packages).find(match) ?? null;
}

/** Cumulative sum, for break-even searches. */
export function sumOf(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}
