/**
 * Sign-up (e-mail code, then SMS code, then the account), sign-in (one code to e-mail or mobile)
 * and a signed-in user's change of mobile number (an SMS code to the new number). Whether an
 * address has an account never shows in a response before a code proves the address is the
 * visitor's: unknown addresses get the same answer and a code row that was never sent, and sign-up
 * with a known e-mail sends a "you already have an account" e-mail instead of a code.
 */
import type { MobileCodeSentAnswer } from '../../src/api/account';
import type { CodeSentAnswer } from '../../src/api/auth';
import type { AppContext } from '../app-context';
import { SECURITY } from '../config/security';
import type { Queryable } from '../db/db';
import { isPgError, PG_UNIQUE_VIOLATION } from '../db/db';
import { ApiError, badRequest } from '../lib/api-error';
import { verifyingKeys } from '../lib/key-ring';
import { requireEmail, requireMobile, requireName } from '../lib/contact-input';
import { accountExistsEmail, codeEmail, codeSms, WELCOME_NOTIFICATION } from './messages';
import { codesPausedEmail } from './account-notices';
import { recordAccountChange, tellOwnerOfChange } from './account-changes';
import {
  checkCode,
  type CheckResult,
  type CodeChannel,
  type CodePurpose,
  type CodeRow,
  issueCode,
  latestCode,
  type SignupDetails,
} from './one-time-codes';
import { type NewSession, rotateSession, type SessionState } from './sessions';
import { NEWS_AGREED } from './marketing-consent';
import { addHistory, addNotification } from './user-records';
import {
  findUserByEmail,
  findUserById,
  findUserByMobile,
  insertUser,
  setUserMobile,
  type UserRow,
} from './users';

export interface SignedIn {
  user: UserRow;
  session: NewSession;
}

type AuthContext = Pick<
  AppContext,
  'db' | 'secret' | 'keys' | 'delivery' | 'mailer' | 'sms' | 'batches' | 'config'
>;

/**
 * The codes of sign-up, sign-in and a change of mobile number (home-loan registrations and
 * product-transfer requests have their own: services/home-loan-registrations.ts and
 * services/product-transfers.ts).
 */
type AccountCodePurpose = Exclude<CodePurpose, 'hl_registration' | 'product_transfer_email'>;

const NEXT_STEP: Record<AccountCodePurpose, CodeSentAnswer['next_step']> = {
  signup_email: 'verify_email',
  signup_mobile: 'verify_mobile',
  signin: 'verify_otp',
  mobile_change: 'verify_mobile_change',
};

const START_AGAIN: Record<AccountCodePurpose, string> = {
  signup_email: 'Please start the sign-up again.',
  signup_mobile: 'Please start the sign-up again.',
  signin: 'Please start signing in again.',
  mobile_change: 'Please enter your new mobile number again.',
};

function codeSent(purpose: AccountCodePurpose, channel: CodeChannel): CodeSentAnswer {
  return {
    status: 'code_sent',
    next_step: NEXT_STEP[purpose],
    channel,
    expires_in_seconds: SECURITY.codeTtlMs / 1000,
  };
}

/** Queues the message for a code row; rows for addresses without an account send nothing. */
/** A wrong code that locked an account's codes: its owner is told, at the account's address. */
async function tellOwnerOfLock(
  ctx: AuthContext,
  failure: { lockedAccount?: { userId: string; until: Date } },
) {
  const locked = failure.lockedAccount;
  if (!locked) return;
  const owner = await findUserById(ctx.db, locked.userId);
  if (!owner) return;
  ctx.delivery.dispatch('a codes-paused notice', () =>
    ctx.mailer.send(codesPausedEmail(owner.email, locked.until)),
  );
}

function deliverCode(
  ctx: AuthContext,
  row: Pick<CodeRow, 'channel' | 'destination' | 'deliverable' | 'purpose'>,
  code: string,
) {
  if (!row.deliverable) return;
  if (row.channel === 'email') {
    ctx.delivery.dispatch('a code e-mail', () =>
      ctx.mailer.send(codeEmail(row.destination, code, row.purpose)),
    );
  } else {
    ctx.delivery.dispatch('a code SMS', () => ctx.sms.send(row.destination, codeSms(code, row.purpose)));
  }
}

