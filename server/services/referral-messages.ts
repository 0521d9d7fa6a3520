/**
 * The visitor's copy of a referral to the refinance partner: by e-mail to an address the visitor
 * has proved, else by text to the mobile number their code confirmed. In our words only: the
 * partner's name and licence come from our configuration, the loan's names from our data, and the
 * contact preference from the visitor's choice of ours; nothing they typed is repeated.
 */
import type { RefinancePartnerIdentity } from '../config/env';
import type { MailMessage } from '../plugins/mail';
import {
  brokerWithLicence,
  type ContactRequest,
  contactRequestWords,
} from '../../src/domain/home-loans/contact-request';
import { wrap } from './messages';

export interface ReferralCopy {
  partner: RefinancePartnerIdentity;
  productName: string;
  providerName: string;
  /** As published: `5.84% p.a.`. */
  rate: string;
  /** What the partner was asked; null when the visitor chose no preference (it then uses either). */
  contact: ContactRequest | null;
}

function askedTo(copy: ReferralCopy): string {
  return copy.contact === null
    ? `We’ve asked ${copy.partner.legalName} to contact you by phone or e-mail.`
    : `We’ve asked ${copy.partner.legalName} to ${contactRequestWords(copy.contact)}.`;
}

/** What happens after the referral, as the e-mail lists it. */
export function referralNextSteps(copy: ReferralCopy): string[] {
  const broker = copy.partner.legalName;
  return [
    `${broker} contacts you as you asked, to check your situation and your documents.`,
    `If you go ahead, ${broker} applies for the ${copy.productName} with ${copy.providerName} ` +
      'and handles the discharge of your current loan and settlement.',
    `${copy.providerName} makes its own assessment: nothing changes until you sign its loan offer.`,
  ];
}

export function referralCopyEmail(to: string, copy: ReferralCopy): MailMessage {
  const width = 70;
  return {
    to,
    subject: `Your home loan: we’ve passed your details to ${copy.partner.legalName}`,
    text: [
      'Hello,',
      '',
      ...wrap(
        `As you asked, we’ve passed your contact details and the loan you chose to our refinance ` +
          `partner ${brokerWithLicence(copy.partner)}: the ${copy.productName} from ` +
          `${copy.providerName} at ${copy.rate}.`,
        width,
      ),
      '',
      ...wrap(askedTo(copy), width),
      '',
      'What happens next:',
      ...referralNextSteps(copy).flatMap((step) => wrap(`- ${step}`, width, '  ')),
      '',
      ...wrap(`You can ask ${copy.partner.legalName} at any time to delete the details we passed on.`, width),
      '',
      'The StaySmart team',
    ].join('\n'),
  };
}

export function referralCopySms(copy: ReferralCopy): string {
  return (
    `StaySmart: we’ve passed your details to ${brokerWithLicence(copy.partner)} about the ` +
    `${copy.productName} from ${copy.providerName}. ${askedTo(copy)}`
  );
}
