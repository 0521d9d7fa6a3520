import { readProductEligibility } from './read-eligibility';
import type { IneligibleReason, ProductEligibility, VisitorEligibility } from './types';
import { NO_ANSWERS } from './types';
import {
  ageMatters,
  groupsThatMatter,
  ineligibleReasons,
  parseVisitorEligibility,
  reasonText,
} from './visitor-eligibility';

const open = readProductEligibility({ productName: 'Card', entries: [] }, null);
const membersOnly: ProductEligibility = {
  ...open,
  memberGroups: ['police', 'health'],
  memberWho: 'police and health workers, and their families',
  memberSource: 'curated',
};

describe('ineligibleReasons', () => {
  const cases: Array<[string, ProductEligibility, VisitorEligibility, IneligibleReason['kind'][]]> = [
    ['open product, no answers', open, NO_ANSWERS, []],
    ['members only, no answers', membersOnly, NO_ANSWERS, ['members-only']],
    [
      'members only, another group',
      membersOnly,
      { ...NO_ANSWERS, memberGroups: ['education'] },
      ['members-only'],
    ],
    [
      'members only, one of its groups',
      membersOnly,
      { ...NO_ANSWERS, memberGroups: ['education', 'health'] },
      [],
    ],
    ['minimum age, age not asked', { ...open, minAge: 21 }, NO_ANSWERS, []],
    ['minimum age, too young', { ...open, minAge: 21 }, { ...NO_ANSWERS, age: 19 }, ['min-age']],
    ['minimum age, old enough', { ...open, minAge: 21 }, { ...NO_ANSWERS, age: 21 }, []],
    ['maximum age, too old', { ...open, maxAge: 75 }, { ...NO_ANSWERS, age: 76 }, ['max-age']],
    ['staff only', { ...open, staffOnly: true }, NO_ANSWERS, ['staff-only']],
    ['students only, not a student', { ...open, studentsOnly: true }, NO_ANSWERS, ['students-only']],
    ['students only, a student', { ...open, studentsOnly: true }, { ...NO_ANSWERS, student: true }, []],
    ['two reasons', { ...membersOnly, minAge: 25 }, { ...NO_ANSWERS, age: 20 }, ['members-only', 'min-age']],
  ];

  it.each(cases)('%s', (_name, eligibility, visitor, kinds) => {
    expect(ineligibleReasons(eligibility, visitor).map((reason) => reason.kind)).toEqual(kinds);
  });
});

describe('reasonText', () => {
  it.each([
    [
      { kind: 'members-only', groups: ['police'], who: 'police and their families' },
      'Members only: police and their families',
    ],
    [{ kind: 'min-age', minAge: 21 }, 'Only for people aged 21 or over'],
    [{ kind: 'max-age', maxAge: 75 }, 'Only for people aged 75 or under'],
    [{ kind: 'staff-only' }, "Only for the lender's own staff"],
    [{ kind: 'students-only' }, 'Only for students'],
  ] as Array<[IneligibleReason, string]>)('%j', (reason, text) => expect(reasonText(reason)).toBe(text));
});

describe('what to ask', () => {
  it('asks about the groups of the products shown, in the fixed order', () => {
    expect(
      groupsThatMatter([open, membersOnly, { ...open, memberGroups: ['university', 'police'] }]),
    ).toEqual(['police', 'health', 'university']);
    expect(groupsThatMatter([open])).toEqual([]);
  });

  it.each([
    [[open, { ...open, minAge: 18 }], false],
    [[{ ...open, minAge: 21 }], true],
    [[{ ...open, maxAge: 75 }], true],
  ] as Array<[ProductEligibility[], boolean]>)(
    'asks the age only when it can hide something (%#)',
    (products, asked) => {
      expect(ageMatters(products)).toBe(asked);
    },
  );
});

describe('parseVisitorEligibility', () => {
  it.each([
    [undefined, NO_ANSWERS],
    [null, NO_ANSWERS],
    [{}, NO_ANSWERS],
    [{ memberGroups: ['health', 'police', 'health'] }, { ...NO_ANSWERS, memberGroups: ['police', 'health'] }],
    [
      { age: 30, student: true },
      { memberGroups: [], age: 30, student: true },
    ],
  ] as Array<[unknown, VisitorEligibility]>)('accepts %j', (input, value) => {
    expect(parseVisitorEligibility(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['a list', [], 'eligibility must be an object'],
    ['unknown group', { memberGroups: ['pilots'] }, 'eligibility.memberGroups has an unknown group "pilots"'],
    ['groups not a list', { memberGroups: 'police' }, 'eligibility.memberGroups must be a list of groups'],
    ['age in words', { age: 'thirty' }, 'eligibility.age must be a whole number of years from 16 to 120'],
    ['age too high', { age: 121 }, 'eligibility.age must be a whole number of years from 16 to 120'],
    ['age a fraction', { age: 30.5 }, 'eligibility.age must be a whole number of years from 16 to 120'],
    ['student not a boolean', { student: 'yes' }, 'eligibility.student must be true or false'],
    ['an extra field', { member: true }, 'eligibility.member is not a known answer'],
  ])('refuses %s', (_name, input, problem) => {
    const result = parseVisitorEligibility(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toContain(problem);
  });
});
