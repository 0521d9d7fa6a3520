import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { paths } from '../../config/paths';
import { whenIdle } from '../../lib/idle';
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
 * it touched in the last 7 days that it has not finished (/checkActiveEvent/, which knows the
 * browser by its cookie before the page has started a visit). It asks in the first idle moment
 * after the page is ready, so a returning visitor who types the address sees it at once, without
 * waiting for the page's client to start. Its place is kept in the page whether or not it shows
 * (`.continue-slot`), so its arrival moves nothing; nothing shows when there is no check or the
 * call fails.
 */
export function ContinueBanner({ only }: { only?: ActiveEventKind }) {
  const [event, setEvent] = React.useState<ActiveEvent['event']>(null);

  React.useEffect(() => {
    let current = true;
    whenIdle(() => {
      if (!current) return;
      import('./resume-api')
        .then((api) => api.postCheckActiveEvent())
        .then((answer) => {
          if (current && answer.active && answer.event && (!only || answer.event.kind === only))
            setEvent(answer.event);
        })
        .catch(() => undefined);
    });
    return () => {
      current = false;
    };
  }, [only]);

  const journey = event ? JOURNEYS[event.kind] : undefined;
  const when = event ? shortDate(event.updatedAt) : null;
  return (
    <div className="continue-slot">
      {event && journey ? (
        <aside className="notice continue-banner" aria-labelledby="continue-banner-title">
          <p>
            <strong id="continue-banner-title">Welcome back.</strong> You started a {journey.name}
            {when ? ` on ${when}` : ''}. <Link to={journey.href(event.id)}>Continue where you left off</Link>
          </p>
        </aside>
      ) : null}
    </div>
  );
}
