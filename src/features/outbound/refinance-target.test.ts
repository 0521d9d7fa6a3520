import { encodeBase64 } from '../../lib/base64';
import { refinanceTarget } from './refinance-target';

const allowed = ['https://partner.example/refinance', 'https://partner.example/refinance/lender'];

test.each([
  [
    `providerId=10004&webpage=${encodeURIComponent(encodeBase64(allowed[0]!))}`,
    { ok: true, url: 'https://partner.example/refinance?providerId=10004&utm_source=staysmart' },
  ],
  [
    `providerName=ING&webpage=${encodeURIComponent(encodeBase64(allowed[1]!))}`,
    { ok: true, url: 'https://partner.example/refinance/lender?providerName=ING&utm_source=staysmart' },
  ],
  [`providerId=1&webpage=${encodeURIComponent(encodeBase64('https://evil.example/'))}`, { ok: false }],
  ['providerId=1&webpage=%%%', { ok: false }],
  ['providerId=1', { ok: false }],
  [`webpage=${encodeURIComponent(encodeBase64(allowed[0]!))}`, { ok: false }],
])('%s', (search, expected) => {
  expect(refinanceTarget(search, allowed)).toMatchObject(expected);
});
