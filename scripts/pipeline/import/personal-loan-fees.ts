/**
 * The upfront fee of a personal or car loan: what the standard borrower pays to set the loan up.
 * Banks list the fee of every borrower type beside it ("Loan Establishment Fee - Self Employed",
 * "- Secured", "- Overdraft"), and name a processing fee "Processing and Switch Fee"; only the
 * standard borrower's fees of this product count.
 */
import type { RawPersonalLoan } from '../../../src/domain/data/raw-types';
import {
  compared,
  fallsShortOfPublished,
  personalLoanComparisonRate,
} from '../../../src/domain/finance/imported-comparison-check';
import type { CdrFee } from './cdr-types';
import { parseAmount } from './cdr-values';
import { statesNoAmount } from './unpriced-fees';

const SET_UP = /establishment|application|set[\s-]?up|approval/i;
/** Charged beside the establishment fee, not instead of it; "switch" in its name is part of its name. */
const PROCESSING = /processing/i;
/** Fees of changes to a loan, not of a new one ("approval request": asking the lender's consent later). */
const NOT_NEW_LOAN =
  /top.?up|variation|increase|redraw|reassess|direct debit|guarant|security\)|\bper security|dishono|late|arrears|approval request/i;
/** Fees of another product listed on every product; a fee named for both ("Personal Loans and Overdrafts") is this one's. */
const OTHER_PRODUCT = /overdraft|line of credit|credit card|\bLOC\b|home loan|mortgage/i;
const THIS_PRODUCT = /personal|car|vehicle|auto/i;
/** Fee types charged on transactions or on a schedule, not when the loan is set up. */
const NOT_SET_UP_TYPE = /^(?:TRANSACTION|PAYMENT|WITHDRAWAL|DEPOSIT|PERIODIC|EXIT|PURCHASE)$/i;
/** Fees of a borrower type other than the standard one. */
const OTHER_BORROWER = /self.?employed|debt consolidation|business|company|\btrust\b/i;
const SECURED = /(?<!un)secured/i;
const UNSECURED = /unsecured/i;

function fixedAmount(fee: CdrFee): number | null {
  const amount = parseAmount(fee.amount);
  return amount !== null && amount >= 0 && amount < 5000 ? amount : null;
}

/** Whether the fee is one the standard borrower of this product (secured or not) pays to start. */
function standardSetUpFee(fee: CdrFee, secured: boolean): boolean {
  const name = fee.name.replace(/[_]+/g, ' ');
  if (!SET_UP.test(name) && !PROCESSING.test(name)) return false;
  if (NOT_SET_UP_TYPE.test(fee.feeType.trim())) return false;
  if (OTHER_PRODUCT.test(name) && !THIS_PRODUCT.test(name)) return false;
  if (NOT_NEW_LOAN.test(name) || OTHER_BORROWER.test(name)) return false;
  if (secured ? UNSECURED.test(name) : SECURED.test(name)) return false;
  return true;
}

function largest(amounts: number[]): number {
  return amounts.length === 0 ? 0 : Math.max(...amounts);
}

/**
 * A fee the standard borrower pays to start the loan that states no amount: one charged as a share
 * of the loan (`rateBased` from version 6, a rate before) or one that varies. The site shows the
 * establishment fee in dollars, so such a loan cannot be shown; null when every such fee has an amount.
 */
export function unpricedSetUpFee(fees: CdrFee[], secured: boolean): CdrFee | null {
  return fees.find((fee) => standardSetUpFee(fee, secured) && statesNoAmount(fee, fees)) ?? null;
}

/** The largest establishment or application fee plus the largest processing fee of the standard borrower. */
export function personalLoanEstablishmentFee(fees: CdrFee[], secured: boolean): number {
  const setUp: number[] = [];
  const processing: number[] = [];
  for (const fee of fees) {
    if (!standardSetUpFee(fee, secured)) continue;
    const amount = fixedAmount(fee);
    if (amount === null) continue;
    (SET_UP.test(fee.name.replace(/[_]+/g, ' ')) ? setUp : processing).push(amount);
  }
  return largest(setUp) + largest(processing);
}

/**
 * Whether the loan's imported lowest rate and fees fall more than 0.05 points short of its
 * published comparison rate ($30,000 over 5 years): the lender charges fees its fee list does not show.
 */
export function personalLoanFeesIncomplete(
  loan: Pick<
    RawPersonalLoan,
    'id' | 'providerId' | 'name' | 'minRate' | 'comparisonRate' | 'establishmentFee' | 'monthlyFee'
  >,
): boolean {
  if (loan.comparisonRate === null) return false;
  const computed = personalLoanComparisonRate(loan);
  return fallsShortOfPublished(compared(loan.comparisonRate, computed).differencePercentagePoints);
}
