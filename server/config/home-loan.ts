/**
 * Home-loan constants the client asks for through /getHLParameter/ (product spec section 9): the
 * domain's defaults, so the calculators, the survey and the API never disagree.
 */
import { HOME_LOAN_DEFAULTS, SERVICEABILITY_RATE_BUFFER } from '../../src/domain/finance/defaults';

export const HOME_LOAN_PARAMETERS = {
  /** Default loan amount in dollars. */
  amount: HOME_LOAN_DEFAULTS.amount,
  /** Default deposit as a fraction of the property price (0.4 = 40%). */
  deposit: HOME_LOAN_DEFAULTS.depositFraction,
  /** Default loan purpose. */
  purpose: HOME_LOAN_DEFAULTS.purpose,
  /** The rise in rate a borrower's repayments are tested at: APRA's 3 percentage points (0.03). */
  rateBuffer: SERVICEABILITY_RATE_BUFFER,
} as const;
