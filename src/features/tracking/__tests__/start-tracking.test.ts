import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { eventsStored } from '../../../test/site-answers';
import { startedVisit } from '../../../test/state-fixtures';
import { startTracking } from '../start-tracking';
import { RECORDING_OFF_KEY } from '../recording-choice';
import { chooseRecording, pendingActions, track } from '../track';
import { DROPPED_ACTIONS_KEY, UNSENT_ACTIONS_PREFIX } from '../unsent-keys';

const server = setUpMswServer();

describe('tracking on a live page', () => {
  it('flushes what is queued when the page is hidden, and forgets it once the server has it', async () => {
    const batches: { dc_id: string; visit_id: string; actions: { action: string }[] }[] = [];
    server.use(
      http.post(apiUrl('/updateEvents/'), async ({ request }) => {
        batches.push((await request.json()) as (typeof batches)[number]);
        return HttpResponse.json(eventsStored(1));
      }),
    );
    const uploader = startTracking(makeStore({ visit: startedVisit }));
    if (uploader === null) throw new Error('tracking did not start');
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
        return HttpResponse.json(eventsStored(1));
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
    if (uploader === null) throw new Error('tracking did not start');
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

  describe('with recording off', () => {
    afterEach(() => {
      window.localStorage.clear();
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
    });

    function countUploads(): { count: number } {
      const uploads = { count: 0 };
      server.use(
        http.post(apiUrl('/updateEvents/'), () => {
          uploads.count += 1;
          return HttpResponse.json(eventsStored(1));
        }),
      );
      return uploads;
    }

    it('turning it off deletes what waits to be sent, and records nothing more', () => {
      chooseRecording(true);
      track('search', { query: 'before' });
      window.localStorage.setItem(`${UNSENT_ACTIONS_PREFIX}earlier-load`, '{"visitId":null,"actions":[]}');
      window.localStorage.setItem(DROPPED_ACTIONS_KEY, '3');
      expect(pendingActions()).toHaveLength(1);

      chooseRecording(false);
      expect(window.localStorage.getItem(RECORDING_OFF_KEY)).toBe('yes');
      expect(pendingActions()).toEqual([]);
      expect(Object.keys(window.localStorage).filter((key) => key.startsWith(UNSENT_ACTIONS_PREFIX))).toEqual(
        [],
      );
      expect(window.localStorage.getItem(DROPPED_ACTIONS_KEY)).toBeNull();
      track('search', { query: 'after' });
      expect(pendingActions()).toEqual([]);

      chooseRecording(true);
      expect(window.localStorage.getItem(RECORDING_OFF_KEY)).toBeNull();
      track('search', { query: 'again' });
      expect(pendingActions()).toEqual([expect.objectContaining({ data: { query: 'again' } })]);
      chooseRecording(false);
    });

    it('a page load starts no uploads and deletes what earlier loads left unsent', async () => {
      const uploads = countUploads();
      window.localStorage.setItem(RECORDING_OFF_KEY, 'yes');
      window.localStorage.setItem(
        `${UNSENT_ACTIONS_PREFIX}earlier-load`,
        JSON.stringify({ visitId: 'visit-0', actions: [] }),
      );
      expect(startTracking(makeStore({ visit: startedVisit }))).toBeNull();
      expect(window.localStorage.getItem(`${UNSENT_ACTIONS_PREFIX}earlier-load`)).toBeNull();
      track('search', { query: 'anz' });
      document.dispatchEvent(new Event('visibilitychange'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uploads.count).toBe(0);
      expect(pendingActions()).toEqual([]);
    });

    it('a browser sending Global Privacy Control has it off without choosing', () => {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
      expect(startTracking(makeStore({ visit: startedVisit }))).toBeNull();
      track('search', { query: 'anz' });
      expect(pendingActions()).toEqual([]);
    });
  });
});
