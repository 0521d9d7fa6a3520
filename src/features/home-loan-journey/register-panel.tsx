import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { formatCents } from '../../domain/format';
import { useHasMounted } from '../../components/forms/use-has-mounted';
import type { StoredRegistration } from './journey-state';
import { homeLoanPaths } from './home-loan-paths';
import { RateAlertsConfirmationNote, rateAlertsWaiting } from './rate-alerts-note';
import { registrationComplete, RegistrationFlow, useSurveyRegistration } from './registration-flow';
import './home-loan-journey.css';
import { useJourneySelector, useKeepHomeLoanJourneySaved } from './use-journey-selector';
import { useRememberedRegistration } from './use-remembered-registration';

const contactWords = { email: 'e-mail', phone: 'phone' } as const;
const timeWords = {
  morning: 'mornings',
  afternoon: 'afternoons',
  evening: 'evenings',
  any: 'any time',
} as const;

const Registered = React.forwardRef<
  HTMLHeadingElement,
  { registration: StoredRegistration; onChange(): void }
>(function Registered({ registration, onChange }, headingRef) {
  const preferences = registration.preferences ?? {};
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        You’re registered
      </h2>
      <RateAlertsConfirmationNote registration={registration} />
      <p>
        {rateAlertsWaiting(registration)
          ? `Then we’ll e-mail you when a loan would save you at least ${formatCents((preferences.alertThreshold ?? 1000) * 100, { wholeDollarsIfRound: true })} a year.`
          : preferences.rateAlerts
            ? `We’ll e-mail ${registration.email} when a loan would save you at least ${formatCents((preferences.alertThreshold ?? 1000) * 100, { wholeDollarsIfRound: true })} a year.`
            : `Rate alerts are off. We’ll only contact ${registration.email} about offers you choose.`}{' '}
        We’ll contact you by {contactWords[preferences.preferredContact ?? 'email']}
        {preferences.preferredContact === 'phone' && preferences.bestTime
          ? `, ${timeWords[preferences.bestTime]}`
          : ''}
        .
      </p>
      <p>
        <button type="button" className="button button--secondary" onClick={onChange}>
          Change how we keep in touch
        </button>{' '}
        <Link to={homeLoanPaths.offers()}>See your offers</Link>
      </p>
    </>
  );
});

/**
 * The registration on /home-loans/register/: for a visitor with a home-loan check in this browser,
 * the same form as the refinance journey's; without one, the way to start the check. The page is
 * static, so the panel fills in after the first render (the space is held for it).
 */
export function HomeLoanRegisterPanel() {
  const mounted = useHasMounted();
  useKeepHomeLoanJourneySaved();
  const surveyId = useJourneySelector((journey) => journey.surveyId);
  const registration = useSurveyRegistration(surveyId);
  const remembered = useRememberedRegistration(surveyId);
  const [changing, setChanging] = React.useState(false);
  const registered = mounted && Boolean(surveyId) && registrationComplete(registration) && !changing;
  const view =
    !mounted || remembered === 'checking'
      ? 'loading'
      : !surveyId
        ? 'start'
        : registered
          ? 'registered'
          : 'form';
  // Finishing the form replaces it: focus goes to what took its place (not on a page load).
  const registeredHeading = React.useRef<HTMLHeadingElement>(null);
  const previousView = React.useRef(view);
  React.useEffect(() => {
    if (previousView.current === 'form' && view === 'registered') registeredHeading.current?.focus();
    previousView.current = view;
  }, [view]);

  let body: React.ReactNode;
  if (view === 'loading') {
    body = <p role="status">Loading the registration form…</p>;
  } else if (!surveyId) {
    body = (
      <>
        <h2>Start with your loan</h2>
        <p>
          To watch your rate we need to know about your current loan first. It takes about two minutes, and
          you’ll see how your loan compares straight away.
        </p>
        <p>
          <Link to={homeLoanPaths.survey()} className="button">
            Start your home loan check
          </Link>
        </p>
      </>
    );
  } else if (registered && registration) {
    body = (
      <Registered ref={registeredHeading} registration={registration} onChange={() => setChanging(true)} />
    );
  } else {
    body = (
      <RegistrationFlow
        surveyId={surveyId}
        idPrefix="hl-register"
        startAt={changing && registration ? 'preferences' : undefined}
        focusOnMount={changing}
        onDone={() => setChanging(false)}
      />
    );
  }
  return (
    <section className="tile hl-register-panel" aria-label="Register for rate monitoring">
      {body}
    </section>
  );
}
