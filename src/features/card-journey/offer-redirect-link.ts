/**
 * The outbound link of an offer (spec 7): our redirect page, which asks the server for the
 * provider's address. Ids and the page the visitor came from travel base64-encoded.
 */
import { paths } from '../../config/paths';
import { encodeBase64 } from '../../lib/base64';
import type { JourneyOffer } from '../../api/card-journey-types';

export interface RedirectContext {
  visitId: string | null;
  surveyId: string | null;
  /** The path of the page the visitor chose the offer on. */
  webpage: string;
}

export function offerRedirectHref(offer: JourneyOffer, context: RedirectContext): string {
  const query = new URLSearchParams({
    pid: offer.providerId,
    pname: offer.providerName,
    o: offer.offerId,
    vid: context.visitId ?? '',
    t: offer.offerType,
    sid: context.surveyId ? encodeBase64(context.surveyId) : '',
    webpage: encodeBase64(context.webpage),
  });
  return `${paths.redirect()}?${query.toString()}`;
}
