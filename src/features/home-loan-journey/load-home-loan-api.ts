/** The home-loan journey's calls, fetched on first use (with axios) rather than in the page's bundle. */
export const loadHomeLoanApi = () => import('./home-loan-api');
