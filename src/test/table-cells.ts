import { within } from '@testing-library/react';

/** The text of each data cell of a table's body rows, row by row (the header row left out). */
export const bodyCellTexts = (table: HTMLElement): (string | null)[][] =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
