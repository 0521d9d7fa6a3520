import * as React from 'react';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { paths } from '../../config/paths';
import { Loading, RequestFailed } from '../../components/ui/request-failed';
import { EstimateScreen } from './estimate-screen';
import { CardCheckGone } from './journey-request-failed';
import { OfferDetailsScreen } from './offer-details-screen';
import { OffersScreen } from './offers-screen';
import { ProductTransferScreen } from './product-transfer-screen';
import { RegisterScreen } from './register-screen';
import { SurveyScreen } from './survey-screen';
import { UpdateCardsScreen } from './update-cards-screen';
import { useKeepSurveySaved } from './use-kept-survey';
import { useServerResume } from './use-server-resume';

interface KeptProps extends RouteComponentProps {
  screen: React.ComponentType<RouteComponentProps>;
  /** The survey form opens at once and takes a kept survey only while nothing is typed. */
  waitForResume?: boolean;
}

/**
 * A journey screen that keeps the survey saved in the browser while it is shown, and brings back
 * the survey the server kept when this browser has none (use-server-resume.ts).
 */
function Kept({ screen: Screen, waitForResume = true, ...route }: KeptProps) {
  useKeepSurveySaved();
  const resume = useServerResume();
  if (resume.gone) {
    return (
      <div className="container narrow">
        <h1>Your credit card check</h1>
        <CardCheckGone />
      </div>
    );
  }
  if (resume.error) {
    return (
      <div className="container narrow">
        <h1>We couldn’t open that check</h1>
        <RequestFailed message={resume.error} onRetry={resume.retry} />
        <p>
          <Link to={paths.cardSurvey()}>Check your cards again</Link>
        </p>
      </div>
    );
  }
  if (resume.checking && waitForResume) {
    return (
      <div className="container narrow">
        <h1>Your credit card check</h1>
        <Loading what="Looking for the cards you checked before…" />
      </div>
    );
  }
  return <Screen {...route} />;
}

/** The card journey's screens, as routes of the /credit-cards/ sub-app's router. */
export const cardJourneyRoutes = (
  <>
    <Kept path="/survey/" screen={SurveyScreen} waitForResume={false} />
    <Kept path="/estimate/" screen={EstimateScreen} />
    <Kept path="/offers/" screen={OffersScreen} />
    <Kept path="/offer-details/" screen={OfferDetailsScreen} />
    <Kept path="/product-transfer/" screen={ProductTransferScreen} />
    <Kept path="/register/" screen={RegisterScreen} />
    <UpdateCardsScreen path="/update/" />
  </>
);
