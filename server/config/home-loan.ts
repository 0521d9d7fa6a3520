/**
 * Home-loan constants the client asks for through /getHLParameter/ (product spec section 9).
 * One place, so the calculator, the survey and the API never disagree.
 */
export const HOME_LOAN_PARAMETERS = {
  /** Default loan amount in dollars. */
  amount: 500_000,
  /** Default deposit as a fraction of the property price (0.4 = 40%). */
  deposit: 0.4,
  /** Default loan purpose. */
  purpose: 'Home',
  /**
   * Serviceability buffer added to the rate when testing whether a borrower can afford
   * repayments: APRA's 3 percentage points (0.03).
   */
  rateBuffer: 0.03,
} as const;
