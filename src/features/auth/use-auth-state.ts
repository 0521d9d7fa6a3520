import { useAppSelector } from '../../store/hooks';
import type { UserDetails } from './user-details';
import { MISSING_DETAIL_MESSAGE } from './user-details';

export type AuthView =
  | { kind: 'checking' }
  | { kind: 'signed-in'; user: UserDetails }
  | { kind: 'signed-out' }
  | { kind: 'error'; message: string };

/** What a screen needs to know about the visitor's sign-in, from the auth and visit slices. */
export function useAuthView(): AuthView {
  const auth = useAppSelector((state) => state.auth);
  const visit = useAppSelector((state) => state.visit);
  if (auth.status === 'succeeded')
    return auth.user ? { kind: 'signed-in', user: auth.user } : { kind: 'signed-out' };
  if (auth.status === 'failed') {
    // Spec 4: incomplete details mean signed out (the error is recorded and reported, not shown).
    if (auth.error === MISSING_DETAIL_MESSAGE) return { kind: 'signed-out' };
    return { kind: 'error', message: auth.error ?? 'We couldn’t check whether you are signed in.' };
  }
  if (auth.status === 'idle' && visit.status === 'failed' && visit.error && !visit.visitId) {
    return { kind: 'error', message: visit.error };
  }
  return { kind: 'checking' };
}

export function useVisitId(): string | null {
  return useAppSelector((state) => state.visit.visitId);
}
