import { toSnakeCase } from './snake-case';

describe('toSnakeCase', () => {
  test('renames keys at every depth and leaves values alone', () => {
    expect(
      toSnakeCase({
        offerId: '10034-CC00001',
        survey: { afterFirstYearCents: 1, notes: [{ code: 'no-earn-rate', text: 'firstYear stays' }] },
        months: [{ openingCents: 0, interestFree: true }],
        limitCents: null,
      }),
    ).toEqual({
      offer_id: '10034-CC00001',
      survey: { after_first_year_cents: 1, notes: [{ code: 'no-earn-rate', text: 'firstYear stays' }] },
      months: [{ opening_cents: 0, interest_free: true }],
      limit_cents: null,
    });
  });
});
