/**
 * What follows a referral reaching the refinance partner, whether the visitor's own request
 * delivered it or a retry did hours later: the step in the visitor's history, the survey touched,
 * and the visitor's copy (by e-mail to an address they have proved, else by text to the mobile
 * number their code confirmed). The copy is built from the referral as it was sent, so it names
 * the partner the visitor consented to and the contact preference the partner received.
 */
import type { AppContext } from '../app-context';
import { formatRate } from '../../src/domain/format';
import type { ReferralRecord } from './home-loan-referrals';
import { isProvedAddress } from './follow-up-opt-in';
import { maskMobile } from './home-loan-registrations';
import { touchHomeLoanSurvey } from './home-loan-surveys';
import { recordJourneyEvent } from './journey-history';
import { type ReferralCopy, referralCopyEmail, referralCopySms } from './referral-messages';

export type CopySent = 'email' | 'sms';

interface SentPayload {
  consent_given_to: { legal_name: string; credit_licence: string };
  contact_details: { email: string; mobile_number: string };
  contact_preference: { method: 'phone' | 'email'; best_time: string } | null;
  offer: { product_name: string; provider_name: string; rate: number };
}

function copyOf(payload: SentPayload): ReferralCopy {
  const { contact_details: details, contact_preference: preference } = payload;
  return {
    partner: {
      legalName: payload.consent_given_to.legal_name,
      creditLicence: payload.consent_given_to.credit_licence,
    },
    productName: payload.offer.product_name,
    providerName: payload.offer.provider_name,
    rate: formatRate(payload.offer.rate),
    contact:
      preference === null
        ? null
        : {
            method: preference.method,
            bestTime: preference.best_time as never,
            mobile: maskMobile(details.mobile_number),
            email: details.email,
          },
  };
}

/** Records the delivered referral and sends the visitor's copy; says how the copy went. */
export async function referralDelivered(
  ctx: AppContext,
  record: ReferralRecord,
  now: Date,
): Promise<CopySent> {
  const payload = record.payload as unknown as SentPayload;
  await touchHomeLoanSurvey(ctx.db, record.surveyId, now);
  await recordJourneyEvent(
    ctx.db,
    record.userId,
    {
      kind: 'home_loan_refinance_referred',
      description:
        `Asked our refinance partner ${payload.consent_given_to.legal_name} to help you move your loan ` +
        `to ${payload.offer.provider_name}`,
      data: { survey_id: record.surveyId, offer_id: record.offerId, referral_id: record.id },
    },
    now,
  );
  const copy = copyOf(payload);
  const { email, mobile_number: mobile } = payload.contact_details;
  if (await isProvedAddress(ctx.db, record.userId, { surveyId: record.surveyId, email })) {
    ctx.delivery.dispatch('a refinance referral copy', () => ctx.mailer.send(referralCopyEmail(email, copy)));
    return 'email';
  }
  ctx.delivery.dispatch('a refinance referral copy', () => ctx.sms.send(mobile, referralCopySms(copy)));
  return 'sms';
}
