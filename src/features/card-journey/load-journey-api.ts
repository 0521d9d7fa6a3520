/** The card-journey calls, fetched on first use (with axios) rather than in the page's bundle. */
export const loadJourneyApi = () => import('./card-journey-api');
