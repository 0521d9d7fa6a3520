import * as React from 'react';
import { DealVsMarketScreen } from './deal-vs-market-screen';
import { OfferDetailsScreen } from './offer-details-screen';
import { OffersScreen } from './offers-screen';
import { ProductTransferScreen } from './product-transfer-screen';
import { RefinanceScreen } from './refinance-screen';
import { SurveyScreen } from './survey-screen';

/**
 * The home-loan journey's screens, as routes of the /home-loans/ sub-app's router. The estimate is
 * the deal review itself (the same screen), so an old link to it still shows the visitor's result.
 */
export const homeLoanJourneyRoutes = (
  <>
    <SurveyScreen path="/survey/" />
    <DealVsMarketScreen path="/deal-vs-market/" />
    <DealVsMarketScreen path="/estimate/" />
    <OffersScreen path="/offers/" />
    <OfferDetailsScreen path="/offer-details/" />
    <OfferDetailsScreen path="/offer-details/:offerId" />
    <RefinanceScreen path="/refinance/" />
    <RefinanceScreen path="/refinance/:offerId" />
    <ProductTransferScreen path="/product-transfer/" />
    <ProductTransferScreen path="/product-transfer/:offerId" />
  </>
);
