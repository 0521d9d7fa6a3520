/**
 * The offer-review calls. The server allows them to staff only (STAFF_EMAILS) and answers 403 to
 * anyone else; the review screens themselves come later, so the client shows what comes back.
 */
import { apiPost } from '../../lib/api-client';

type VisitId = string | null;

export const postGetOffersQa = (visitId: VisitId) => apiPost<unknown>('/getOffersQA/', { visitId });

export const postGetOfferDetailsQa = (visitId: VisitId, offerId: string | null) =>
  apiPost<unknown>('/getOfferDetailsQA/', { visitId, ...(offerId ? { offerId } : {}) });
