import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DealVsMarketScreen } from '../deal-vs-market-screen';
import { initialHomeLoanJourneyState, type HomeLoanJourneyState } from '../journey-state';
import { dealAnswer, reviewAnswer, SURVEY_ID } from '../../../test/home-loan-answers';
import { journeyWithSurvey } from './home-loan-fixtures';
import { answerApi, renderInJourney, setUpJourneyTests } from './journey-test-helpers';

setUpJourneyTests();

const renderDeal = (journey?: HomeLoanJourneyState) => renderInJourney(<DealVsMarketScreen />, journey);

/** The paragraph or list item whose whole text is `text` (a rate and its comparison rate span elements). */
function sentence(text: string | RegExp): HTMLElement {
  return screen.getByText((_content, element) => {
    if (!element || !['P', 'LI'].includes(element.tagName)) return false;
    const whole = element.textContent ?? '';
    return typeof text === 'string' ? whole === text : text.test(whole);
  });
}

function rowValues(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('your deal versus the market', () => {
  it('leads with the verdict, then charts each rate group with matches, figures on the bars', async () => {
    const deals = answerApi('/getYourDealVsMarket/', dealAnswer);
    const reviews = answerApi('/reviewCurrentHLDeal/', reviewAnswer);
    renderDeal();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your deal versus the market');
    expect(screen.getByRole('status')).toHaveTextContent('Comparing your loan with the market…');

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'You’re paying 1.00 percentage points more than the lowest variable rate you qualify for.',
      }),
    ).toBeInTheDocument();
    expect(deals).toEqual([{ survey_id: SURVEY_ID, eligibility: { member_groups: [] } }]);
    expect(reviews).toEqual([{ survey_id: SURVEY_ID, eligibility: { member_groups: [] } }]);
    expect(
      screen.getByText('318 of the 411 variable rates you qualify for are lower than yours.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your 6.69% p.a. is 1.00 percentage points above the lowest variable rate you qualify for.',
      ),
    ).toBeInTheDocument();

    const variable = screen.getByRole('table', {
      name: 'Variable: your loan, the best match and the market median',
    });
    expect(
      within(variable)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Loan', 'Monthly repayment', 'Interest over 25 years']);
    expect(rowValues(variable)).toEqual([
      ['$3,573.06', '$551,920.23'],
      ['$3,252.53', '$455,756.12'],
      ['$3,504.58', '$531,374.93'],
    ]);
    const rowHeaders = within(variable)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(rowHeaders[0]).toBe('Your loan6.69% p.a.');
    expect(rowHeaders[1]).toContain('The Mutual Bank Owner Occupied Budget Home Loan');
    expect(rowHeaders[1]).toContain('5.69% p.a.');
    expect(rowHeaders[1]).toContain('5.89% p.a. comparison rate*');
    expect(rowHeaders[2]).toBe('Market median6.48% p.a., the middle of 411 loans');
    // The bars are drawn to scale from zero: the largest figure of a column fills it.
    const bars = within(variable)
      .getAllByText(/^\$/)
      .map((value) => value.parentElement as HTMLElement);
    expect(bars[0]?.style.width).toBe('100.0%');
    expect(bars[2]?.style.width).toBe('91.0%');
    // Every loan named with its rate has its comparison rate beside it, marked for the warning.
    expect(
      sentence(
        'The best variable match, The Mutual Bank Owner Occupied Budget Home Loan at 5.69% p.a. (5.89% p.a. comparison rate*), would cost $320.53 less a month and $96,164.11 less in interest over 25 years than your loan.',
      ),
    ).toBeInTheDocument();
    const alsoClose = sentence(
      /^Also close, costing more in total: Summerland Bank ECO Home Loan at 5\.84% p\.a\. \(5\.89% p\.a\. comparison rate\*\), \$990,659\.46 in total, /,
    );
    expect(within(alsoClose).getByRole('link', { name: '*' })).toHaveAttribute(
      'href',
      '#comparison-rate-warning',
    );
    // The best match is named with its measure, and costs less than anything also close.
    expect(
      sentence(
        'Best match: The Mutual Bank Owner Occupied Budget Home Loan at 5.69% p.a. (5.89% p.a. comparison rate*), $976,506.12 in total over 25 years.',
      ),
    ).toBeInTheDocument();
    expect(
      sentence(
        /^Staying, your lender offers: ANZ Simplicity PLUS at 6\.59% p\.a\. \(6\.59% p\.a\. comparison rate\*\), /,
      ),
    ).toBeInTheDocument();

    const fixed = screen.getByRole('table', {
      name: 'Fixed 2 years: your loan, the best match and the market median',
    });
    expect(rowValues(fixed)[1]).toEqual(['$3,302.85', '$479,076.88']);
    // A group with nothing the visitor qualifies for is left out.
    expect(screen.queryByRole('heading', { name: /Fixed 3 years/ })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'See loans that could save you money' })).toHaveAttribute(
      'href',
      '/home-loans/offers/',
    );
    expect(screen.getByRole('link', { name: 'Change my details' })).toHaveAttribute(
      'href',
      '/home-loans/survey/',
    );
    const notes = screen.getByRole('region', { name: 'What we assumed' });
    expect(within(notes).getAllByRole('listitem')).toHaveLength(1);
    expect(document.getElementById('comparison-rate-warning')).toHaveTextContent(
      /WARNING: This comparison rate is true only for the examples given/,
    );
  });

  it('shows the API’s warnings about the stored figures', async () => {
    answerApi('/getYourDealVsMarket/', dealAnswer);
    answerApi('/reviewCurrentHLDeal/', reviewAnswer);
    renderDeal(
      journeyWithSurvey({
        warnings: [{ field: 'lvr', message: 'Your LVR is over 80%: lenders may charge mortgage insurance.' }],
      }),
    );
    expect(
      await screen.findByText('Your LVR is over 80%: lenders may charge mortgage insurance.'),
    ).toBeInTheDocument();
  });

  it('without a survey, asks for the loan first and calls nothing', () => {
    renderDeal(initialHomeLoanJourneyState);
    expect(screen.getByText(/We need your loan details first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your home loan check' })).toHaveAttribute(
      'href',
      '/home-loans/survey/',
    );
  });

  it('offers a retry when the comparison fails', async () => {
    answerApi(
      '/getYourDealVsMarket/',
      { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
      { status: 500 },
    );
    answerApi('/reviewCurrentHLDeal/', reviewAnswer);
    renderDeal();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    answerApi('/getYourDealVsMarket/', dealAnswer);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^Variable/ })).toBeInTheDocument();
  });
});