export async function startSignup(
  ctx: AuthContext,
  session: SessionState,
  input: {
    first_name: string;
    last_name: string;
    email: string;
    mobile_number: string;
    /** The unticked box "Send me occasional news about StaySmart", ticked. */
    marketing_opt_in?: boolean;
  },
  now: Date,
  /** The network asking (lib/client-network.ts), which the send limit counts apart. */
  from: string | null = null,
): Promise<CodeSentAnswer> {
  const details: SignupDetails = {
    first_name: requireName(input.first_name, 'first_name'),
    last_name: requireName(input.last_name, 'last_name'),
    email: requireEmail(input.email),
    mobile_number: requireMobile(input.mobile_number),
    marketing_opt_in_at: input.marketing_opt_in === true ? now.toISOString() : null,
  };
  const { code, exists } = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, details.email);
    const issued = await issueCode(
      tx,
      ctx.secret,
      {
        purpose: 'signup_email',
        sessionHash: session.idHash,
        requestedFrom: from,
        channel: 'email',
        destination: details.email,
        deliverable: existing === null,
        userId: null,
        signup: existing ? null : details,
      },
      now,
    );
    return { code: issued, exists: existing !== null };
  });
  if (exists) {
    ctx.delivery.dispatch('an account-exists e-mail', () =>
      ctx.mailer.send(accountExistsEmail(details.email)),
    );
  } else {
    deliverCode(
      ctx,
      { channel: 'email', destination: details.email, deliverable: true, purpose: 'signup_email' },
      code,
    );
  }
  return codeSent('signup_email', 'email');
}

export async function verifySignupEmail(
  ctx: AuthContext,
  session: SessionState,
  code: string,
  now: Date,
  /** The network asking (lib/client-network.ts), which the send limit counts apart. */
  from: string | null = null,
): Promise<CodeSentAnswer> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const check = await checkCode(
      tx,
      verifyingKeys(ctx.keys, 'grace', now),
      session.idHash,
      'signup_email',
      code,
      now,
    );
    if (!check.ok || !check.row.signup) return check;
    const details = check.row.signup;
    const smsCode = await issueCode(
      tx,
      ctx.secret,
      {
        purpose: 'signup_mobile',
        sessionHash: session.idHash,
        requestedFrom: from,
        channel: 'sms',
        destination: details.mobile_number,
        deliverable: true,
        userId: null,
        signup: details,
      },
      now,
    );
    return { ok: true as const, mobile: details.mobile_number, smsCode };
  });
  if (!outcome.ok) throw outcome.error;
  if (!('smsCode' in outcome))
    throw new Error('A sign-up e-mail code was stored without the sign-up details.');
  deliverCode(
    ctx,
    { channel: 'sms', destination: outcome.mobile, deliverable: true, purpose: 'signup_mobile' },
    outcome.smsCode,
  );
  return codeSent('signup_mobile', 'sms');
}

export async function verifySignupMobile(
  ctx: AuthContext,
  session: SessionState,
  code: string,
  now: Date,
): Promise<SignedIn> {
  const conflict = new ApiError(
    409,
    'CONFLICT',
    'This e-mail address or mobile number already belongs to a StaySmart account. Please sign in instead.',
  );
  let outcome: { ok: false; error: ApiError } | { ok: true; user: UserRow; session: NewSession };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const check = await checkCode(
        tx,
        verifyingKeys(ctx.keys, 'grace', now),
        session.idHash,
        'signup_mobile',
        code,
        now,
      );
      if (!check.ok) return check;
      const details = check.row.signup;
      if (!details) throw new Error('A sign-up mobile code was stored without the sign-up details.');
      // The visitor has now proved both addresses, so telling them one is taken reveals nothing new.
      if ((await findUserByEmail(tx, details.email)) || (await findUserByMobile(tx, details.mobile_number))) {
        return { ok: false as const, error: conflict };
      }
      const user = await insertUser(tx, details, now);
      await addNotification(tx, user.id, WELCOME_NOTIFICATION, now);
      await addHistory(
        tx,
        user.id,
        { kind: 'signed_up', description: 'You created your StaySmart account.' },
        now,
      );
      if (details.marketing_opt_in_at) {
        await addHistory(tx, user.id, { kind: 'news_agreed', description: NEWS_AGREED }, now);
      }
      const next = await signIn(ctx, tx, session, user, now);
      return { ok: true as const, user, session: next };
    });
  } catch (error) {
    // Two sign-ups racing for one address: the loser gets the same answer as a known address.
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw conflict;
    throw error;
  }
  if (!outcome.ok) throw outcome.error;
  return { user: outcome.user, session: outcome.session };
}

