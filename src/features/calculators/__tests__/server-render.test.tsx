import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { LoanRepaymentCalculator } from '../loan-repayment-calculator';
import { DepositEarningsCalculator } from '../deposit-earnings-calculator';
import { SavingsEarningsCalculator } from '../savings-earnings-calculator';
import { NO_FEES } from '../loan-figures';

const calculators: [string, React.ReactElement, string][] = [
  [
    'loan',
    <LoanRepaymentCalculator
      key="loan"
      rates={[{ key: 'only', label: '6.00% p.a.', rate: 0.06, interestOnly: false }]}
      amount={{ initial: 300_000, min: 10_000, max: 5_000_000 }}
      termYears={{ options: [30], initial: 30 }}
      fees={NO_FEES}
    />,
    '$1,798.65',
  ],
  [
    'deposit',
    <DepositEarningsCalculator
      key="deposit"
      rates={[
        {
          termMonths: 12,
          termDays: 365,
          termUnit: 'months',
          rate: 0.05,
          minAmount: null,
          maxAmount: null,
          interestPayment: 'maturity',
        },
      ]}
      minDeposit={null}
      maxDeposit={null}
    />,
    '$2,500.00',
  ],
  [
    'savings',
    <SavingsEarningsCalculator
      key="savings"
      account={{
        baseRate: 0.01,
        bonusRate: 0.04,
        maxRateBalanceCap: null,
        introductoryMonths: null,
        bonusConditions: [{ kind: 'other', amount: null, summary: 'Grow the balance each month' }],
      }}
    />,
    // The base rate only until the saver says they meet the bonus conditions.
    '$502.31',
  ],
];

test.each(calculators)(
  'the %s calculator has its figures in the server HTML and hydrates without changing it',
  (_name, element, figure) => {
    const html = renderToString(element);
    expect(html).toContain(figure);
    expect(html).not.toMatch(/NaN|Infinity/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    // The DOM's own serialisation, to compare like with like after hydrating.
    const served = container.innerHTML;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      hydrateRoot(container, element);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Nothing is added or moved once the page is interactive.
    expect(container.innerHTML).toBe(served);
    container.remove();
  },
);
