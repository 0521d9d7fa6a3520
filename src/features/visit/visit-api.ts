import type { ClientRequestOf } from '../../api/contract';
import type { main } from '../../api/site';
import { callApi } from '../../lib/api-call';

/** What /main/ is sent (camelCase; the API client converts it). */
export type MainRequest = ClientRequestOf<typeof main>;

export const postMain = (request: MainRequest) => callApi('main', request);
