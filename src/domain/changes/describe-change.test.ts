import { describeChange, rateKeyLabel } from './describe-change';

describe('describeChange', () => {
  test.each([
    [{ field: 'annualFee', from: 129, to: 149 }, 'Annual fee changed from $129 to $149'],
    [
      { field: 'purchaseRate', from: 0.2099, to: 0.2199 },
      'Purchase rate changed from 20.99% p.a. to 21.99% p.a.',
    ],
    [{ field: 'interestFreeDays', from: 55, to: 44 }, 'Interest-free days changed from 55 days to 44 days'],
    [{ field: 'balanceTransferRate', from: null, to: 0 }, 'Balance transfer rate added at 0.00% p.a.'],
    [
      { field: 'balanceTransferRate', from: 0.0099, to: null },
      'Balance transfer rate withdrawn (was 0.99% p.a.)',
    ],
    [{ field: 'product', from: null, to: 'offered' }, 'Product added'],
    [{ field: 'product', from: 'offered', to: null }, 'Product withdrawn'],
    [
      { field: 'rate:variable:-:principal-and-interest:owner-occupier:0.8', from: 0.0619, to: 0.0594 },
      'Variable rate, principal and interest, owner-occupier, LVR up to 80% changed from 6.19% p.a. to 5.94% p.a.',
    ],
    [
      { field: 'comparisonRate:fixed:24:interest-only:investment:-', from: 0.0671, to: 0.0659 },
      'Comparison rate: fixed rate for 2 years, interest only, investment changed from 6.71% p.a. to 6.59% p.a.',
    ],
  ])('%p reads "%s"', (change, summary) => {
    expect(describeChange(change).summary).toBe(summary);
  });

  test.each([
    ['12:365:maturity', 'Rate for 1 year, interest at maturity'],
    // A term in months is kept as its months at 365 / 12 days, rounded (6 months: 183 days).
    ['6:183:monthly', 'Rate for 6 months, interest paid monthly'],
    ['0:90:maturity:amount=5000-', 'Rate for 90 days, interest at maturity, deposits from $5,000'],
    // Any other number of days is a term stated in days, named in them (Hume Bank's 100-day term).
    ['3:100:maturity', 'Rate for 100 days, interest at maturity'],
    ['12:364:maturity', 'Rate for 364 days, interest at maturity'],
    ['something-else', 'Rate something-else'],
  ])('the rate key %s reads "%s"', (key, label) => expect(rateKeyLabel(key)).toBe(label));
});
