/**
 * Member-only wording in a product's own eligibility text: "Membership is open to current or former
 * employees of police, ambulance ...", "Only available to current serving Police Officers",
 * "Member of Victorian Ambulance Union". A text restricts only when it both says so (only, must be,
 * restricted, exclusively, membership is open to ...) and names a group; "Membership is open to
 * everyone" and "Must be a member of the Credit Union" (anyone may join) name no group.
 */
import { inGroupOrder, type MemberGroup } from './member-groups';

const RESTRICTS =
  /\b(only|must (?:be|have served)|restricted to|exclusive(?:ly)? for|membership is open to|is for current|available to the following|member of (?:the )?[a-z ]*union)\b/i;

const OPEN_TO_ALL = /\bopen to (?:everyone|all\b|anyone)/i;

/** Essential-worker products, as the banks that offer them define the term. */
const ESSENTIAL_WORKER_GROUPS: MemberGroup[] = ['police', 'emergency-services', 'health', 'education'];

const GROUP_WORDS: ReadonlyArray<readonly [MemberGroup, RegExp]> = [
  ['police', /\bpolice\b/i],
  [
    'emergency-services',
    /\b(?:ambulance|fire(?:fighters?|ies| (?:and\/or )?emergency)|firies|emergency services?|paramedics?|rescue workers?)\b/i,
  ],
  [
    'health',
    /\b(?:health(?! ?care card)(?: ?care)?(?: sector| workers?| professionals?| staff)?|nurs(?:e|es|ing)|hospital|medical)\b/i,
  ],
  ['education', /\b(?:education|teach(?:er|ers|ing)|school)\b/i],
  ['university', /\buniversit(?:y|ies)\b/i],
  ['defence', /\b(?:defence force|defence home ownership|ADF|military|veterans?['’]? affairs|veterans?)\b/i],
  ['government', /\b(?:government employees?|public (?:service|sector)|correctional|corrective services)\b/i],
  ['union', /(?<!credit )\bunion\b(?! that is associated)/i],
];

/** The groups a restrictive text limits a product to; empty when the text restricts no one by group. */
export function memberGroupsInWording(text: string): MemberGroup[] {
  if (!RESTRICTS.test(text) || OPEN_TO_ALL.test(text)) return [];
  const found = new Set<MemberGroup>();
  if (/\bessential workers?\b/i.test(text)) ESSENTIAL_WORKER_GROUPS.forEach((group) => found.add(group));
  for (const [group, words] of GROUP_WORDS) if (words.test(text)) found.add(group);
  return inGroupOrder(found);
}
