import { APP_KEY_HEADER, clientEnv } from '../../config/env';
import { isSitePath } from '../../domain/site-path';
import { decodeBase64 } from '../../lib/base64';
import type { RequestOf, ResponseOf } from '../../api/contract';
import type { productRedirect } from '../../api/card-journey';

/** The body as sent (snake_case): this call goes without the API client, to keep the page small. */
export type OfferRedirectRequest = RequestOf<typeof productRedirect>;

export type OfferRedirectParse =
  | { ok: true; request: OfferRedirectRequest; providerName: string; returnPath: string }
  | { ok: false; reason: string };

/**
 * Reads the outbound offer link: `pid`, `pname`, `o`, `vid`, `t`, `sid` (base64) and `webpage`
 * (base64 of the page the visitor came from). The destination itself never comes from the
 * link: the server looks the offer up in our data.
 */
export function parseOfferRedirect(search: string): OfferRedirectParse {
  const params = new URLSearchParams(search);
  const offerId = params.get('o');
  const offerType = params.get('t');
  if (!offerId || !offerType) return { ok: false, reason: 'The link is missing the offer it should open.' };
  const webpage = params.get('webpage');
  const returnPath = webpage ? decodeBase64(webpage) : null;
  const safeReturn = isSitePath(returnPath) ? returnPath : '/';
  const sid = params.get('sid');
  const surveyId = sid ? decodeBase64(sid) : null;
  const request: OfferRedirectRequest = {
    offer_id: offerId,
    offer_type: offerType,
    visit_id: params.get('vid'),
    webpage_url: webpage ?? '',
  };
  if (surveyId) request.survey_id = surveyId;
  return { ok: true, request, providerName: params.get('pname') ?? 'the provider', returnPath: safeReturn };
}

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** Asks our server for the offer's address; resolves to the URL or throws with a readable message. */
export async function fetchOfferUrl(request: OfferRedirectRequest): Promise<string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [APP_KEY_HEADER]: clientEnv.appKey,
  };
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  const response = await fetch(`${clientEnv.apiBase}/productRedirect/`, {
    method: 'POST',
    credentials: 'include',
    headers,
    body: JSON.stringify(request),
  });
  const body = (await response.json().catch(() => null)) as
    (Partial<ResponseOf<typeof productRedirect>> & { error?: { message?: string } }) | null;
  if (!response.ok || !body?.url) {
    throw new Error(body?.error?.message ?? 'We couldn’t find that offer.');
  }
  const url = new URL(body.url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('The offer address is not a web page.');
  return url.toString();
}
