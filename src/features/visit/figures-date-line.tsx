import * as React from 'react';
import { FiguresDate } from '../../components/ui/figures-date';
import type { FiguresPublisher } from '../../domain/figures-date';
import { useAppSelector } from '../../store/hooks';

/** The day the server's figures were published (from /main/), for a screen that shows them. */
export function FiguresDateLine({ publisher = 'banks' }: { publisher?: FiguresPublisher }) {
  const dates = useAppSelector((state) => state.visit.figuresDates);
  return <FiguresDate dates={dates} publisher={publisher} />;
}
