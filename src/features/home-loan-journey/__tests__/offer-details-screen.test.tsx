import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { initialHomeLoanJourneyState, type HomeLoanJourneyState } from '../journey-state';
import { OfferDetailsScreen } from '../offer-details-screen';
import { anzStayDetailsAnswer, imbDetailsAnswer, SURVEY_ID } from '../../../test/home-loan-answers';
import { answerApi, renderInJourney, setUpJourneyTests } from './journey-test-helpers';

setUpJourneyTests();

beforeEach(() => {
  (navigate as jest.Mock).mockClear();
});

const renderDetails = (offerId: string | undefined, journey?: HomeLoanJourneyState) =>
  renderInJourney(<OfferDetailsScreen offerId={offerId} />, journey);

describe('an offer’s details', () => {
  it('shows the working line by line, with totals that add up, the assumptions and the facts', async () => {
    const requests = answerApi('/getHLOfferDetails/', imbDetailsAnswer);
    renderDetails('10059-HL00006:variable');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'IMB Bank Budget Home Loan' }),
    ).toBeInTheDocument();
    expect(requests).toEqual([{ survey_id: SURVEY_ID, offer_id: '10059-HL00006:variable' }]);

    const table = screen.getByRole('table', {
      name: 'What staying and switching cost over the rest of your loan',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cost', 'If you stay', 'If you switch', 'You save']);
    expect(rows.slice(1)).toEqual([
      ['$1,071,920.23', '$1,008,929.67', '$62,990.56'],
      ['$0.00', '$0.00', '$0.00'],
      ['$0.00', '$0.00', '$0.00'],
      ['$0.00', '$449.00', '−$449.00'],
      ['$0.00', '$350.00', '−$350.00'],
      ['$0.00', '−$4,000.00', '$4,000.00'],
      ['$1,071,920.23', '$1,005,728.67', '$66,191.56'],
    ]);
    const total = within(table).getByRole('rowheader', { name: 'Total' });
    expect(total.closest('tfoot')).not.toBeNull();
    // The totals are the API's own.
    expect(
      screen.getByText(
        /Staying costs \$1,071,920.23 over the rest of your loan; switching costs \$1,005,728.67/,
      ),
    ).toBeInTheDocument();

    expect(screen.getByText('Pays for itself at settlement.')).toBeInTheDocument();
    expect(
      screen.getByText('Cash back is the lender’s maximum for refinancers, paid at settlement.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Discharge fee (when you later leave)').nextElementSibling).toHaveTextContent(
      '$250',
    );
    expect(screen.getByText('Lender’s details last updated').nextElementSibling).toHaveTextContent(
      '12 August 2024',
    );
    expect(document.getElementById('comparison-rate-warning')).toBeInTheDocument();
  });

  it('records the choice and goes on to refinancing, the offer id encoded in the address', async () => {
    answerApi('/getHLOfferDetails/', imbDetailsAnswer);
    const outcomes = answerApi('/updateHLSurveyOutcome/', { ok: true });
    renderDetails('10059-HL00006:variable');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Choose this loan' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/home-loans/refinance/10059-HL00006%3Avariable/'),
    );
    expect(outcomes).toEqual([
      { survey_id: SURVEY_ID, offer_id: '10059-HL00006:variable', outcome: 'chosen' },
    ]);
  });

  it('sends a chosen Stay offer to asking the current lender', async () => {
    answerApi('/getHLOfferDetails/', anzStayDetailsAnswer);
    answerApi('/updateHLSurveyOutcome/', { ok: true });
    renderDetails('10004-HL00002:variable');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Choose this loan' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/home-loans/product-transfer/10004-HL00002%3Avariable/'),
    );
  });

  it('offers a retry for an offer the API cannot find, and asks for the survey without one', async () => {
    answerApi(
      '/getHLOfferDetails/',
      { error: { code: 'NOT_FOUND', message: 'That offer doesn’t fit your loan.' } },
      { status: 404 },
    );
    const { unmount } = renderDetails('10059-HL00006:fixed-12');
    expect(await screen.findByRole('alert')).toHaveTextContent('That offer doesn’t fit your loan.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();
    renderDetails('10059-HL00006:variable', initialHomeLoanJourneyState);
    expect(screen.getByRole('link', { name: 'Start your home loan check' })).toBeInTheDocument();
  });
});
