import { newLoanDraft } from '../loan-draft';
import { applyStartingAnswers, startingAnswersFrom } from '../starting-answers';

const parameters = (purpose: string) => ({ amount: 500000, deposit: 0.4, purpose, rateBuffer: 0.03 });

describe('startingAnswersFrom', () => {
  it.each([
    ['Home', 'owner-occupier'],
    [' home ', 'owner-occupier'],
    ['Investment', 'investment'],
    ['Holiday', null],
  ])('reads the purpose %j as %j', (purpose, expected) => {
    expect(startingAnswersFrom(parameters(purpose), null).purpose).toBe(expected);
  });

  it.each([
    [{ state: 'VIC', postcode: '3121', source: 'postcode' as const }, '3121'],
    [{ state: null, postcode: null, source: 'none' as const }, null],
    [{ state: 'VIC', postcode: '31210', source: 'postcode' as const }, null],
    [null, null],
  ])('takes the postcode from %j as %j', (location, expected) => {
    expect(startingAnswersFrom(null, location).postcode).toBe(expected);
  });
});

describe('applyStartingAnswers', () => {
  const answers = { purpose: 'owner-occupier' as const, postcode: '3121' };

  it('fills empty answers', () => {
    expect(applyStartingAnswers(newLoanDraft, answers)).toEqual({
      purpose: 'owner-occupier',
      postcode: '3121',
    });
  });

  it('leaves answers the visitor gave', () => {
    expect(
      applyStartingAnswers({ ...newLoanDraft, purpose: 'investment', postcode: '2000' }, answers),
    ).toEqual({});
  });
});
