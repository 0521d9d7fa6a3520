import * as React from 'react';
import { useAppDispatch } from '../../store/hooks';
import { registrationVerified } from './home-loan-slice';
import { loadHomeLoanApi } from './load-home-loan-api';
import { useSurveyRegistration } from './registration-flow';

/**
 * The survey's registration as the server remembers it: a tab that holds none (its contact details
 * stay in the tab that confirmed them) asks once (/getHLRegistration/), and a registration this
 * browser session confirmed is kept as if confirmed here, so a new tab needs no new code. `checking`
 * until the answer comes, so the form asking for a code is not shown meanwhile; a failed answer
 * leaves the form to confirm the number again.
 */
export function useRememberedRegistration(surveyId: string | null): 'checking' | 'done' {
  const dispatch = useAppDispatch();
  const registration = useSurveyRegistration(surveyId);
  const [askedFor, setAskedFor] = React.useState<string | null>(null);
  const needed = surveyId !== null && registration === null && askedFor !== surveyId;

  React.useEffect(() => {
    if (!needed || surveyId === null) return undefined;
    let current = true;
    loadHomeLoanApi()
      .then((api) => api.postRememberedRegistration(surveyId))
      .then(({ registration: remembered }) => {
        if (current && remembered?.verifiedAt) {
          dispatch(
            registrationVerified({
              ...remembered,
              surveyId,
              preferencesSaved: remembered.preferencesSaved === true,
            }),
          );
        }
      })
      .catch(() => undefined)
      .finally(() => {
        if (current) setAskedFor(surveyId);
      });
    return () => {
      current = false;
    };
  }, [needed, surveyId, dispatch]);

  return needed ? 'checking' : 'done';
}
