import type { RootState } from '../store/root-reducer';
import type { UserDetails } from '../features/auth/user-details';
import { initialVisitState } from '../features/visit/visit-slice';

/** A visit that has started (visit id known), as most screens see it. */
export const startedVisit: RootState['visit'] = {
  ...initialVisitState,
  visitId: 'visit-1',
  dcId: 'dc-1',
  status: 'succeeded',
  resumed: false,
  figuresDates: { from: '2024-08-12', to: '2024-08-12' },
};

export const ada: UserDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  mobileNumber: '+61412345678',
};

export function signedInState(user: UserDetails = ada): Partial<RootState> {
  return { visit: startedVisit, auth: { user, status: 'succeeded', error: null } };
}

export const signedOutState: Partial<RootState> = {
  visit: startedVisit,
  auth: { user: null, status: 'succeeded', error: null },
};
