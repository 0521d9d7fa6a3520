import * as React from 'react';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { EstimateScreen } from './estimate-screen';
import { OfferDetailsScreen } from './offer-details-screen';
import { OffersScreen } from './offers-screen';
import { ProductTransferScreen } from './product-transfer-screen';
import { RegisterScreen } from './register-screen';
import { SurveyScreen } from './survey-screen';
import { useKeepSurveySaved } from './use-kept-survey';

/** A journey screen that keeps the survey saved in the browser while it is shown. */
function Kept({
  screen: Screen,
  ...route
}: RouteComponentProps & { screen: React.ComponentType<RouteComponentProps> }) {
  useKeepSurveySaved();
  return <Screen {...route} />;
}

/** The card journey's screens, as routes of the /credit-cards/ sub-app's router. */
export const cardJourneyRoutes = (
  <>
    <Kept path="/survey/" screen={SurveyScreen} />
    <Kept path="/estimate/" screen={EstimateScreen} />
    <Kept path="/offers/" screen={OffersScreen} />
    <Kept path="/offer-details/" screen={OfferDetailsScreen} />
    <Kept path="/product-transfer/" screen={ProductTransferScreen} />
    <Kept path="/register/" screen={RegisterScreen} />
  </>
);
