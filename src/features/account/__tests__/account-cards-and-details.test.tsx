import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { navigate } from 'gatsby';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { signedInUser } from '../../../test/auth-answers';
import { mobileCodeSent, notificationPage, userProperties } from '../../../test/account-answers';
import { depositChecks } from '../../../test/account-deposit-answers';
import { renderWithProviders } from '../../../test/render-with-providers';
import { keptAnzCard } from '../../../test/kept-cards';
import { savedCard } from '../../../test/card-journey-answers';
import { signedInState } from '../../../test/state-fixtures';
import { selectSurvey } from '../../survey/survey-slice';
import { AccountScreen } from '../account-screen';

const server = setUpMswServer();
const SURVEY_ID = '3f2b8c1e-7a4d-4e9b-9c2a-1b2c3d4e5f60';

const withFigures = (card: typeof keptAnzCard, yearlyCostCents: number) =>
  savedCard(card, {
    yearly_cost_cents: yearlyCostCents,
    best_stay: {
      card_id: 's',
      card_name: 'ANZ Low Rate',
      provider_name: 'ANZ',
      first_year_saving_cents: 25000,
    },
  });
const withdrawn = savedCard(
  { ...keptAnzCard, product_id: '10004-CC00009', card_name: 'ANZ Old Card' },
  { unavailable: true },
);

/** The account's other calls, answered with nothing to show. */
function quietAccount(history: object[] = []) {
  server.use(
    http.post(apiUrl('/getUserProperties/'), () =>
      HttpResponse.json(userProperties({ subscribed: true, staff: false })),
    ),
    http.post(apiUrl('/getUserNotifications/'), () =>
      HttpResponse.json(
        notificationPage({
          items: [],
          total: 0,
          limit: 5,
          offset: 0,
          has_more: false,
          unseen_count: 0,
          all_count: 0,
          latest_created_at: null,
        }),
      ),
    ),
    http.post(apiUrl('/getEventHistory/'), () =>
      HttpResponse.json({ items: history, total: history.length, limit: 5, offset: 0, has_more: false }),
    ),
    http.post(apiUrl('/getUserDepositChecks/'), () => HttpResponse.json(depositChecks())),
    http.post(apiUrl('/accountDevices/'), () => HttpResponse.json({ devices: [] })),
  );
}

/** The saved cards as the server keeps them: an update is what the next read answers, as on the server. */
function savedCards(answer: object) {
  const updates: { products: object[] }[] = [];
  let current = answer;
  server.use(
    http.post(apiUrl('/getUserProducts/'), () => HttpResponse.json(current)),
    http.post(apiUrl('/updateUserProducts/'), async ({ request }) => {
      const body = (await request.json()) as { products: (typeof keptAnzCard)[] };
      updates.push(body);
      const saved = {
        products: body.products.map((product) => withFigures({ ...keptAnzCard, ...product }, 111100)),
        updated_at: '2026-11-26T00:00:00.000Z',
      };
      current = { ...current, ...saved };
      return HttpResponse.json(saved);
    }),
  );
  return updates;
}

const renderAccount = () => renderWithProviders(<AccountScreen />, { preloadedState: signedInState() });

beforeEach(() => jest.mocked(navigate).mockClear());

