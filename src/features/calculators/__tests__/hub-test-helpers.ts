import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { TypicalRate } from '../../../domain/finance/typical-rate';

export type User = ReturnType<typeof userEvent.setup>;

/** A figure of the calculator whose heading is `heading`, as shown. */
export function figure(heading: string, label: string): string {
  const region = screen.getByRole('region', { name: heading });
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

/** A line of the working ("How we worked this out"), by its label. */
export function workingLine(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

export async function typeInto(user: User, label: string, text: string): Promise<void> {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text !== '') await user.type(input, text);
}

export function rate(value: number, of = 'test rates'): TypicalRate {
  return { rate: value, count: 101, of, asOf: '2024-08-12' };
}
