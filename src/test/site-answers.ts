/**
 * The answers of the calls every page makes, as the server sends them, typed by their contracts
 * (`src/api/site.ts`, `src/api/email-lists.ts`): a test names only what it is about.
 */
import { http, HttpResponse } from 'msw';
import type { ResponseOf } from '../api/contract';
import type { emailList } from '../api/email-lists';
import type { getUserLocation, main, updateEvents } from '../api/site';
import { apiUrl } from './msw-server';

type MainAnswer = ResponseOf<typeof main>;

export const mainAnswer = (overrides: Partial<MainAnswer> = {}): MainAnswer => ({
  figures_dates: { from: '2025-11-20', to: '2025-11-20' },
  providers: [],
  visit_id: 'visit-1',
  resumed: false,
  ...overrides,
});

export const errorReportStored = (errorId: string) => ({ stored: true as const, error_id: errorId });

/** The answer to a batch of `count` tracked actions, none stored before. */
export const eventsStored = (count: number): ResponseOf<typeof updateEvents> => ({
  received: count,
  stored: count,
  duplicates: 0,
});

export const noLocation: ResponseOf<typeof getUserLocation> = { state: null, postcode: null, source: 'none' };

type ListState = ResponseOf<typeof emailList>;

export const emailListState = (overrides: Partial<ListState> = {}): ListState => ({
  list: 'followups',
  description: 'reminders and alerts about your checks',
  email: 'j***@example.com',
  subscribed: true,
  ...overrides,
});

/** Stores every error report sent, answering as the server does (the tests that read reports keep their own). */
export const acceptErrorReports = () =>
  http.post(apiUrl('/errorReport/'), async ({ request }) => {
    const { error_id: errorId } = (await request.json()) as { error_id: string };
    return HttpResponse.json(errorReportStored(errorId));
  });
