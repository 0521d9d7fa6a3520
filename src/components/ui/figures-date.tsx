import * as React from 'react';
import { type FiguresDates, type FiguresPublisher, figuresPublishedText } from '../../domain/figures-date';

/**
 * The day the figures on a screen were published, said once under its heading: "Figures as
 * published by the banks on 12 August 2024." Nothing until the day is known.
 */
export function FiguresDate({
  dates,
  publisher = 'banks',
}: {
  dates: FiguresDates | null | undefined;
  publisher?: FiguresPublisher;
}) {
  if (!dates) return null;
  return <p className="legal figures-date">{figuresPublishedText(dates, publisher)}.</p>;
}
