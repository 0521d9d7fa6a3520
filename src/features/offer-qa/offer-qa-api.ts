/** The offer-review calls. The server allows them to staff only (STAFF_EMAILS) and answers 403 to anyone else. */
import { apiPost } from '../../lib/api-client';
import type { JobsQaPage, OfferDetailsQa, OffersQaPage, QaProfile } from './offer-qa-types';

type VisitId = string | null;

export const QA_PAGE_SIZE = 25;

export const postGetOffersQa = (visitId: VisitId, profile: QaProfile['id'] | null, offset: number) =>
  apiPost<OffersQaPage>('/getOffersQA/', {
    visitId,
    limit: QA_PAGE_SIZE,
    offset,
    ...(profile ? { profile } : {}),
  });

export const postGetOfferDetailsQa = (visitId: VisitId, offerId: string) =>
  apiPost<OfferDetailsQa>('/getOfferDetailsQA/', { visitId, offerId });

export const postGetJobsQa = (visitId: VisitId, offset: number) =>
  apiPost<JobsQaPage>('/getJobsQA/', { visitId, limit: QA_PAGE_SIZE, offset });

export const postRetryDeadJobQa = (visitId: VisitId, jobId: string) =>
  apiPost<{ ok: true; moved: number }>('/retryDeadJobQA/', { visitId, jobId });
