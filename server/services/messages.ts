/**
 * Wording of every message the server sends. Each code message holds exactly one six-digit
 * number, the code itself: no other figure in it has six digits, so a reader (or a test) can
 * pick the code out reliably.
 */
import { SECURITY } from '../config/security';
import { greeting, quotedFreeText } from '../lib/quoted-free-text';
import type { RefinancePartnerIdentity } from '../config/env';
import type { MailMessage } from '../plugins/mail';
import { brokerWithLicence } from '../../src/domain/home-loans/contact-request';
import type { FiguresDates } from '../../src/domain/figures-date';
import { figuresDateLine } from './figures-date';
import type { CodePurpose } from './one-time-codes';

/** What a code is for: every purpose a one-time code has has its words here. */
export type CodeReason = CodePurpose;

const PURPOSE_TEXT: Record<CodeReason, string> = {
  signup_email: 'confirm your e-mail for your new StaySmart account',
  signup_mobile: 'confirm your mobile for your new StaySmart account',
  signin: 'sign in to StaySmart',
  hl_registration: 'confirm your mobile for your StaySmart home-loan check',
  mobile_change: 'confirm the new mobile number for your StaySmart account',
  product_transfer_email: 'confirm your e-mail for your StaySmart card request',
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

/**
 * Asks to confirm an address before any reminder or alert goes to it (services/follow-up-opt-in.ts).
 * Our words only: `follow-ups` are our descriptions of what was asked for, and nothing the
 * visitor typed appears, not even a name (the greeting is `Hi,`).
 */
export function followUpConfirmationEmail(
  to: string,
  followUps: readonly string[],
  confirmUrl: string,
): MailMessage {
  const width = 70;
  const days = Math.round(SECURITY.followUpConfirmLinkTtlMs / (24 * 60 * 60 * 1000));
  return {
    to,
    subject: 'Confirm your e-mail to start your StaySmart reminders',
    text: [
      'Hi,',
      '',
      ...wrap('Someone, probably you, asked StaySmart to e-mail this address:', width),
      ...followUps.flatMap((followUp) => wrap(`- ${followUp}`, width, '  ')),
      '',
      ...wrap(
        'We send none of them until you confirm that this is your address. To start them, open ' +
          `this link and choose "Start my e-mails" (it works for ${days} days):`,
        width,
      ),
      confirmUrl,
      '',
      "If you didn't ask for this, you can ignore this e-mail:",
      'we will not e-mail you about it again.',
      '',
      'The StaySmart team',
    ].join('\n'),
  };
}

/** What a new account has done so far, which the welcome notice's next step depends on. */
export interface AccountStart {
  savedCards: number;
  /** A card check of the account's (made before signing up, or since). */
  checkedCards: boolean;
}

/** The welcome notice's words: it asks only for the step the account has not taken yet. */
export function welcomeBody(start: AccountStart): string {
  if (start.savedCards > 0) {
    return "Your account is ready. We'll tell you here when the figures of your saved cards change.";
  }
  if (start.checkedCards) {
    return (
      'Your account is ready. Save the cards from your latest check under "Your cards", and ' +
      "we'll tell you here when their figures change."
    );
  }
  return 'Your account is ready. Check your current card to see whether staying or switching saves you more.';
}

/** Stored at sign-up; its body is written again from the account's state each time it is listed. */
export const WELCOME_NOTIFICATION = {
  kind: 'welcome',
  title: 'Welcome to StaySmart',
  body: welcomeBody({ savedCards: 0, checkedCards: false }),
};

/**
 * The visitor's current card as a message names it: one of ours (its name from our data) or one
 * they entered by hand, whose name they typed.
 */
export interface CurrentCard {
  name: string;
  enteredByHand: boolean;
}

/**
 * `your Awards credit card` for one of ours; for a card entered by hand its name quoted
 * (`“Visa Gold”`), or `the card you entered` when the name may not be repeated (lib/quoted-free-text.ts).
 */
export function currentCardPhrase(card: CurrentCard | null): string {
  if (!card) return 'your current card';
  return card.enteredByHand ? quotedFreeText(card.name, 'the card you entered') : `your ${card.name}`;
}

export interface ProductTransferMessage {
  reference: string;
  /** As the visitor typed it: greeted with only when it is a plain name. */
  firstName: string;
  providerName: string;
  fromCard: CurrentCard | null;
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
export function wrap(text: string, width: number, indent = ''): string[] {
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
      greeting(message.firstName),
      '',
      ...wrap(
        `Thanks for asking StaySmart to arrange a move from ${currentCardPhrase(message.fromCard)} to the ` +
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

export interface HomeLoanAcceptedMessage {
  reference: string;
  /** As the visitor typed it: greeted with only when it is a plain name. */
  firstName: string;
  offerType: 'Stay' | 'Switch';
  productName: string;
  providerName: string;
  /** The visitor's lender now, or null when they did not name one of ours. */
  currentLenderName: string | null;
  rate: string;
  monthlyRepayment: string;
  /** Over the rest of the loan, all fees and cash back included. */
  totalSaving: string;
  cashBack: string | null;
  /** The refinance partner that can carry out a Switch, named with its licence; null when none can. */
  refinancePartner: RefinancePartnerIdentity | null;
  /** The days the lenders published the figures (figures-date.ts). */
  figuresDates: FiguresDates;
}

/** Ends a sentence with a full stop, unless it already ends with one (as `6.19% p.a.` does). */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/** What happens after accepting a home-loan offer: the answer's `next_steps` and the e-mail's list. */
export function homeLoanNextSteps(message: HomeLoanAcceptedMessage): string[] {
  const quote = `Quote ${message.reference} if you contact us about this loan.`;
  if (message.offerType === 'Stay') {
    return [
      sentence(
        `Call ${message.providerName} or use its app, and ask to move your loan to the ${message.productName} ` +
          `at ${message.rate}`,
      ),
      'Tell them you have found lower rates elsewhere: lenders often match a rate to keep a customer.',
      'Ask whether a switching fee applies. Staying with your lender means no new application and no discharge fee.',
      'Check your next statement shows the new rate and repayment.',
      quote,
    ];
  }
  const from = message.currentLenderName ?? 'your current lender';
  return [
    `Apply for the ${message.productName} with ${message.providerName}. Have your recent payslips, your ` +
      'latest home-loan statement and your ID ready.',
    `Once approved, ${message.providerName} asks ${from} to discharge your current loan. Keep up your ` +
      'repayments until settlement.',
    `At settlement your new loan pays out the old one${message.cashBack ? `, and ${message.cashBack} cash back is paid to you` : ''}.`,
    ...(message.refinancePartner
      ? [
          `Our refinance partner ${brokerWithLicence(message.refinancePartner)} can handle the ` +
            `application, discharge and settlement with ${message.providerName} for you.`,
        ]
      : []),
    quote,
  ];
}

/** Confirms an accepted home-loan offer. Plain text, short lines, as the other e-mails. */
export function homeLoanAcceptedEmail(to: string, message: HomeLoanAcceptedMessage): MailMessage {
  const width = 70;
  const intro =
    message.offerType === 'Stay'
      ? `You chose to stay with ${message.providerName} and move to the ${message.productName} at ${message.rate}`
      : `You chose the ${message.productName} from ${message.providerName} at ${message.rate}`;
  return {
    to,
    subject: `Your StaySmart home-loan reference ${message.reference}`,
    text: [
      greeting(message.firstName),
      '',
      ...wrap(sentence(intro), width),
      '',
      `Your reference is ${message.reference}.`,
      '',
      `New monthly repayment: ${message.monthlyRepayment}`,
      `Saving over the rest of your loan: ${message.totalSaving}`,
      ...wrap('(all fees, switching costs and any cash back included)', width),
      '',
      'What happens next:',
      ...homeLoanNextSteps(message).flatMap((step) => wrap(`- ${step}`, width, '  ')),
      '',
      ...wrap(
        `${figuresDateLine(message.figuresDates, 'lenders')} The lender confirms the rate and ` +
          'fees when you apply.',
        width,
      ),
      '',
      "If you didn't ask for this, you can ignore this e-mail:",
      'nothing changes unless you apply.',
      '',
      'The StaySmart team',
    ].join('\n'),
  };
}
