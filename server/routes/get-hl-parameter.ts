import { HOME_LOAN_PARAMETERS } from '../config/home-loan';
import { defineRoute, EMPTY_BODY } from './define-route';

/** Home-loan defaults and the serviceability buffer (config/home-loan.ts). */
export const getHlParameterRoute = defineRoute<Record<string, never>, Record<string, never>, 'optional'>({
  path: '/getHLParameter/',
  session: 'optional',
  body: EMPTY_BODY,
  handler: () => ({
    amount: HOME_LOAN_PARAMETERS.amount,
    deposit: HOME_LOAN_PARAMETERS.deposit,
    purpose: HOME_LOAN_PARAMETERS.purpose,
    rate_buffer: HOME_LOAN_PARAMETERS.rateBuffer,
  }),
});
