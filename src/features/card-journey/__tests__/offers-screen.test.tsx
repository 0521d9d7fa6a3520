import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { decodeBase64 } from '../../../lib/base64';
import { initialSurveyState } from '../../survey/survey-slice';
import { OffersScreen } from '../offers-screen';
import { noOffersAnswer, offersAnswer, SURVEY_ID } from './journey-fixtures';

const server = setUpMswServer();

function renderOffers() {
  return renderWithProviders(<OffersScreen />, {
    preloadedState: { visit: startedVisit, survey: { ...initialSurveyState, surveyId: SURVEY_ID } },
  });
}

function outcomeRecorder() {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/surveyOutcome/'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
  return bodies;
}

/** Answers /getOffers/ (with `answer`, from the request body) and keeps every request body. */
function offersRecorder(answer: (body: unknown) => object = () => offersAnswer) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/getOffers/'), async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return HttpResponse.json(answer(body));
    }),
  );
  return bodies;
}

// jsdom cannot open tabs; the link's own click handler still runs before this.
const stopNavigation = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
};
beforeAll(() => document.addEventListener('click', stopNavigation));
afterAll(() => document.removeEventListener('click', stopNavigation));
beforeEach(() => {
  (navigate as jest.Mock).mockClear();
  window.history.replaceState({}, '', '/credit-cards/offers/');
});

