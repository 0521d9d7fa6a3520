/** The term-deposit check's calls, fetched on first use (with axios) rather than in the page's bundle. */
export const loadTermDepositCheckApi = () => import('./term-deposit-check-api');
