import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../../app/store';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { errorReportStored } from '../../../test/site-answers';
import {
  addCard,
  clearSurvey,
  initialSurveyState,
  MISSING_SURVEY_ID_MESSAGE,
  setSurveyId,
  storeEstimateResult,
  selectSurvey,
} from '../survey-slice';

const server = setUpMswServer();

const card = {
  productId: '10001-CC00001',
  usage: { monthlyRepayment: 300, monthlySpend: 1200, balanceRemaining: 2500 },
};

describe('the survey state', () => {
  it('adds cards with their usage, in order', () => {
    const store = makeStore();
    store.dispatch(addCard(card));
    store.dispatch(addCard({ ...card, productId: '10002-CC00002' }));
    expect(selectSurvey(store.getState()).cards.map((entry) => entry.productId)).toEqual([
      '10001-CC00001',
      '10002-CC00002',
    ]);
    expect(selectSurvey(store.getState()).cards[0]?.usage).toEqual(card.usage);
  });

  it('sets the survey id and the estimate', () => {
    const store = makeStore();
    store.dispatch(setSurveyId('s-1'));
    store.dispatch(storeEstimateResult({ yearlySaving: 240 }));
    expect(selectSurvey(store.getState())).toMatchObject({
      surveyId: 's-1',
      estimateResult: { yearlySaving: 240 },
    });
  });

  it('clearing leaves no cards and no survey id', () => {
    const store = makeStore();
    store.dispatch(addCard(card));
    store.dispatch(setSurveyId('s-1'));
    store.dispatch(storeEstimateResult({ yearlySaving: 240 }));
    store.dispatch(clearSurvey());
    expect(selectSurvey(store.getState())).toMatchObject({ cards: [], surveyId: null, estimateResult: null });
  });

  it.each([null, undefined])(
    'a missing survey id (%s) is reported and the action is still produced',
    async (missing) => {
      const reports: Record<string, unknown>[] = [];
      server.use(
        http.post(apiUrl('/errorReport/'), async ({ request }) => {
          const report = (await request.json()) as Record<string, unknown>;
          reports.push(report);
          return HttpResponse.json(errorReportStored(String(report.error_id)));
        }),
      );
      const store = makeStore({
        survey: { ...initialSurveyState, surveyId: 'old' },
      });

      const action = setSurveyId(missing);
      store.dispatch(action);

      expect(action).toEqual({ type: 'survey/setSurveyId', payload: null });
      expect(selectSurvey(store.getState()).surveyId).toBeNull();
      await waitFor(() => expect(reports).toHaveLength(1));
      expect(reports[0]).toMatchObject({ message: MISSING_SURVEY_ID_MESSAGE, name: 'Error' });
      expect(MISSING_SURVEY_ID_MESSAGE).toBe("Couldn't find survey ID");
    },
  );

  it('a present survey id is not reported', async () => {
    const store = makeStore();
    store.dispatch(setSurveyId('s-2'));
    // No /errorReport/ handler: an unexpected report would fail the test (unhandled request).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectSurvey(store.getState()).surveyId).toBe('s-2');
  });
});
