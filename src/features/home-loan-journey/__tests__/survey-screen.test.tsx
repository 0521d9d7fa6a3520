import * as React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { pendingActions } from '../../tracking/track';
import { setMainProviders } from '../../visit/main-providers';
import { startVisit } from '../../visit/visit-slice';
import { SurveyScreen } from '../survey-screen';
import { selectHomeLoanJourney } from '../home-loan-slice';
import {
  currentSnake,
  hlParametersAnswer,
  savedAnswer,
  SURVEY_ID,
  validAnswer,
} from '../../../test/home-loan-answers';
import { journeyWithSurvey, lenderProviders } from './home-loan-fixtures';
import { answerApi, json, respondTo, setUpJourneyTests } from './journey-test-helpers';

const server = setUpJourneyTests();

const HL_PARAMETERS = hlParametersAnswer;
const NO_LOCATION = { state: null, postcode: null, source: 'none' };

beforeEach(() => {
  setMainProviders(lenderProviders);
  (navigate as jest.Mock).mockClear();
  // The survey's starting answers (starting-answers.ts): Home, and no postcode given before.
  answerApi('/getHLParameter/', HL_PARAMETERS);
  answerApi('/getUserLocation/', NO_LOCATION);
});

const homeChoice = () => screen.getByRole('radio', { name: 'Home (I live in it)' });

function renderSurvey(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<SurveyScreen />, { preloadedState: { visit: startedVisit }, ...options });
}

type Visitor = ReturnType<typeof userEvent.setup>;

async function typeInto(visitor: Visitor, label: RegExp | string, text: string) {
  const input = screen.getByLabelText(label);
  await visitor.clear(input);
  if (text) await visitor.type(input, text);
}

async function fillLoan(visitor: Visitor) {
  await waitFor(() => expect(homeChoice()).toBeChecked());
  await visitor.click(screen.getByRole('radio', { name: 'ANZ' }));
  await typeInto(visitor, 'How much you owe', '520,000');
  await typeInto(visitor, 'Your interest rate, % a year', '6.69');
  await typeInto(visitor, 'Years left on your loan', '25');
  await typeInto(visitor, 'What your property is worth', '$850,000');
  await typeInto(visitor, 'The property’s postcode', '2000');
}

