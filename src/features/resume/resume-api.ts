/** /checkActiveEvent/: loaded on first use, so the API client stays out of the page's first load. */
import { apiPost } from '../../lib/api-client';

export type ActiveEventKind = 'credit_card' | 'home_loan';

export interface ActiveEvent {
  active: boolean;
  event: { id: string; kind: ActiveEventKind; startedAt: string | null; updatedAt: string | null } | null;
}

export const postCheckActiveEvent = () => apiPost<ActiveEvent>('/checkActiveEvent/', {});
