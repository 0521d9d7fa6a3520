/**
 * `/acceptHLOffer/` (docs/api-home-loan-journey.md): the visitor takes an offer. Needs a verified
 * registration; answers a reference, the next steps and whether the refinance partner can help.
 * The confirmation goes only to a contact the visitor has proved: by e-mail when the registration's
 * address is the signed-in account's (confirmed at sign-up), else by text to the mobile number the
 * registration confirmed by code (`confirmation` says which). Accepting the same offer again answers
 * the same reference and sends nothing.
 */
import { formatCents, formatRate } from '../../src/domain/format';
import type { AppContext } from '../app-context';
import {
  acceptHomeLoanOffer,
  findAcceptance,
  recordHomeLoanOutcome,
} from '../services/home-loan-acceptances';
import type { StoredCurrentLoan } from '../services/home-loan-input';
import { findOffer, offerSummary } from '../services/home-loan-journey';
import { requireVerifiedRegistration } from '../services/home-loan-registrations';
import { findOwnHomeLoanSurvey, touchHomeLoanSurvey } from '../services/home-loan-surveys';
import { figuresDates } from '../services/figures-date';
import { recordJourneyEvent } from '../services/journey-history';
import { type HomeLoanAcceptedMessage, homeLoanAcceptedEmail, homeLoanNextSteps } from '../services/messages';
import { ownerOf } from '../services/surveys';
import { isAccountEmail } from '../services/users';
import { homeLoanAcceptedSms } from '../services/confirmation-texts';
import type { HomeLoanOfferSummary } from '../../src/api/home-loan-fields';
import { acceptHlOffer, type RefinanceHelp } from '../../src/api/home-loan-offers';
import { defineContractRoute } from './define-route';
import { offerNotForLoan } from './home-loan-offers';

/**
 * The partner refinances a loan to another lender: its help is there for every Switch offer, and
 * its lender landing page is used when that lender is on its panel. Only a partner we can name
 * with its credit licence (REFINANCE_PARTNER_NAME and _LICENCE) is offered: the visitor's consent
 * names both.
 */
export function refinanceHelp(ctx: AppContext, offer: HomeLoanOfferSummary): RefinanceHelp {
  const partner = ctx.config.refinancePartner;
  const available = offer.offer_type === 'Switch' && partner !== null;
  return {
    available,
    provider_id: offer.provider_id,
    provider_name: offer.provider_name,
    use_provider_landing: available && ctx.homeLoanJourney.isOnPartnerPanel(offer.provider_id),
    partner:
      available && partner !== null
        ? { legal_name: partner.legalName, credit_licence: partner.creditLicence }
        : null,
  };
}

function acceptedMessage(
  ctx: AppContext,
  reference: string,
  firstName: string,
  offer: HomeLoanOfferSummary,
  current: StoredCurrentLoan,
): HomeLoanAcceptedMessage {
  return {
    reference,
    firstName,
    offerType: offer.offer_type,
    productName: offer.product_name,
    providerName: offer.provider_name,
    currentLenderName:
      current.provider_id !== null
        ? ctx.homeLoanJourney.providerName(current.provider_id)
        : current.lender_name,
    rate: formatRate(offer.rate),
    monthlyRepayment: formatCents(offer.monthly_repayment_cents),
    totalSaving: formatCents(offer.total_saving_cents),
    cashBack:
      offer.cash_back_cents > 0 ? formatCents(offer.cash_back_cents, { wholeDollarsIfRound: true }) : null,
    refinancePartner: refinanceHelp(ctx, offer).available ? ctx.config.refinancePartner : null,
    figuresDates: figuresDates(ctx.referenceData),
  };
}

/** The offer's summary for the survey's loan; 400 when the offer does not fit it. */
function fittingOffer(ctx: AppContext, current: StoredCurrentLoan, offerId: string): HomeLoanOfferSummary {
  const evaluation = ctx.homeLoanJourney.evaluate(ctx.homeLoanJourney.currentLoan(current));
  const offer = findOffer(evaluation, offerId);
  if (!offer) throw offerNotForLoan(offerId);
  return offerSummary(ctx.homeLoanJourney, evaluation, offer);
}

export const acceptHlOfferRoute = defineContractRoute(acceptHlOffer, {
  session: 'required',
  rateLimit: 'write',
  handler: async ({ ctx, session, body, now }) => {
    const survey = await findOwnHomeLoanSurvey(ctx.db, body.survey_id, ownerOf(session));
    const registration = await requireVerifiedRegistration(ctx.db, survey.id);
    // Accepted before: the same answer, even if the loan's figures have changed since.
    const accepted =
      (await findAcceptance(ctx.db, survey.id, body.offer_id)) ??
      (await acceptHomeLoanOffer(
        ctx.db,
        {
          surveyId: survey.id,
          offer: fittingOffer(ctx, survey.current_loan, body.offer_id),
          current: survey.current_loan,
          userId: session.userId,
          browserId: session.browserId,
          email: registration.email,
        },
        now,
      ));
    const message = acceptedMessage(
      ctx,
      accepted.reference,
      registration.first_name,
      accepted.offer,
      accepted.current_loan,
    );
    const confirmation = (await isAccountEmail(ctx.db, session.userId, registration.email))
      ? ('email' as const)
      : ('sms' as const);
    if (accepted.created) {
      await recordHomeLoanOutcome(ctx.db, survey.id, accepted.offer, 'chosen', now);
      await touchHomeLoanSurvey(ctx.db, survey.id, now, 'finished');
      await recordJourneyEvent(
        ctx.db,
        session.userId,
        {
          kind: 'home_loan_offer_accepted',
          description:
            `Chose the ${accepted.offer.product_name} from ${accepted.offer.provider_name} at ` +
            `${formatRate(accepted.offer.rate)} (reference ${accepted.reference})`,
          data: { survey_id: survey.id, offer_id: accepted.offer.offer_id, reference: accepted.reference },
        },
        now,
      );
      if (confirmation === 'email') {
        ctx.delivery.dispatch('a home-loan confirmation', () =>
          ctx.mailer.send(homeLoanAcceptedEmail(registration.email, message)),
        );
      } else {
        const text = homeLoanAcceptedSms(
          accepted.reference,
          accepted.offer.product_name,
          accepted.offer.provider_name,
        );
        ctx.delivery.dispatch('a home-loan confirmation', () =>
          ctx.sms.send(registration.mobile_number, text),
        );
      }
    }
    return {
      reference: accepted.reference,
      confirmation,
      offer: accepted.offer,
      provider_name: accepted.offer.provider_name,
      next_steps: homeLoanNextSteps(message),
      refinance: refinanceHelp(ctx, accepted.offer),
    };
  },
});