/** A new code to the address of the session's last one; answers the step's answer and that address. */
async function resend(
  ctx: AuthContext,
  session: SessionState,
  purpose: AccountCodePurpose,
  now: Date,
  /** The network asking (lib/client-network.ts), which the send limit counts apart. */
  from: string | null = null,
): Promise<{ answer: CodeSentAnswer; destination: string }> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const previous = await latestCode(tx, session.idHash, purpose);
    if (!previous) return null;
    if (previous.used_at) return previous;
    const code = await issueCode(
      tx,
      ctx.secret,
      {
        purpose,
        sessionHash: session.idHash,
        requestedFrom: from,
        channel: previous.channel,
        destination: previous.destination,
        deliverable: previous.deliverable,
        userId: previous.user_id,
        signup: previous.signup,
      },
      now,
    );
    return { ...previous, code };
  });
  if (!outcome) {
    throw new ApiError(
      400,
      'NO_PENDING_CODE',
      `There is no code to send again in this browser. ${START_AGAIN[purpose]}`,
    );
  }
  if (!('code' in outcome)) {
    throw new ApiError(
      400,
      'CODE_USED',
      'That code has already been used, so there is nothing to send again.',
    );
  }
  if (purpose === 'signup_email' && !outcome.deliverable) {
    ctx.delivery.dispatch('an account-exists e-mail', () =>
      ctx.mailer.send(accountExistsEmail(outcome.destination)),
    );
  } else {
    deliverCode(ctx, outcome, outcome.code);
  }
  return { answer: codeSent(purpose, outcome.channel), destination: outcome.destination };
}

export const resendSignupEmail = async (
  ctx: AuthContext,
  session: SessionState,
  now: Date,
  from: string | null = null,
) => (await resend(ctx, session, 'signup_email', now, from)).answer;
export const resendSignupMobile = async (
  ctx: AuthContext,
  session: SessionState,
  now: Date,
  from: string | null = null,
) => (await resend(ctx, session, 'signup_mobile', now, from)).answer;
export const resendSignin = async (
  ctx: AuthContext,
  session: SessionState,
  now: Date,
  from: string | null = null,
) => (await resend(ctx, session, 'signin', now, from)).answer;

export async function startSignin(
  ctx: AuthContext,
  session: SessionState,
  input: { email?: string; mobile_number?: string },
  now: Date,
  /** The network asking (lib/client-network.ts), which the send limit counts apart. */
  from: string | null = null,
): Promise<CodeSentAnswer> {
  const hasEmail = typeof input.email === 'string' && input.email.trim() !== '';
  const hasMobile = typeof input.mobile_number === 'string' && input.mobile_number.trim() !== '';
  if (hasEmail === hasMobile) {
    throw badRequest('Give either "email" or "mobile_number" to sign in, not both and not neither.');
  }
  const channel: CodeChannel = hasEmail ? 'email' : 'sms';
  const destination = hasEmail ? requireEmail(input.email ?? '') : requireMobile(input.mobile_number ?? '');
  const { code, user } = await ctx.db.transaction(async (tx) => {
    const found = hasEmail ? await findUserByEmail(tx, destination) : await findUserByMobile(tx, destination);
    const issued = await issueCode(
      tx,
      ctx.secret,
      {
        purpose: 'signin',
        sessionHash: session.idHash,
        requestedFrom: from,
        channel,
        destination,
        deliverable: found !== null,
        userId: found?.id ?? null,
        signup: null,
      },
      now,
    );
    return { code: issued, user: found };
  });
  deliverCode(ctx, { channel, destination, deliverable: user !== null, purpose: 'signin' }, code);
  return codeSent('signin', channel);
}

export async function verifySignin(
  ctx: AuthContext,
  session: SessionState,
  code: string,
  now: Date,
): Promise<SignedIn> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const check = await checkCode(
      tx,
      verifyingKeys(ctx.keys, 'grace', now),
      session.idHash,
      'signin',
      code,
      now,
    );
    if (!check.ok) return check;
    const [user] = await tx.query<UserRow>(
      'UPDATE users SET last_signed_in_at = $2 WHERE id = $1 RETURNING *',
      [check.row.user_id, now.toISOString()],
    );
    if (!user) {
      return {
        ok: false as const,
        error: new ApiError(400, 'INVALID_CODE', 'That code is not right. Please ask for a new code.'),
      };
    }
    await addHistory(
      tx,
      user.id,
      {
        kind: 'signed_in',
        description:
          check.row.channel === 'email'
            ? 'You signed in with an e-mail code.'
            : 'You signed in with an SMS code.',
        data: { channel: check.row.channel },
      },
      now,
    );
    const next = await signIn(ctx, tx, session, user, now);
    return { ok: true as const, user, session: next };
  });
  if (!outcome.ok) {
    await tellOwnerOfLock(ctx, outcome);
    throw outcome.error;
  }
  return { user: outcome.user, session: outcome.session };
}

