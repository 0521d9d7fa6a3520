import * as React from 'react';
import { EstimateScreen } from './estimate-screen';
import { OfferDetailsScreen } from './offer-details-screen';
import { OffersScreen } from './offers-screen';
import { ProductTransferScreen } from './product-transfer-screen';
import { RegisterScreen } from './register-screen';
import { SurveyScreen } from './survey-screen';

/** The card journey's screens, as routes of the /credit-cards/ sub-app's router. */
export const cardJourneyRoutes = (
  <>
    <SurveyScreen path="/survey/" />
    <EstimateScreen path="/estimate/" />
    <OffersScreen path="/offers/" />
    <OfferDetailsScreen path="/offer-details/" />
    <ProductTransferScreen path="/product-transfer/" />
    <RegisterScreen path="/register/" />
  </>
);
