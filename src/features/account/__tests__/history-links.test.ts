import { historyLink } from '../history-links';

const SURVEY_ID = '3f2b8c1e-7a4d-4e9b-9c2a-1b2c3d4e5f60';

describe('where a history entry leads', () => {
  it.each([
    ['survey_estimated', { surveyId: SURVEY_ID }, `/credit-cards/offers/?survey=${SURVEY_ID}`],
    ['offer_chosen', { surveyId: SURVEY_ID, offerId: 'x' }, `/credit-cards/offers/?survey=${SURVEY_ID}`],
    ['reminder_set', { surveyId: SURVEY_ID }, `/credit-cards/offers/?survey=${SURVEY_ID}`],
    ['home_loan_checked', { surveyId: SURVEY_ID }, `/home-loans/deal-vs-market/?survey=${SURVEY_ID}`],
    [
      'home_loan_refinance_referred',
      { surveyId: SURVEY_ID },
      `/home-loans/deal-vs-market/?survey=${SURVEY_ID}`,
    ],
    ['saved_cards_updated', { source: 'account' }, null],
    ['survey_estimated', {}, null],
    ['survey_estimated', { surveyId: 42 }, null],
    ['survey_estimated', null, null],
    ['signed_in', { surveyId: SURVEY_ID }, null],
    ['mobile_changed', {}, null],
  ])('%s with %j: %s', (kind, data, href) => {
    expect(historyLink({ kind, data })?.href ?? null).toBe(href);
  });
});
