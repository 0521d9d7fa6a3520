/** The savings-check calls, fetched on first use (with axios) rather than in the page's bundle. */
export const loadSavingsCheckApi = () => import('./savings-check-api');
