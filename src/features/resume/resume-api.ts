/** /checkActiveEvent/: loaded on first use, so the API client stays out of the page's first load. */
import type { ClientResponseOf } from '../../api/contract';
import type { ACTIVE_EVENT_KINDS, checkActiveEvent } from '../../api/card-journey';
import { callApi } from '../../lib/api-call';

export type ActiveEventKind = (typeof ACTIVE_EVENT_KINDS)[number];

export type ActiveEvent = ClientResponseOf<typeof checkActiveEvent>;

export const postCheckActiveEvent = () => callApi('checkActiveEvent', {});
