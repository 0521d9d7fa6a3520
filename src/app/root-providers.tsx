import * as React from 'react';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from '../store/root-reducer';

/** Calls `onCommit` once React has committed what sits beside it. Renders nothing. */
function Committed({ onCommit }: { onCommit: () => void }) {
  React.useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * What wrapRootElement renders around every page: the store (the header's parts come from
 * ./header-parts.tsx; pages stay light: nothing else).
 *
 * The page sits in a Suspense boundary, which nothing ever suspends. It is there for hydration:
 * React hydrates the inside of a boundary in slices of a few milliseconds, yielding to the
 * browser between them, instead of in one long task that blocks taps and scrolling (Total
 * Blocking Time on a phone). A tap on a part not yet hydrated makes React hydrate that part at
 * once and then deliver the tap. `onContentCommitted` is told when the whole page is hydrated.
 * `hydrationState` is the state the page is hydrated with (react-redux's `serverState`).
 */
export function RootProviders({
  store,
  hydrationState,
  onContentCommitted,
  children,
}: {
  store: AppStore;
  hydrationState?: RootState;
  onContentCommitted?: () => void;
  children: React.ReactNode;
}) {
  return (
    <Provider store={store} serverState={hydrationState}>
      <React.Suspense fallback={null}>
        {children}
        {onContentCommitted ? <Committed onCommit={onContentCommitted} /> : null}
      </React.Suspense>
    </Provider>
  );
}
