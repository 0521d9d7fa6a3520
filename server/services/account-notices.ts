/**
 * E-mails that tell an account's owner about something done to it, sent to the account's own
 * address (confirmed at sign-up) and in our words only: nothing a visitor typed goes into them.
 */
import { sydneyDayAndTime, sydneyTime } from '../lib/sydney-date';
import type { MailMessage } from '../plugins/mail';

/** The account's codes are paused after too many wrong ones today. */
export function codesPausedEmail(to: string, until: Date): MailMessage {
  return {
    to,
    subject: 'Sign-in codes for your StaySmart account are paused',
    text: [
      'Someone entered too many wrong codes for your StaySmart account today,',
      `so its sign-in and confirmation codes are paused until ${sydneyTime(until)} (Sydney time).`,
      '',
      'If that was you, wait until then and ask for a new code.',
      "If it wasn't, your account is safe: a code only works in the browser",
      'that asked for it, and only someone who can read your e-mail or your',
      'texts can see one. Never share a code with anyone.',
      '',
      'The StaySmart team',
    ].join('\n'),
  };
}

export interface AccountChangedMessage {
  kind: 'mobile' | 'name';
  /** For a new mobile number: its last three digits (the whole number is not repeated). */
  newMobileEnding?: string;
  at: Date;
  undoUrl: string;
  undoUntil: Date;
}

/** Tells the owner their mobile number or name changed, with the link that undoes it. */
export function accountChangedEmail(to: string, message: AccountChangedMessage): MailMessage {
  const what =
    message.kind === 'mobile'
      ? `The mobile number of your StaySmart account was changed to a number ending in ${message.newMobileEnding ?? '…'}`
      : 'The name on your StaySmart account was changed';
  return {
    to,
    subject:
      message.kind === 'mobile'
        ? 'The mobile number of your StaySmart account changed'
        : 'The name on your StaySmart account changed',
    text: [
      `${what}`,
      `on ${sydneyDayAndTime(message.at)} (Sydney time).`,
      '',
      'If you made this change, there is nothing to do.',
      '',
      `If you didn't, undo it before ${sydneyDayAndTime(message.undoUntil)}:`,
      message.undoUrl,
      '',
      'Undoing it puts back what was there before and signs every device out',
      'of your account. Then sign in again with a code sent to this address.',
      '',
      'The StaySmart team',
    ].join('\n'),
  };
}
