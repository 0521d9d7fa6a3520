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
        return HttpResponse.json({ remind_on: '2026-05-01', confirmation: 'email_sent' });
      }),
    );
    renderRegister(SURVEY_ID);
    const visitor = userEvent.setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Keep watch on your credit cards');
    expect(screen.getByRole('region', { name: 'E-mail me when a card would save me money' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'My wish list' })).toBeVisible();

    const nudge = screen.getByRole('region', { name: 'Remind me later' });
    const email = within(nudge).getByLabelText('E-mail address');
    expect(email).toHaveAccessibleDescription(
      'Unless it’s your StaySmart account’s address, we’ll first e-mail you a link to confirm it.',
    );
    await visitor.click(within(nudge).getByRole('radio', { name: '180 days' }));
    await visitor.type(email, 'ada@example.com');
    await visitor.click(within(nudge).getByRole('button', { name: 'Remind me' }));
    // A typed address is not set yet: the visitor is told to use the link, not that it is done.
    expect(await within(nudge).findByRole('status')).toHaveTextContent(
      'Check your inbox: click the link we sent to ada@example.com to start your reminder for 1 May 2026. The link works for 7 days.',
    );
    expect(within(nudge).queryByText(/We’ll remind you/)).not.toBeInTheDocument();
    expect(bodies).toEqual([{ survey_id: SURVEY_ID, email: 'ada@example.com', remind_in_days: 180 }]);
    expect(screen.getByRole('link', { name: 'Back to your offers' })).toHaveAttribute(
      'href',
      '/credit-cards/offers/',
    );
  });

  it('says the reminder is set when the address needs no confirming (the account’s own)', async () => {
    server.use(
      http.post(apiUrl('/submitNudge/'), () =>
        HttpResponse.json({ remind_on: '2026-05-01', confirmation: 'not_needed' }),
      ),
    );
    renderRegister(SURVEY_ID);
    const nudge = screen.getByRole('region', { name: 'Remind me later' });
    const visitor = userEvent.setup();
    await visitor.type(within(nudge).getByLabelText('E-mail address'), 'ada@example.com');
    await visitor.click(within(nudge).getByRole('button', { name: 'Remind me' }));
    expect(await within(nudge).findByRole('status')).toHaveTextContent('We’ll remind you on 1 May 2026.');
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
