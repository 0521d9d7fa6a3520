import * as React from 'react';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { Link } from '../../components/navigation/link';
import { Loading, RequestFailed } from '../../components/ui/request-failed';
import { homeLoanPaths } from './home-loan-paths';
import { DealVsMarketScreen } from './deal-vs-market-screen';
import { HomeLoanCheckGone, JourneyScreen } from './journey-screen';
import { OfferDetailsScreen } from './offer-details-screen';
import { OffersScreen } from './offers-screen';
import { ProductTransferScreen } from './product-transfer-screen';
import { RefinanceScreen } from './refinance-screen';
import { SurveyScreen } from './survey-screen';
import { useHomeLoanResume } from './use-home-loan-resume';

interface ResumedProps extends RouteComponentProps {
  screen: React.ComponentType<RouteComponentProps & { offerId?: string }>;
  offerId?: string;
  /** The survey form opens at once and takes a kept check only while nothing is typed. */
  waitForResume?: boolean;
}

/** A journey screen that first brings back the check the server kept, when this browser has none. */
function Resumed({ screen: Screen, waitForResume = true, ...route }: ResumedProps) {
  const resume = useHomeLoanResume();
  if (resume.gone) {
    return (
      <JourneyScreen title="Your home loan check" narrow>
        <HomeLoanCheckGone />
      </JourneyScreen>
    );
  }
  if (resume.error) {
    return (
      <JourneyScreen title="We couldn’t open that check" narrow>
        <RequestFailed message={resume.error} onRetry={resume.retry} />
        <p>
          <Link to={homeLoanPaths.survey()}>Check your home loan again</Link>
        </p>
      </JourneyScreen>
    );
  }
  if (resume.checking && waitForResume) {
    return (
      <JourneyScreen title="Your home loan check" narrow>
        <Loading what="Looking for the loan you checked before…" />
      </JourneyScreen>
    );
  }
  return <Screen {...route} />;
}

/**
 * The home-loan journey's screens, as routes of the /home-loans/ sub-app's router. The estimate is
 * the deal review itself (the same screen), so an old link to it still shows the visitor's result.
 */
export const homeLoanJourneyRoutes = (
  <>
    <Resumed path="/survey/" screen={SurveyScreen} waitForResume={false} />
    <Resumed path="/deal-vs-market/" screen={DealVsMarketScreen} />
    <Resumed path="/estimate/" screen={DealVsMarketScreen} />
    <Resumed path="/offers/" screen={OffersScreen} />
    <Resumed path="/offer-details/" screen={OfferDetailsScreen} />
    <Resumed path="/offer-details/:offerId" screen={OfferDetailsScreen} />
    <Resumed path="/refinance/" screen={RefinanceScreen} />
    <Resumed path="/refinance/:offerId" screen={RefinanceScreen} />
    <Resumed path="/product-transfer/" screen={ProductTransferScreen} />
    <Resumed path="/product-transfer/:offerId" screen={ProductTransferScreen} />
  </>
);
