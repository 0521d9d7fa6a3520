import { cardMatchesWords, cardQueryWords } from './card-search';

const banks = { cba: 'commbank', 'st george': 'st.george bank' };

test.each([
  ['commbank smart', ['commbank', 'smart']],
  ['CBA Smart', ['commbank', 'smart']],
  ['anz ff black', ['anz', 'frequent', 'flyer', 'black']],
  ['st george amplify', ['st', 'george', 'bank', 'amplify']],
  ['  ', []],
])('"%s" reads as the words %j', (query, words) => {
  expect(cardQueryWords(query, banks)).toEqual(words);
});

const smartAwards = { providerName: 'CommBank', cardName: 'Smart Awards credit card' };
const ffBlack = { providerName: 'ANZ', cardName: 'ANZ Frequent Flyer Black' };

test.each([
  [smartAwards, 'commbank smart', true],
  [smartAwards, 'smart aw', true],
  [smartAwards, 'commbank', false], // only the bank's words: the bank is the answer, not each card
  [smartAwards, 'comm', false],
  [smartAwards, 'westpac smart', false], // a word neither the bank's nor the card's
  [ffBlack, 'anz ff black', true],
  [ffBlack, 'anz', false], // the card's name repeats the bank's: still only the bank
  [ffBlack, 'frequent flier', true],
  [ffBlack, 'anz platinum', false],
])('%j answers "%s": %s', (card, query, found) => {
  expect(cardMatchesWords(card, cardQueryWords(query, banks))).toBe(found);
});
