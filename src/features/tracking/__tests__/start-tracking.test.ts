import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { startedVisit } from '../../../test/state-fixtures';
import { startTracking } from '../start-tracking';
import { pendingActions, track } from '../track';

const server = setUpMswServer();

describe('tracking on a live page', () => {
  it('flushes what is queued when the page is hidden, and forgets it once the server has it', async () => {
    const batches: { dc_id: string; visit_id: string; actions: { action: string }[] }[] = [];
    server.use(
      http.post(apiUrl('/updateEvents/'), async ({ request }) => {
        batches.push((await request.json()) as (typeof batches)[number]);
        return HttpResponse.json({ received: 1, stored: 1, duplicates: 0 });
      }),
    );
    const uploader = startTracking(makeStore({ visit: startedVisit }));
    try {
      track('search', { query: 'anz' });
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(batches).toHaveLength(1));
      expect(batches[0]).toMatchObject({ visit_id: 'visit-1', actions: [{ action: 'search' }] });
      await waitFor(() => expect(pendingActions()).toEqual([]));
    } finally {
      uploader.stop();
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
  });
});
