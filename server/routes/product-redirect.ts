import { ApiError, badRequest } from '../lib/api-error';
import { decodeWebAddress } from '../lib/web-address';
import { logRedirect } from '../services/offers';
import { visitBelongsToBrowser } from '../services/visits';
import { productRedirect } from '../../src/api/card-journey';
import { defineContractRoute } from './define-route';

/**
 * The address to send the visitor to for an offer: the provider's address from our data with our
 * tracking parameters and a click id. The request's own addresses are only logged: the answer
 * never contains anything the caller supplied, so it cannot be used as an open redirect.
 */
export const productRedirectRoute = defineContractRoute(productRedirect, {
  session: 'required',
  rateLimit: 'write',
  handler: async ({ ctx, session, body, now }) => {
    const webpageUrl = decodeWebAddress(body.webpage_url);
    if (!webpageUrl) throw badRequest('"webpage_url" must be a base64-encoded http(s) address or site path.');
    const offer = ctx.offers.find(body.offer_id, body.offer_type);
    if (!offer) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        `This ${body.offer_type} offer is no longer in our data. It may have ended.`,
      );
    }
    let visitId = session.visitId;
    if (
      body.visit_id &&
      body.visit_id !== visitId &&
      (await visitBelongsToBrowser(ctx.db, body.visit_id, session.browserId))
    ) {
      visitId = body.visit_id;
    }
    const url = await logRedirect(
      ctx.batches.redirects,
      {
        offer,
        visitId,
        browserId: session.browserId,
        userId: session.userId,
        surveyId: body.survey_id ?? null,
        webpageUrl,
      },
      now,
    );
    return { url };
  },
});