describe('the home-loan survey', () => {
  it('asks for every answer with a label, the right keypad and Home as the default purpose', async () => {
    renderSurvey();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your home loan');
    const lenders = screen.getByRole('group', { name: 'Your current lender' });
    expect(
      within(lenders)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['ANZ', 'CommBank', 'NAB', 'Westpac', 'My lender isn’t listed']);
    expect(screen.getByLabelText('How much you owe')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Money in an offset account (optional)')).toHaveAttribute(
      'inputmode',
      'decimal',
    );
    expect(screen.getByLabelText('Your interest rate, % a year')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Years left on your loan')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('The property’s postcode')).toHaveAttribute('inputmode', 'numeric');
    // The default comes from the API's home-loan defaults (/getHLParameter/).
    await waitFor(() => expect(homeChoice()).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Principal and interest' })).toBeChecked();
    expect(screen.queryByLabelText('Interest-only years left')).not.toBeInTheDocument();
    expect(screen.getByText('Fees you pay now (optional)').closest('details')).not.toHaveAttribute('open');
    expect(screen.getByLabelText('Discharge fee to close your loan')).toHaveAttribute('inputmode', 'decimal');
  });

  it('finds a lender by a synonym, and takes a lender that is not listed by name', async () => {
    renderSurvey();
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('Search for your lender by name'), 'mutual');
    expect(screen.getByRole('radio', { name: 'The Mutual Bank' })).toBeInTheDocument();
    expect(screen.getByText('1 lender matches.')).toBeInTheDocument();
    await visitor.click(screen.getByRole('radio', { name: 'My lender isn’t listed' }));
    await visitor.type(screen.getByLabelText('Your lender’s name (optional)'), 'Tiny Mutual Credit Union');
    await visitor.click(screen.getByRole('radio', { name: 'Interest only' }));
    // No number of years is assumed: the visitor chooses it.
    expect(screen.getByLabelText('Interest-only years left')).toHaveValue('');
    await visitor.selectOptions(screen.getByLabelText('Interest-only years left'), '3');
    const checks = answerApi('/validateCurrentProperties/', {
      valid: false,
      errors: [{ field: 'balance', message: 'Enter how much you owe.' }],
      warnings: [],
    });
    await visitor.click(screen.getByRole('button', { name: 'Compare my loan' }));
    await screen.findByText('There’s a problem with one answer');
    expect(checks).toEqual([
      {
        current: {
          provider_id: null,
          lender_name: 'Tiny Mutual Credit Union',
          repayment: 'interest-only',
          interest_only_years_remaining: 3,
          purpose: 'owner-occupier',
        },
      },
    ]);
  });

  it('asks for the interest-only years left, assuming none', async () => {
    answerApi('/validateCurrentProperties/', { valid: false, errors: [], warnings: [] });
    renderSurvey();
    const visitor = userEvent.setup();
    await visitor.click(screen.getByRole('radio', { name: 'Interest only' }));
    await visitor.click(screen.getByRole('button', { name: 'Compare my loan' }));
    await screen.findByText(/There’s a problem with/);
    expect(screen.getByLabelText('Interest-only years left')).toHaveAccessibleDescription(
      'Most interest-only periods are 5 years or less. Choose how many interest-only years your loan has left.',
    );
    expect(
      screen.getByRole('link', { name: 'Choose how many interest-only years your loan has left.' }),
    ).toHaveAttribute('href', '#hl-interestOnlyYears');
  });

  it('shows the API’s errors and the form’s own beside their fields, and moves focus to the summary', async () => {
    const checks = answerApi('/validateCurrentProperties/', {
      valid: false,
      errors: [
        { field: 'balance', message: 'Enter a balance from $10,000 to $10,000,000.' },
        { field: 'rate', message: 'Enter your interest rate.' },
        { field: 'remaining_years', message: 'Enter the years left on your loan, 1 to 30.' },
      ],
      warnings: [{ field: 'rate', message: 'Check the rate: it is lower than most lenders charge.' }],
    });
    const saves = answerApi('/updateHLSurveyInput/', savedAnswer);
    renderSurvey();
    const visitor = userEvent.setup();
    await visitor.click(screen.getByRole('radio', { name: 'ANZ' }));
    await typeInto(visitor, 'How much you owe', '5000');
    await typeInto(visitor, 'Money in an offset account (optional)', '25,000');
    await typeInto(visitor, 'Your interest rate, % a year', '6.1.9');
    await typeInto(visitor, 'What your property is worth', '850000');
    await typeInto(visitor, 'The property’s postcode', '2000');
    await visitor.click(screen.getByRole('button', { name: 'Compare my loan' }));

    const title = await screen.findByRole('heading', { name: 'There’s a problem with 3 answers' });
    expect(title.parentElement).toHaveFocus();
    expect(checks).toEqual([
      {
        current: {
          provider_id: '10004',
          balance: 5000,
          offset_balance: 25000,
          repayment: 'principal-and-interest',
          property_value: 850000,
          purpose: 'owner-occupier',
          postcode: '2000',
        },
      },
    ]);
    const balance = screen.getByLabelText('How much you owe');
    expect(balance).toHaveAttribute('aria-invalid', 'true');
    expect(balance).toHaveAccessibleDescription(
      expect.stringContaining('Enter a balance from $10,000 to $10,000,000.'),
    );
    // What the visitor typed that the form can't read is explained in the form's own words.
    const rate = screen.getByLabelText('Your interest rate, % a year');
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining('Enter your interest rate as a percentage, like 6.19.'),
    );
    expect(rate).toHaveAccessibleDescription(expect.stringContaining('Check the rate'));
    expect(rate).toHaveValue('6.1.9');
    expect(screen.getByLabelText('Years left on your loan')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the years left on your loan, 1 to 30.'),
    );
    expect(saves).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();

    // Each error in the summary leads to its field.
    await visitor.click(screen.getByRole('link', { name: 'Enter the years left on your loan, 1 to 30.' }));
    expect(screen.getByLabelText('Years left on your loan')).toHaveFocus();
    // Correcting a field takes its error away.
    await typeInto(visitor, 'How much you owe', '520000');
    expect(balance).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('heading', { name: 'There’s a problem with 2 answers' })).toBeInTheDocument();
  });

  it.each([
    ['a rate typed as a fraction', '0.06'],
    ['a rate under 1%', '0.5'],
    ['a rate over 20%', '21'],
  ])('answers %s in percentages, the way the visitor types it, with the API’s bounds', async (_, typed) => {
    const checks = answerApi('/validateCurrentProperties/', {
      valid: false,
      errors: [
        { field: 'rate', message: 'Enter a yearly rate from 1% to 20% (as a fraction, 0.01 to 0.2).' },
      ],
      warnings: [],
    });
    renderSurvey();
    const visitor = userEvent.setup();
    await fillLoan(visitor);
    await typeInto(visitor, 'Your interest rate, % a year', typed);
    await visitor.click(screen.getByRole('button', { name: 'Compare my loan' }));
    await screen.findByText('There’s a problem with one answer');
    const rate = screen.getByLabelText('Your interest rate, % a year');
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining('Enter your interest rate as a percentage from 1 to 20, like 6.19.'),
    );
    expect(rate).not.toHaveAccessibleDescription(expect.stringContaining('fraction'));
    expect(rate).toHaveValue(typed);
    expect(checks).toHaveLength(1);
  });

  it('keeps the draft in browser storage, so a reload (a new store) brings every answer back', async () => {
    const first = renderSurvey();
    const visitor = userEvent.setup();
    await fillLoan(visitor);
    await visitor.click(screen.getByRole('radio', { name: 'Investment' }));
    await visitor.click(screen.getByText('Fees you pay now (optional)'));
    await typeInto(visitor, 'Discharge fee to close your loan', '350');
    first.unmount();

    const second = renderSurvey();
    expect(second.store).not.toBe(first.store);
    expect(screen.getByRole('radio', { name: 'ANZ' })).toBeChecked();
    expect(screen.getByLabelText('How much you owe')).toHaveValue('520,000');
    expect(screen.getByLabelText('Your interest rate, % a year')).toHaveValue('6.69');
    expect(screen.getByLabelText('Years left on your loan')).toHaveValue('25');
    expect(screen.getByLabelText('What your property is worth')).toHaveValue('$850,000');
    expect(screen.getByLabelText('The property’s postcode')).toHaveValue('2000');
    expect(screen.getByRole('radio', { name: 'Investment' })).toBeChecked();
    expect(screen.getByText('Fees you pay now (optional)').closest('details')).toHaveAttribute('open');
    expect(screen.getByLabelText('Discharge fee to close your loan')).toHaveValue('350');
  });

  it('checks, then stores a valid loan on a new survey, tracks it and goes to the deal review', async () => {
    const checks = answerApi('/validateCurrentProperties/', validAnswer);
    const saves = answerApi('/updateHLSurveyInput/', savedAnswer);
    const { store } = renderSurvey();
    const visitor = userEvent.setup();
    await fillLoan(visitor);
    await visitor.click(screen.getByText('Fees you pay now (optional)'));
    await typeInto(visitor, 'Discharge fee to close your loan', '350');
    await visitor.click(screen.getByRole('button', { name: 'Compare my loan' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home-loans/deal-vs-market/'));
    expect(checks).toEqual([{ current: currentSnake }]);
    expect(saves).toEqual([{ survey_id: null, current: currentSnake, visit_id: 'visit-1' }]);
    const journey = selectHomeLoanJourney(store.getState());
    expect(journey.surveyId).toBe(SURVEY_ID);
    expect(journey.current).toEqual(expect.objectContaining({ providerId: '10004', remainingYears: 25 }));
    expect(journey.summary).toEqual({
      lvr: 0.611765,
      remainingMonths: 300,
      state: 'NSW',
      monthlyRepaymentCents: 357306,
    });
    const tracked = pendingActions().filter((action) => action.action === 'home-loan-survey');
    expect(tracked.at(-1)?.data).toEqual(
      expect.objectContaining({ step: 'deal-vs-market', providerId: '10004', purpose: 'owner-occupier' }),
    );
  });

  it('sends the stored survey id the next time, and starts a new survey when the API no longer knows it', async () => {
    answerApi('/validateCurrentProperties/', validAnswer);
    const bodies = respondTo('/updateHLSurveyInput/', (body) =>
      body.survey_id === 'f00d0000-0000-4000-8000-000000000000'
        ? json({ error: { code: 'NOT_FOUND', message: 'No such survey.' } }, { status: 404 })
        : json(savedAnswer),
    );
    const { store } = renderSurvey({
      preloadedState: {
        visit: startedVisit,
        homeLoanJourney: journeyWithSurvey({ surveyId: 'f00d0000-0000-4000-8000-000000000000' }),
      },
    });
    expect(screen.getByRole('link', { name: 'see your results' })).toHaveAttribute(
      'href',
      '/home-loans/deal-vs-market/',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Compare my loan' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(bodies.map((body) => body.survey_id)).toEqual(['f00d0000-0000-4000-8000-000000000000', null]);
    expect(selectHomeLoanJourney(store.getState()).surveyId).toBe(SURVEY_ID);
  });

  it('on a failed call shows a retryable error, keeps every answer, and carries on when retried', async () => {
    server.use(http.post(apiUrl('/validateCurrentProperties/'), () => HttpResponse.error()));
    renderSurvey();
    const visitor = userEvent.setup();
    await fillLoan(visitor);
    await visitor.click(screen.getByRole('button', { name: 'Compare my loan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn’t reach StaySmart/);
    expect(screen.getByLabelText('How much you owe')).toHaveValue('520,000');
    expect(screen.getByRole('radio', { name: 'ANZ' })).toBeChecked();
    expect(navigate).not.toHaveBeenCalled();

    answerApi('/validateCurrentProperties/', validAnswer);
    answerApi('/updateHLSurveyInput/', savedAnswer);
    await visitor.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home-loans/deal-vs-market/'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports an answer without a survey id, as the card survey does, and stays on the form', async () => {
    // Outside production such an answer is refused as not matching its contract: this is what a
    // production build, which does not check answers, does with it.
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      answerApi('/validateCurrentProperties/', validAnswer);
      answerApi('/updateHLSurveyInput/', { current: savedAnswer.current, summary: savedAnswer.summary });
      const reports = answerApi('/errorReport/', { stored: true });
      renderSurvey({
        preloadedState: { visit: startedVisit, homeLoanJourney: journeyWithSurvey({ surveyId: null }) },
      });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Compare my loan' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'We couldn’t save your answers on our side.',
      );
      await waitFor(() => expect(reports).toHaveLength(1));
      expect(reports[0]).toMatchObject({ message: "Couldn't find survey ID", raw: { journey: 'home-loan' } });
      expect(navigate).not.toHaveBeenCalled();
      expect(screen.getByLabelText('How much you owe')).toHaveValue('520,000');
    } finally {
      process.env.NODE_ENV = environment;
    }
  });

  describe('its starting answers, from the API', () => {
    it('fills in the postcode given in an earlier check, and says so', async () => {
      answerApi('/getUserLocation/', { state: 'VIC', postcode: '3121', source: 'postcode' });
      const visitor = userEvent.setup();
      renderSurvey();
      const postcode = screen.getByLabelText('The property’s postcode');
      await waitFor(() => expect(postcode).toHaveValue('3121'));
      expect(postcode).toHaveAccessibleDescription(
        'The postcode you gave us before; change it if this property is elsewhere.',
      );
      await typeInto(visitor, 'The property’s postcode', '2000');
      expect(postcode).toHaveAccessibleDescription('4 digits, like 2000.');
    });

    it('are asked for once the visit has its session, not alongside /main/', async () => {
      const asked = answerApi('/getHLParameter/', HL_PARAMETERS);
      const { store } = renderSurvey({ preloadedState: { visit: { ...startedVisit, status: 'pending' } } });
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(asked).toHaveLength(0);
      // /main/ answers: the request it answered does not matter here.
      store.dispatch(
        startVisit.fulfilled(
          { visitId: 'visit-1', resumed: false, figuresDates: null },
          'request-1',
          {} as Parameters<typeof startVisit>[0],
        ),
      );
      await waitFor(() => expect(homeChoice()).toBeChecked());
      expect(asked).toHaveLength(1);
    });

    it('never overwrites what the visitor chose or typed before they arrived', async () => {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      const asked: string[] = [];
      server.use(
        http.post(apiUrl('/getUserLocation/'), async () => {
          asked.push('location');
          await released;
          return json({ state: 'VIC', postcode: '3121', source: 'postcode' });
        }),
        http.post(apiUrl('/getHLParameter/'), async () => {
          asked.push('parameters');
          await released;
          return json(HL_PARAMETERS);
        }),
      );
      const visitor = userEvent.setup();
      renderSurvey();
      await waitFor(() => expect(asked.sort()).toEqual(['location', 'parameters']));
      await visitor.click(screen.getByRole('radio', { name: 'Investment' }));
      await typeInto(visitor, 'The property’s postcode', '4000');
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByLabelText('The property’s postcode')).toHaveValue('4000');
      expect(screen.getByRole('radio', { name: 'Investment' })).toBeChecked();
    });

    it('without the home-loan defaults, asks the visitor to choose the purpose', async () => {
      answerApi('/getHLParameter/', { error: { code: 'INTERNAL', message: 'Down' } }, { status: 503 });
      const checks = answerApi('/validateCurrentProperties/', { valid: true, errors: [], warnings: [] });
      const visitor = userEvent.setup();
      renderSurvey();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(homeChoice()).not.toBeChecked();
      expect(screen.getByRole('radio', { name: 'Investment' })).not.toBeChecked();
      await visitor.click(screen.getByRole('button', { name: 'Compare my loan' }));
      expect(
        await screen.findAllByText('Choose whether the property is your home or an investment.'),
      ).not.toHaveLength(0);
      expect(checks.length).toBeLessThanOrEqual(1);
    });
  });
});
