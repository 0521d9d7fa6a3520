import { getHlParameter } from '../../src/api/home-loan-survey';
import { HOME_LOAN_PARAMETERS } from '../config/home-loan';
import { defineContractRoute } from './define-route';

/** Home-loan defaults and the serviceability buffer (config/home-loan.ts). */
export const getHlParameterRoute = defineContractRoute(getHlParameter, {
  session: 'optional',
  handler: () => ({
    amount: HOME_LOAN_PARAMETERS.amount,
    deposit: HOME_LOAN_PARAMETERS.deposit,
    purpose: HOME_LOAN_PARAMETERS.purpose,
    rate_buffer: HOME_LOAN_PARAMETERS.rateBuffer,
  }),
});
