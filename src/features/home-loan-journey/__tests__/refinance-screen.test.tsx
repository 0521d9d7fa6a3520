import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeBase64 } from '../../../lib/base64';
import { pendingActions } from '../../tracking/track';
import { selectHomeLoanJourney } from '../home-loan-slice';
import { initialHomeLoanJourneyState, type HomeLoanJourneyState } from '../journey-state';
import { RefinanceScreen } from '../refinance-screen';
import {
  acceptAnswer,
  codeSentAnswer,
  storedLoanSnake,
  EXAMPLE_BROKER,
  mutualDetailsAnswer,
  mutualOffer,
  registrationAnswer,
  registrationRequest,
  SURVEY_ID,
} from '../../../test/home-loan-answers';
import { journeyWithSurvey, verifiedRegistration } from './home-loan-fixtures';
import { answerApi, json, renderInJourney, respondTo, setUpJourneyTests } from './journey-test-helpers';

setUpJourneyTests();
const OFFER_ID = '10095-HL00013:variable';

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => open.mockRestore());

const renderRefinance = (journey?: HomeLoanJourneyState) =>
  renderInJourney(<RefinanceScreen offerId={OFFER_ID} />, journey);

/** A journey whose registration is done and whose offer is accepted, at the confirmation. */
function acceptedJourney(useProviderLanding = true) {
  const answer = acceptAnswer(mutualOffer, useProviderLanding);
  return journeyWithSurvey({
    registration: { ...verifiedRegistration },
    accepted: {
      [OFFER_ID]: {
        reference: answer.reference,
        confirmation: answer.confirmation,
        providerName: answer.provider_name,
        nextSteps: answer.next_steps,
        offer: {
          offerId: OFFER_ID,
          offerType: 'Switch',
          productId: '10095-HL00013',
          productName: 'Owner Occupied Budget Home Loan',
          providerId: '10095',
          providerName: 'The Mutual Bank',
          rate: 0.0569,
          rateType: 'variable',
          fixedMonths: null,
          comparisonRate: 0.0589,
          revertRate: null,
          monthlyRepaymentCents: 325253,
          monthlySavingCents: 32053,
          totalSavingCents: 9566411,
          switchingCostsCents: 50000,
          cashBackCents: 0,
          breakEvenMonth: 2,
          reasons: [],
          features: { offset: false, redraw: true, extraRepayments: true },
          refinanceAvailable: true,
        },
        refinance: {
          available: true,
          providerId: '10095',
          providerName: 'The Mutual Bank',
          useProviderLanding,
          partner: { legalName: 'Example Broking Pty Ltd', creditLicence: '123456' },
        },
      },
    },
  });
}

/** /useFinspoWebhook/'s answer: the partner was asked to call in the afternoon, and the copy texted. */
function referralAnswer(referralId: string, confirmation: 'email' | 'sms' | null = 'sms') {
  return {
    ok: true,
    referral_id: referralId,
    partner: EXAMPLE_BROKER,
    contact: {
      method: 'phone',
      best_time: 'afternoon',
      email: 'ada@example.com',
      mobile_number: '04•• ••• 678',
    },
    confirmation,
  };
}

/** What the journey keeps of referralAnswer's hand-over. */
const askedToCallInTheAfternoon = {
  broker: { legalName: 'Example Broking Pty Ltd', creditLicence: '123456' },
  method: 'phone',
  bestTime: 'afternoon',
  mobileNumber: '04•• ••• 678',
  confirmation: 'sms',
};

