/**
 * Wording of every message the server sends. Each code message holds exactly one six-digit
 * number, the code itself: no other figure in it has six digits, so a reader (or a test) can
 * pick the code out reliably.
 */
import type { MailMessage } from '../plugins/mail';

export type CodeReason = 'signup_email' | 'signup_mobile' | 'signin';

const PURPOSE_TEXT: Record<CodeReason, string> = {
  signup_email: 'confirm your e-mail for your new StaySmart account',
  signup_mobile: 'confirm your mobile for your new StaySmart account',
  signin: 'sign in to StaySmart',
};

export function codeEmail(to: string, code: string, reason: CodeReason): MailMessage {
  return {
    to,
    subject: reason === 'signin' ? 'Your StaySmart sign-in code' : 'Confirm your e-mail for StaySmart',
    // Lines stay under 76 characters so the message goes out as plain 7-bit text, never
    // quoted-printable, which could break a line inside the code.
    text: [
      `Your StaySmart code is ${code}`,
      '',
      `Use it to ${PURPOSE_TEXT[reason]}.`,
      'It expires in 10 minutes and works once.',
      '',
      "If you didn't ask for this code, you can ignore this e-mail:",
      'nothing changes without it.',
      '',
      'StaySmart',
    ].join('\n'),
  };
}

export function codeSms(code: string, reason: CodeReason): string {
  return `StaySmart: ${code} is your code to ${PURPOSE_TEXT[reason]}. It expires in 10 minutes. Never share it.`;
}

/** Sent instead of a code when someone tries to sign up with an address that already has an account. */
export function accountExistsEmail(to: string): MailMessage {
  return {
    to,
    subject: 'You already have a StaySmart account',
    text: [
      'Someone, probably you, tried to create a StaySmart account',
      'with this e-mail address.',
      '',
      'You already have an account, so there is nothing to confirm:',
      'sign in instead, and we will send you a code.',
      '',
      "If this wasn't you, you can ignore this e-mail.",
      'Your account has not changed.',
      '',
      'StaySmart',
    ].join('\n'),
  };
}

export const WELCOME_NOTIFICATION = {
  kind: 'welcome',
  title: 'Welcome to StaySmart',
  body: 'Your account is ready. Add your current card to see whether staying or switching saves you more.',
};

export interface ProductTransferMessage {
  reference: string;
  firstName: string;
  providerName: string;
  fromCard: string;
  toCard: string;
  preferredContact: 'email' | 'phone';
}

/** What happens after a product-transfer request: the answer's `next_steps` and the e-mail's list. */
export function productTransferNextSteps(message: ProductTransferMessage): string[] {
  const by = message.preferredContact === 'phone' ? 'phone' : 'e-mail';
  return [
    `${message.providerName} will contact you by ${by} to confirm the move.`,
    'Keep up your repayments on your current card until then.',
    `Quote ${message.reference} if you contact us about this request.`,
  ];
}

/** Words of `text` on lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(text: string, width: number, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Confirms a product-transfer request. Lines are wrapped short, as in the code e-mails above. */
export function productTransferEmail(to: string, message: ProductTransferMessage): MailMessage {
  const width = 70;
  return {
    to,
    subject: `Your StaySmart request ${message.reference}`,
    text: [
      `Hi ${message.firstName},`,
      '',
      ...wrap(
        `Thanks for asking StaySmart to arrange a move from your ${message.fromCard} to the ` +
          `${message.toCard} at ${message.providerName}.`,
        width,
      ),
      '',
      `Your reference is ${message.reference}.`,
      '',
      'What happens next:',
      ...productTransferNextSteps(message).flatMap((step) => wrap(`- ${step}`, width, '  ')),
      '',
      "If you didn't make this request, you can ignore this e-mail:",
      'nothing changes until the bank confirms it with you.',
      '',
      'The StaySmart team',
      'Stay or switch: keep the card that costs you least.',
    ].join('\n'),
  };
}
