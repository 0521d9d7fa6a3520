import { OPEN_TO_EVERYONE, readStoredEligibility } from './stored-eligibility';

const qbank = {
  ...OPEN_TO_EVERYONE,
  memberGroups: ['police', 'health'],
  memberWho: 'police and health workers',
  memberSource: 'curated',
  minAge: 18,
  conditions: ['first home buyer'],
};

describe('readStoredEligibility', () => {
  it.each([
    ['missing: open to everyone', undefined, OPEN_TO_EVERYONE],
    ['open', OPEN_TO_EVERYONE, OPEN_TO_EVERYONE],
    ['members only', qbank, qbank],
  ])('reads %s', (_name, value, expected) => {
    expect(readStoredEligibility(value)).toEqual(expected);
  });

  it.each([
    ['a list', [], 'eligibility: not an object'],
    ['an unknown group', { ...qbank, memberGroups: ['pilots'] }, 'eligibility.memberGroups'],
    ['an age in words', { ...qbank, minAge: '18' }, 'eligibility.minAge'],
    ['a flag missing', { ...qbank, staffOnly: undefined }, 'eligibility.staffOnly'],
    ['a number for a text', { ...qbank, residency: 1 }, 'eligibility.residency'],
    ['an unknown source', { ...qbank, memberSource: 'guess' }, 'eligibility.memberSource'],
    ['groups without who', { ...qbank, memberWho: null }, 'eligibility.memberWho'],
    ['conditions not texts', { ...qbank, conditions: [1] }, 'eligibility.conditions'],
  ])('refuses %s', (_name, value, problem) => {
    expect(() => readStoredEligibility(value)).toThrow(problem);
  });
});
