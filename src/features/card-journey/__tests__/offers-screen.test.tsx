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
import { noOffersAnswer, offersAnswer, row, SURVEY_ID } from './journey-fixtures';

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
  it('shows Stay and Switch offers in their own columns, compact, the partner’s card marked where it stands', async () => {
    const bodies = offersRecorder();
    renderOffers();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your offers: stay or switch');
    const stay = await screen.findByRole('region', { name: 'Stay with your bank' });
    const switches = screen.getByRole('region', { name: 'Switch to another bank' });
    expect(bodies).toEqual([
      {
        survey_id: SURVEY_ID,
        visit_id: 'visit-1',
        horizon_years: 2,
        rows: { stay: 10, switch: 10 },
        filters: { no_annual_fee: false, rewards: false, balance_transfer: false, exclude_my_bank: false },
        eligibility: { member_groups: [] },
        show_all: false,
      },
    ]);
    // Not ready to change: the follow-ups are a screen of their own.
    expect(
      screen.getByRole('link', { name: 'Get a reminder, or an e-mail when a better card appears' }),
    ).toHaveAttribute('href', '/credit-cards/register/');
    expect(screen.getByRole('group', { name: 'How long will you keep the new card?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 years' })).toBeChecked();
    expect(screen.getByText('Ranked by what you’d save over 2 years, most first.')).toBeInTheDocument();

    const headings = (region: HTMLElement) =>
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(headings(stay)).toEqual(['ANZ Low Rate']);
    // The partner's card stays second, where the server ranked it, marked "Sponsored"; nothing is shown apart.
    expect(headings(switches)).toEqual(['Bank of Example Visa Platinum', 'Bank of Lower Everyday Card']);
    const [platinum, lower] = within(switches).getAllByRole('article');
    expect(within(lower!).getByText('Sponsored')).toBeInTheDocument();
    expect(within(platinum!).queryByText('Sponsored')).not.toBeInTheDocument();
    expect(within(stay).queryByText('Sponsored')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /sponsored/i })).not.toBeInTheDocument();
    // Who pays, said once above the lists, and that it does not change the order.
    expect(screen.getAllByText(/commercial partner/)).toHaveLength(1);
    expect(
      screen.getByText(
        'Bank of Lower is a commercial partner: it may pay StaySmart when you take one of its cards, marked “Sponsored”. That doesn’t change the order.',
      ),
    ).toBeInTheDocument();

    // Compact: name, label, lender, the saving over two years with each year beside it, one line of why.
    // $932.09 in the first year + $1,239.06 in the second = $2,171.15.
    expect(within(platinum!).getByText('$2,171.15 less over 2 years')).toBeInTheDocument();
    expect(within(platinum!).getByText('First year: $932.09 less')).toBeInTheDocument();
    expect(within(platinum!).getByText('Each year after: $1,239.06 less')).toBeInTheDocument();
    expect(within(platinum!).getAllByText('$425 less in annual fees')[0]).toHaveClass('offer__why');
    expect(
      within(platinum!).queryByText('$958 less interest a year on your $2,000 balance'),
    ).not.toBeVisible();
    expect(within(lower!).getByText('no annual fee, 12.99% p.a.')).toBeInTheDocument();
    expect(within(lower!).getByText('Bank of Lower')).toBeInTheDocument();
  });

  it.each([
    // Visa Platinum saves $932.09, then $1,239.06 a year; Everyday Card $500.00, then $1,500.00 a year.
    ['1 year', 1, '$932.09 less over 1 year', '$500.00 less over 1 year'],
    ['3 years', 3, '$3,410.21 less over 3 years', '$3,500.00 less over 3 years'],
  ] as const)(
    'the horizon %s is asked for, kept in the address, and each offer says its saving over it',
    async (label, years, platinum, lower) => {
      const bodies = offersRecorder((body) => {
        const asked = (body as { horizon_years: number }).horizon_years;
        // The server ranks: over three years the Everyday Card saves more and comes first.
        const switches = asked === 3 ? [...offersAnswer.switch].reverse() : offersAnswer.switch;
        return { ...offersAnswer, horizon_years: asked, switch: switches };
      });
      renderOffers();
      const switches = await screen.findByRole('region', { name: 'Switch to another bank' });
      await userEvent.setup().click(screen.getByRole('radio', { name: label }));
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect(bodies[1]).toMatchObject({ horizon_years: years });
      expect(window.location.search).toBe(`?years=${years}`);
      expect(
        await screen.findByText(`Ranked by what you’d save over ${label}, most first.`),
      ).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: label })).toBeChecked();
      const articles = within(switches).getAllByRole('article');
      const byName = (name: string) => articles.find((article) => article.textContent?.includes(name))!;
      expect(within(byName('Visa Platinum')).getByText(platinum)).toBeInTheDocument();
      expect(within(byName('Everyday Card')).getByText(lower)).toBeInTheDocument();
      const order = within(switches)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(order[0]).toBe(years === 3 ? 'Bank of Lower Everyday Card' : 'Bank of Example Visa Platinum');
    },
  );

  it('reads the horizon from the address on a reload', async () => {
    const bodies = offersRecorder((body) => ({
      ...offersAnswer,
      horizon_years: (body as { horizon_years: number }).horizon_years,
    }));
    window.history.replaceState({}, '', '/credit-cards/offers/?years=3');
    renderOffers();
    expect(
      await screen.findByText('Ranked by what you’d save over 3 years, most first.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ horizon_years: 3 })]);
    expect(screen.getByRole('radio', { name: '3 years' })).toBeChecked();
  });

  it('shows ten offers of a list, then ten more on "Show more", with focus on the first one added', async () => {
    // Twelve Switch rows in all; the server answers the rows asked for.
    const many = Array.from({ length: 12 }, (_, i) =>
      row(`${10200 + i}-CC00001`, 'Switch', `Card ${i + 1}`, `Bank ${i + 1}`),
    );
    const bodies = offersRecorder((body) => {
      const asked = (body as { rows: { switch: number } }).rows.switch;
      return { ...offersAnswer, switch: many.slice(0, asked), row_counts: { stay: 1, switch: 12 } };
    });
    renderOffers();
    const switches = await screen.findByRole('region', { name: 'Switch to another bank' });
    expect(within(switches).getAllByRole('article')).toHaveLength(10);
    expect(within(switches).getByText('Showing 10 of 12.')).toBeInTheDocument();
    const stay = screen.getByRole('region', { name: 'Stay with your bank' });
    expect(within(stay).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();

    const visitor = userEvent.setup();
    const more = within(switches).getByRole('button', {
      name: 'Show more offers in “Switch to another bank”',
    });
    more.focus();
    await visitor.keyboard('{Enter}');
    await waitFor(() => expect(within(switches).getAllByRole('article')).toHaveLength(12));
    expect(bodies[1]).toMatchObject({ rows: { stay: 10, switch: 20 } });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(switches).getByRole('heading', { name: 'Bank 11 Card 11' })),
    );
    expect(within(switches).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('with "Show all", every offer the visitor cannot get is listed with its reason, as many as it says', async () => {
    const marked = (id: string, name: string) =>
      row(id, 'Switch', name, 'Nurses Bank', {
        ineligible: [
          {
            kind: 'members-only',
            groups: ['health'],
            who: 'health workers and their families',
            text: 'Members only: health workers and their families',
          },
        ],
      });
    offersRecorder((body) =>
      (body as { show_all: boolean }).show_all
        ? {
            ...offersAnswer,
            show_all: true,
            // One marked card is a lender of the first row; two are rows of their own.
            switch: [
              ...offersAnswer.switch,
              marked('10074-CC00002', 'Nurses Gold'),
              marked('10074-CC00003', 'Nurses Blue'),
            ],
            row_counts: { stay: 1, switch: 4 },
          }
        : offersAnswer,
    );
    renderOffers();
    const visitor = userEvent.setup();
    await screen.findByText('3 offers are hidden because they’re only for members of certain groups.');
    await visitor.click(screen.getByRole('switch', { name: 'Show all offers, including those I can’t get' }));
    expect(
      await screen.findByText(
        '3 offers are hidden because they’re only for members of certain groups. They’re shown below, marked with the reason.',
      ),
    ).toBeInTheDocument();
    const switches = screen.getByRole('region', { name: 'Switch to another bank' });
    expect(within(switches).getAllByText('Members only: health workers and their families')).toHaveLength(3);
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
    // Two columns, the first year and each year after, never one year's figure beside the other's.
    const table = within(anz).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['First year', 'Each year after']);
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Against your card now')).toEqual(['$932.09 less', '$1,239.06 less']);
    expect(cells('Fees')).toEqual(['$370.00', '$370.00']);
    // $463.80 in all, less the $370.00 fee, plus the $144.00 of rewards it is net of: $237.80 interest.
    expect(cells('Interest')).toEqual(['$237.80', '$237.80']);
    expect(cells('Rewards back')).toEqual(['$144.00', '$144.00']);
    expect(cells('Bonus back')).toEqual(['None', 'None']);
    expect(cells('What the card costs you')).toEqual(['$463.80', '$463.80']);
    expect(within(anz).getByText('Purchase rate 20.99% p.a.')).toBeInTheDocument();
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

  it('filters from the address, and writes each change back to it', async () => {
    const bodies = offersRecorder();
    window.history.replaceState({}, '', '/credit-cards/offers/?years=1&rewards=yes&member=police');
    renderOffers();
    await screen.findByRole('region', { name: 'Switch to another bank' });
    expect(bodies).toEqual([
      expect.objectContaining({
        horizon_years: 1,
        filters: { no_annual_fee: false, rewards: true, balance_transfer: false, exclude_my_bank: false },
        eligibility: { member_groups: ['police'] },
      }),
    ]);

    const visitor = userEvent.setup();
    await visitor.click(screen.getByText('Filter the offers (1 filter on)'));
    expect(screen.getByRole('checkbox', { name: 'A rewards program' })).toBeChecked();
    await visitor.click(screen.getByRole('radio', { name: '2 years' }));
    await visitor.click(screen.getByRole('checkbox', { name: 'Leave out my bank' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({
      horizon_years: 2,
      filters: { no_annual_fee: false, rewards: true, balance_transfer: false, exclude_my_bank: true },
    });
    expect(window.location.search).toBe('?rewards=yes&not-my-bank=yes&member=police');
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
