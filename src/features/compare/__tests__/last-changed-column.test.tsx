import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { lastChangedColumn } from '../last-changed-column';
import type { RowIdentity } from '../table-config';

const row = (id: string, changedOn?: string): RowIdentity => ({
  id,
  name: id,
  providerId: '1',
  providerName: 'Bank',
  href: '/',
  providerHref: '/',
  ...(changedOn ? { changedOn } : {}),
});

describe('the Changed column', () => {
  const column = lastChangedColumn<RowIdentity>();

  it('sorts the most recently changed first, and products without a change last', () => {
    const rows = [row('old', '2022-05-23'), row('none'), row('new', '2026-11-26'), row('mid', '2024-08-12')];
    const sorted = [...rows].sort((a, b) => {
      const x = column.sortValue?.(a) ?? null;
      const y = column.sortValue?.(b) ?? null;
      if (x === null) return y === null ? 0 : 1;
      if (y === null) return -1;
      return (x as number) - (y as number);
    });
    expect(sorted.map((r) => r.id)).toEqual(['new', 'mid', 'old', 'none']);
    expect(column.sortValue?.(row('none'))).toBeNull();
  });

  it('shows the day short, with the full date in its time element', () => {
    render(<p>{column.render(row('x', '2024-08-12'))}</p>);
    expect(screen.getByText('12 Aug 2024')).toHaveAttribute('datetime', '2024-08-12');
  });

  it('says "No change recorded" to a screen reader where it shows a dash', () => {
    render(<p>{column.render(row('x'))}</p>);
    expect(screen.getByRole('paragraph')).toHaveTextContent('—No change recorded');
    expect(screen.getByText('No change recorded')).toHaveClass('visually-hidden');
  });
});
