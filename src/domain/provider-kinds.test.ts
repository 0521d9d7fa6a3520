import {
  compareProvidersHeading,
  countProviderKinds,
  providerKindsSentence,
  providersPhrase,
} from './provider-kinds';

test('banks and non-bank lenders are counted by their bank flag', () => {
  expect(countProviderKinds([{ bank: true }, { bank: false }, { bank: true }])).toEqual({
    banks: 2,
    lenders: 1,
  });
  expect(countProviderKinds([])).toEqual({ banks: 0, lenders: 0 });
});

describe('saying which are which', () => {
  test.each<[number, number, string, string | null, string]>([
    [106, 0, 'Compare 106 Australian banks', null, '106 providers'],
    [1, 0, 'Compare 1 Australian bank', null, '1 provider'],
    [
      106,
      4,
      'Compare 110 Australian banks and lenders',
      '106 banks and 4 non-bank lenders',
      '110 providers (106 banks and 4 non-bank lenders)',
    ],
    [
      1,
      1,
      'Compare 2 Australian banks and lenders',
      '1 bank and 1 non-bank lender',
      '2 providers (1 bank and 1 non-bank lender)',
    ],
    [0, 3, 'Compare 3 Australian lenders', null, '3 non-bank lenders'],
  ])('%d banks and %d lenders', (banks, lenders, heading, sentence, phrase) => {
    const kinds = { banks, lenders };
    expect(compareProvidersHeading(kinds)).toBe(heading);
    expect(providerKindsSentence(kinds)).toBe(sentence);
    expect(providersPhrase(kinds)).toBe(phrase);
  });
});
