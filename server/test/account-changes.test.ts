/** @jest-environment ./server/test/pglite-environment.ts */
/**
 * Changes the owner is told about: a new mobile number or name is e-mailed to the account's
 * address with a link that undoes it within a week and signs every device out; the devices signed
 * in to the account are listed under it, and another one can be signed out.
 */
import './helpers/host-modules';
import { SECURITY } from '../config/security';
import { e164, newPerson, type Person, signIn, signUp } from './helpers/auth-flows';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

interface Device {
  id: string;
  name: string;
  this_device: boolean;
}

describe.each(testDrivers())('account changes told to the owner on %s', (driver) => {
  const t = useTestApp(driver);

  async function member(person: Person = newPerson()): Promise<{ client: TestClient; person: Person }> {
    const client = t().client();
    await signUp(t(), client, person);
    return { client, person };
  }

  /** The undo link's token from the newest notice e-mailed to the address. */
  async function undoToken(email: string): Promise<string> {
    const mails = await t().messagesTo(email);
    const notice = [...mails].reverse().find((mail) => mail.includes('/account-change/?token='));
    const token = /\/account-change\/\?token=([^\s]+)/.exec(notice ?? '')?.[1];
    if (!token) throw new Error('no account-change notice');
    return decodeURIComponent(token);
  }

  async function changeMobile(client: TestClient, mobile: string) {
    await client.post('/updateUserMobile/', { mobile_number: mobile });
    const verify = await client.post('/updateUserMobile/verify/', {
      code: await t().latestCode(e164(mobile)),
    });
    expect(verify.statusCode).toBe(200);
  }

  test('a new mobile number is e-mailed to the owner; the link puts the old one back and signs every device out', async () => {
    const { client, person } = await member();
    const otherDevice = t().client();
    await signIn(t(), otherDevice, person.email);
    const newMobile = newPerson().mobile_number;
    await changeMobile(client, newMobile);

    const notice = (await t().messagesTo(person.email)).at(-1) ?? '';
    expect(notice).toContain(
      `The mobile number of your StaySmart account was changed to a number ending in ${newMobile.slice(-3)}`,
    );
    expect(notice).not.toContain(e164(newMobile));
    const token = await undoToken(person.email);

    // The owner opens the link in another browser, not signed in.
    const owner = t().client();
    await owner.main();
    const seen = await owner.post('/accountChange/', { token });
    expect(seen.json()).toMatchObject({ kind: 'mobile', undone: false });
    const undo = await owner.post('/accountChange/undo/', { token });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ kind: 'mobile', undone: true, signed_out_devices: 2 });
    const [row] = await t().db.query<{ mobile_number: string }>(
      'SELECT mobile_number FROM users WHERE email = $1',
      [person.email],
    );
    expect(row?.mobile_number).toBe(e164(person.mobile_number));
    // Whoever changed it is signed out, and so is every other device.
    for (const device of [client, otherDevice]) {
      expect((await device.post('/getUserDetails/')).json()).toMatchObject({ status: 'signed_out' });
    }
    // Undoing again answers the same and changes nothing.
    expect((await owner.post('/accountChange/undo/', { token })).json()).toMatchObject({
      undone: true,
      signed_out_devices: 0,
    });
  });

  test('a new name is told and undone the same way; a tampered or week-old link does nothing', async () => {
    const { client, person } = await member(newPerson('Olive', 'Owner'));
    await client.post('/updateUserDetails/', { first_name: 'Mallory', last_name: 'Intruder' });
    const notice = (await t().messagesTo(person.email)).at(-1) ?? '';
    expect(notice).toContain('The name on your StaySmart account was changed');
    expect(notice).not.toContain('Mallory');
    const token = await undoToken(person.email);
    const tampered = `${token.slice(0, -2)}xx`;
    expect(errorOf(await client.post('/accountChange/undo/', { token: tampered })).message).toBe(
      'This link is not valid. Copy the whole link from the e-mail, or write to help@staysmart.com.au.',
    );

    t().clock.advance(SECURITY.accountChangeUndoMs);
    const later = t().client();
    await later.main();
    const late = await later.post('/accountChange/undo/', { token });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).message).toMatch(/^This link has expired/);
    const [row] = await t().db.query<{ first_name: string }>(
      'SELECT first_name FROM users WHERE email = $1',
      [person.email],
    );
    expect(row?.first_name).toBe('Mallory');
  });

  test('undone from a device of the account itself, that browser goes on signed out with a new session', async () => {
    const { client, person } = await member(newPerson('Olive', 'Owner'));
    await client.post('/updateUserDetails/', { first_name: 'Mallory', last_name: 'Intruder' });
    const before = client.sessionCookie;
    const undo = await client.post('/accountChange/undo/', { token: await undoToken(person.email) });
    expect(undo.json()).toMatchObject({ undone: true, signed_out_devices: 1 });
    expect(client.sessionCookie).not.toBe(before);
    expect((await client.post('/getUserDetails/')).json()).toMatchObject({ status: 'signed_out' });
    // The new session works for the next step: signing in again.
    expect((await client.post('/signin/', { email: person.email })).statusCode).toBe(200);
  });

  test('the same name again is no change: nothing is e-mailed', async () => {
    const { client, person } = await member(newPerson('Olive', 'Owner'));
    const before = (await t().messagesTo(person.email)).length;
    await client.post('/updateUserDetails/', { first_name: 'Olive', last_name: 'Owner' });
    expect(await t().messagesTo(person.email)).toHaveLength(before);
  });

  test('the devices signed in are listed, this one marked; another can be signed out, this one not', async () => {
    const { client, person } = await member();
    const phone = t().client();
    await phone.main(
      {},
      {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
      },
    );
    await signIn(t(), phone, person.email);
    const listed = (await client.post('/accountDevices/')).json<{ devices: Device[] }>().devices;
    expect(listed).toHaveLength(2);
    expect(listed.filter((device) => device.this_device)).toHaveLength(1);
    const other = listed.find((device) => !device.this_device) as Device;
    expect(other.name).toBe('Safari on iPhone');
    expect(other.id).not.toContain(phone.sessionCookie ?? '-');

    const self = listed.find((device) => device.this_device) as Device;
    expect((await client.post('/accountDevices/signOut/', { device: self.id })).statusCode).toBe(400);
    const after = await client.post('/accountDevices/signOut/', { device: other.id });
    expect(after.json<{ devices: Device[] }>().devices).toHaveLength(1);
    expect((await phone.post('/getUserDetails/')).json()).toMatchObject({ status: 'signed_out' });
    // Another account's device id is not found.
    const stranger = (await member()).client;
    expect((await stranger.post('/accountDevices/signOut/', { device: other.id })).statusCode).toBe(404);
  });
});
