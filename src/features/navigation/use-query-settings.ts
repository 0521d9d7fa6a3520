import * as React from 'react';
import { syncCanonicalLink } from './canonical-link';
import {
  readQuerySettings,
  initialQueryValues,
  writeQuerySettings,
  type QuerySettings,
} from './query-settings';

/** Puts `search` in the address in place: no history entry, no navigation, no scroll. */
function sameValues<V>(a: V, b: V): boolean {
  const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
  return [...keys].every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

function replaceSearch(search: string): void {
  const { pathname, hash, search: current } = window.location;
  if (search === current) return;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  syncCanonicalLink();
}

/**
 * A page's settings (sort, filters, ...) held in its address (query-settings.ts), for views that
 * a reload or a shared link must show again: the category tables, the card offers.
 *
 * The first render, on the server and while hydrating, uses the initial values, so the static
 * HTML is the default view; once mounted the address is read, its unknown values dropped from it,
 * and the view follows. Each change then rewrites the address in place
 * (`history.replaceState`): Back still leaves the page rather than stepping through filters.
 *
 * `settings` must keep its identity between renders (a module constant or `useMemo`).
 */
export function useQuerySettings<V>(settings: QuerySettings<V>): [V, (change: Partial<V>) => void] {
  const [values, setValues] = React.useState<V>(() => initialQueryValues(settings));
  const latest = React.useRef(values);

  React.useEffect(() => {
    const read = readQuerySettings(settings, window.location.search);
    replaceSearch(read.search);
    // An address without settings (the page as built) changes nothing: no second render of what
    // was just hydrated.
    if (sameValues(read.values, latest.current)) return;
    latest.current = read.values;
    setValues(read.values);
  }, [settings]);

  const change = React.useCallback(
    (update: Partial<V>) => {
      const next = { ...latest.current, ...update };
      latest.current = next;
      replaceSearch(writeQuerySettings(settings, next, window.location.search));
      setValues(next);
    },
    [settings],
  );

  return [values, change];
}
