/** The signed-in user as the client keeps it. */
export interface UserDetails {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
}

/** What /getUserDetails/ (and the verify calls) answer, camelCased. */
export interface UserDetailsResponse {
  status?: string;
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  mobileNumber?: unknown;
}

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
export function readUserDetails(response: UserDetailsResponse | null | undefined): UserDetailsReading {
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
