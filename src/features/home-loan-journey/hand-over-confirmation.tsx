import * as React from 'react';
import { brokerWithLicence, contactRequestWords } from '../../domain/home-loans/contact-request';
import type { ReferralHandOver } from './journey-state';

/**
 * What the partner was asked and where the visitor's copy went, as the referral's answer said:
 * nothing promised that was not sent. The e-mail address comes from the registration when this
 * tab has it.
 */
export function handOverSentences(handOver: ReferralHandOver, email: string | null): string[] {
  const broker = handOver.broker.legalName;
  // The masked number stays on one line.
  const mobile = handOver.mobileNumber.replace(/ /g, '\u00a0');
  const asked =
    handOver.method === null
      ? `We’ve asked ${broker} to contact you by phone or e-mail.`
      : handOver.method === 'email' && email === null
        ? `We’ve asked ${broker} to e-mail you.`
        : `We’ve asked ${broker} to ${contactRequestWords({
            method: handOver.method,
            bestTime: handOver.bestTime ?? 'any',
            mobile,
            email: email ?? '',
          })}.`;
  const copy =
    handOver.confirmation === 'email'
      ? [email === null ? 'We’ve e-mailed you a copy.' : `We’ve e-mailed you a copy at ${email}.`]
      : handOver.confirmation === 'sms'
        ? [`We’ve texted you a copy at ${mobile}.`]
        : [];
  return [`We’ve passed your details to ${brokerWithLicence(handOver.broker)}.`, asked, ...copy];
}

export function HandOverConfirmation({
  handOver,
  email,
}: {
  handOver: ReferralHandOver;
  email: string | null;
}) {
  return (
    <p className="notice" role="status">
      {handOverSentences(handOver, email).join(' ')}
    </p>
  );
}
