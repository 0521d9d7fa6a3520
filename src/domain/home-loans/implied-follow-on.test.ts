import { impliedFollowOnRate, impliedMonthlyFee } from './implied-follow-on';

/**
 * The statutory example worked by hand: $150,000 over 300 months; `held` months at the first rate
 * (interest only when so), then principal and interest at the follow-on rate over the months
 * left; upfront fees out of the advance, a yearly fee at settlement and each anniversary, the
 * discharge fee with the last repayment. The comparison rate is the monthly rate that discounts
 * the payments back to the advance (found by halving), times 12.
 */
function comparisonByHand(options: {
  rate: number;
  held: number;
  interestOnly: boolean;
  followOn: number;
  upfront?: number;
  yearly?: number;
  monthly?: number;
  discharge?: number;
}): number {
  const payments: number[] = Array.from({ length: 301 }, () => 0);
  let balance = 150_000;
  let repayment = 0;
  for (let month = 1; month <= 300; month += 1) {
    const annual = month <= options.held ? options.rate : options.followOn;
    const interest = (balance * annual) / 12;
    if (month <= options.held && options.interestOnly) repayment = interest;
    else if (month === 1 || month === options.held + 1) {
      const left = 301 - month;
      repayment = (balance * (annual / 12)) / (1 - (1 + annual / 12) ** -left);
    }
    const paid = month === 300 ? balance + interest : repayment;
    payments[month] = (payments[month] ?? 0) + paid;
    balance += interest - paid;
  }
  for (let month = 0; month < 300; month += 12)
    payments[month] = (payments[month] ?? 0) + (options.yearly ?? 0);
  for (let month = 1; month <= 300; month += 1)
    payments[month] = (payments[month] ?? 0) + (options.monthly ?? 0);
  payments[300] = (payments[300] ?? 0) + (options.discharge ?? 0);
  const advance = 150_000 - (options.upfront ?? 0);
  const presentValue = (monthly: number): number =>
    payments.reduce((sum, paid, month) => sum + paid / (1 + monthly) ** month, 0);
  let low = 0;
  let high = 0.05;
  for (let step = 0; step < 80; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > advance) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 12;
}

const none = { upfrontDollars: 0, annualDollars: 0, package: null, dischargeDollars: 0 };

describe('impliedFollowOnRate on published rates', () => {
  it.each([
    {
      product: 'Queensland Country Bank Home Loan-Package I.O., 3 years fixed interest only',
      rate: {
        rateType: 'fixed',
        fixedMonths: 36,
        repayment: 'interest-only',
        rate: 0.0629,
        comparisonRate: 0.0797,
      },
      fees: { ...none, package: { amountDollars: 395, everyMonths: 12 } },
      byHand: { held: 36, interestOnly: true, yearly: 395 },
    },
    {
      product: 'QBANK 3 Year Fixed Owner Occupied, $895 upfront',
      rate: {
        rateType: 'fixed',
        fixedMonths: 36,
        repayment: 'principal-and-interest',
        rate: 0.0579,
        comparisonRate: 0.0746,
      },
      fees: { ...none, upfrontDollars: 895 },
      byHand: { held: 36, interestOnly: false, upfront: 895 },
    },
    {
      product: 'Adelaide Bank SmartFix 5 years, $1,699 upfront, $180 a year, $325 discharge',
      rate: {
        rateType: 'fixed',
        fixedMonths: 60,
        repayment: 'principal-and-interest',
        rate: 0.0639,
        comparisonRate: 0.0647,
      },
      fees: { upfrontDollars: 1699, annualDollars: 180, package: null, dischargeDollars: 325 },
      byHand: { held: 60, interestOnly: false, upfront: 1699, yearly: 180, discharge: 325 },
    },
    {
      product:
        'Reliance Bank Advantage Plus interest only variable, five years assumed, $200 upfront, $299 a year',
      rate: {
        rateType: 'variable',
        fixedMonths: null,
        repayment: 'interest-only',
        rate: 0.0599,
        comparisonRate: 0.0676,
      },
      fees: { ...none, upfrontDollars: 200, annualDollars: 299 },
      byHand: { held: 60, interestOnly: true, upfront: 200, yearly: 299 },
    },
  ] as const)('$product', ({ rate, fees, byHand }) => {
    const implied = impliedFollowOnRate(rate, fees);
    expect(implied).not.toBeNull();
    const at = (followOn: number) => comparisonByHand({ rate: rate.rate, followOn, ...byHand });
    // The implied rate, to a hundredth of a point, gives the published comparison rate as published.
    expect(Math.abs(at(implied ?? 0) - rate.comparisonRate)).toBeLessThan(0.00005);
    // And it is the right hundredth: a point lower or higher misses the published figure.
    expect(at((implied ?? 0) - 0.0002)).toBeLessThan(rate.comparisonRate);
    expect(at((implied ?? 0) + 0.0002)).toBeGreaterThan(rate.comparisonRate);
  });
});

describe('impliedFollowOnRate when there is nothing to imply', () => {
  const fixed = {
    rateType: 'fixed',
    fixedMonths: 36,
    repayment: 'principal-and-interest',
    rate: 0.0579,
    comparisonRate: 0.0746,
  } as const;
  it.each([
    {
      case: 'a variable principal-and-interest rate',
      rate: { ...fixed, rateType: 'variable', fixedMonths: null },
    },
    { case: 'no published comparison rate', rate: { ...fixed, comparisonRate: null } },
    { case: 'a fixed period as long as the example', rate: { ...fixed, fixedMonths: 300 } },
    {
      case: 'a comparison rate below what the fixed years and fees reach at a 1% follow-on rate',
      rate: { ...fixed, comparisonRate: 0.012 },
    },
    { case: 'a comparison rate no rate up to 20% reaches', rate: { ...fixed, comparisonRate: 0.19 } },
  ] as const)('null for $case', ({ rate }) => {
    expect(impliedFollowOnRate(rate, { ...none, upfrontDollars: 895 })).toBeNull();
  });
});

describe('impliedMonthlyFee: the fees a lender leaves off its list', () => {
  // The Mutual Bank Budget-style variable rate: 5.69%, published comparison 5.89%, no fees listed.
  const variable = {
    rateType: 'variable',
    fixedMonths: null,
    repayment: 'principal-and-interest',
    rate: 0.0569,
    comparisonRate: 0.0589,
  } as const;

  it('finds the monthly fee that makes up the published comparison rate', () => {
    const fee = impliedMonthlyFee(variable, none);
    expect(fee).not.toBeNull();
    const at = (monthly: number) =>
      comparisonByHand({ rate: 0.0569, held: 0, interestOnly: false, followOn: 0.0569, monthly });
    expect(Math.abs(at(fee ?? 0) - 0.0589)).toBeLessThan(0.00005);
    // To the cent: a dollar less a month falls short of the published figure.
    expect(at((fee ?? 0) - 1)).toBeLessThan(0.0589 - 0.00005);
  });

  it.each([
    {
      case: 'a fixed rate (its follow-on rate carries the gap)',
      rate: { ...variable, rateType: 'fixed', fixedMonths: 36 },
    },
    { case: 'an interest-only rate', rate: { ...variable, repayment: 'interest-only' } },
    { case: 'fees that already reach the published rate', rate: { ...variable, comparisonRate: 0.0569 } },
    { case: 'a gap no fee up to $100 a month explains', rate: { ...variable, comparisonRate: 0.0789 } },
  ] as const)('null for $case', ({ rate }) => {
    expect(impliedMonthlyFee(rate, none)).toBeNull();
  });
});
