import * as React from 'react';
import { loadJourneyApi } from './load-journey-api';
import type { SavedCards } from '../../api/card-journey-types';
import { useApiResource } from '../../lib/use-api-resource';

/**
 * The account's saved cards: loaded once, replaced by each change's answer, and loaded again
 * quietly (what is shown stays until the answer comes) each time `refreshSignal` moves while
 * `mayRefresh` holds, so a card being edited is never replaced under the visitor; a refresh that
 * started before a change's answer arrived is dropped.
 */
export function useSavedCards(visitId: string | null, refreshSignal: number, mayRefresh: boolean) {
  const [saved, setSaved] = React.useState<SavedCards | null>(null);
  const load = useApiResource<SavedCards>(
    () => loadJourneyApi().then((api) => api.postGetUserProducts(visitId)),
    [visitId],
  );
  const may = React.useRef(mayRefresh);
  may.current = mayRefresh;
  /** Counts the changes' answers: a refresh that started before one of them is out of date. */
  const replaced = React.useRef(0);
  const replace = React.useCallback((cards: SavedCards) => {
    replaced.current += 1;
    setSaved(cards);
  }, []);
  React.useEffect(() => {
    if (refreshSignal === 0 || !may.current) return;
    let current = true;
    const startedAfter = replaced.current;
    loadJourneyApi()
      .then((api) => api.postGetUserProducts(visitId))
      .then(
        (answer) => {
          if (current && may.current && replaced.current === startedAfter) setSaved(answer);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [refreshSignal, visitId]);
  const shown = saved ?? load.data;
  return { shown, latest: shown?.latestSurvey ?? load.data?.latestSurvey ?? null, load, setSaved: replace };
}
