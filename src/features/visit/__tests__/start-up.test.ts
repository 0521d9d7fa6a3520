import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import { setApiFailureHandler } from '../../../lib/api-client';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { signedInUser, signedOut } from '../../../test/auth-answers';
import { errorReportStored, mainAnswer } from '../../../test/site-answers';
import { isAppStable, markFirstRenderCommitted } from '../../errors/app-stability';
import { LOADING_OVERLAY_ID } from '../loading-overlay';
import { getListedProducts, getMainProviders } from '../main-providers';
import { RECORDING_OFF_KEY } from '../../tracking/recording-choice';
import { startUp } from '../start-up';

const server = setUpMswServer();

const VISIT_ID = '0b6f2c1e-1111-4222-8333-944455556666';
const providers = [
  {
    id: '10001',
    name: 'ANZ',
    url_slug: 'anz',
    big4: true,
    products: [{ id: '10001-CC00001', name: 'Low Rate', category: 'cc', big4: true }],
  },
];

interface Calls {
  main: Record<string, unknown>[];
  userDetails: number;
  reports: Record<string, unknown>[];
}

function handlers(calls: Calls, options: { mainFails?: boolean; user?: object } = {}) {
  return [
    http.post(apiUrl('/main/'), async ({ request }) => {
      calls.main.push((await request.json()) as Record<string, unknown>);
      if (options.mainFails) {
        return HttpResponse.json(
          { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
          { status: 500 },
        );
      }
      return HttpResponse.json(mainAnswer({ visit_id: VISIT_ID, providers }));
    }),
    http.post(apiUrl('/getUserDetails/'), () => {
      calls.userDetails += 1;
      return HttpResponse.json(options.user ?? signedOut);
    }),
    http.post(apiUrl('/errorReport/'), async ({ request }) => {
      const report = (await request.json()) as Record<string, unknown>;
      calls.reports.push(report);
      return HttpResponse.json(errorReportStored(String(report.error_id)));
    }),
  ];
}

function addOverlay() {
  const overlay = document.createElement('div');
  overlay.id = LOADING_OVERLAY_ID;
  document.body.append(overlay);
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/user/');
  addOverlay();
});

afterEach(() => setApiFailureHandler(null));

describe('start-up', () => {
  it('without vid: starts a new visit through /main/, fetches the user, removes the overlay and starts tracking', async () => {
    const calls: Calls = { main: [], userDetails: 0, reports: [] };
    server.use(
      ...handlers(calls, {
        user: signedInUser(),
      }),
    );
    const store = makeStore();
    const startTracking = jest.fn();
    localStorage.setItem('staysmart:browser-id', 'browser-from-an-earlier-page');

    await startUp({ store, startTracking, win: window });

    expect(calls.main).toHaveLength(1);
    const body = calls.main[0] ?? {};
    expect(body).not.toHaveProperty('visit_id');
    expect(body).toMatchObject({ app: 'web', frontend: 'gatsby', ga_id: null, cookies: true, flags: {} });
    // The browser id is the server's HttpOnly cookie: the page sends none and keeps none.
    expect(body).not.toHaveProperty('browser_id');
    expect(localStorage.getItem('staysmart:browser-id')).toBeNull();
    expect(body.client_info).toMatchObject({
      screen: { width: expect.any(Number), height: expect.any(Number) },
      user_agent: { raw: expect.stringContaining('jsdom') },
      build: { data_version: '006' },
    });
    expect(calls.userDetails).toBe(1);
    const state = store.getState();
    expect(state.visit).toMatchObject({ visitId: VISIT_ID, status: 'succeeded', resumed: false });
    expect(getMainProviders()).toHaveLength(1);
    expect(getListedProducts()).toEqual([
      {
        id: '10001-CC00001',
        name: 'Low Rate',
        category: 'cc',
        big4: true,
        providerId: '10001',
        providerName: 'ANZ',
      },
    ]);
    expect(state.auth).toMatchObject({ status: 'succeeded', user: { firstName: 'Ada' } });
    expect(document.getElementById(LOADING_OVERLAY_ID)).toBeNull();
    expect(startTracking).toHaveBeenCalledWith(store);
  });

  it('with vid in the address: resumes that visit', async () => {
    window.history.replaceState(null, '', `/credit-cards/offers/?vid=${VISIT_ID}&utm_source=mail`);
    const calls: Calls = { main: [], userDetails: 0, reports: [] };
    server.use(...handlers(calls));
    const store = makeStore();
    await startUp({ store, startTracking: jest.fn(), win: window });
    expect(calls.main[0]).toMatchObject({ visit_id: VISIT_ID, flags: { utm_source: 'mail' } });
    expect(store.getState().visit.visitId).toBe(VISIT_ID);
  });

  it('with recording off: the visit goes without its referring page and campaign parameters', async () => {
    window.history.replaceState(null, '', `/credit-cards/?utm_source=mail&utm_campaign=spring`);
    Object.defineProperty(document, 'referrer', { value: 'https://news.example/rates', configurable: true });
    const calls: Calls = { main: [], userDetails: 0, reports: [] };
    server.use(...handlers(calls));
    try {
      await startUp({ store: makeStore(), startTracking: jest.fn(), win: window });
      expect(calls.main[0]).toMatchObject({
        flags: { utm_source: 'mail', utm_campaign: 'spring' },
        referrer: expect.any(String),
      });
      expect(calls.main[0]?.referrer).not.toBe('');
      localStorage.setItem(RECORDING_OFF_KEY, 'yes');
      await startUp({ store: makeStore(), startTracking: jest.fn(), win: window });
      expect(calls.main[1]).toMatchObject({ flags: {}, referrer: '' });
    } finally {
      localStorage.removeItem(RECORDING_OFF_KEY);
      Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    }
  });

  it('counts as stable only after both the start-up and the first render', async () => {
    const calls: Calls = { main: [], userDetails: 0, reports: [] };
    server.use(...handlers(calls));
    expect(isAppStable()).toBe(false);
    await startUp({ store: makeStore(), startTracking: jest.fn(), win: window });
    expect(isAppStable()).toBe(false);
    markFirstRenderCommitted();
    expect(isAppStable()).toBe(true);
  });

  it('when /main/ fails: reports it without the flags, still fetches the user and removes the overlay', async () => {
    window.history.replaceState(null, '', '/?utm_campaign=spring');
    const calls: Calls = { main: [], userDetails: 0, reports: [] };
    server.use(...handlers(calls, { mainFails: true }));
    const store = makeStore();

    await startUp({ store, startTracking: jest.fn(), win: window });

    expect(store.getState().visit).toMatchObject({ status: 'failed', visitId: null });
    expect(calls.userDetails).toBe(1);
    expect(document.getElementById(LOADING_OVERLAY_ID)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.reports).toHaveLength(1);
    const raw = calls.reports[0]?.raw as { path: string; status: number; request: Record<string, unknown> };
    expect(raw).toMatchObject({ path: '/main/', status: 500, request: { app: 'web', frontend: 'gatsby' } });
    expect(raw.request).not.toHaveProperty('flags');
    expect(calls.main[0]).toMatchObject({ flags: { utm_campaign: 'spring' } });
  });
});
