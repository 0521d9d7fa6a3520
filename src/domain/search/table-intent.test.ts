import { tableIntent } from './table-intent';

describe('the table a search names', () => {
  it.each([
    ['term deposit 12 months', 'td', { 'term-months': '12' }, ['12 months'], 'term deposit'],
    ['Term Deposits 6 mths', 'td', { 'term-months': '6' }, ['6 months'], 'term deposits'],
    ['term deposit 2 years', 'td', { 'term-months': '24' }, ['2 years'], 'term deposit'],
    ['ing term deposit 3 months', 'td', { 'term-months': '3' }, ['3 months'], 'ing term deposit'],
    // 7 months is not a term the table offers: the category alone.
    ['term deposit 7 months', 'td', {}, [], 'term deposit 7 months'],
    ['term deposits', 'td', {}, [], 'term deposits'],
    ['fixed 2 year home loan', 'hl', { 'rate-type': '24' }, ['fixed for 2 years'], 'home loan'],
    ['3 years fixed mortgage', 'hl', { 'rate-type': '36' }, ['fixed for 3 years'], 'mortgage'],
    [
      'investment home loan interest only with offset',
      'hl',
      { purpose: 'investment', repayment: 'interest-only', offset: 'yes' },
      ['for investment', 'interest only', 'with an offset account'],
      'home loan with',
    ],
    ['fixed variable home loan', 'hl', { 'rate-type': 'fixed' }, ['fixed rate'], 'variable home loan'],
    [
      'personal loan 5 years fixed',
      'pl',
      { 'rate-type': 'fixed', 'term-years': '5' },
      ['fixed rate', 'over 5 years'],
      'personal loan',
    ],
    ['unsecured car loan', 'cl', { secured: 'unsecured' }, ['unsecured'], 'car loan'],
    [
      'balance transfer credit card',
      'cc',
      { 'balance-transfer': 'yes' },
      ['with a balance transfer offer'],
      'credit card',
    ],
    ['credit card no annual fee', 'cc', { 'max-fee': '0' }, ['no annual fee'], 'credit card'],
    ['no fee bank account', 'tx', { 'no-fee': 'yes' }, ['no monthly fee'], 'bank account'],
    [
      'bank account no foreign transaction fees',
      'tx',
      { 'no-fx-fee': 'yes' },
      ['no foreign transaction fee'],
      'bank account',
    ],
    [
      'savings account no conditions',
      'sv',
      { 'no-conditions': 'yes' },
      ['no bonus conditions'],
      'savings account',
    ],
    ['buy now pay later no interest', 'bnpl', { 'no-interest': 'yes' }, ['no interest'], 'buy now pay later'],
  ])('"%s" is the %s table with %p', (query, category, settings, words, searchText) => {
    expect(tableIntent(query)).toEqual({
      category,
      settings,
      words,
      searchText,
      ...(category === 'td' && 'term-months' in settings
        ? { termMonths: Number(settings['term-months']) }
        : {}),
    });
  });

  it.each(['cba', 'westpac low rate', '12 months', 'fixed', ''])('"%s" names no category', (query) => {
    expect(tableIntent(query)).toBeNull();
  });
});
