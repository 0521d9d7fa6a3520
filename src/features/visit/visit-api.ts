import { apiPost } from '../../lib/api-client';
import type { MainRequest, MainResponse } from './visit-types';

export function postMain(request: MainRequest): Promise<MainResponse> {
  return apiPost<MainResponse>('/main/', request);
}
