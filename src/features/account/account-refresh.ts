/**
 * Keeping the account page current without a reload: a change made on the page, or the page
 * coming back into view (another tab, another device, an e-mailed link may have changed the
 * account), moves one counter, and each list that can change loads again quietly.
 */
import * as React from 'react';

export interface AccountRefresh {
  /** Moves on every change; 0 until the first. */
  version: number;
  /** Says the account has changed: the lists load again. */
  changed(): void;
}

const AccountRefreshContext = React.createContext<AccountRefresh>({ version: 0, changed: () => undefined });

export const AccountRefreshProvider = AccountRefreshContext.Provider;

/** The page's counter, moved by `changed` and whenever the page becomes visible again. */
export function useAccountRefreshState(doc: Document = document): AccountRefresh {
  const [version, setVersion] = React.useState(0);
  const changed = React.useCallback(() => setVersion((value) => value + 1), []);
  React.useEffect(() => {
    const onVisibility = () => {
      if (doc.visibilityState === 'visible') changed();
    };
    doc.addEventListener('visibilitychange', onVisibility);
    return () => doc.removeEventListener('visibilitychange', onVisibility);
  }, [doc, changed]);
  return React.useMemo(() => ({ version, changed }), [version, changed]);
}

export const useAccountChanged = () => React.useContext(AccountRefreshContext).changed;

/** Runs `refresh` each time the account changes (not on the first render: the list has just loaded). */
export function useRefreshOnAccountChange(refresh: () => void): void {
  const { version } = React.useContext(AccountRefreshContext);
  const latest = React.useRef(refresh);
  latest.current = refresh;
  React.useEffect(() => {
    if (version > 0) latest.current();
  }, [version]);
}
