import { readUserDetails } from '../user-details';

const complete = {
  status: 'signed_in',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  mobileNumber: '+61412345678',
};

describe('reading user details', () => {
  it('is signed in only with all four details', () => {
    expect(readUserDetails(complete)).toEqual({
      kind: 'signed-in',
      user: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        mobileNumber: '+61412345678',
      },
    });
  });

  it.each(['firstName', 'lastName', 'email', 'mobileNumber'] as const)(
    'is incomplete without %s',
    (field) => {
      expect(readUserDetails({ ...complete, [field]: '' })).toEqual({ kind: 'incomplete', missing: [field] });
      const { [field]: _dropped, ...rest } = complete;
      expect(readUserDetails(rest)).toEqual({ kind: 'incomplete', missing: [field] });
    },
  );

  it('treats the server’s plain signed-out answer as signed out, not as an error', () => {
    expect(readUserDetails({ status: 'signed_out' })).toEqual({ kind: 'signed-out' });
  });

  it('treats an empty or odd answer as incomplete', () => {
    expect(readUserDetails({})).toMatchObject({ kind: 'incomplete' });
    expect(readUserDetails(null)).toMatchObject({ kind: 'incomplete' });
  });
});
