import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';
import type { JourneyOffer } from '../../api/card-journey-types';
import { loadJourneyApi } from './load-journey-api';

/** Tracks the choice and records it against the survey (/surveyOutcome/ 'chosen'). */
export async function recordOfferChoice(surveyId: string, offer: JourneyOffer): Promise<void> {
  track(trackedActions.cardSurvey, {
    step: 'offer-chosen',
    offerId: offer.offerId,
    offerType: offer.offerType,
    sponsored: offer.sponsored,
  });
  const { postSurveyOutcome } = await loadJourneyApi();
  await postSurveyOutcome(surveyId, offer.offerId, offer.offerType);
}
