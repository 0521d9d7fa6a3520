import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { startedVisit } from '../../../test/state-fixtures';
import { startTracking } from '../start-tracking';
import { pendingActions, track } from '../track';
import { DROPPED_ACTIONS_KEY, UNSENT_ACTIONS_PREFIX } from '../unsent-keys';

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

  it('sends what an earlier page load left unsent under that load’s ids, and reports what was dropped', async () => {
    const batches: {
      dc_id: string;
      visit_id: string;
      actions: { action: string; sequence_id: number; data: unknown }[];
    }[] = [];
    server.use(
      http.post(apiUrl('/updateEvents/'), async ({ request }) => {
        batches.push((await request.json()) as (typeof batches)[number]);
        return HttpResponse.json({ received: 1, stored: 1, duplicates: 0 });
      }),
    );
    window.localStorage.setItem(
      `${UNSENT_ACTIONS_PREFIX}earlier-load`,
      JSON.stringify({
        visitId: 'visit-0',
        actions: [{ action: 'search', data: null, url: '/', timestamp: 5, sequenceId: 4, startTimestamp: 1 }],
      }),
    );
    window.localStorage.setItem(DROPPED_ACTIONS_KEY, '2');
    const uploader = startTracking(makeStore({ visit: startedVisit }));
    try {
      await uploader.tick();
      expect(batches[0]).toMatchObject({
        dc_id: 'earlier-load',
        visit_id: 'visit-0',
        actions: [{ action: 'search', sequence_id: 4 }],
      });
      await uploader.tick();
      expect(batches[1]?.actions).toContainEqual(
        expect.objectContaining({ action: 'actions-dropped', data: { count: 2 } }),
      );
    } finally {
      uploader.stop();
    }
  });
});
