import { tableIntent } from '../../../domain/search/table-intent';
import { readQuerySettings } from '../../navigation/query-settings';
import { tableQuerySettings } from '../../compare/table-address';
import { tableConfigFor } from '../../compare/table-configs';

// Every setting a search can name, in the words that name it: each must be one its table reads.
const queries = [
  'term deposit 1 month',
  'term deposit 3 months',
  'term deposit 4 months',
  'term deposit 6 months',
  'term deposit 9 months',
  'term deposit 12 months',
  'term deposit 18 months',
  'term deposit 2 years',
  'term deposit 3 years',
  'term deposit 4 years',
  'term deposit 5 years',
  'home loan fixed 1 year',
  'home loan fixed 2 years',
  'home loan 3 year fixed',
  'home loan fixed 5 years',
  'fixed home loan',
  'variable home loan',
  'investment home loan interest only offset',
  'personal loan fixed 7 years',
  'personal loan variable 1 year',
  'secured car loan',
  'unsecured car loan',
  'credit card balance transfer no annual fee',
  'savings account no fee no conditions',
  'bank account no monthly fee no overseas fees',
  'buy now pay later no interest no account fee',
];

test.each(queries)('"%s" links to settings its table reads as they are', (query) => {
  const intent = tableIntent(query);
  expect(intent).not.toBeNull();
  expect(Object.keys(intent!.settings).length).toBeGreaterThan(0);
  const search = `?${new URLSearchParams(intent!.settings).toString()}`;
  const settings = tableQuerySettings(tableConfigFor(intent!.category));
  const read = readQuerySettings(settings, search);
  // A setting the table did not know, or a value it does not offer, would be dropped from the address.
  for (const [name, value] of Object.entries(intent!.settings)) {
    expect(new URLSearchParams(read.search).get(name) ?? settings[name]?.format(settings[name].initial)).toBe(
      value,
    );
    expect(name in settings).toBe(true);
  }
});
