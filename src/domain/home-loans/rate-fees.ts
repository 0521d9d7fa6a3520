/**
 * Which of a home loan's fee lists a rate pays. A packaged product can publish rates for
 * borrowers who take it without the package: those rates pay the fees the product lists for
 * that case (no package fee, none of the fees the package waives). Every other rate pays the
 * loan's own fees and its package's fee. The journey, the tables, the product page calculator and
 * the imported-figures check all decide it here, whatever unit their fee lists are in.
 */
export interface RateFeeLists<Fees> {
  /** The loan's fees as it is usually sold (with its package, when it has one). */
  fees: Fees;
  /** The fees without the package; null when the product publishes none. */
  feesWithoutPackage?: Fees | null | undefined;
}

export interface RateFees<Fees> {
  fees: Fees;
  /** Whether the loan's package fee is charged on top of `fees`. */
  packageApplies: boolean;
}

export function feesForRate<Fees>(
  lists: RateFeeLists<Fees>,
  rate: { withoutPackage?: boolean | null | undefined },
): RateFees<Fees> {
  if (rate.withoutPackage === true && lists.feesWithoutPackage != null) {
    return { fees: lists.feesWithoutPackage, packageApplies: false };
  }
  return { fees: lists.fees, packageApplies: true };
}

/** A fee list as the published data gives it, in dollars. */
export interface FeeListDollars {
  applicationFee: number;
  annualFee: number;
}
