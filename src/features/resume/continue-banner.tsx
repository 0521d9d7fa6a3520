import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../store/hooks';
import type { ActiveEvent, ActiveEventKind } from './resume-api';

const JOURNEYS: Record<ActiveEventKind, { name: string; href: (id: string) => string }> = {
  credit_card: { name: 'credit card check', href: (id) => paths.cardOffersOf(id) },
  home_loan: { name: 'home loan check', href: (id) => paths.homeLoanCheckOf(id) },
};

function shortDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString('en-AU', { day: 'numeric', month: 'long' });
}

/**
 * "Continue where you left off": shown when this browser (or, signed in, this account) has a check
 * it touched in the last 7 days that it has not finished (/checkActiveEvent/). Nothing is shown
 * until the answer comes, and nothing when there is none or the call fails.
 */
export function ContinueBanner({ only }: { only?: ActiveEventKind }) {
  const visitReady = useAppSelector((state) => state.visit.status === 'succeeded');
  const [event, setEvent] = React.useState<ActiveEvent['event']>(null);

  React.useEffect(() => {
    if (!visitReady) return;
    let current = true;
    import('./resume-api')
      .then((api) => api.postCheckActiveEvent())
      .then((answer) => {
        if (current && answer.active && answer.event && (!only || answer.event.kind === only))
          setEvent(answer.event);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [visitReady, only]);

  const journey = event ? JOURNEYS[event.kind] : undefined;
  if (!event || !journey) return null;
  const when = shortDate(event.updatedAt);
  return (
    <aside className="notice continue-banner" aria-labelledby="continue-banner-title">
      <p>
        <strong id="continue-banner-title">Welcome back.</strong> You started a {journey.name}
        {when ? ` on ${when}` : ''}. <Link to={journey.href(event.id)}>Continue where you left off</Link>
      </p>
    </aside>
  );
}
