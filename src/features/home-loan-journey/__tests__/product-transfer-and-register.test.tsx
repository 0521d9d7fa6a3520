import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signedInState, startedVisit } from '../../../test/state-fixtures';
import { initialHomeLoanJourneyState } from '../journey-state';
import { ProductTransferScreen } from '../product-transfer-screen';
import { HomeLoanRegisterPanel } from '../register-panel';
import {
  acceptAnswer,
  anzStayDetailsAnswer,
  anzStayOffer,
  codeSentAnswer,
  offersAnswer,
  registrationAnswer,
  registrationRequest,
  SURVEY_ID,
} from '../../../test/home-loan-answers';
import { journeyWithSurvey, verifiedRegistration } from './home-loan-fixtures';
import { answerApi, renderInJourney, setUpJourneyTests } from './journey-test-helpers';

setUpJourneyTests();

describe('asking the current lender (product transfer)', () => {
  it('says what rate to ask for and what it saves, then accepts with the registration already done', async () => {
    answerApi('/getHLOfferDetails/', anzStayDetailsAnswer);
    const accepts = answerApi('/acceptHLOffer/', acceptAnswer(anzStayOffer));
    renderInJourney(
      <ProductTransferScreen offerId="10004-HL00002:variable" />,
      journeyWithSurvey({ registration: { ...verifiedRegistration } }),
    );
    const ask = await screen.findByRole('region', { name: 'What to ask ANZ' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ask ANZ for a better rate');
    expect(within(ask).getByText(/^Ask for/)).toHaveTextContent(
      'Ask for 6.59% p.a.6.59% p.a. comparison rate*',
    );
    expect(ask).toHaveTextContent(
      'At that rate you would repay $3,540.38 a month, $32.68 less than now, and save $9,648.41 over the rest of your loan, after $160 in fees for the change.',
    );
    expect(document.getElementById('comparison-rate-warning')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept this offer' }));
    expect(await screen.findByText('HL-7QK2MX')).toBeInTheDocument();
    expect(accepts).toEqual([{ survey_id: SURVEY_ID, offer_id: '10004-HL00002:variable' }]);
    expect(screen.getByText('Call ANZ and ask to move to the rate above.')).toBeInTheDocument();
    // Staying needs no broker.
    expect(screen.queryByRole('button', { name: /refinance partner/ })).not.toBeInTheDocument();
  });

  it('takes the survey’s Stay offer when opened without one', async () => {
    const requests = answerApi('/getHLOffers/', offersAnswer);
    renderInJourney(<ProductTransferScreen />);
    expect(await screen.findByRole('region', { name: 'What to ask ANZ' })).toBeInTheDocument();
    expect(requests).toEqual([{ survey_id: SURVEY_ID, eligibility: { member_groups: [] } }]);
    // Not registered yet: the details form comes first, prefilled for a signed-in visitor elsewhere.
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
  });

  it('without a survey, asks for the loan first', () => {
    renderInJourney(<ProductTransferScreen offerId="10004-HL00002:variable" />, initialHomeLoanJourneyState);
    expect(screen.getByRole('link', { name: 'Start your home loan check' })).toBeInTheDocument();
  });
});

describe('the registration on /home-loans/register/', () => {
  it('without a survey, links to the start of the check', () => {
    renderWithProviders(<HomeLoanRegisterPanel />, { preloadedState: { visit: startedVisit } });
    expect(screen.getByRole('link', { name: 'Start your home loan check' })).toHaveAttribute(
      'href',
      '/home-loans/survey/',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('with a survey, shows the same form, prefilled for a signed-in visitor, and sends it', async () => {
    const registrations = answerApi('/submitHLRegistration/', codeSentAnswer);
    renderWithProviders(<HomeLoanRegisterPanel />, {
      preloadedState: { ...signedInState(), homeLoanJourney: journeyWithSurvey() },
    });
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    const visitor = userEvent.setup();
    await visitor.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await visitor.click(screen.getByRole('button', { name: 'Send my code' }));
    expect(await screen.findByLabelText('6-digit code')).toHaveFocus();
    expect(registrations).toEqual([registrationRequest]);
  });

  it('a registration confirmed in another tab is taken from the server: no new code is asked for', async () => {
    const asked = answerApi('/getHLRegistration/', {
      registration: {
        ...registrationAnswer,
        email_confirmed: true,
        preferences_saved: true,
        preferences: {
          rate_alerts: false,
          alert_threshold: 1000,
          preferred_contact: 'phone',
          best_time: 'afternoon',
        },
      },
    });
    renderInJourney(<HomeLoanRegisterPanel />);
    expect(await screen.findByRole('heading', { name: 'You’re registered' })).toBeInTheDocument();
    expect(asked).toEqual([{ survey_id: SURVEY_ID }]);
    expect(screen.getByText(/We’ll contact you by phone, afternoons\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my code' })).not.toBeInTheDocument();
  });

  it('once registered, says what we’ll send, and lets the preferences be changed', async () => {
    renderInJourney(
      <HomeLoanRegisterPanel />,
      journeyWithSurvey({ registration: { ...verifiedRegistration } }),
    );
    expect(screen.getByRole('heading', { name: 'You’re registered' })).toBeInTheDocument();
    expect(
      screen.getByText(/We’ll e-mail ada@example.com when a loan would save you at least \$1,000 a year\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Check your inbox/)).not.toBeInTheDocument();
    const change = userEvent.setup();
    await change.click(screen.getByRole('button', { name: 'Change how we keep in touch' }));
    const heading = screen.getByRole('heading', { name: 'How we keep in touch' });
    expect(heading).toHaveFocus();
    // The choice says how alerts go, and that a typed address is confirmed first.
    expect(screen.getByRole('group', { name: 'Rate alerts' })).toHaveAccessibleDescription(
      /Unless it’s your StaySmart account’s address, we’ll first e-mail you a link to confirm it\./,
    );
  });

  it('with rate alerts waiting for the address to be confirmed, says to use the link', () => {
    renderInJourney(
      <HomeLoanRegisterPanel />,
      journeyWithSurvey({ registration: { ...verifiedRegistration, emailConfirmed: false } }),
    );
    expect(screen.getByRole('heading', { name: 'You’re registered' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Check your inbox: click the link we sent to ada@example.com to start your rate alerts. The link works for 7 days.',
    );
    expect(
      screen.getByText(/Then we’ll e-mail you when a loan would save you at least \$1,000 a year\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We’ll e-mail ada@example.com when/)).not.toBeInTheDocument();
  });
});
