import * as React from 'react';
import { SavingsCheckScreen } from './savings-check-screen';

/** The savings check's screens, as routes of the /savings-accounts/ sub-app's router. */
export const savingsCheckRoutes = (
  <>
    <SavingsCheckScreen path="/check/" />
  </>
);