describe('refinancing to a chosen loan', () => {
  it('registers in place (wrong code, then the right one), takes preferences and accepts the offer', async () => {
    const details = respondTo('/getHLOfferDetails/', () => json(mutualDetailsAnswer));
    const registrations = respondTo('/submitHLRegistration/', () => json(codeSentAnswer));
    const codes = respondTo('/verifyOtpHL/', (body) =>
      body.code === '123456'
        ? json({ verified: true, registration: registrationAnswer })
        : json(
            { error: { code: 'INVALID_CODE', message: 'That code is not right. You have 4 tries left.' } },
            { status: 400 },
          ),
    );
    const preferences = respondTo('/updateHLSurveyRegistrations/', (body) =>
      json({
        ok: true,
        // Rate alerts on, to an address the mobile code did not prove: a link went to it.
        confirmation: 'email_sent',
        registration: {
          ...registrationAnswer,
          email_confirmed: false,
          preferences: {
            rate_alerts: body.rate_alerts,
            alert_threshold: body.alert_threshold,
            preferred_contact: body.preferred_contact,
            best_time: body.best_time,
          },
        },
      }),
    );
    const accepts = respondTo('/acceptHLOffer/', () => json(acceptAnswer(mutualOffer)));
    const { store } = renderRefinance();
    const visitor = userEvent.setup();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Switch to The Mutual Bank Owner Occupied Budget Home Loan',
      }),
    ).toBeInTheDocument();
    expect(details).toEqual([{ survey_id: SURVEY_ID, offer_id: OFFER_ID }]);

    // Details, with the consent box required.
    // Nothing confirmed in another tab (the server remembers none): the details form.
    await visitor.type(await screen.findByLabelText('First name'), 'Ada');
    await visitor.type(screen.getByLabelText('Last name'), 'Lovelace');
    await visitor.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await visitor.type(screen.getByLabelText(/^Mobile number/), '0412 345 678');
    await visitor.click(screen.getByRole('button', { name: 'Send my code' }));
    const consent = screen.getByRole('checkbox', { name: /I agree that StaySmart may contact me/ });
    expect(consent).toHaveFocus();
    expect(consent).toHaveAccessibleDescription('Tick the box so we can contact you about your home loan.');
    expect(registrations).toEqual([]);
    await visitor.click(consent);
    await visitor.click(screen.getByRole('button', { name: 'Send my code' }));

    // The code step: one field that phones fill from the SMS.
    const code = await screen.findByLabelText('6-digit code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription(/04•• ••• 678 ?\. It expires in 10 minutes\./);
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    expect(registrations).toEqual([registrationRequest]);

    await visitor.type(code, '111111');
    await visitor.click(screen.getByRole('button', { name: 'Confirm my number' }));
    const wrong = await screen.findByText('That code is not right. You have 4 tries left.');
    expect(wrong.closest('[role="alert"]')).not.toBeNull();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('That code is not right.'));
    expect(selectHomeLoanJourney(store.getState()).registration).toBeNull();
    await visitor.clear(code);
    await visitor.type(code, '123 456');
    await visitor.click(screen.getByRole('button', { name: 'Confirm my number' }));

    // Preferences.
    const prefsHeading = await screen.findByRole('heading', { name: 'How we keep in touch' });
    expect(prefsHeading).toHaveFocus();
    expect(codes.map((body) => body.code)).toEqual(['111111', '123456']);
    // Alerts stay off until the visitor turns them on.
    expect(screen.getByRole('radio', { name: 'No thanks' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: '$2,000 a year' })).not.toBeInTheDocument();
    await visitor.click(screen.getByRole('radio', { name: 'Yes, tell me when a loan would save me money' }));
    await visitor.click(screen.getByRole('radio', { name: '$2,000 a year' }));
    await visitor.click(screen.getByRole('radio', { name: 'Phone' }));
    await visitor.click(screen.getByRole('radio', { name: 'Evening' }));
    await visitor.click(screen.getByRole('button', { name: 'Save and continue' }));

    // Accept.
    const acceptHeading = await screen.findByRole('heading', { name: 'Check and accept' });
    expect(acceptHeading).toHaveFocus();
    expect(preferences).toEqual([
      {
        survey_id: SURVEY_ID,
        rate_alerts: true,
        alert_threshold: 2000,
        preferred_contact: 'phone',
        best_time: 'evening',
      },
    ]);
    expect(screen.getByText('Your details').nextElementSibling).toHaveTextContent(
      'Ada Lovelace, ada@example.com',
    );
    expect(screen.getByText('How you’d like to be contacted').nextElementSibling).toHaveTextContent(
      'By phone, in the evening',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Check your inbox: click the link we sent to ada@example.com to start your rate alerts. The link works for 7 days.',
    );
    await visitor.click(screen.getByRole('button', { name: 'Accept this offer' }));

    const done = await screen.findByRole('heading', {
      name: 'You’ve accepted The Mutual Bank Owner Occupied Budget Home Loan',
    });
    expect(done).toHaveFocus();
    expect(accepts).toEqual([{ survey_id: SURVEY_ID, offer_id: OFFER_ID }]);
    expect(screen.getByText('HL-7QK2MX')).toBeInTheDocument();
    // Not signed in: the reference goes by text to the mobile number the code confirmed.
    expect(screen.getByText('We’ve texted your reference to 0412 345 678.')).toBeInTheDocument();
    expect(screen.getByText(/arranges the discharge of your current loan/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue with our refinance partner/ })).toBeInTheDocument();
    expect(selectHomeLoanJourney(store.getState()).accepted[OFFER_ID]?.reference).toBe('HL-7QK2MX');
    expect(pendingActions().map((action) => action.action)).toContain('otp-verified');
  }, 20_000);

  it('asks for the visitor’s consent before anything goes to the partner', async () => {
    const referrals = respondTo('/useFinspoWebhook/', () => json(referralAnswer('ref-41')));
    renderRefinance(acceptedJourney(true));
    const visitor = userEvent.setup();
    await visitor.click(screen.getByRole('button', { name: /Continue with our refinance partner/ }));
    const consent = screen.getByRole('checkbox', { name: /I agree to StaySmart passing my name/ });
    expect(consent).toHaveFocus();
    // The broker is named, with its credit licence, in what the visitor agrees to.
    expect(consent).toHaveAccessibleName(
      'I agree to StaySmart passing my name, e-mail address, mobile number, how I’d like to be contacted ' +
        'and the loan I chose to Example Broking Pty Ltd (Australian credit licence 123456), our refinance ' +
        'partner, so it can contact me about this loan.',
    );
    expect(consent).toHaveAccessibleDescription(
      'Tick the box to agree before we pass your details to our partner.',
    );
    expect(referrals).toEqual([]);
    expect(open).not.toHaveBeenCalled();
    await visitor.click(consent);
    expect(consent).not.toHaveAccessibleDescription();
    await visitor.click(screen.getByRole('button', { name: /Continue with our refinance partner/ }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(referrals).toHaveLength(1);
  });

  it('sends the referral to the partner first, then opens the partner’s page in a new tab', async () => {
    const referrals = respondTo('/useFinspoWebhook/', () => json(referralAnswer('ref-42')));
    renderRefinance(acceptedJourney(true));
    const visitor = userEvent.setup();
    expect(screen.getByText('HL-7QK2MX')).toBeInTheDocument();
    await visitor.click(screen.getByRole('checkbox', { name: /I agree to StaySmart passing my name/ }));
    await visitor.click(screen.getByRole('button', { name: /Continue with our refinance partner/ }));

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(referrals).toEqual([
      {
        survey_id: SURVEY_ID,
        consent: true,
        savings: { total_saving_cents: 9566411, monthly_saving_cents: 32053, break_even_month: 2 },
        offer: {
          offer_id: OFFER_ID,
          provider_id: '10095',
          provider_name: 'The Mutual Bank',
          rate: 0.0569,
          rate_type: 'variable',
          fixed_months: null,
        },
        current_situation: storedLoanSnake,
      },
    ]);
    const [url, target, features] = open.mock.calls[0] as [string, string, string];
    expect(target).toBe('_blank');
    expect(features).toBe('noopener');
    const address = new URL(url, 'https://www.staysmart.com.au');
    expect(address.pathname).toBe('/refinance-redirect/index.html');
    expect(decodeBase64(address.searchParams.get('webpage') ?? '')).toBe(
      'https://www.finspo.com.au/refinance/lender',
    );
    expect(address.searchParams.get('providerName')).toBe('The Mutual Bank');
    expect(address.searchParams.get('providerId')).toBeNull();
    // The browser gave no window back (a blocked tab looks the same): a link opens it instead.
    expect(screen.getByRole('link', { name: /open our partner’s page/ })).toHaveAttribute('href', url);
  });

  it('names the lender by id on the general landing page when the lender landing is not used', async () => {
    respondTo('/useFinspoWebhook/', () => json(referralAnswer('ref-43')));
    renderRefinance(acceptedJourney(false));
    const visitor = userEvent.setup();
    await visitor.click(screen.getByRole('checkbox', { name: /I agree to StaySmart passing my name/ }));
    await visitor.click(screen.getByRole('button', { name: /Continue with our refinance partner/ }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const address = new URL(open.mock.calls[0]?.[0] as string, 'https://www.staysmart.com.au');
    expect(decodeBase64(address.searchParams.get('webpage') ?? '')).toBe(
      'https://www.finspo.com.au/refinance',
    );
    expect(address.searchParams.get('providerId')).toBe('10095');
    expect(address.searchParams.get('providerName')).toBeNull();
  });

  it('on a failed referral shows the exact message with a retry, opens nothing and keeps everything', async () => {
    const referrals = respondTo('/useFinspoWebhook/', () =>
      json(
        {
          error: {
            code: 'PARTNER_UNAVAILABLE',
            message: 'An error occurred when fetching the Finspo redirect URL',
          },
        },
        { status: 502 },
      ),
    );
    const { store } = renderRefinance(acceptedJourney(true));
    const visitor = userEvent.setup();
    await visitor.click(screen.getByRole('checkbox', { name: /I agree to StaySmart passing my name/ }));
    await visitor.click(screen.getByRole('button', { name: /Continue with our refinance partner/ }));
    const alert = await screen.findByText('An error occurred when fetching the Finspo redirect URL');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    // The server kept the referral and sends it again by itself.
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'We’ll keep trying to reach our partner over the next few hours. Once your details are through, we’ll send you a copy by e-mail or text.',
    );
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByText('HL-7QK2MX')).toBeInTheDocument();
    const journey = selectHomeLoanJourney(store.getState());
    expect(journey.registration?.email).toBe('ada@example.com');
    expect(journey.draft.balance).toBe('520,000');

    respondTo('/useFinspoWebhook/', () => json(referralAnswer('ref-44')));
    await visitor.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(
      screen.queryByText('An error occurred when fetching the Finspo redirect URL'),
    ).not.toBeInTheDocument();
    expect(referrals).toHaveLength(1);
  });

  it('after the referral, records that the visitor accepted the partner’s offer, once, and keeps it', async () => {
    respondTo('/useFinspoWebhook/', () => json(referralAnswer('ref-42')));
    const acceptances = respondTo('/updateFinspoAcceptedOffer/', (body) =>
      json({ ok: true, referral_id: body.referral_id, status: 'accepted', accepted_at: body.accepted_at }),
    );
    const { store } = renderRefinance(acceptedJourney(true));
    const visitor = userEvent.setup();
    // Nothing to tell us before the partner has the referral.
    expect(screen.queryByRole('button', { name: /I’ve accepted the offer/ })).not.toBeInTheDocument();

    await visitor.click(screen.getByRole('checkbox', { name: /I agree to StaySmart passing my name/ }));
    await visitor.click(screen.getByRole('button', { name: /Continue with our refinance partner/ }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'Gone ahead with our partner?' })).toBeInTheDocument();
    await visitor.click(screen.getByRole('button', { name: 'I’ve accepted the offer with our partner' }));

    const done = await screen.findByText(/we’ve noted that you accepted your new loan with The Mutual Bank/);
    expect(done).toHaveFocus();
    expect(acceptances).toEqual([
      {
        survey_id: SURVEY_ID,
        offer_id: OFFER_ID,
        referral_id: 'ref-42',
        accepted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    ]);
    expect(screen.queryByRole('button', { name: /I’ve accepted the offer/ })).not.toBeInTheDocument();
    expect(selectHomeLoanJourney(store.getState()).referrals[OFFER_ID]).toEqual({
      referralId: 'ref-42',
      acceptedAt: acceptances[0]?.accepted_at,
      handOver: askedToCallInTheAfternoon,
    });
    expect(pendingActions()).toContainEqual(
      expect.objectContaining({ data: { step: 'refinance-accepted', offerId: OFFER_ID } }),
    );
    // Kept in the browser: the page after a reload says so and asks nothing again.
    const saved = JSON.parse(localStorage.getItem('staysmart:home-loan-journey') ?? '{}') as {
      referrals?: unknown;
    };
    expect(saved.referrals).toEqual({
      [OFFER_ID]: {
        referralId: 'ref-42',
        acceptedAt: acceptances[0]?.accepted_at,
        handOver: askedToCallInTheAfternoon,
      },
    });
  });

  it('a failed acceptance shows the server’s message and can be sent again', async () => {
    respondTo('/updateFinspoAcceptedOffer/', () =>
      json(
        {
          error: { code: 'CONFLICT', message: 'Referral "ref-9" has not reached our refinance partner yet.' },
        },
        { status: 409 },
      ),
    );
    renderRefinance({
      ...acceptedJourney(true),
      referrals: { [OFFER_ID]: { referralId: 'ref-9', acceptedAt: null } },
    });
    const visitor = userEvent.setup();
    await visitor.click(screen.getByRole('button', { name: 'I’ve accepted the offer with our partner' }));
    const alert = await screen.findByText('Referral "ref-9" has not reached our refinance partner yet.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();

    const retried = respondTo('/updateFinspoAcceptedOffer/', (body) =>
      json({ ok: true, referral_id: 'ref-9', status: 'accepted', accepted_at: body.accepted_at }),
    );
    await visitor.click(screen.getByRole('button', { name: 'I’ve accepted the offer with our partner' }));
    expect(await screen.findByText(/we’ve noted that you accepted/)).toBeInTheDocument();
    expect(retried).toHaveLength(1);
    expect(screen.queryByText(/has not reached our refinance partner/)).not.toBeInTheDocument();
  });

  it('once accepted, says so instead of asking', () => {
    renderRefinance({
      ...acceptedJourney(true),
      referrals: { [OFFER_ID]: { referralId: 'ref-9', acceptedAt: '2025-11-03T09:15:00.000Z' } },
    });
    expect(screen.getByRole('status')).toHaveTextContent(/we’ve noted that you accepted your new loan/);
    expect(screen.queryByRole('button', { name: /I’ve accepted the offer/ })).not.toBeInTheDocument();
  });

  it('in a new tab, takes the registration confirmed in the first from the server: no new code', async () => {
    answerApi('/getHLOfferDetails/', mutualDetailsAnswer);
    const asked = answerApi('/getHLRegistration/', {
      registration: {
        ...registrationAnswer,
        preferences_saved: true,
        preferences: {
          ...registrationAnswer.preferences,
          preferred_contact: 'phone',
          best_time: 'afternoon',
        },
      },
    });
    const { store } = renderRefinance(journeyWithSurvey());
    expect(await screen.findByRole('heading', { name: 'Check and accept' })).toBeInTheDocument();
    expect(asked).toEqual([{ survey_id: SURVEY_ID }]);
    expect(screen.queryByRole('button', { name: 'Send my code' })).not.toBeInTheDocument();
    expect(screen.getByText('How you’d like to be contacted').nextElementSibling).toHaveTextContent(
      'By phone, in the afternoon',
    );
    expect(selectHomeLoanJourney(store.getState()).registration).toMatchObject({
      surveyId: SURVEY_ID,
      email: 'ada@example.com',
      preferencesSaved: true,
    });
  });

  it.each([
    [
      'sms',
      'We’ve passed your details to Example Broking Pty Ltd (Australian credit licence 123456). We’ve asked ' +
        'Example Broking Pty Ltd to call you on 04•• ••• 678 in the afternoon. We’ve texted you a copy at 04•• ••• 678.',
    ],
    [
      'email',
      'We’ve passed your details to Example Broking Pty Ltd (Australian credit licence 123456). We’ve asked ' +
        'Example Broking Pty Ltd to call you on 04•• ••• 678 in the afternoon. We’ve e-mailed you a copy at ada@example.com.',
    ],
    [
      null,
      'We’ve passed your details to Example Broking Pty Ltd (Australian credit licence 123456). We’ve asked ' +
        'Example Broking Pty Ltd to call you on 04•• ••• 678 in the afternoon.',
    ],
  ] as const)(
    'after the referral, repeats what the broker was asked and where the copy went (%s)',
    async (confirmation, words) => {
      respondTo('/useFinspoWebhook/', () => json(referralAnswer('ref-45', confirmation)));
      renderRefinance(acceptedJourney(true));
      const visitor = userEvent.setup();
      await visitor.click(screen.getByRole('checkbox', { name: /I agree to StaySmart passing my name/ }));
      await visitor.click(screen.getByRole('button', { name: /Continue with our refinance partner/ }));
      expect(await screen.findByText(/^We’ve passed your details to/)).toHaveTextContent(words);
    },
  );

  it('offers no hand-over when the partner cannot be named with its licence', () => {
    const journey = acceptedJourney(true);
    const accepted = journey.accepted[OFFER_ID];
    if (!accepted) throw new Error('the journey has no accepted offer');
    renderRefinance({
      ...journey,
      accepted: { [OFFER_ID]: { ...accepted, refinance: { ...accepted.refinance, partner: null } } },
    });
    expect(screen.getByText('HL-7QK2MX')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /I agree to StaySmart passing/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /refinance partner/ })).not.toBeInTheDocument();
  });

  it('without a survey, asks for the loan first', () => {
    renderRefinance(initialHomeLoanJourneyState);
    expect(screen.getByRole('link', { name: 'Start your home loan check' })).toHaveAttribute(
      'href',
      '/home-loans/survey/',
    );
  });
});
