import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import { signedInUser, signedOut } from '../../../test/auth-answers';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { errorReportStored } from '../../../test/site-answers';
import { startedVisit } from '../../../test/state-fixtures';
import { fetchUserDetails, signOut } from '../auth-slice';
import { MISSING_DETAIL_MESSAGE } from '../user-details';

const server = setUpMswServer();

const visitState = startedVisit;

function userDetailsAnswer(body: object, seen: Record<string, unknown>[] = []) {
  return http.post(apiUrl('/getUserDetails/'), async ({ request }) => {
    seen.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(body);
  });
}

describe('auth state', () => {
  it('is pending while the details load, then signed in with all four details (sending the visit id)', async () => {
    const seen: Record<string, unknown>[] = [];
    server.use(userDetailsAnswer(signedInUser(), seen));
    const store = makeStore({ visit: visitState });
    const pending = store.dispatch(fetchUserDetails());
    expect(store.getState().auth.status).toBe('pending');
    await pending;
    expect(seen).toEqual([{ visit_id: 'visit-1' }]);
    expect(store.getState().auth).toEqual({
      status: 'succeeded',
      error: null,
      user: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        mobileNumber: '+61412345678',
      },
    });
  });

  it('is signed out without an error for the server’s signed-out answer', async () => {
    server.use(userDetailsAnswer(signedOut));
    const store = makeStore({ visit: visitState });
    await store.dispatch(fetchUserDetails());
    expect(store.getState().auth).toEqual({ status: 'succeeded', error: null, user: null });
  });

  it('is signed out with the missing-detail error recorded and reported when a detail is missing', async () => {
    const reports: Record<string, unknown>[] = [];
    server.use(
      // An empty detail: an answer without the field at all fails its contract check before this.
      userDetailsAnswer(signedInUser({ mobile_number: '' })),
      http.post(apiUrl('/errorReport/'), async ({ request }) => {
        const report = (await request.json()) as Record<string, unknown>;
        reports.push(report);
        return HttpResponse.json(errorReportStored(String(report.error_id)));
      }),
    );
    const store = makeStore({ visit: visitState });
    await store.dispatch(fetchUserDetails());
    expect(store.getState().auth).toEqual({ status: 'failed', error: MISSING_DETAIL_MESSAGE, user: null });
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      message: 'Server returned data but was missing expected detail!',
      raw: { missing: ['mobileNumber'] },
    });
  });

  it('records the server’s message when the fetch fails', async () => {
    server.use(
      http.post(apiUrl('/getUserDetails/'), () =>
        HttpResponse.json(
          { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
          { status: 500 },
        ),
      ),
    );
    const store = makeStore({ visit: visitState });
    await store.dispatch(fetchUserDetails());
    expect(store.getState().auth).toEqual({
      status: 'failed',
      error: 'Something went wrong on our side.',
      user: null,
    });
  });

  it('signing out clears the user', async () => {
    server.use(http.post(apiUrl('/signout/'), () => HttpResponse.json(signedOut)));
    const store = makeStore({
      visit: visitState,
      auth: {
        status: 'succeeded',
        error: null,
        user: { firstName: 'A', lastName: 'B', email: 'a@b.co', mobileNumber: '+61412345678' },
      },
    });
    await store.dispatch(signOut());
    expect(store.getState().auth.user).toBeNull();
  });
});
