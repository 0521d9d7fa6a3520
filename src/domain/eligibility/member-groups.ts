/**
 * The groups a member-owned lender may restrict membership to. A visitor who belongs to one of a
 * product's groups (or is eligible to join through it) can get that product.
 */
export const MEMBER_GROUPS = [
  'police',
  'emergency-services',
  'health',
  'education',
  'university',
  'defence',
  'government',
  'union',
] as const;

export type MemberGroup = (typeof MEMBER_GROUPS)[number];

/** How the offers pages name each group in their question ("Are you a member of, or eligible to join ..."). */
export const MEMBER_GROUP_LABELS: Record<MemberGroup, string> = {
  police: 'Police (serving or former)',
  'emergency-services': 'Fire, ambulance or emergency services',
  health: 'Health sector (nurses, doctors, hospital and allied health staff)',
  education: 'Schools and education sector',
  university: 'A university (staff, student or graduate)',
  defence: 'Australian Defence Force or veterans',
  government: 'Government, public service or correctional services',
  union: 'A trade union',
};

/** Short names for reasons ("For police, health and emergency services workers only"). */
export const MEMBER_GROUP_SHORT_NAMES: Record<MemberGroup, string> = {
  police: 'police',
  'emergency-services': 'emergency services',
  health: 'health workers',
  education: 'education workers',
  university: 'university staff, students and graduates',
  defence: 'defence force members and veterans',
  government: 'government workers',
  union: 'union members',
};

export function isMemberGroup(value: unknown): value is MemberGroup {
  return typeof value === 'string' && (MEMBER_GROUPS as readonly string[]).includes(value);
}

/** Groups in the one fixed order of `MEMBER_GROUPS`, each once. */
export function inGroupOrder(groups: Iterable<MemberGroup>): MemberGroup[] {
  const wanted = new Set(groups);
  return MEMBER_GROUPS.filter((group) => wanted.has(group));
}
