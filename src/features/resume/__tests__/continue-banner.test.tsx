import * as React from 'react';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { initialVisitState } from '../../visit/visit-slice';
import { ContinueBanner } from '../continue-banner';

const server = setUpMswServer();
const SURVEY_ID = '3f2b8c1e-7a4d-4e9b-9c2a-1b2c3d4e5f60';

function activeEvent(kind: string | null) {
  let calls = 0;
  server.use(
    http.post(apiUrl('/checkActiveEvent/'), () => {
      calls += 1;
      return HttpResponse.json(
        kind
          ? {
              active: true,
              event: { id: SURVEY_ID, kind, started_at: null, updated_at: '2026-11-24T03:00:00.000Z' },
            }
          : { active: false, event: null },
      );
    }),
  );
  return () => calls;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('continue where you left off', () => {
  it.each([
    ['credit_card', undefined, 'credit card check', `/credit-cards/offers/?survey=${SURVEY_ID}`],
    ['home_loan', undefined, 'home loan check', `/home-loans/deal-vs-market/?survey=${SURVEY_ID}`],
    ['home_loan', 'home_loan' as const, 'home loan check', `/home-loans/deal-vs-market/?survey=${SURVEY_ID}`],
  ])('offers to continue a %s check (shown for %s)', async (kind, only, name, href) => {
    activeEvent(kind);
    renderWithProviders(<ContinueBanner only={only} />, { preloadedState: { visit: startedVisit } });
    expect(await screen.findByText(new RegExp(`You started a ${name} on 24 November`))).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Welcome back.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute('href', href);
  });

  it.each([
    ['no check in progress', null, undefined],
    ['a check of the other kind', 'home_loan', 'credit_card' as const],
  ])('shows nothing for %s, in the place kept for it', async (_what, kind, only) => {
    const calls = activeEvent(kind);
    const { container } = renderWithProviders(<ContinueBanner only={only} />, {
      preloadedState: { visit: startedVisit },
    });
    await settle();
    expect(calls()).toBe(1);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(container.querySelector('.continue-slot')).toBeEmptyDOMElement();
  });

  it('asks at once on a page whose client has not started yet (a returning visitor typing the address)', async () => {
    const calls = activeEvent('credit_card');
    renderWithProviders(<ContinueBanner />, {
      preloadedState: { visit: { ...initialVisitState, status: 'idle' } },
    });
    expect(await screen.findByRole('link', { name: 'Continue where you left off' })).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('keeps its place before the answer, so its arrival moves nothing', () => {
    activeEvent('credit_card');
    const { container } = renderWithProviders(<ContinueBanner />);
    expect(container.firstElementChild).toHaveClass('continue-slot');
  });
});