describe('the offers', () => {
  it('shows Stay and Switch offers in their own columns, compact, and the one sponsored offer apart', async () => {
    const bodies = offersRecorder();
    renderOffers();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your offers: stay or switch');
    const stay = await screen.findByRole('region', { name: 'Stay with your bank' });
    const switches = screen.getByRole('region', { name: 'Switch to another bank' });
    expect(bodies).toEqual([
      {
        survey_id: SURVEY_ID,
        visit_id: 'visit-1',
        sort: 'first-year',
        filters: { no_annual_fee: false, rewards: false, balance_transfer: false, exclude_my_bank: false },
        eligibility: { member_groups: [] },
        show_all: false,
      },
    ]);
    // Not ready to change: the follow-ups are a screen of their own.
    expect(
      screen.getByRole('link', { name: 'Get a reminder, or an e-mail when a better card appears' }),
    ).toHaveAttribute('href', '/credit-cards/register/');
    expect(screen.getByText('Sorted by what you’d save in the first year, most first.')).toBeInTheDocument();

    const headings = (region: HTMLElement) =>
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(headings(stay)).toEqual(['ANZ Low Rate']);
    expect(headings(switches)).toEqual(['Bank of Example Visa Platinum', 'Bank of Lower Everyday Card']);

    // One sponsored block, saying who pays and what it means; no badge anywhere in the lists.
    const sponsored = screen.getAllByRole('region', { name: 'Sponsored offer' });
    expect(sponsored).toHaveLength(1);
    expect(headings(sponsored[0]!)).toEqual(['Sponsor Bank Sponsor Rewards']);
    expect(sponsored[0]).toHaveTextContent('Sponsor Bank pays StaySmart to show this card here.');
    expect(sponsored[0]).toHaveTextContent('it would be 2nd in “Switch to another bank”');
    expect(within(stay).queryByText(/sponsored/i)).not.toBeInTheDocument();
    expect(within(switches).queryByText(/sponsored/i)).not.toBeInTheDocument();

    // Compact: name, label, lender, the saving in the sorted measure, one line of why.
    const [platinum, lower] = within(switches).getAllByRole('article');
    expect(within(platinum!).getByText('$932.09 less in the first year')).toBeInTheDocument();
    expect(within(platinum!).getByText('then $1,239.06 less each year after')).toBeInTheDocument();
    expect(within(platinum!).getAllByText('$425 less in annual fees')[0]).toHaveClass('offer__why');
    expect(
      within(platinum!).queryByText('$958 less interest a year on your $2,000 balance'),
    ).not.toBeVisible();
    expect(within(lower!).getByText('no annual fee, 12.99% p.a.')).toBeInTheDocument();
    expect(within(lower!).getByText('Bank of Lower')).toBeInTheDocument();
  });

  it('opens the details: every figure, rewards as money back, and the link to the working', async () => {
    offersRecorder();
    renderOffers();
    const stay = await screen.findByRole('region', { name: 'Stay with your bank' });
    const anz = within(stay).getByRole('article');
    const details = within(anz).getByRole('button', { name: 'Details of the ANZ Low Rate' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(anz).getByText('First year').nextSibling).toHaveTextContent('$932.09 less a year');
    expect(within(anz).getByText('Each year after').nextSibling).toHaveTextContent('$1,239.06 less a year');
    expect(within(anz).getByText('Fees a year').nextSibling).toHaveTextContent('$370.00');
    expect(within(anz).getByText('Purchase rate').nextSibling).toHaveTextContent('20.99% p.a.');
    expect(within(anz).getByText('Rewards back a year').nextSibling).toHaveTextContent(/^\$144\.00$/);
    expect(within(anz).queryByText(/−/)).not.toBeInTheDocument();
    expect(within(anz).getByText('$958 less interest a year on your $2,000 balance')).toBeVisible();
    expect(within(anz).getByText('$144 less in rewards a year')).toBeVisible();
    expect(
      within(anz).getByRole('link', { name: 'How we worked this out for the ANZ Low Rate' }),
    ).toHaveAttribute('href', '/credit-cards/offer-details/?offerId=10004-CC00001&type=Stay');
  });

  it('shows one row for the same card at several lenders, expandable to each lender and its reason', async () => {
    offersRecorder();
    renderOffers();
    const switches = await screen.findByRole('region', { name: 'Switch to another bank' });
    const platinum = within(switches).getAllByRole('article')[0]!;
    const lenders = within(platinum).getByText('3 lenders offer this card');
    await userEvent.setup().click(lenders);
    const items = within(platinum).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bank of Example Visa Platinum'),
      expect.stringContaining('Mutual Example Visa Platinum'),
      expect.stringContaining('Nurses Bank Visa PlatinumMembers only: health workers and their families'),
    ]);
    expect(
      within(items[1]!).getByRole('link', { name: /^Apply with Mutual Example for the Visa Platinum/ }),
    ).toBeInTheDocument();
  });

  it('says how many offers are hidden and why, asks the groups, and shows all on the switch', async () => {
    const bodies = offersRecorder();
    window.history.replaceState({}, '', '/credit-cards/offers/');
    renderOffers();
    const visitor = userEvent.setup();
    expect(
      await screen.findByText('3 offers are hidden because they’re only for members of certain groups.'),
    ).toBeInTheDocument();
    await visitor.click(screen.getByText('Are you a member of, or eligible to join, any of these?'));
    await visitor.click(
      screen.getByRole('checkbox', {
        name: 'Health sector (nurses, doctors, hospital and allied health staff)',
      }),
    );
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ eligibility: { member_groups: ['health'] }, show_all: false });
    expect(window.location.search).toBe('?member=health');

    await visitor.click(screen.getByRole('switch', { name: 'Show all offers, including those I can’t get' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({ eligibility: { member_groups: ['health'] }, show_all: true });
    expect(window.location.search).toBe('?member=health&all=yes');
  });

  it('sorts and filters from the address, and writes each change back to it', async () => {
    const bodies = offersRecorder((body) => ({ ...offersAnswer, sort: (body as { sort: string }).sort }));
    window.history.replaceState({}, '', '/credit-cards/offers/?sort=ongoing&rewards=yes&member=police');
    renderOffers();
    expect(
      await screen.findByText('Sorted by what you’d save each year after the first, most first.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        sort: 'ongoing',
        filters: { no_annual_fee: false, rewards: true, balance_transfer: false, exclude_my_bank: false },
        eligibility: { member_groups: ['police'] },
      }),
    ]);
    const switches = screen.getByRole('region', { name: 'Switch to another bank' });
    expect(within(switches).getByText('$1,500.00 less each year after')).toBeInTheDocument();

    const visitor = userEvent.setup();
    await visitor.click(screen.getByText('Sort and filter (1 filter on)'));
    expect(screen.getByRole('checkbox', { name: 'A rewards program' })).toBeChecked();
    await visitor.click(screen.getByRole('radio', { name: 'In the first year' }));
    await visitor.click(screen.getByRole('checkbox', { name: 'Leave out my bank' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({
      sort: 'first-year',
      filters: { no_annual_fee: false, rewards: true, balance_transfer: false, exclude_my_bank: true },
    });
    expect(window.location.search).toBe('?rewards=yes&not-my-bank=yes&member=police');
  });

  it('discloses once, above the Stay list, that the visitor’s own bank is a commercial partner', async () => {
    offersRecorder(() => ({ ...offersAnswer, partner_providers: [{ id: '10004', name: 'ANZ' }] }));
    renderOffers();
    const stay = await screen.findByRole('region', { name: 'Stay with your bank' });
    expect(within(stay).getAllByText(/ANZ, your bank, is a commercial partner of StaySmart/)).toHaveLength(1);
    expect(screen.getAllByText(/commercial partner/)).toHaveLength(1);
  });

  it('records a Stay choice, then opens the product transfer with the provider and the offer in state', async () => {
    server.use(http.post(apiUrl('/getOffers/'), () => HttpResponse.json(offersAnswer)));
    const outcomes = outcomeRecorder();
    renderOffers();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Move to the ANZ Low Rate' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(outcomes).toEqual([
      { survey_id: SURVEY_ID, offer_id: '10004-CC00001', offer_type: 'Stay', outcome: 'chosen' },
    ]);
    expect(navigate).toHaveBeenCalledWith('/credit-cards/product-transfer/', {
      state: {
        providerId: '10004',
        offer: expect.objectContaining({ offerId: '10004-CC00001', offerType: 'Stay', providerName: 'ANZ' }),
      },
    });
  });

  it('stays on the offers with the reason when the Stay choice cannot be recorded', async () => {
    server.use(
      http.post(apiUrl('/getOffers/'), () => HttpResponse.json(offersAnswer)),
      http.post(apiUrl('/surveyOutcome/'), () => HttpResponse.error()),
    );
    renderOffers();
    const choose = await screen.findByRole('button', { name: 'Move to the ANZ Low Rate' });
    await userEvent.setup().click(choose);
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn’t reach StaySmart/);
    expect(choose).toHaveAccessibleDescription(/couldn’t reach StaySmart/);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('links a Switch offer to the redirect page in a new tab with the exact query, and records the choice', async () => {
    server.use(http.post(apiUrl('/getOffers/'), () => HttpResponse.json(offersAnswer)));
    const outcomes = outcomeRecorder();
    window.history.pushState({}, '', '/credit-cards/offers/');
    renderOffers();
    const link = await screen.findByRole('link', {
      name: 'Apply with Bank of Example for the Visa Platinum (opens in a new tab)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/redirect/index.html');
    expect([...href.searchParams.keys()]).toEqual(['pid', 'pname', 'o', 'vid', 't', 'sid', 'webpage']);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      pid: '10072',
      pname: 'Bank of Example',
      o: '10072-CC00001',
      vid: 'visit-1',
      t: 'Switch',
      sid: btoa(SURVEY_ID),
      webpage: btoa('/credit-cards/offers/'),
    });
    expect(decodeBase64(href.searchParams.get('sid')!)).toBe(SURVEY_ID);

    await userEvent.setup().click(link);
    await waitFor(() =>
      expect(outcomes).toEqual([
        { survey_id: SURVEY_ID, offer_id: '10072-CC00001', offer_type: 'Switch', outcome: 'chosen' },
      ]),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the API’s message with a retry that loads the offers', async () => {
    let fail = true;
    server.use(
      http.post(apiUrl('/getOffers/'), () =>
        fail
          ? HttpResponse.json(
              { error: { code: 'CONFLICT', message: 'Work out the estimate before asking for offers.' } },
              { status: 409 },
            )
          : HttpResponse.json(offersAnswer),
      ),
    );
    renderOffers();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Work out the estimate before asking for offers.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Stay with your bank' })).toBeInTheDocument();
  });
});

