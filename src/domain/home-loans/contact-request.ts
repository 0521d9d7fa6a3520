/**
 * How the visitor asked the refinance partner to contact them, in words: one wording for the
 * screens, the confirmation e-mail and the text message, so each says exactly what the partner
 * was asked.
 */

export type ContactMethod = 'email' | 'phone';
export type BestTime = 'morning' | 'afternoon' | 'evening' | 'any';

const TIME_WORDS: Record<BestTime, string> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  any: 'at any time of day',
};

export interface ContactRequest {
  method: ContactMethod;
  /** When to call; e-mail has no time of day. */
  bestTime: BestTime;
  /** The number as it may be shown (masked, `04•• ••• 678`, or in full on the visitor's own screen). */
  mobile: string;
  email: string;
}

/** "call you on 04•• ••• 678 in the afternoon", "e-mail you at mia@example.com". */
export function contactRequestWords(request: ContactRequest): string {
  return request.method === 'phone'
    ? `call you on ${request.mobile} ${TIME_WORDS[request.bestTime]}`
    : `e-mail you at ${request.email}`;
}

/** "By phone, in the afternoon", "By e-mail": the preference on its own, as a screen lists it. */
export function contactMethodWords(method: ContactMethod, bestTime: BestTime): string {
  return method === 'phone' ? `By phone, ${TIME_WORDS[bestTime]}` : 'By e-mail';
}

/** "Stand-in Broking Pty Ltd (Australian credit licence 100001)". */
export function brokerWithLicence(partner: { legalName: string; creditLicence: string }): string {
  return `${partner.legalName} (Australian credit licence ${partner.creditLicence})`;
}
