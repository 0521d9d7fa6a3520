import * as React from 'react';
import { act, screen } from '@testing-library/react';
import { createHistory, createMemorySource, LocationProvider, Router } from '@gatsbyjs/reach-router';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { homeLoanJourneyRoutes } from '../home-loan-journey-routes';
import { homeLoanPaths } from '../home-loan-paths';
import {
  dealAnswer,
  imbDetailsAnswer,
  journeyWithSurvey,
  offersAnswer,
  reviewAnswer,
} from './home-loan-fixtures';
import { answerApi, setUpJourneyTests } from './journey-test-helpers';

setUpJourneyTests();

function renderAt(path: string) {
  const history = createHistory(createMemorySource(path));
  const view = renderWithProviders(
    <LocationProvider history={history}>
      <Router basepath="/home-loans" primary={false} component={React.Fragment}>
        {homeLoanJourneyRoutes}
      </Router>
    </LocationProvider>,
    { preloadedState: { visit: startedVisit, homeLoanJourney: journeyWithSurvey() } },
  );
  return { ...view, history };
}

describe('the home-loan routes', () => {
  it('reads the offer id back from its encoded address segment', async () => {
    const bodies = answerApi('/getHLOfferDetails/', imbDetailsAnswer);
    const path = homeLoanPaths.offerDetails('10059-HL00006:variable');
    expect(path).toBe('/home-loans/offer-details/10059-HL00006%3Avariable/');
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'IMB Bank Budget Home Loan' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ offer_id: '10059-HL00006:variable' })]);
  });

  it('shows the deal review at /estimate/, and moves focus to the next screen’s heading on navigation', async () => {
    answerApi('/getYourDealVsMarket/', dealAnswer);
    answerApi('/reviewCurrentHLDeal/', reviewAnswer);
    answerApi('/getHLOffers/', offersAnswer);
    const { history } = renderAt('/home-loans/estimate/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your deal versus the market');
    await screen.findByRole('table', { name: /^Variable/ });
    act(() => {
      void history.navigate(homeLoanPaths.offers());
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your home loan: stay or switch' });
    expect(heading).toHaveFocus();
  });
});
