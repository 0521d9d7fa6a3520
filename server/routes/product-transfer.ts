/**
 * Asking for a product transfer (docs/api-card-journey.md, "After choosing"): the request, and the
 * code that proves the e-mail address before the confirmation goes to it.
 */
import type { AppContext } from '../app-context';
import { SECURITY } from '../config/security';
import type { Queryable } from '../db/db';
import { badRequest } from '../lib/api-error';
import { requireEmail, requireMobile, requireName } from '../lib/contact-input';
import { clientNetwork } from '../lib/client-network';
import { recordJourneyEvent } from '../services/journey-history';
import {
  codeEmail,
  type CurrentCard,
  type ProductTransferMessage,
  productTransferEmail,
  productTransferNextSteps,
} from '../services/messages';
import {
  issueTransferCode,
  PT_CODE_PURPOSE,
  storeProductTransfer,
  verifyTransferEmail,
} from '../services/product-transfers';
import type { SessionState } from '../services/sessions';
import { findStoredOffer, storedOffers } from '../services/survey-offers';
import { isAccountEmail } from '../services/users';
import { findOwnSurvey, type OfferSummary, ownerOf, type SurveyRow } from '../services/surveys';
import { productTransfer, productTransferVerify } from '../../src/api/card-journey';
import { defineContractRoute } from './define-route';

/** The survey (the visitor's own) and its Stay offer `offerId`; 400 when it is not one or is a business card. */
async function surveyAndStayOffer(
  ctx: AppContext,
  session: SessionState,
  surveyId: string,
  offerId: string,
  now: Date,
): Promise<{ survey: SurveyRow; offer: OfferSummary }> {
  const survey = await findOwnSurvey(ctx.db, surveyId, ownerOf(session));
  if (ctx.cardJourney.catalogue.byId.get(offerId)?.card.forBusiness === true) {
    throw badRequest(
      `"offer_id": "${offerId}" is a card for business customers. ` +
        'A product transfer moves a personal card to another personal card at the same bank.',
    );
  }
  const offer = findStoredOffer(await storedOffers(ctx.db, ctx.cardJourney, survey, now), offerId, 'Stay');
  if (!offer) {
    throw badRequest(
      'This card is not a Stay offer of this survey. ' +
        'A product transfer moves you to another card at the bank you already use.',
    );
  }
  return { survey, offer };
}

/** The survey card the offer replaces, named as a message names it. */
function currentCardOf(survey: SurveyRow, offer: OfferSummary): CurrentCard | null {
  const card = survey.cards?.[offer.replaces.index];
  return card ? { name: card.card_name, enteredByHand: !card.product_id } : null;
}

function transferMessage(
  survey: SurveyRow,
  offer: OfferSummary,
  request: { reference: string; firstName: string; preferredContact: 'email' | 'phone' },
): ProductTransferMessage {
  return {
    reference: request.reference,
    firstName: request.firstName,
    providerName: offer.provider_name,
    fromCard: currentCardOf(survey, offer),
    toCard: offer.card_name,
    preferredContact: request.preferredContact,
  };
}

/** The history entry of a confirmed request (signed-in visitors only), written once. */
function recordRequested(
  db: Queryable,
  session: SessionState,
  survey: SurveyRow,
  offer: OfferSummary,
  reference: string,
  now: Date,
): Promise<void> {
  return recordJourneyEvent(
    db,
    session.userId,
    {
      kind: 'product_transfer_requested',
      description: `Asked ${offer.provider_name} to move you to the ${offer.card_name} (reference ${reference})`,
      data: { survey_id: survey.id, offer_id: offer.offer_id, reference },
    },
    now,
  );
}

function confirmed(message: ProductTransferMessage) {
  return {
    status: 'confirmed' as const,
    reference: message.reference,
    provider_name: message.providerName,
    next_steps: productTransferNextSteps(message),
  };
}

/**
 * Stores the request for one of the survey's Stay offers. To the signed-in account's own address
 * the confirmation goes at once; any other address first gets a six-digit code, and the
 * confirmation follows /productTransfer/verify/. It e-mails a typed address, so it shares the
 * code-sending rate limit.
 */
export const productTransferRoute = defineContractRoute(productTransfer, {
  session: 'required',
  rateLimit: 'authSend',
  handler: async ({ ctx, request, session, body, now }) => {
    const contact = {
      firstName: requireName(body.first_name, 'first_name'),
      lastName: requireName(body.last_name, 'last_name'),
      email: requireEmail(body.email),
      mobileNumber: requireMobile(body.mobile_number),
    };
    const { survey, offer } = await surveyAndStayOffer(ctx, session, body.survey_id, body.offer_id, now);
    const { stored, code } = await ctx.db.transaction(async (tx) => {
      const saved = await storeProductTransfer(
        tx,
        {
          surveyId: survey.id,
          offerId: offer.offer_id,
          providerId: offer.provider_id,
          userId: session.userId,
          visitId: session.visitId,
          browserId: session.browserId,
          ...contact,
          cardLastFour: body.card_last_four ?? null,
          preferredContact: body.preferred_contact,
        },
        await isAccountEmail(tx, session.userId, contact.email),
        now,
      );
      if (saved.newlyConfirmed) await recordRequested(tx, session, survey, offer, saved.reference, now);
      // An address not yet proved gets a code; over the send limit (429) nothing is stored.
      const issued = saved.verified
        ? null
        : await issueTransferCode(
            tx,
            ctx.secret,
            session,
            { id: saved.id, email: contact.email },
            now,
            clientNetwork(request.ip),
          );
      return { stored: saved, code: issued };
    });
    if (code !== null) {
      ctx.delivery.dispatch('a product-transfer code e-mail', () =>
        ctx.mailer.send(codeEmail(contact.email, code, PT_CODE_PURPOSE)),
      );
      return {
        status: 'verify_email' as const,
        sent_to: contact.email,
        expires_in_seconds: SECURITY.codeTtlMs / 1000,
        resend_after_seconds: SECURITY.codeResendAfterMs / 1000,
      };
    }
    const message = transferMessage(survey, offer, {
      reference: stored.reference,
      firstName: contact.firstName,
      preferredContact: body.preferred_contact,
    });
    // A resent form with the same proved address must not send the same confirmation again.
    if (stored.sendConfirmation) {
      ctx.delivery.dispatch('a product-transfer confirmation', () =>
        ctx.mailer.send(productTransferEmail(contact.email, message)),
      );
    }
    return confirmed(message);
  },
});

/**
 * Checks the code e-mailed for the survey's request for this Stay offer; the address is then
 * proved, the request confirmed and the confirmation e-mailed to it.
 */
export const productTransferVerifyRoute = defineContractRoute(productTransferVerify, {
  session: 'required',
  rateLimit: 'authVerify',
  handler: async ({ ctx, session, body, now }) => {
    const { survey, offer } = await surveyAndStayOffer(ctx, session, body.survey_id, body.offer_id, now);
    const { request } = await verifyTransferEmail(
      ctx,
      session,
      { surveyId: survey.id, offerId: offer.offer_id },
      body.code,
      now,
      (tx, confirmedRequest) => recordRequested(tx, session, survey, offer, confirmedRequest.reference, now),
    );
    const message = transferMessage(survey, offer, {
      reference: request.reference,
      firstName: request.first_name,
      preferredContact: request.preferred_contact,
    });
    ctx.delivery.dispatch('a product-transfer confirmation', () =>
      ctx.mailer.send(productTransferEmail(request.email, message)),
    );
    return confirmed(message);
  },
});