describe('your cards', () => {
  it('shows each card’s yearly cost with its best Stay and Switch, and saves edited usage', async () => {
    quietAccount();
    const updates = savedCards({
      products: [withFigures(keptAnzCard, 170286), withdrawn],
      updated_at: null,
      latest_survey: null,
    });
    const visitor = userEvent.setup();
    renderAccount();
    const cards = screen.getByRole('region', { name: 'Your cards' });
    const card = (
      await within(cards).findByRole('heading', { name: 'ANZ Frequent Flyer Black (ANZ)' })
    ).closest('li')!;
    expect(within(card).getByText('$1,702.86')).toBeInTheDocument();
    expect(
      within(card).getByText(/ANZ Low Rate \(ANZ\) saves about \$250 in the first year/),
    ).toBeInTheDocument();
    expect(within(card).getByText('No other bank’s card would save you money.')).toBeInTheDocument();
    expect(within(cards).getByText(/no longer publishes this card/)).toBeInTheDocument();

    await visitor.click(
      within(card).getByRole('button', { name: 'Edit usage of the ANZ Frequent Flyer Black' }),
    );
    const spend = within(card).getByLabelText(/What you spend on it in a typical month/);
    expect(spend).toHaveFocus();
    await visitor.clear(spend);
    await visitor.type(spend, 'lots');
    await visitor.click(within(card).getByRole('button', { name: 'Save usage' }));
    expect(spend).toHaveAccessibleDescription(/Enter an amount in dollars/);
    expect(updates).toHaveLength(0);
    await visitor.clear(spend);
    await visitor.type(spend, '900');
    await visitor.click(within(card).getByRole('button', { name: 'Save usage' }));
    expect(
      await within(cards).findByText('Saved the new usage of the ANZ Frequent Flyer Black.'),
    ).toBeInTheDocument();
    expect(updates[0]?.products).toEqual([
      { product_id: '10004-CC00002', monthly_spend: 900, monthly_repayment: 1000, balance_remaining: 2000 },
      { product_id: '10004-CC00009', monthly_spend: 1500, monthly_repayment: 1000, balance_remaining: 2000 },
    ]);
    expect(within(cards).getAllByText('$1,111')).toHaveLength(2);
  });

  it('removes a card with an undo that puts it back as it was, at its place', async () => {
    quietAccount();
    const second = { ...keptAnzCard, product_id: '10004-CC00005', card_name: 'ANZ Low Rate' };
    const both = [withFigures(keptAnzCard, 170286), withFigures(second, 40000)];
    let current = both;
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.post(apiUrl('/getUserProducts/'), () =>
        HttpResponse.json({ products: current, updated_at: null, latest_survey: null }),
      ),
      http.post(apiUrl('/removeUserProduct/'), async ({ request }) => {
        calls.push({ path: 'remove', body: await request.json() });
        current = both.slice(1);
        return HttpResponse.json({
          products: current,
          updated_at: '2026-11-26T00:00:00.000Z',
          removed: {
            id: '6b1f7a52-1c5e-4a57-9d3e-0e4f6a1b2c3d',
            card_name: 'ANZ Frequent Flyer Black',
            undo_until: '2026-11-26T00:15:00.000Z',
          },
        });
      }),
      http.post(apiUrl('/restoreUserProduct/'), async ({ request }) => {
        calls.push({ path: 'restore', body: await request.json() });
        current = both;
        return HttpResponse.json({ products: current, updated_at: '2026-11-26T00:01:00.000Z' });
      }),
    );
    const visitor = userEvent.setup();
    renderAccount();
    const cards = screen.getByRole('region', { name: 'Your cards' });
    await visitor.click(
      await within(cards).findByRole('button', { name: 'Remove the ANZ Frequent Flyer Black' }),
    );
    const notice = await within(cards).findByText(/Removed the ANZ Frequent Flyer Black from your cards\./);
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    const undo = within(cards).getByRole('button', { name: 'Undo removing the ANZ Frequent Flyer Black' });
    // The removed card's buttons are gone: focus is on Undo, the next thing the visitor may want.
    expect(undo).toHaveFocus();
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['ANZ Low Rate (ANZ)']);

    await visitor.keyboard('{Enter}');
    expect(
      await within(cards).findByText('Put the ANZ Frequent Flyer Black back in your cards.'),
    ).toBeInTheDocument();
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['ANZ Frequent Flyer Black (ANZ)', 'ANZ Low Rate (ANZ)']);
    expect(within(cards).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(within(cards).getByRole('heading', { name: 'Your cards' })).toHaveFocus();
    expect(calls).toEqual([
      {
        path: 'remove',
        body: { visit_id: 'visit-1', position: 0, card_name: 'ANZ Frequent Flyer Black' },
      },
      {
        path: 'restore',
        body: { visit_id: 'visit-1', removed_id: '6b1f7a52-1c5e-4a57-9d3e-0e4f6a1b2c3d' },
      },
    ]);
  });

  it('says so when it is too late to undo, and keeps the list as the server has it', async () => {
    quietAccount();
    let current = [withFigures(keptAnzCard, 170286)];
    server.use(
      http.post(apiUrl('/getUserProducts/'), () =>
        HttpResponse.json({ products: current, updated_at: null, latest_survey: null }),
      ),
      http.post(apiUrl('/removeUserProduct/'), () => {
        current = [];
        return HttpResponse.json({
          products: current,
          updated_at: '2026-11-26T00:00:00.000Z',
          removed: {
            id: '6b1f7a52-1c5e-4a57-9d3e-0e4f6a1b2c3d',
            card_name: 'ANZ Frequent Flyer Black',
            undo_until: '2026-11-26T00:15:00.000Z',
          },
        });
      }),
      http.post(apiUrl('/restoreUserProduct/'), () =>
        HttpResponse.json(
          {
            error: { code: 'CONFLICT', message: 'It’s too late to undo that, or the card is already back.' },
          },
          { status: 409 },
        ),
      ),
    );
    const visitor = userEvent.setup();
    renderAccount();
    const cards = screen.getByRole('region', { name: 'Your cards' });
    await visitor.click(
      await within(cards).findByRole('button', { name: 'Remove the ANZ Frequent Flyer Black' }),
    );
    expect(within(cards).getByText(/You haven’t saved any cards/)).toBeInTheDocument();
    await visitor.click(within(cards).getByRole('button', { name: /^Undo/ }));
    expect(await within(cards).findByRole('alert')).toHaveTextContent('It’s too late to undo that');
    expect(within(cards).getByText(/You haven’t saved any cards/)).toBeInTheDocument();
  });

  it('offers to save the cards of the latest check', async () => {
    quietAccount();
    const updates = savedCards({
      products: [],
      updated_at: null,
      latest_survey: { survey_id: SURVEY_ID, card_count: 1, estimated_at: '2026-11-20T01:00:00.000Z' },
    });
    const deals: unknown[] = [];
    server.use(
      http.post(apiUrl('/myCurrentDeal/'), async ({ request }) => {
        deals.push(await request.json());
        return HttpResponse.json({
          survey_id: SURVEY_ID,
          cards: [keptAnzCard],
          estimate: { entries: [], total_cents: 170286, debt_today_cents: 0, debt_after_year_cents: 0 },
          chosen_offer: null,
          updated_at: null,
        });
      }),
    );
    const visitor = userEvent.setup();
    renderAccount();
    const cards = screen.getByRole('region', { name: 'Your cards' });
    expect(await within(cards).findByText(/from your check on 20 Nov 2026/)).toBeInTheDocument();
    await visitor.click(within(cards).getByRole('button', { name: 'Save this card' }));
    expect(await within(cards).findByText('Saved your card.')).toBeInTheDocument();
    expect(deals).toEqual([{ visit_id: 'visit-1', survey_id: SURVEY_ID }]);
    expect(updates[0]?.products).toEqual([
      { product_id: '10004-CC00002', monthly_spend: 1500, monthly_repayment: 1000, balance_remaining: 2000 },
    ]);
  });

  it('checks the saved cards against every offer', async () => {
    quietAccount();
    savedCards({
      products: [withFigures(keptAnzCard, 170286), withdrawn],
      updated_at: null,
      latest_survey: null,
    });
    const visitor = userEvent.setup();
    const { store } = renderAccount();
    await visitor.click(
      await screen.findByRole('button', { name: 'Check these cards against today’s offers' }),
    );
    expect(navigate).toHaveBeenCalledWith('/credit-cards/estimate/');
    expect(selectSurvey(store.getState()).cards.map((card) => card.productId)).toEqual(['10004-CC00002']);
  });
});

