/**
 * The refinance partner's two landing addresses. The refinance redirect page only ever
 * forwards to one of these, whatever its query string says, so it cannot be an open redirect.
 * Overridable at build time for a staging partner.
 */
export const refinanceLandingPages: readonly string[] = [
  process.env.GATSBY_REFINANCE_LANDING_URL ?? 'https://www.finspo.com.au/refinance',
  process.env.GATSBY_REFINANCE_LANDING_URL_PROVIDER ?? 'https://www.finspo.com.au/refinance/lender',
];
