import { badRequest } from '../lib/api-error';
import { requireEmail, requireMobile, requireName } from '../lib/contact-input';
import { recordJourneyEvent } from '../services/journey-history';
import { productTransferEmail, productTransferNextSteps } from '../services/messages';
import { storeProductTransfer } from '../services/product-transfers';
import { findStoredOffer, storedOffers } from '../services/survey-offers';
import { findOwnSurvey, ownerOf } from '../services/surveys';
import { emailField, nameField, offerIdField, surveyIdField } from './card-journey-fields';
import { bodySchema, defineRoute } from './define-route';

interface ProductTransferBody {
  survey_id: string;
  offer_id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  card_last_four?: string | null;
  preferred_contact: 'email' | 'phone';
  consent: true;
  visit_id?: string | null;
}

/**
 * Asks for a product transfer to one of the survey's Stay offers and e-mails a confirmation with
 * the reference. It sends an e-mail to a typed address, so it shares the code-sending rate limit.
 */
export const productTransferRoute = defineRoute<ProductTransferBody, Record<string, never>, 'required'>({
  path: '/productTransfer/',
  session: 'required',
  rateLimit: 'authSend',
  body: bodySchema(
    {
      survey_id: surveyIdField,
      offer_id: offerIdField,
      first_name: nameField,
      last_name: nameField,
      email: emailField,
      mobile_number: {
        type: 'string',
        minLength: 8,
        maxLength: 30,
        description: 'an Australian mobile number',
      },
      card_last_four: {
        type: ['string', 'null'],
        pattern: '^[0-9]{4}$',
        description: 'the last 4 digits of your current card, like 1234',
      },
      preferred_contact: { type: 'string', enum: ['email', 'phone'] },
      consent: {
        const: true,
        description: 'true: we need your consent to pass your details to the bank',
      },
    },
    [
      'survey_id',
      'offer_id',
      'first_name',
      'last_name',
      'email',
      'mobile_number',
      'preferred_contact',
      'consent',
    ],
  ),
  handler: async ({ ctx, session, body, now }) => {
    const contact = {
      firstName: requireName(body.first_name, 'first_name'),
      lastName: requireName(body.last_name, 'last_name'),
      email: requireEmail(body.email),
      mobileNumber: requireMobile(body.mobile_number),
    };
    const survey = await findOwnSurvey(ctx.db, body.survey_id, ownerOf(session));
    const offer = findStoredOffer(
      await storedOffers(ctx.db, ctx.cardJourney, survey, now),
      body.offer_id,
      'Stay',
    );
    if (!offer) {
      throw badRequest(
        `"offer_id": "${body.offer_id}" is not a Stay offer of this survey. ` +
          'A product transfer moves you to another card at the bank you already use.',
      );
    }
    const stored = await storeProductTransfer(
      ctx.db,
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
      now,
    );
    const currentCard = survey.cards?.[offer.replaces.index];
    const message = {
      reference: stored.reference,
      firstName: contact.firstName,
      providerName: offer.provider_name,
      fromCard: currentCard ? { name: currentCard.card_name, enteredByHand: !currentCard.product_id } : null,
      toCard: offer.card_name,
      preferredContact: body.preferred_contact,
    };
    // A resent form with the same address must not send the same confirmation again.
    if (stored.emailChanged) {
      ctx.delivery.dispatch('a product-transfer confirmation', () =>
        ctx.mailer.send(productTransferEmail(contact.email, message)),
      );
    }
    if (stored.created) {
      await recordJourneyEvent(
        ctx.db,
        session.userId,
        {
          kind: 'product_transfer_requested',
          description: `Asked ${offer.provider_name} to move you to the ${offer.card_name} (reference ${stored.reference})`,
          data: { survey_id: survey.id, offer_id: offer.offer_id, reference: stored.reference },
        },
        now,
      );
    }
    return {
      reference: stored.reference,
      provider_name: offer.provider_name,
      next_steps: productTransferNextSteps(message),
    };
  },
});
