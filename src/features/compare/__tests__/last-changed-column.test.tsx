import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { lastChangedColumn } from '../last-changed-column';
import type { RowIdentity, SortDirection, TableConfig } from '../table-config';
import { sortDescription, visibleRows } from '../table-model';

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

  it('sorts by the day of the change, a first tap the most recent first, and says so', () => {
    const rows = [row('old', '2022-05-23'), row('none'), row('new', '2026-11-26'), row('mid', '2024-08-12')];
    const config: TableConfig<RowIdentity, RowIdentity> = {
      caption: 'Products',
      filters: [],
      project: (source) => source,
      columns: [column],
      defaultSort: { key: 'changed', direction: 'ascending' },
      pageSize: 25,
    };
    const sortedBy = (direction: SortDirection) =>
      visibleRows(config, rows, {}, { key: 'changed', direction }).map((r) => r.id);
    expect(sortedBy('ascending')).toEqual(['old', 'mid', 'new', 'none']);
    expect(sortedBy('descending')).toEqual(['new', 'mid', 'old', 'none']);
    expect(column.firstSort).toBe('descending');
    expect(sortDescription(column, 'descending')).toBe('sorted by date of the last change, newest first');
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
