import { memberGroupsInWording } from './member-wording';
import type { MemberGroup } from './member-groups';

describe('memberGroupsInWording', () => {
  const cases: Array<[string, MemberGroup[]]> = [
    [
      'You must be a member. Membership is open to current or former employees of police, ambulance, firies, health workers, emergency services, correctional services and government employees as well as their family members.',
      ['police', 'emergency-services', 'health', 'government'],
    ],
    [
      'You must be a member. Firefighters Mutual Bank is for current or retired employees of, or current volunteers with, a fire and/or emergency service and their families.',
      ['emergency-services'],
    ],
    [
      'You must be a member. Membership is open to citizens or permanent residents of Australia who are current or retired employees in the Australian health sector.',
      ['health'],
    ],
    [
      'You must be a member. Membership is open to current or retired employees of the Australian education sector.',
      ['education'],
    ],
    [
      'You must be a member. Membership is open to current or retired employees, graduates and post-graduates and current students of an Australian university.',
      ['university'],
    ],
    [
      'Membership is open to citizens of Australia who are employees or volunteers in Education, Health Care or Emergency Services sectors',
      ['emergency-services', 'health', 'education'],
    ],
    [
      'Police Value Home Loan only available to current serving Police Officers who are a member of a Union that is associated with the Police Federation of Australia.',
      ['police'],
    ],
    ['Member of Victorian Ambulance Union', ['emergency-services', 'union']],
    ['Restricted to eligible Australian Defence Force members', ['defence']],
    ['Applicant must have served in the Defence Force either prior to May 1985.', ['defence']],
    [
      'Individuals must be an Essential Worker. You can find Essential Workers criteria on the Product Overview page.',
      ['police', 'emergency-services', 'health', 'education'],
    ],
    // Open membership, or no group named: no restriction.
    ['You must become a member. Membership is open to everyone.', []],
    ['Must be a member of the Credit Union', []],
    ['You must be a member of the Qantas Frequent Flyer program to earn and redeem Qantas Points.', []],
    ['The Concession account is available to individuals who hold a Concession or Health Care card.', []],
    // Names a group but restricts no one.
    ['Half of the annual card fee is donated to the Defence Bank Foundation.', []],
    ['first home buyer', []],
  ];

  it.each(cases)('%s', (text, groups) => {
    expect(memberGroupsInWording(text)).toEqual(groups);
  });
});
