/**
 * The `event_id` in e-mail links that let a visitor update a survey's cards without signing in:
 * the survey id, an expiry and an HMAC of both under the server key. Unlike an unsubscribe link it
 * expires, because it changes data rather than only stopping mail.
 */
import { hmac, safeEqual } from '../lib/tokens';
import { isUuid } from './visits';

export const SURVEY_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function signature(secret: string, surveyId: string, expires: string): string {
  return hmac(secret, `survey-link:${surveyId}:${expires}`);
}

/** For e-mails that link to a survey: valid `ttlMs` from `now` (30 days unless told). */
export function createSurveyLinkToken(
  secret: string,
  surveyId: string,
  now: Date,
  ttlMs: number = SURVEY_LINK_TTL_MS,
): string {
  const expires = Math.floor((now.getTime() + ttlMs) / 1000).toString(36);
  return `${surveyId}.${expires}.${signature(secret, surveyId, expires)}`;
}

/** The page where the visitor updates a survey's cards from an e-mail, without signing in. */
export function surveyUpdateUrl(siteUrl: string, secret: string, surveyId: string, now: Date): string {
  return `${siteUrl}/credit-cards/update/?event=${encodeURIComponent(createSurveyLinkToken(secret, surveyId, now))}`;
}

/** The savings check with the figures of the day it is opened, from an e-mail, without signing in. */
export function savingsCheckUrl(siteUrl: string, secret: string, surveyId: string, now: Date): string {
  return `${siteUrl}/savings-accounts/check/?event=${encodeURIComponent(createSurveyLinkToken(secret, surveyId, now))}`;
}

export type SurveyLink =
  { status: 'valid'; surveyId: string } | { status: 'invalid' } | { status: 'expired' };

/** Checks the signature with each of `keys` (the current key first: lib/key-ring.ts), then the expiry. */
export function readSurveyLinkToken(keys: readonly string[], token: string, now: Date): SurveyLink {
  const match = /^([0-9a-f-]{36})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return { status: 'invalid' };
  const [, surveyId = '', expires = '', signed = ''] = match;
  if (!isUuid(surveyId) || !keys.some((key) => safeEqual(signature(key, surveyId, expires), signed)))
    return { status: 'invalid' };
  if (parseInt(expires, 36) * 1000 <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', surveyId };
}
