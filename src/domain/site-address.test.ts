import { productSiteAddress } from './site-address';

test.each([
  [
    { url: 'https://bank.example/card', applicationUrl: 'https://bank.example/apply' },
    'https://bank.example/card',
  ],
  [{ url: null, applicationUrl: 'https://bank.example/apply' }, 'https://bank.example/apply'],
  [{ url: 'not an address', applicationUrl: 'http://bank.example/apply' }, 'http://bank.example/apply'],
  [{ url: 'javascript:alert(1)', applicationUrl: null }, null],
  [{ url: 'mailto:help@bank.example' }, null],
  [{}, null],
])('%j goes to %p', (product, address) => {
  expect(productSiteAddress(product)).toBe(address);
});
