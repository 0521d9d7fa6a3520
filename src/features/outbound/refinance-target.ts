import { decodeBase64 } from '../../lib/base64';

export type RefinanceTarget = { ok: true; url: string } | { ok: false; reason: string };

/**
 * Works out where the refinance redirect page may send the visitor: only to one of the
 * configured partner landing pages, with the lender as `providerId` (or `providerName`
 * when the landing page is the one that takes names).
 */
export function refinanceTarget(search: string, allowed: readonly string[]): RefinanceTarget {
  const params = new URLSearchParams(search);
  const encoded = params.get('webpage');
  if (!encoded) return { ok: false, reason: 'The link is missing the partner page it should open.' };
  const webpage = decodeBase64(encoded);
  if (webpage === null || !allowed.includes(webpage)) {
    return { ok: false, reason: 'The link points somewhere we don’t send visitors.' };
  }
  const providerId = params.get('providerId');
  const providerName = params.get('providerName');
  if (!providerId && !providerName)
    return { ok: false, reason: 'The link doesn’t say which lender you chose.' };
  const url = new URL(webpage);
  if (providerId) url.searchParams.set('providerId', providerId);
  else if (providerName) url.searchParams.set('providerName', providerName);
  url.searchParams.set('utm_source', 'staysmart');
  return { ok: true, url: url.toString() };
}
