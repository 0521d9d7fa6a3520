import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { initialSurveyState } from '../../survey/survey-slice';
import { RegisterScreen } from '../register-screen';
import { SURVEY_ID } from './journey-fixtures';

const server = setUpMswServer();

function renderRegister(surveyId: string | null) {
  return renderWithProviders(<RegisterScreen />, {
    preloadedState: { visit: startedVisit, survey: { ...initialSurveyState, surveyId } },
  });
}

describe('/credit-cards/register/', () => {
  it('offers the survey’s follow-ups and sends the one the visitor fills in', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/submitNudge/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ remind_on: '2026-05-01' });
      }),
    );
    renderRegister(SURVEY_ID);
    const visitor = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Keep watch on your credit cards');
    expect(screen.getByRole('region', { name: 'E-mail me when a card would save me money' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'My wish list' })).toBeVisible();

    const nudge = screen.getByRole('region', { name: 'Remind me later' });
    await visitor.click(within(nudge).getByRole('radio', { name: '180 days' }));
    await visitor.type(within(nudge).getByLabelText('E-mail address'), 'ada@example.com');
    await visitor.click(within(nudge).getByRole('button', { name: 'Remind me' }));
    expect(await within(nudge).findByRole('status')).toHaveTextContent('We’ll remind you on 1 May 2026.');
    expect(bodies).toEqual([{ survey_id: SURVEY_ID, email: 'ada@example.com', remind_in_days: 180 }]);
    expect(screen.getByRole('link', { name: 'Back to your offers' })).toHaveAttribute(
      'href',
      '/credit-cards/offers/',
    );
  });

  it('without a survey, asks for the cards first and shows no forms', () => {
    renderRegister(null);
    expect(screen.getByRole('link', { name: 'Tell us about your cards' })).toHaveAttribute(
      'href',
      '/credit-cards/survey/',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