describe('the account history', () => {
  it('links an entry about a card check to its offers, and leaves others as text', async () => {
    quietAccount([
      {
        id: 2,
        kind: 'survey_estimated',
        description: 'Checked 1 card',
        data: { survey_id: SURVEY_ID },
        created_at: null,
      },
      {
        id: 1,
        kind: 'signed_up',
        description: 'You created your StaySmart account.',
        data: {},
        created_at: null,
      },
    ]);
    savedCards({ products: [], updated_at: null, latest_survey: null });
    renderAccount();
    const history = screen.getByRole('region', { name: 'Account history' });
    const link = await within(history).findByRole('link', { name: /Checked 1 card/ });
    expect(link).toHaveAttribute('href', `/credit-cards/offers/?survey=${SURVEY_ID}`);
    expect(within(history).getByText('You created your StaySmart account.')).toBeInTheDocument();
    expect(within(history).getAllByRole('link')).toHaveLength(1);
  });
});

describe('changing your details', () => {
  it('changes the name', async () => {
    quietAccount();
    savedCards({ products: [], updated_at: null, latest_survey: null });
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/updateUserDetails/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(signedInUser({ first_name: 'Augusta', last_name: 'King' }));
      }),
    );
    const visitor = userEvent.setup();
    const { store } = renderAccount();
    const details = screen.getByRole('region', { name: 'Your details' });
    await visitor.click(within(details).getByRole('button', { name: 'Change name' }));
    const first = within(details).getByLabelText('First name');
    expect(first).toHaveFocus();
    await visitor.clear(first);
    await visitor.click(within(details).getByRole('button', { name: 'Save name' }));
    expect(first).toHaveAccessibleDescription('Enter your first name.');
    expect(sent).toHaveLength(0);
    await visitor.type(first, 'Augusta');
    const last = within(details).getByLabelText('Last name');
    await visitor.clear(last);
    await visitor.type(last, 'King');
    await visitor.click(within(details).getByRole('button', { name: 'Save name' }));
    expect(await within(details).findByText('Your name is changed.')).toBeInTheDocument();
    expect(sent).toEqual([{ visit_id: 'visit-1', first_name: 'Augusta', last_name: 'King' }]);
    expect(within(details).getByText('Augusta King')).toBeInTheDocument();
    expect(store.getState().auth.user?.firstName).toBe('Augusta');
  });

  it('changes the mobile number once the code texted to it comes back', async () => {
    quietAccount();
    savedCards({ products: [], updated_at: null, latest_survey: null });
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.post(apiUrl('/updateUserMobile/'), async ({ request }) => {
        calls.push({ path: 'send', body: await request.json() });
        return HttpResponse.json(mobileCodeSent({ mobile_number: '+61498765432' }));
      }),
      http.post(apiUrl('/updateUserMobile/verify/'), async ({ request }) => {
        const body = (await request.json()) as { code: string };
        calls.push({ path: 'verify', body });
        if (body.code !== '654321')
          return HttpResponse.json(
            { error: { code: 'BAD_REQUEST', message: 'That code isn’t right. You have 4 tries left.' } },
            { status: 400 },
          );
        return HttpResponse.json(signedInUser({ mobile_number: '+61498765432' }));
      }),
    );
    const visitor = userEvent.setup();
    renderAccount();
    const details = screen.getByRole('region', { name: 'Your details' });
    await visitor.click(within(details).getByRole('button', { name: 'Change mobile number' }));
    const mobile = within(details).getByLabelText(/New mobile number/);
    await visitor.type(mobile, '12345');
    await visitor.click(within(details).getByRole('button', { name: 'Text me a code' }));
    expect(mobile).toHaveAccessibleDescription(/Enter an Australian mobile number/);
    expect(calls).toHaveLength(0);
    await visitor.clear(mobile);
    await visitor.type(mobile, '0498 765 432');
    await visitor.click(within(details).getByRole('button', { name: 'Text me a code' }));
    const code = await within(details).findByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await visitor.type(code, '111111');
    await visitor.click(within(details).getByRole('button', { name: 'Change my mobile number' }));
    expect(
      await within(details).findByText('That code isn’t right. You have 4 tries left.'),
    ).toBeInTheDocument();
    await visitor.clear(code);
    await visitor.type(code, '654 321');
    await visitor.click(within(details).getByRole('button', { name: 'Change my mobile number' }));
    expect(await within(details).findByText('Your mobile number is changed.')).toBeInTheDocument();
    expect(within(details).getByText('0498 765 432')).toBeInTheDocument();
    expect(calls).toEqual([
      { path: 'send', body: { visit_id: 'visit-1', mobile_number: '+61498765432' } },
      { path: 'verify', body: { visit_id: 'visit-1', code: '111111' } },
      { path: 'verify', body: { visit_id: 'visit-1', code: '654321' } },
    ]);
  });
});
