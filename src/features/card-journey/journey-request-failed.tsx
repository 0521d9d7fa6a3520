import * as React from 'react';
import { CheckGone } from '../../components/ui/check-gone';
import { RequestFailed } from '../../components/ui/request-failed';
import { paths } from '../../config/paths';
import { useAppDispatch } from '../../store/hooks';
import { surveyGone } from '../survey/survey-slice';
import type { Resource } from '../../lib/use-api-resource';

/** The card check this browser may no longer open, with "Start a new check" (see CheckGone). */
export function CardCheckGone() {
  const dispatch = useAppDispatch();
  return (
    <CheckGone
      what="credit card check"
      startHref={paths.cardSurvey()}
      onStart={() => dispatch(surveyGone())}
    />
  );
}

/** A card-journey screen's failed request: a check that is gone offers a new one, anything else a retry. */
export function JourneyRequestFailed({
  request,
  fallback,
}: {
  request: Resource<unknown>;
  /** Said when the failure has no message of its own. */
  fallback: string;
}) {
  if (request.gone) return <CardCheckGone />;
  return <RequestFailed message={request.error ?? fallback} onRetry={request.reload} />;
}
