import * as React from 'react';
import { useScreenHeading } from '../../components/forms/use-screen-heading';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../store/hooks';
import { FollowUpRegistrations } from './follow-up-registrations';
import './card-journey.css';
import { selectSurvey } from '../survey/survey-slice';

/**
 * /credit-cards/register/: the follow-ups of a card survey for a visitor who is not ready to
 * change cards today: a reminder to check again, an e-mail when a card would save money, a wish
 * list. Each is kept with the survey, so a survey comes first.
 */
export function RegisterScreen(_props: RouteComponentProps) {
  const surveyId = useAppSelector((state) => selectSurvey(state).surveyId);
  const headingRef = useScreenHeading();
  return (
    <div className="container">
      <h1 ref={headingRef} tabIndex={-1}>
        Keep watch on your credit cards
      </h1>
      <p>
        Card offers change. Tell us how to keep in touch and we’ll let you know when it’s worth looking again.
        It’s free.
      </p>
      {surveyId ? (
        <>
          <h2>How we keep in touch</h2>
          <FollowUpRegistrations surveyId={surveyId} />
          <p>
            <Link to={paths.cardOffers()}>Back to your offers</Link>
          </p>
        </>
      ) : (
        <p>
          We need your cards first, so we know what a better card means for you.{' '}
          <Link to={paths.cardSurvey()}>Tell us about your cards</Link>.
        </p>
      )}
    </div>
  );
}
