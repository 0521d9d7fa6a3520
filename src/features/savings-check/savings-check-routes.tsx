import * as React from 'react';
import { SavingsCheckScreen } from './savings-check-screen';
import { TermDepositCheckScreen } from './term-deposit-check-screen';

/** The savings and term-deposit checks' screens, as routes of the /savings-accounts/ sub-app's router. */
export const savingsCheckRoutes = (
  <>
    <SavingsCheckScreen path="/check/" />
    <TermDepositCheckScreen path="/check/term-deposit/" />
  </>
);
