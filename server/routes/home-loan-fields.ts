/**
 * The home-loan routes' eligibility answers in the rules' terms. The body fields themselves, with
 * the answers' parts, are the contracts' (`src/api/home-loan-fields.ts`).
 */
import { inGroupOrder } from '../../src/domain/eligibility/member-groups';
import type { VisitorEligibility } from '../../src/domain/eligibility/types';
import type { HlEligibilityBody } from '../../src/api/home-loan-fields';

/** The answers in the rules' terms; none given is no answers. */
export function visitorAnswers(body: HlEligibilityBody | undefined): VisitorEligibility {
  return {
    memberGroups: inGroupOrder(body?.member_groups ?? []),
    age: body?.age ?? null,
    student: false,
  };
}
