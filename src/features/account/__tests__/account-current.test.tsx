/**
 * The account page stays current without a reload: after a change made on it, and when it comes
 * back into view, its lists load again quietly (what is shown stays until the answer replaces it).
 */
import * as React from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { depositChecks } from '../../../test/account-deposit-answers';
import { userProperties, notificationPage } from '../../../test/account-answers';
import { renderWithProviders } from '../../../test/render-with-providers';
import { keptAnzCard } from '../../../test/kept-cards';
import { signedInState } from '../../../test/state-fixtures';
import { AccountScreen } from '../account-screen';

const server = setUpMswServer();
const SURVEY_ID = '3f2b8c1e-7a4d-4e9b-9c2a-1b2c3d4e5f60';

const entry = (id: number, description: string) => ({
  id,
  kind: 'test',
  description,
  data: {},
  created_at: '2026-11-20T01:00:00.000Z',
});

/** An account whose history and welcome notice follow what the handlers were told; answers can be held. */
function account() {
  const state = {
    history: [entry(1, 'You created your StaySmart account.')],
    savedCards: [] as object[],
    historyCalls: 0,
    notificationCalls: 0,
    /** While set, /getEventHistory/ waits for it. */
    holdHistory: null as Promise<void> | null,
  };
  const figures = { yearly_cost_cents: 170286, best_stay: null, best_switch: null, unavailable: false };
  server.use(
    http.post(apiUrl('/getUserProperties/'), () =>
      HttpResponse.json(userProperties({ subscribed: false, marketing_opt_in_at: null, staff: false })),
    ),
    http.post(apiUrl('/getUserDepositChecks/'), () => HttpResponse.json(depositChecks())),
    http.post(apiUrl('/accountDevices/'), () => HttpResponse.json({ devices: [] })),
    http.post(apiUrl('/getEventHistory/'), async () => {
      state.historyCalls += 1;
      const items = [...state.history].reverse();
      if (state.holdHistory) await state.holdHistory;
      return HttpResponse.json({ items, total: items.length, limit: 5, offset: 0, has_more: false });
    }),
    http.post(apiUrl('/getUserNotifications/'), () => {
      state.notificationCalls += 1;
      const body =
        state.savedCards.length > 0
          ? 'Your account is ready. We’ll tell you here when the figures of your saved cards change.'
          : 'Your account is ready. Save the cards from your latest check under “Your cards”.';
      const items = [
        {
          id: 1,
          kind: 'welcome',
          title: 'Welcome to StaySmart',
          body,
          created_at: null,
          seen: true,
          seen_at: null,
        },
      ];
      return HttpResponse.json(
        notificationPage({
          items,
          total: 1,
          limit: 5,
          offset: 0,
          has_more: false,
          unseen_count: 0,
          all_count: 1,
          latest_created_at: null,
        }),
      );
    }),
    http.post(apiUrl('/getUserProducts/'), () =>
      HttpResponse.json({
        products: state.savedCards,
        updated_at: null,
        latest_survey: { survey_id: SURVEY_ID, card_count: 1, estimated_at: '2026-11-20T01:00:00.000Z' },
      }),
    ),
    http.post(apiUrl('/myCurrentDeal/'), () =>
      HttpResponse.json({
        survey_id: SURVEY_ID,
        cards: [keptAnzCard],
        estimate: { entries: [], total_cents: 170286, debt_today_cents: 0, debt_after_year_cents: 0 },
        chosen_offer: null,
        updated_at: null,
      }),
    ),
    http.post(apiUrl('/updateUserProducts/'), () => {
      state.savedCards = [{ ...keptAnzCard, ...figures }];
      state.history.push(entry(2, 'Saved your ANZ Frequent Flyer Black with its usage'));
      return HttpResponse.json({ products: state.savedCards, updated_at: '2026-11-26T00:00:00.000Z' });
    }),
  );
  return state;
}

function showPageAgain() {
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('the account page stays current', () => {
  it('after saving a card here, the history and the welcome notice change without a reload', async () => {
    const state = account();
    const visitor = userEvent.setup();
    renderWithProviders(<AccountScreen />, { preloadedState: signedInState() });
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(notifications).findByText(/Save the cards from your latest check/),
    ).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Account history' });
    expect(await within(history).findByText('You created your StaySmart account.')).toBeInTheDocument();

    await visitor.click(await screen.findByRole('button', { name: 'Save this card' }));
    expect(
      await within(history).findByText('Saved your ANZ Frequent Flyer Black with its usage'),
    ).toBeInTheDocument();
    expect(
      await within(notifications).findByText(/when the figures of your saved cards change/),
    ).toBeInTheDocument();
    expect(
      within(notifications).queryByText(/Save the cards from your latest check/),
    ).not.toBeInTheDocument();
    expect(state.historyCalls).toBe(2);
  });

  it('when the page comes back into view, loads again without a loading state in between', async () => {
    const state = account();
    renderWithProviders(<AccountScreen />, { preloadedState: signedInState() });
    const history = screen.getByRole('region', { name: 'Account history' });
    expect(await within(history).findByText('Events 1–1 of 1')).toBeInTheDocument();

    // Elsewhere, the name changed; the answer is held until checked in between.
    state.history.push(entry(2, 'Changed your name'));
    let release = () => undefined as void;
    state.holdHistory = new Promise<void>((resolve) => {
      release = resolve;
    });
    const notificationsBefore = state.notificationCalls;
    showPageAgain();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(state.historyCalls).toBe(2);
    expect(within(history).getByText('You created your StaySmart account.')).toBeInTheDocument();
    expect(within(history).getByText('Events 1–1 of 1')).toBeInTheDocument();
    expect(within(history).queryByText('Loading your history…')).not.toBeInTheDocument();

    state.holdHistory = null;
    release();
    expect(await within(history).findByText('Changed your name')).toBeInTheDocument();
    expect(within(history).getByText('Events 1–2 of 2')).toBeInTheDocument();
    expect(state.notificationCalls).toBe(notificationsBefore + 1);
  });
});
