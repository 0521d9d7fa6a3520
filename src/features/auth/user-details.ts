import type { getUserDetails, verifySignIn } from '../../api/auth';
import type { ClientResponseOf } from '../../api/contract';

/** The signed-in user as the client keeps it: the details the sign-in answers, without their status. */
export type UserDetails = Omit<ClientResponseOf<typeof verifySignIn>, 'status'>;

/** What /getUserDetails/ (and the verify calls) answer, camelCased. */
export type UserDetailsResponse = ClientResponseOf<typeof getUserDetails>;

/**
 * An answer as it arrived: production builds do not check answers against their contract, so the
 * details are read one by one.
 */
type ArrivedAnswer = Readonly<Partial<Record<'status' | keyof UserDetails, unknown>>>;

export const MISSING_DETAIL_MESSAGE = 'Server returned data but was missing expected detail!';

export type UserDetailsReading =
  | { kind: 'signed-in'; user: UserDetails }
  | { kind: 'signed-out' }
  | { kind: 'incomplete'; missing: (keyof UserDetails)[] };

const FIELDS: (keyof UserDetails)[] = ['firstName', 'lastName', 'email', 'mobileNumber'];

function present(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Spec 4/5: signed in only when all four details are present. The server answers an anonymous
 * visitor with `{ status: 'signed_out' }` alone, which is a plain "signed out", not an error; any
 * other answer lacking a detail is the "missing expected detail" error.
 */
export function readUserDetails(response: ArrivedAnswer | null | undefined): UserDetailsReading {
  if (!response || typeof response !== 'object') return { kind: 'incomplete', missing: [...FIELDS] };
  const missing = FIELDS.filter((field) => !present(response[field]));
  if (missing.length === 0) {
    return {
      kind: 'signed-in',
      user: {
        firstName: response.firstName as string,
        lastName: response.lastName as string,
        email: response.email as string,
        mobileNumber: response.mobileNumber as string,
      },
    };
  }
  if (response.status === 'signed_out' && missing.length === FIELDS.length) return { kind: 'signed-out' };
  return { kind: 'incomplete', missing };
}
