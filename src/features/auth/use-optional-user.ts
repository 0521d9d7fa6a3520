import * as React from 'react';
import { ReactReduxContext } from 'react-redux';
import type { AuthState } from './auth-slice';

type AuthView = Pick<AuthState, 'user' | 'status'> | null;

const noSubscription = () => () => undefined;
const nothing = () => null;

/**
 * The auth state for shared layout parts (the header), which also render where there is no store
 * (component tests of pages): then it is null, and nothing subscribes.
 */
export function useOptionalAuth(): AuthView {
  const context = React.useContext(ReactReduxContext);
  const store = context?.store ?? null;
  const subscribe = React.useMemo(() => (store ? store.subscribe : noSubscription), [store]);
  const read = React.useCallback((): AuthView => {
    if (!store) return null;
    const auth = (store.getState() as { auth?: AuthState }).auth;
    return auth ? { user: auth.user, status: auth.status } : null;
  }, [store]);
  // Selecting the same objects keeps the snapshot stable between store updates that don't touch auth.
  const user = React.useSyncExternalStore(subscribe, () => read()?.user ?? null, nothing);
  const status = React.useSyncExternalStore(subscribe, () => read()?.status ?? null, nothing);
  return status === null ? null : { user, status };
}
