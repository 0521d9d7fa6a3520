import { groupsWho, readProductEligibility, shortText } from './read-eligibility';
import type { CdrEligibilityEntry, MemberRestrictedLender, ProductEligibility } from './types';

const qbank: MemberRestrictedLender = {
  brand: 'QBANK',
  groups: ['health', 'police'],
  who: 'police and health workers, and their families',
  source: 'test',
};

function read(
  entries: CdrEligibilityEntry[],
  options: { name?: string; curated?: MemberRestrictedLender | null; lending?: boolean } = {},
): ProductEligibility {
  return readProductEligibility(
    { productName: options.name ?? 'Credit Card', entries, lending: options.lending },
    options.curated ?? null,
  );
}

describe('readProductEligibility', () => {
  const cases: Array<[string, CdrEligibilityEntry[], Partial<ProductEligibility>]> = [
    ['no entries', [], { memberGroups: [], minAge: null, conditions: [] }],
    ['MIN_AGE as a number', [{ eligibilityType: 'MIN_AGE', additionalValue: '18' }], { minAge: 18 }],
    ['MIN_AGE in words', [{ eligibilityType: 'MIN_AGE', additionalValue: '18 years old' }], { minAge: 18 }],
    [
      'MIN_AGE only in the info',
      [{ eligibilityType: 'MIN_AGE', additionalValue: '', additionalInfo: '18' }],
      { minAge: 18 },
    ],
    ['MAX_AGE', [{ eligibilityType: 'MAX_AGE', additionalValue: '75' }], { maxAge: 75 }],
    [
      'MAX_AGE of 18 on a loan is a mislabelled minimum',
      [{ eligibilityType: 'MAX_AGE', additionalValue: '18' }],
      { maxAge: null },
    ],
    [
      'MAX_AGE below MIN_AGE',
      [
        { eligibilityType: 'MIN_AGE', additionalValue: '60' },
        { eligibilityType: 'MAX_AGE', additionalValue: '55' },
      ],
      { minAge: 60, maxAge: null },
    ],
    [
      'STAFF saying only',
      [{ eligibilityType: 'STAFF', additionalValue: 'Only available to AMP employees' }],
      { staffOnly: true },
    ],
    [
      'STAFF welcoming staff too',
      [{ eligibilityType: 'STAFF', additionalInfo: 'BHCCU Staff Are Eligible' }],
      { staffOnly: false },
    ],
    [
      'STUDENT welcoming students too',
      [{ eligibilityType: 'STUDENT', additionalValue: 'Student' }],
      { studentsOnly: false },
    ],
    [
      'PENSION_RECIPIENT as income',
      [
        {
          eligibilityType: 'PENSION_RECIPIENT',
          additionalInfo: 'pension payments are eligible as a form of income.',
        },
      ],
      { pensionersOnly: false },
    ],
    ['NATURAL_PERSON', [{ eligibilityType: 'NATURAL_PERSON' }], { naturalPersonOnly: true }],
    [
      'RESIDENCY_STATUS',
      [
        {
          eligibilityType: 'RESIDENCY_STATUS',
          additionalValue: 'Australian  Permanent Residents and Citizens',
        },
      ],
      { residency: 'Australian Permanent Residents and Citizens' },
    ],
    [
      'MIN_INCOME',
      [{ eligibilityType: 'MIN_INCOME', additionalValue: '35000.0000000000' }],
      { minIncome: 35000 },
    ],
    ['MIN_INCOME empty', [{ eligibilityType: 'MIN_INCOME', additionalValue: '' }], { minIncome: null }],
    [
      'EMPLOYMENT_STATUS',
      [{ eligibilityType: 'EMPLOYMENT_STATUS', additionalValue: 'Gainfully employed' }],
      { employment: 'Gainfully employed' },
    ],
    [
      'OTHER kept as a condition, once',
      [
        { eligibilityType: 'OTHER', additionalInfo: 'first home buyer' },
        { eligibilityType: 'OTHER', additionalInfo: 'first  home buyer' },
      ],
      { conditions: ['first home buyer'] },
    ],
    [
      'a type the standard adds later',
      [{ eligibilityType: 'MIN_TURNOVER', additionalValue: '100000' }],
      { conditions: ['100000'] },
    ],
    ['BUSINESS does not restrict', [{ eligibilityType: 'BUSINESS' }], { memberGroups: [], conditions: [] }],
    [
      'member-only wording in OTHER',
      [
        {
          eligibilityType: 'OTHER',
          additionalInfo:
            'You must be a member. Membership is open to current or retired employees of the Australian education sector.',
        },
      ],
      { memberGroups: ['education'], memberSource: 'cdr', memberWho: 'education workers and their families' },
    ],
    [
      'a non-standard spelling of the type',
      [{ eligibilityType: 'min-age', additionalValue: '21' }],
      { minAge: 21 },
    ],
  ];

  it.each(cases)('%s', (_name, entries, expected) => {
    expect(read(entries)).toMatchObject(expected);
  });

  it('names a staff product from its name when the entry has no text', () => {
    expect(read([{ eligibilityType: 'STAFF' }], { name: 'Staff Housing Loan' }).staffOnly).toBe(true);
    expect(
      read([{ eligibilityType: 'STUDENT', additionalValue: 'Student' }], { name: 'Student Personal Loan' })
        .studentsOnly,
    ).toBe(true);
  });

  it('keeps a real maximum age of 18 on a deposit product', () => {
    expect(read([{ eligibilityType: 'MAX_AGE', additionalValue: '12' }], { lending: false }).maxAge).toBe(12);
  });

  it('takes the curated restriction over the wording', () => {
    const wording: CdrEligibilityEntry = {
      eligibilityType: 'OTHER',
      additionalInfo: 'Membership is open to employees of the Australian education sector.',
    };
    expect(read([wording], { curated: qbank })).toMatchObject({
      memberGroups: ['police', 'health'],
      memberWho: qbank.who,
      memberSource: 'curated',
    });
  });
});

describe('shortText', () => {
  it.each([
    ['  a   b ', 'a b'],
    [null, ''],
    ['x'.repeat(200), 'x'.repeat(200)],
  ])('%s', (input, output) => expect(shortText(input)).toBe(output));

  it('cuts a long text at a word with an ellipsis', () => {
    const text = shortText(`${'word '.repeat(60)}end`);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('groupsWho', () => {
  it.each([
    [['police'], 'police and their families'],
    [['police', 'health'], 'police and health workers and their families'],
    [['police', 'health', 'education'], 'police, health workers and education workers and their families'],
  ] as const)('%j', (groups, who) => expect(groupsWho(groups)).toBe(who));
});
