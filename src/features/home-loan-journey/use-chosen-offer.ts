import { useApiResource } from '../../lib/use-api-resource';
import { offerIdFromPath } from './home-loan-paths';
import type { OfferSummary } from './home-loan-api';
import { useJourneySelector } from './use-journey-selector';

/**
 * The offer a screen is about, from its address: the accepted one kept in this browser, or else the
 * one `load` fetches for the survey (null from `load`: nothing to fetch).
 */
export function useChosenOffer(
  pathOfferId: string | undefined,
  load: (surveyId: string, offerId: string | undefined) => Promise<OfferSummary | null> | null,
) {
  const offerId = offerIdFromPath(pathOfferId);
  const surveyId = useJourneySelector((journey) => journey.surveyId);
  const accepted = useJourneySelector((journey) => (offerId ? journey.accepted[offerId] : undefined));
  const known = accepted !== undefined;
  const request = useApiResource<OfferSummary | null>(
    () => (!surveyId || known ? null : load(surveyId, offerId)),
    [surveyId, offerId, known],
  );
  const offer = accepted?.offer ?? (request.status === 'succeeded' ? request.data : null) ?? null;
  return { offerId, surveyId, request, offer };
}