/** New session id for the signed-in user; the visit and browser are linked to the account. */
async function signIn(
  ctx: AuthContext,
  tx: Queryable,
  session: SessionState,
  user: UserRow,
  now: Date,
): Promise<NewSession> {
  if (session.visitId)
    await tx.query('UPDATE visits SET user_id = $2 WHERE id = $1', [session.visitId, user.id]);
  // The checks this browser made before signing in become the account's, so another device
  // signed in to it can carry on with them (/myCurrentDeal/, /getHLSurvey/).
  await tx.query('UPDATE surveys SET user_id = $2 WHERE browser_id = $1 AND user_id IS NULL', [
    session.browserId,
    user.id,
  ]);
  return rotateSession(tx, ctx.batches.sessions, session, user.id, now);
}

function mobileCodeSent(mobile: string, now: Date): MobileCodeSentAnswer {
  return {
    ...codeSent('mobile_change', 'sms'),
    mobile_number: mobile,
    expires_at: new Date(now.getTime() + SECURITY.codeTtlMs).toISOString(),
  };
}

/**
 * A signed-in user's new mobile number: checked like sign-up's, then confirmed by a code texted
 * to it, sent the way sign-up sends its mobile code. The code row keeps the new number (its
 * destination) and the account (its user id) until the code is entered. Whether another account
 * has the number is told only once the code proves the number is the user's (as at sign-up).
 */
export async function startMobileChange(
  ctx: AuthContext,
  session: SessionState,
  userId: string,
  input: { mobile_number: string },
  now: Date,
  /** The network asking (lib/client-network.ts), which the send limit counts apart. */
  from: string | null = null,
): Promise<MobileCodeSentAnswer> {
  const mobile = requireMobile(input.mobile_number);
  const code = await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Please sign in to see this.');
    if (user.mobile_number === mobile) {
      throw badRequest('"mobile_number" is already the mobile number of your account. Enter a new one.');
    }
    return issueCode(
      tx,
      ctx.secret,
      {
        purpose: 'mobile_change',
        sessionHash: session.idHash,
        requestedFrom: from,
        channel: 'sms',
        destination: mobile,
        deliverable: true,
        userId: user.id,
        signup: null,
      },
      now,
    );
  });
  deliverCode(
    ctx,
    { channel: 'sms', destination: mobile, deliverable: true, purpose: 'mobile_change' },
    code,
  );
  return mobileCodeSent(mobile, now);
}

/**
 * Checks the code sent to the new number (the attempt limits of every code) and makes that number
 * the account's; 409 when another account has it by then.
 */
export async function verifyMobileChange(
  ctx: AuthContext,
  session: SessionState,
  userId: string,
  code: string,
  now: Date,
): Promise<UserRow> {
  const conflict = new ApiError(
    409,
    'CONFLICT',
    'This mobile number already belongs to another StaySmart account. Enter a different number.',
  );
  let outcome: Exclude<CheckResult, { ok: true }> | { ok: true; user: UserRow; changeId: string };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const check = await checkCode(
        tx,
        verifyingKeys(ctx.keys, 'grace', now),
        session.idHash,
        'mobile_change',
        code,
        now,
      );
      if (!check.ok) return check;
      const mobile = check.row.destination;
      const holder = await findUserByMobile(tx, mobile);
      if (holder && holder.id !== userId) return { ok: false as const, error: conflict };
      const before = await findUserById(tx, userId);
      const user = await setUserMobile(tx, userId, mobile);
      if (!user || !before) throw new ApiError(401, 'UNAUTHORIZED', 'Please sign in to see this.');
      const changeId = await recordAccountChange(
        tx,
        userId,
        'mobile',
        { mobile_number: before.mobile_number },
        now,
      );
      await addHistory(
        tx,
        user.id,
        { kind: 'mobile_changed', description: 'Changed your mobile number' },
        now,
      );
      return { ok: true as const, user, changeId };
    });
  } catch (error) {
    // Two accounts confirming one number at once: the second gets the same answer as a taken number.
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw conflict;
    throw error;
  }
  if (!outcome.ok) {
    await tellOwnerOfLock(ctx, outcome);
    throw outcome.error;
  }
  tellOwnerOfChange(ctx, outcome.user, { id: outcome.changeId, kind: 'mobile', at: now });
  return outcome.user;
}

/** A new code to the same new number; the earlier code stops working. */
export const resendMobileChange = async (
  ctx: AuthContext,
  session: SessionState,
  now: Date,
  from: string | null = null,
) => mobileCodeSent((await resend(ctx, session, 'mobile_change', now, from)).destination, now);
