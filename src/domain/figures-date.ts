/**
 * The day the figures a screen or message shows were published: the data's own date (the snapshot,
 * or the first and last days its products were fetched), never the day they are read. Shared by
 * the journey screens and the server's messages so that both say it in the same words.
 */
import { formatIsoDate } from './format';

/** The first and last day the figures were fetched from the banks (the same day for one snapshot). */
export interface FiguresDates {
  from: string;
  to: string;
}

/** Who published the figures: card issuers and deposit takers are banks, home-loan lenders not all. */
export type FiguresPublisher = 'banks' | 'lenders';

/** `Figures as published by the banks on 12 August 2024` (no full stop: the caller ends the sentence). */
export function figuresPublishedText(dates: FiguresDates, publisher: FiguresPublisher = 'banks'): string {
  const from = formatIsoDate(dates.from);
  const to = formatIsoDate(dates.to);
  const when = from === to ? `on ${to}` : `between ${from} and ${to}`;
  return `Figures as published by the ${publisher} ${when}`;
}

/** The data's dates from its snapshot day and, when known, the days its products were fetched. */
export function figuresDatesOf(snapshotDate: string, fetchedBetween: FiguresDates | null): FiguresDates {
  return fetchedBetween ?? { from: snapshotDate, to: snapshotDate };
}