describe('when no offer beats the current deal', () => {
  function registrations() {
    const calls: { path: string; body: unknown }[] = [];
    const record = (path: string, answer: object) =>
      http.post(apiUrl(path), async ({ request }) => {
        calls.push({ path, body: await request.json() });
        return HttpResponse.json(answer);
      });
    server.use(
      http.post(apiUrl('/getOffers/'), () => HttpResponse.json(noOffersAnswer)),
      record('/noOffersRegistration/', { ok: true, confirmation: 'email_sent' }),
      record('/submit2BeRegistration/', { ok: true, confirmation: 'email_sent' }),
      record('/submitNudge/', { remind_on: '2026-02-01', confirmation: 'not_needed' }),
    );
    return calls;
  }

  it('says so, and registers for an e-mail when a card would save at least $50', async () => {
    const calls = registrations();
    renderOffers();
    const visitor = userEvent.setup();
    expect(await screen.findByText(/no card we know of would save you money/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Stay with your bank' })).not.toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'E-mail me when a card would save me money' });
    expect(within(form).getByText(/at least \$50 a year/)).toBeInTheDocument();
    const email = within(form).getByLabelText('E-mail address');
    await visitor.type(email, 'ada@');
    await visitor.click(within(form).getByRole('button', { name: 'E-mail me' }));
    expect(email).toHaveAccessibleDescription(
      'Unless it’s your StaySmart account’s address, we’ll first e-mail you a link to confirm it. Enter an e-mail address like name@example.com.',
    );
    expect(email).toHaveValue('ada@');
    await visitor.type(email, 'example.com');
    await visitor.type(within(form).getByLabelText('First name (optional)'), 'Ada');
    await visitor.click(within(form).getByRole('button', { name: 'E-mail me' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Check your inbox: click the link we sent to ada@example.com to start your e-mails about cards that would save you money.',
    );
    expect(calls).toEqual([
      {
        path: '/noOffersRegistration/',
        body: { survey_id: SURVEY_ID, email: 'ada@example.com', first_name: 'Ada' },
      },
    ]);
  });

  it('saves the wish list (at least one wish) and sets a reminder', async () => {
    const calls = registrations();
    renderOffers();
    const visitor = userEvent.setup();
    const wishes = await screen.findByRole('region', { name: 'My wish list' });
    await visitor.type(within(wishes).getByLabelText('E-mail address'), 'ada@example.com');
    await visitor.click(within(wishes).getByRole('button', { name: 'Save my wish list' }));
    expect(within(wishes).getByRole('alert')).toHaveTextContent('Choose at least one thing');
    await visitor.click(within(wishes).getByRole('checkbox', { name: 'A lower interest rate' }));
    await visitor.click(within(wishes).getByRole('checkbox', { name: 'Better rewards' }));
    await visitor.click(within(wishes).getByRole('button', { name: 'Save my wish list' }));
    expect(await within(wishes).findByRole('status')).toHaveTextContent(
      'Check your inbox: click the link we sent to ada@example.com to start your wish-list e-mails.',
    );

    const nudge = screen.getByRole('region', { name: 'Remind me later' });
    expect(within(nudge).getByRole('radio', { name: '90 days' })).toBeChecked();
    await visitor.click(within(nudge).getByRole('radio', { name: '30 days' }));
    await visitor.type(within(nudge).getByLabelText('E-mail address'), 'ada@example.com');
    await visitor.click(within(nudge).getByRole('button', { name: 'Remind me' }));
    expect(await within(nudge).findByRole('status')).toHaveTextContent(
      'We’ll remind you on 1 February 2026.',
    );

    expect(calls).toEqual([
      {
        path: '/submit2BeRegistration/',
        body: { survey_id: SURVEY_ID, email: 'ada@example.com', interests: ['lower-rate', 'better-rewards'] },
      },
      { path: '/submitNudge/', body: { survey_id: SURVEY_ID, email: 'ada@example.com', remind_in_days: 30 } },
    ]);
  });
});
