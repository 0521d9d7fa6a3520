import { encodeBase64 } from '../../lib/base64';
import { parseOfferRedirect } from './offer-redirect';

function returnPathOf(webpage: string): string | undefined {
  const parsed = parseOfferRedirect(`?o=offer-1&t=card&webpage=${encodeURIComponent(encodeBase64(webpage))}`);
  return parsed.ok ? parsed.returnPath : undefined;
}

describe('where the offer redirect sends a visitor back to', () => {
  it.each([
    ['/credit-cards/offers/', '/credit-cards/offers/'],
    ['//evil.example/', '/'],
    ['/\\evil.example/', '/'],
    ['https://evil.example/', '/'],
  ])('%s: %s', (webpage, expected) => {
    expect(returnPathOf(webpage)).toBe(expected);
  });
});
