import { badRequest } from '../lib/api-error';
import { dollarsToCents } from '../lib/dollars';
import { requireEmail } from '../lib/contact-input';
import { findInvisibleCharacterInTypedText } from '../lib/text';
import { recordJourneyEvent } from '../services/journey-history';
import { reportMissingProduct } from '../services/missing-products';
import { requestVisitId } from '../services/request-visit';
import { dollarsField, emailField } from './card-journey-fields';
import { bodySchema, defineRoute, fields } from './define-route';

interface MissingProductBody {
  visit_id?: string | null;
  provider_id?: string | null;
  provider_name?: string | null;
  card_name: string;
  annual_fee?: number | null;
  purchase_rate?: number | null;
  email?: string | null;
}

function cleanText(value: string, field: string): string {
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '' || findInvisibleCharacterInTypedText(value.trim()))
    throw badRequest(`"${field}" must be plain text, not empty, without invisible or control characters.`);
  return text;
}

/**
 * A card the visitor holds that is not in our list. `provider_id` (one of ours) or `provider_name`
 * (free text) is needed; with both, our name for the provider wins.
 */
export const addMissingProductRoute = defineRoute<MissingProductBody, Record<string, never>, 'required'>({
  path: '/addMissingProduct/',
  session: 'required',
  rateLimit: 'write',
  body: bodySchema(
    {
      provider_id: { ...fields.id, type: ['string', 'null'], description: 'a provider id from /main/' },
      provider_name: { type: ['string', 'null'], maxLength: 100 },
      card_name: { type: 'string', minLength: 1, maxLength: 150 },
      annual_fee: { ...dollarsField, type: ['number', 'null'] },
      purchase_rate: {
        type: ['number', 'null'],
        minimum: 0,
        maximum: 1,
        description: 'a yearly rate as a fraction, like 0.2099 for 20.99%',
      },
      email: { ...emailField, type: ['string', 'null'] },
    },
    ['card_name'],
  ),
  handler: async ({ ctx, session, body, now }) => {
    let providerId: string | null = null;
    let providerName: string;
    if (body.provider_id) {
      const name = ctx.cardJourney.providerNames.get(body.provider_id);
      if (!name) throw badRequest(`"provider_id": there is no provider "${body.provider_id}" in our data.`);
      providerId = body.provider_id;
      providerName = name;
    } else if (body.provider_name) {
      providerName = cleanText(body.provider_name, 'provider_name');
    } else {
      throw badRequest(
        'Send "provider_id" (a provider from our list) or "provider_name" (the bank\'s name).',
      );
    }
    const visitId = await requestVisitId(ctx.db, session, body.visit_id);
    const cardName = cleanText(body.card_name, 'card_name');
    const reference = await reportMissingProduct(
      ctx.db,
      {
        visitId,
        browserId: session.browserId,
        userId: session.userId,
        providerId,
        providerName,
        cardName,
        annualFeeCents:
          body.annual_fee === null || body.annual_fee === undefined
            ? null
            : dollarsToCents(body.annual_fee, 'annual_fee'),
        purchaseRate: body.purchase_rate ?? null,
        email: body.email ? requireEmail(body.email) : null,
      },
      now,
    );
    await recordJourneyEvent(
      ctx.db,
      session.userId,
      {
        kind: 'missing_product_reported',
        description: `Told us about a card we did not list: ${cardName} (${providerName})`,
        data: { reference, provider_id: providerId, provider_name: providerName, card_name: cardName },
      },
      now,
    );
    return { reference };
  },
});
