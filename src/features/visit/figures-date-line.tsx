import * as React from 'react';
import meta from '../../../data/meta.json';
import { FiguresDate } from '../../components/ui/figures-date';
import type { FiguresDates, FiguresPublisher } from '../../domain/figures-date';
import { useAppSelector } from '../../store/hooks';

/**
 * The day of the data this site was built with: said until /main/ answers with the server's, so a
 * reloaded screen shows its date at once and nothing moves when the answer comes (the two are the
 * same day unless the server's data was refreshed since the build).
 */
const BUILT_WITH: FiguresDates = { from: meta.snapshotDate, to: meta.snapshotDate };

/** The day the server's figures were published (from /main/), for a screen that shows them. */
export function FiguresDateLine({ publisher = 'banks' }: { publisher?: FiguresPublisher }) {
  const dates = useAppSelector((state) => state.visit.figuresDates);
  return <FiguresDate dates={dates ?? BUILT_WITH} publisher={publisher} />;
}
