/**
 * Set-up shared by the home-loan journey tests: the API and browser storage for each test, API
 * answers that keep what each request sent, and a screen rendered in a started visit.
 */
import type * as React from 'react';
import { http, HttpResponse } from 'msw';
import { apiUrl, mswServer, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import type { HomeLoanJourneyState } from '../journey-state';
import { clearBrowserStorage, journeyWithSurvey } from './home-loan-fixtures';

/**
 * For each test: an API that fails any request without an answer, but remembers no confirmed
 * registration for another tab unless a test answers otherwise, and empty browser storage.
 */
export function setUpJourneyTests(): typeof mswServer {
  const server = setUpMswServer(
    http.post(apiUrl('/getHLRegistration/'), () => HttpResponse.json({ registration: null })),
  );
  // Outside production each answer is checked against its contract, with modules loaded on the
  // first call: loaded here, so no test's waiting includes them.
  beforeAll(() => Promise.all([import('../../../api/registry'), import('../../../api/check-answer')]));
  beforeEach(clearBrowserStorage);
  return server;
}

export type RequestBody = Record<string, unknown>;

/** `body` as the API's JSON answer. */
export const json = (body: unknown, init?: ResponseInit) => HttpResponse.json(body as RequestBody, init);

/** Answers the API address `path` from each request's body; returns the bodies, in order, as they come. */
export function respondTo(path: string, respond: (body: RequestBody) => Response): RequestBody[] {
  const bodies: RequestBody[] = [];
  mswServer.use(
    http.post(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as RequestBody;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

/** Answers the API address `path` with `body` (and `init`); returns the requests' bodies as they come. */
export function answerApi(path: string, body: unknown, init?: ResponseInit): RequestBody[] {
  return respondTo(path, () => json(body, init));
}

/** Renders a screen in a started visit, its journey at the survey done unless another is given. */
export function renderInJourney(ui: React.ReactElement, journey: HomeLoanJourneyState = journeyWithSurvey()) {
  return renderWithProviders(ui, { preloadedState: { visit: startedVisit, homeLoanJourney: journey } });
}
