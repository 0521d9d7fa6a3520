import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../test/msw-server';
import { selectHomeLoanJourney } from '../home-loan-slice';
import { initialHomeLoanJourneyState, type HomeLoanJourneyState } from '../journey-state';
import { breakEvenText } from '../offer-text';
import { OffersScreen } from '../offers-screen';
import {
  imbOffer,
  mutualOffer,
  noBetterOfferAnswer,
  offersAnswer,
  RANKING,
  rowOf,
  SURVEY_ID,
  upFixedOffer,
} from '../../../test/home-loan-answers';
import { answerApi, json, renderInJourney, setUpJourneyTests } from './journey-test-helpers';

const server = setUpJourneyTests();

const answerOffers = (body: unknown = offersAnswer) => answerApi('/getHLOffers/', body);

const renderOffers = (journey?: HomeLoanJourneyState) => renderInJourney(<OffersScreen />, journey);

function fact(article: HTMLElement, term: string): string {
  return within(article).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

const titles = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

describe('the home-loan offers', () => {
  it('keeps staying with your lender apart from switching, with each offer’s figures', async () => {
    const requests = answerOffers();
    renderOffers();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your home loan: stay or switch');
    const stay = await screen.findByRole('region', { name: 'Stay: ask your lender' });
    const switches = screen.getByRole('region', { name: 'Switch: loans from other lenders' });
    expect(requests).toEqual([{ survey_id: SURVEY_ID, eligibility: { member_groups: [] } }]);
    expect(titles(stay)).toEqual(['ANZ Simplicity PLUS']);
    expect(titles(switches)).toEqual([
      'The Mutual Bank Owner Occupied Budget Home Loan',
      'Up Home Loan',
      'IMB Bank Budget Home Loan',
    ]);

    const anz = within(stay).getByRole('article');
    expect(within(anz).getByText('Your current lender')).toBeInTheDocument();
    expect(within(anz).getByRole('link', { name: 'Ask ANZ for this rate' })).toHaveAttribute(
      'href',
      '/home-loans/product-transfer/10004-HL00002%3Avariable/',
    );

    const [mutual, up, imb] = within(switches).getAllByRole('article') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(fact(mutual, 'Rate')).toContain('5.69% p.a.');
    expect(fact(mutual, 'Rate')).toContain('5.89% p.a. comparison rate*');
    expect(within(mutual).getByRole('link', { name: '*' })).toHaveAttribute(
      'href',
      '#comparison-rate-warning',
    );
    expect(fact(mutual, 'Monthly saving')).toBe('$320.53 less a monthrepayment and fees, first year');
    expect(fact(mutual, 'Total saving')).toBe('$95,664.11over the rest of your loan, after switching costs');
    expect(fact(mutual, 'Switching costs')).toBe('$500');
    expect(fact(mutual, 'Cash back')).toBe('None');
    expect(fact(mutual, 'Break-even')).toBe('Pays for itself after 2 months');
    expect(within(mutual).getByText('Monthly repayment falls by $320.53 to $3,252.53.')).toBeInTheDocument();
    expect(within(mutual).getByText('Offset account: no')).toBeInTheDocument();
    expect(within(mutual).getByText('Redraw: yes')).toBeInTheDocument();
    expect(
      within(mutual).getByRole('link', {
        name: 'See the working for The Mutual Bank Owner Occupied Budget Home Loan',
      }),
    ).toHaveAttribute('href', '/home-loans/offer-details/10095-HL00013%3Avariable/');

    // Compact: rate, repayment and savings at once; the other figures, reasons and features behind Details.
    const details = within(mutual).getByRole('button', {
      name: 'Details of The Mutual Bank Owner Occupied Budget Home Loan',
    });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(within(mutual).getByText('Switching costs')).not.toBeVisible();
    expect(within(mutual).getByText('5.69% p.a.')).toBeVisible();
    await userEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(mutual).getByText('Switching costs')).toBeVisible();
    expect(within(mutual).getByText('Offset account: no')).toBeVisible();

    expect(fact(up, 'Rate')).toContain('Fixed for 2 years, then 5.95% p.a. variable');
    expect(fact(imb, 'Cash back')).toBe('$4,000');
    expect(fact(imb, 'Break-even')).toBe('Pays for itself at settlement');
    expect(document.getElementById('comparison-rate-warning')).toHaveTextContent(
      /Comparison rates are based on a loan of \$150,000 over 25 years\. WARNING/,
    );
  });

  it('words a break-even that never comes', () => {
    expect(breakEvenText(null)).toBe('Never within your term');
    expect(breakEvenText(1)).toBe('Pays for itself after 1 month');
  });

  it('records “Not for me” as dismissed, hides the offer with a message, and can show it again', async () => {
    answerOffers();
    const outcomes = answerApi('/updateHLSurveyOutcome/', { ok: true });
    const { store } = renderOffers();
    const visitor = userEvent.setup();
    const switches = await screen.findByRole('region', { name: 'Switch: loans from other lenders' });
    await visitor.click(within(switches).getByRole('button', { name: 'Not for me (Up Home Loan)' }));

    await waitFor(() => expect(titles(switches)).not.toContain('Up Home Loan'));
    expect(outcomes).toEqual([
      { survey_id: SURVEY_ID, offer_id: '10102-HL00001:fixed-24', outcome: 'dismissed' },
    ]);
    expect(selectHomeLoanJourney(store.getState()).hiddenOffers).toEqual(['10102-HL00001:fixed-24']);
    const message = screen.getByText(/You’ve hidden Up Home Loan\./);
    expect(message.closest('[role="status"]')).toHaveFocus();
    expect(screen.getByText(/You’ve hidden 1 loan\./)).toBeInTheDocument();

    await visitor.click(screen.getByRole('button', { name: 'Show it again' }));
    expect(titles(switches)).toEqual([
      'The Mutual Bank Owner Occupied Budget Home Loan',
      'Up Home Loan',
      'IMB Bank Budget Home Loan',
    ]);
    expect(screen.getByRole('heading', { name: 'Up Home Loan' })).toHaveFocus();
  });

  it('keeps the offer and says why when the dismissal cannot be recorded', async () => {
    answerOffers();
    server.use(http.post(apiUrl('/updateHLSurveyOutcome/'), () => HttpResponse.error()));
    renderOffers();
    const switches = await screen.findByRole('region', { name: 'Switch: loans from other lenders' });
    await userEvent
      .setup()
      .click(within(switches).getByRole('button', { name: 'Not for me (Up Home Loan)' }));
    expect(await within(switches).findByRole('alert')).toHaveTextContent(/couldn’t reach StaySmart/);
    expect(titles(switches)).toContain('Up Home Loan');
  });

  it('says honestly when staying is best, and offers rate alerts', async () => {
    answerOffers(noBetterOfferAnswer);
    renderOffers();
    expect(
      await screen.findByRole('heading', { name: 'Staying is your best option today' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/We checked the 37 loans you qualify for, and none would save you money/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register for rate alerts' })).toHaveAttribute(
      'href',
      '/home-loans/register/',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('without a survey, asks for the loan first', () => {
    renderOffers(initialHomeLoanJourneyState);
    expect(screen.getByRole('link', { name: 'Start your home loan check' })).toHaveAttribute(
      'href',
      '/home-loans/survey/',
    );
  });
});

describe('offers a visitor can trust', () => {
  const upTwoYears = { ...upFixedOffer, offer_id: '10102-HL00001:fixed-24', fixed_months: 24, rate: 0.0585 };
  const upThreeYears = {
    ...upFixedOffer,
    offer_id: '10102-HL00001:fixed-36',
    fixed_months: 36,
    rate: 0.058,
    total_saving_cents: 1_234_567,
  };
  const policeLoan = {
    ...imbOffer,
    offer_id: '10074-HL00001:variable',
    product_id: '10074-HL00001',
    provider_name: 'Police Bank',
    product_name: 'Value Home Loan',
  };
  const trustAnswer = {
    ...offersAnswer,
    switch: [
      rowOf(upTwoYears, { terms: [upTwoYears, upThreeYears] }),
      rowOf(mutualOffer, {
        lender_count: 3,
        same_figures: [
          {
            product_id: 'A-1',
            product_name: 'Basic Home Loan',
            provider_id: 'A',
            provider_name: 'Alpha Mutual',
            offer_ids: ['A-1:variable'],
          },
          {
            product_id: 'B-1',
            product_name: 'Value Loan',
            provider_id: 'B',
            provider_name: 'Beta Bank',
            offer_ids: ['B-1:variable'],
          },
        ],
      }),
    ],
    unavailable: [rowOf(policeLoan, { ineligible_reasons: ['Members only: police and their families'] })],
    eligibility: { groups_asked: ['police', 'health'], member_groups: [] },
  };

  it('states its measure, shows one row per loan with a working term chooser, and collapses same-figure loans', async () => {
    answerOffers(trustAnswer);
    renderOffers();
    const switches = await screen.findByRole('region', { name: 'Switch: loans from other lenders' });
    expect(screen.getByText(RANKING)).toBeInTheDocument();
    expect(titles(switches)).toEqual(['Up Home Loan', 'The Mutual Bank Owner Occupied Budget Home Loan']);

    const up = within(switches).getAllByRole('article')[0] as HTMLElement;
    const chooser = within(up).getByRole('group', { name: 'Rate and term for Up Home Loan' });
    // Each option's comparison rate sits beside its rate.
    expect(
      within(chooser).getByRole('radio', {
        name: 'Fixed for 2 years: 5.85% p.a., 5.93% p.a. comparison rate',
      }),
    ).toBeChecked();
    await userEvent.click(
      within(chooser).getByRole('radio', {
        name: 'Fixed for 3 years: 5.80% p.a., 5.93% p.a. comparison rate',
      }),
    );
    expect(fact(up, 'Total saving')).toContain('$12,345.67');
    expect(within(up).getByRole('link', { name: /^See the working/ })).toHaveAttribute(
      'href',
      expect.stringContaining('10102-HL00001%3Afixed-36'),
    );

    const mutual = within(switches).getAllByRole('article')[1] as HTMLElement;
    const lenders = within(mutual).getByText('3 lenders offer this loan');
    expect(lenders).toHaveTextContent(
      '3 lenders offer this loan (The Mutual Bank Owner Occupied Budget Home Loan)',
    );
    await userEvent.click(lenders);
    expect(within(mutual).getByRole('link', { name: 'Alpha Mutual Basic Home Loan' })).toBeVisible();
  });

  it('asks the membership question, hides what the visitor cannot get, and shows it with the reason on request', async () => {
    const requests = answerOffers(trustAnswer);
    renderOffers();
    const question = await screen.findByRole('group', {
      name: 'Are you a member of, or eligible to join, any of these?',
    });
    expect(within(question).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByText(/1 loan that would save you money is hidden/)).toBeInTheDocument();
    expect(screen.queryByText('Members only: police and their families')).not.toBeInTheDocument();
    const showAll = screen.getByRole('button', { name: 'Show all loans' });
    await userEvent.click(showAll);
    expect(showAll).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Members only: police and their families')).toBeInTheDocument();

    await userEvent.click(within(question).getByRole('checkbox', { name: 'Police (serving or former)' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ survey_id: SURVEY_ID, eligibility: { member_groups: ['police'] } });
  });

  it('keeps the question and the visitor’s place while the loans are brought up to date for their answer', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answered = {
      ...trustAnswer,
      switch: [rowOf(policeLoan), ...trustAnswer.switch],
      unavailable: [],
      eligibility: { groups_asked: ['police', 'health'], member_groups: ['police'] },
    };
    const requests: { member_groups: string[] }[] = [];
    server.use(
      http.post(apiUrl('/getHLOffers/'), async ({ request }) => {
        const { eligibility } = (await request.json()) as { eligibility: { member_groups: string[] } };
        requests.push(eligibility);
        if (eligibility.member_groups.length === 0) return json(trustAnswer);
        await held;
        return json(answered);
      }),
    );
    renderOffers();
    const visitor = userEvent.setup();
    const question = await screen.findByRole('group', {
      name: 'Are you a member of, or eligible to join, any of these?',
    });
    expect(question).toHaveAccessibleDescription(
      'Some lenders lend only to people in these groups. Tick any that apply and we’ll include their loans.',
    );
    const police = within(question).getByRole('checkbox', { name: 'Police (serving or former)' });
    police.focus();
    await visitor.keyboard(' ');

    // While the answer loads, the offers stay, marked busy, and the ticked box keeps the focus.
    expect(await within(question).findByRole('status')).toHaveTextContent(
      'Updating the loans for your answer…',
    );
    expect(police).toBeChecked();
    expect(police).toHaveFocus();
    const switches = screen.getByRole('region', { name: 'Switch: loans from other lenders' });
    expect(switches.closest('[aria-busy="true"]')).not.toBeNull();

    release();
    await waitFor(() => expect(titles(switches)).toContain('Police Bank Value Home Loan'));
    expect(police).toHaveFocus();
    expect(within(question).getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: 'Show all loans' })).not.toBeInTheDocument();
    expect(requests).toEqual([{ member_groups: [] }, { member_groups: ['police'] }]);
  });
});
