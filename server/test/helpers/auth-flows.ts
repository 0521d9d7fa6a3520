import type { TestApp, TestClient } from './test-app';

export interface Person {
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
}

let counter = 0;

/** A new person with a unique e-mail and a valid, unique Australian mobile number. */
export function newPerson(first = 'Jane', last = 'Citizen'): Person {
  counter += 1;
  const unique = String((process.pid * 7919 + counter) % 1_000_000).padStart(6, '0');
  return {
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}.${letters(counter)}${process.pid}@example.com`,
    mobile_number: `0412 ${unique.slice(0, 3)} ${unique.slice(3)}`,
  };
}

function letters(value: number): string {
  return value
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');
}

/** E.164 of a `04xx xxx xxx` number. */
export function e164(mobile: string): string {
  return `+61${mobile.replace(/\s/g, '').slice(1)}`;
}

/** Runs the whole sign-up for a client that has a session, and returns the person. */
export async function signUp(t: TestApp, client: TestClient, person: Person = newPerson()): Promise<Person> {
  if (!client.sessionCookie) await client.main();
  const start = await client.post('/signup/', person);
  if (start.statusCode !== 200) throw new Error(`signup failed: ${start.body}`);
  const email = await client.post('/signup/verify-email/', { code: await t.latestCode(person.email) });
  if (email.statusCode !== 200) throw new Error(`verify-email failed: ${email.body}`);
  const mobile = await client.post('/signup/verify-mobile/', {
    code: await t.latestCode(e164(person.mobile_number)),
  });
  if (mobile.statusCode !== 200) throw new Error(`verify-mobile failed: ${mobile.body}`);
  return person;
}

/** Signs in with an e-mail code. */
export async function signIn(t: TestApp, client: TestClient, email: string): Promise<void> {
  if (!client.sessionCookie) await client.main();
  const start = await client.post('/signin/', { email });
  if (start.statusCode !== 200) throw new Error(`signin failed: ${start.body}`);
  const verify = await client.post('/signin/verify-otp/', { code: await t.latestCode(email) });
  if (verify.statusCode !== 200) throw new Error(`verify-otp failed: ${verify.body}`);
}
