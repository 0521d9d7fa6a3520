/** The offer-review calls. The server allows them to staff only (STAFF_EMAILS) and answers 403 to anyone else. */
import type { ClientResponseOf } from '../../api/contract';
import type { getJobsQa, getOfferDetailsQa, getOffersQa, QA_PROFILE_IDS } from '../../api/offer-qa';
import { callApi } from '../../lib/api-call';

type VisitId = string | null;

export type QaProfileId = (typeof QA_PROFILE_IDS)[number];
export type OffersQaPage = ClientResponseOf<typeof getOffersQa>;
export type QaRow = OffersQaPage['items'][number];
export type QaProfile = OffersQaPage['profiles'][number];
export type QaMissingProduct = OffersQaPage['missingProducts'][number];
export type OfferDetailsQa = ClientResponseOf<typeof getOfferDetailsQa>;
export type QaProfileEstimate = OfferDetailsQa['profiles'][number];
export type QaWorkingLine = QaProfileEstimate['estimate']['ongoing']['working'][number];
export type QaFlag = QaRow['flags'][number];
export type JobsQaPage = ClientResponseOf<typeof getJobsQa>;

export const QA_PAGE_SIZE = 25;

export const postGetOffersQa = (visitId: VisitId, profile: QaProfileId | null, offset: number) =>
  callApi('getOffersQA', { visitId, limit: QA_PAGE_SIZE, offset, ...(profile ? { profile } : {}) });

export const postGetOfferDetailsQa = (visitId: VisitId, offerId: string) =>
  callApi('getOfferDetailsQA', { visitId, offerId });

export const postGetJobsQa = (visitId: VisitId, offset: number) =>
  callApi('getJobsQA', { visitId, limit: QA_PAGE_SIZE, offset });

export const postRetryDeadJobQa = (visitId: VisitId, jobId: string) =>
  callApi('retryDeadJobQA', { visitId, jobId });
