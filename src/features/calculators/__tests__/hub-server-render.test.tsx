import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { BorrowingPowerCalculator } from '../borrowing-power-calculator';
import { CardPayoffCalculator } from '../card-payoff-calculator';
import { ExtraRepaymentsCalculator } from '../extra-repayments-calculator';
import { SavingsGoalCalculator } from '../savings-goal-calculator';
import { TermDepositCalculator } from '../term-deposit-calculator';
import { rate } from './hub-test-helpers';

const calculators: [string, React.ReactElement][] = [
  ['borrowing power', <BorrowingPowerCalculator key="a" typicalRate={rate(0.0659)} />],
  ['extra repayments', <ExtraRepaymentsCalculator key="b" typicalRate={rate(0.0659)} />],
  ['card payoff', <CardPayoffCalculator key="c" typicalRate={null} />],
  ['savings goal', <SavingsGoalCalculator key="d" typicalRate={rate(0.03)} />],
  ['term deposit', <TermDepositCalculator key="e" typicalRate={rate(0.0475)} />],
];

test.each(calculators)(
  'the %s calculator is in the server HTML, empty, and hydrates without changing it',
  (_name, element) => {
    const html = renderToString(element);
    expect(html).toContain('How we worked this out');
    expect(html).not.toMatch(/NaN|Infinity|undefined/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const served = container.innerHTML;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      hydrateRoot(container, element);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.innerHTML).toBe(served);
    container.remove();
  },
);
