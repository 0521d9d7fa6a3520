/**
 * The day the server's figures were published, for the /main/ answer and every message that shows a
 * figure: from the reference data the server runs with, never the day the message is written.
 */
import {
  type FiguresDates,
  type FiguresPublisher,
  figuresDatesOf,
  figuresPublishedText,
} from '../../src/domain/figures-date';
import type { ReferenceData } from '../data/reference-data';

export function figuresDates(data: Pick<ReferenceData, 'snapshotDate' | 'fetchedBetween'>): FiguresDates {
  return figuresDatesOf(data.snapshotDate, data.fetchedBetween);
}

/** A message's line: `Figures as published by the banks on 12 August 2024.` */
export function figuresDateLine(dates: FiguresDates, publisher: FiguresPublisher = 'banks'): string {
  return `${figuresPublishedText(dates, publisher)}.`;
}
