import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { curatedRestriction, readMemberRestrictions } from './member-restrictions';

const valid = {
  checkedOn: '2026-11-25',
  lenders: [{ brand: 'QBANK', groups: ['police'], who: 'police', source: 'CDR' }],
  products: [
    { brand: 'BankVic', nameContains: 'VAU', groups: ['union'], who: 'union members', source: 'CDR' },
  ],
};

describe('readMemberRestrictions', () => {
  it('reads the curated file the import uses', () => {
    const file = join(__dirname, '..', '..', '..', 'data', 'curated', 'member-restricted-lenders.json');
    const restrictions = readMemberRestrictions(JSON.parse(readFileSync(file, 'utf8')));
    expect(restrictions.lenders.map((lender) => lender.brand)).toEqual(
      expect.arrayContaining([
        'QBANK',
        'Firefighters Mutual Bank',
        'Health Professionals Bank',
        'Teachers Mutual Bank',
        'UniBank',
      ]),
    );
  });

  it.each([
    ['not an object', [], 'must be an object'],
    ['no date', { ...valid, checkedOn: 'today' }, '"checkedOn" must be a date'],
    ['no lists', { checkedOn: '2026-11-25' }, '"lenders" and "products" must be lists'],
    [
      'unknown group',
      { ...valid, lenders: [{ ...valid.lenders[0], groups: ['pilots'] }] },
      'lenders[0]: unknown group pilots',
    ],
    [
      'no groups',
      { ...valid, lenders: [{ ...valid.lenders[0], groups: [] }] },
      'lenders[0]: "groups" must list',
    ],
    [
      'no source',
      { ...valid, lenders: [{ ...valid.lenders[0], source: ' ' }] },
      'lenders[0]: "source" must be a non-empty text',
    ],
    [
      'product without a name',
      { ...valid, products: [{ ...valid.products[0], nameContains: '' }] },
      'products[0]: "nameContains"',
    ],
    [
      'a lender twice',
      { ...valid, lenders: [valid.lenders[0], valid.lenders[0]] },
      '"QBANK" is listed twice',
    ],
  ])('refuses %s', (_name, json, problem) => {
    expect(() => readMemberRestrictions(json)).toThrow(problem);
  });
});

describe('curatedRestriction', () => {
  const restrictions = readMemberRestrictions(valid);

  it.each([
    ['QBANK', 'Bluey Visa Credit Card', 'police'],
    ['BankVic', 'VAU Qantas Visa Credit Card', 'union members'],
    ['BankVic', 'Fixed Rate Home Loan', null],
    ['CommBank', 'Smart Awards', null],
  ])('%s %s', (brand, name, who) => {
    expect(curatedRestriction(restrictions, brand, name)?.who ?? null).toBe(who);
  });
});
