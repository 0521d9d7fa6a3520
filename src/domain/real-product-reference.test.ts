/**
 * Reference checks on real products (CDR, August 2024): the site's figures for named cards, term
 * deposits, savings accounts, home loans and personal loans against small calculations written
 * here from each product's published rates and fees, never by calling the code that makes the
 * site's figures. Each table names its products, so a reading of the data that changes one of them
 * shows up by name.
 */
import { revolverByHand } from './cards/revolver-by-hand';
import { estimateCardCost } from './cards/estimate-card-cost';
import { dataFilesPresent, readDataFiles } from '../test/fixtures/read-data-files';
import { usage } from '../test/fixtures/test-cards';
import type { RawSavingsAccount, RawTermDeposit } from './data/raw-types';
import { rankHomeLoanOffers } from './home-loans/rank-home-loan-offers';
import { normaliseAll } from './normalise/normalise-all';
import { depositInterest } from '../features/calculators/deposit-figures';
import { savingsYear } from '../features/calculators/savings-figures';
import { quoteLoan } from '../features/calculators/loan-figures';

const raw = dataFilesPresent() ? readDataFiles() : null;
const data = raw === null ? null : normaliseAll(raw);
const maybe = data === null ? describe.skip : describe;

/** The half-away-from-zero rounding banks use, on a cent amount. */
const cents = (value: number): number => Math.sign(value) * Math.round(Math.abs(value));

maybe('credit cards: a year of a revolver, day by day', () => {
  // $3,500 owed, $2,000 spent and $1,800 repaid a month on 55-day cards (repaid 25 days after each statement).
  test.each([
    ['10004-CC00001', 'ANZ First'],
    ['10008-CC00001', 'Visa Credit Card'],
    ['10010-CC00001', 'Low Rate Visa Credit Card'],
    ['10012-CC00002', 'Platinum Visa Credit Card'],
    ['10013-CC00001', 'Classic Credit Card'],
    ['10015-CC00001', 'Amplify Qantas Platinum'],
    ['10016-CC00001', 'Mastercard Platinum Credit Card'],
    ['10021-CC00001', 'Bankwest Breeze Classic Mastercard'],
  ])('%s %s', (id, name) => {
    const card = data?.creditCards.cards.find((each) => each.id === id);
    expect(card?.name).toContain(name);
    if (!card || card.purchaseRate === null) throw new Error(`${id} has no purchase rate`);
    expect(card.interestFreeDays).toBe(55);
    const program = data?.rewardPrograms.find((each) => each.id === card.rewardProgramId) ?? null;
    const estimate = estimateCardCost(card, program, usage(2_000, 1_800, 3_500));
    const interest = estimate.ongoing.working.find((item) => item.kind === 'interest')?.amountCents;
    const byHand = revolverByHand(350_000, 200_000, 180_000, card.purchaseRate).interest.reduce(
      (sum, each) => sum + each,
      0,
    );
    expect(interest).toBe(byHand);
  });
});

maybe('term deposits: interest at maturity for the term the product states', () => {
  test.each([
    ['Hume Bank', 'Online 100 Day'],
    ['Hume Bank', '100 Day (Interest at Maturity)'],
    ['ING', 'Personal Term Deposits'],
    ['Judo Bank', 'Judo Term Deposits'],
    ['ME Bank', 'Retail Term Deposit'],
    ['Bendigo Bank', 'Standard Term Deposit'],
    ['Great Southern Bank', 'Platinum Plus Term Deposit 12 months'],
    ['Rabobank', 'Online Term Deposit'],
  ])('%s %s', (provider, nameFragment) => {
    const providerId = raw?.providers.find((each) => each.name === provider)?.id;
    const deposits = (raw?.productsTd.products ?? []) as RawTermDeposit[];
    const product = deposits.find(
      (each) =>
        each.providerId === providerId && each.name.toLowerCase().includes(nameFragment.toLowerCase()),
    );
    if (!product) throw new Error(`no ${provider} ${nameFragment}`);
    const rate = product.rates.find(
      (each) =>
        each.interestPayment === 'maturity' && each.termMonths <= 12 && (each.minAmount ?? 0) <= 50_000,
    );
    if (!rate) throw new Error(`no at-maturity rate of a year or less for ${product.name}`);
    const yearFraction = rate.termUnit === 'days' ? rate.termDays / 365 : rate.termMonths / 12;
    expect(depositInterest(50_000, rate)?.totalInterest).toBe(cents(5_000_000 * rate.rate * yearFraction));
  });
});

/**
 * A year of a savings account by hand: deposits on the 1st, interest each month on the month's
 * balance at the rate / 365 a day, rounded to the cent and credited at the month's end. A whole-
 * balance band pays its rate on the whole balance while it is inside the band; a portion band on the
 * part inside it; a bonus stated with the base included pays only what is above the base.
 */
function savingsByHand(account: RawSavingsAccount, dollars: number, deposit: number): number {
  const days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  const inBand = (b: number, min: number, max: number | null) =>
    b >= min * 100 && (max === null || b <= max * 100);
  const part = (b: number, min: number, max: number | null) =>
    Math.max(0, Math.min(b, max === null ? b : max * 100) - Math.max(min * 100, 1) + 1);
  const yearly = (kind: 'base' | 'bonus', b: number): number => {
    let total = 0;
    for (const band of account.rateBands.filter((each) => each.kind === kind)) {
      if (band.appliesTo === 'portion') total += part(b, band.minBalance, band.maxBalance) * band.rate;
      else if (inBand(b, band.minBalance, band.maxBalance)) total += b * band.rate;
    }
    return total;
  };
  let balance = dollars * 100;
  let earned = 0;
  for (const length of days) {
    balance += deposit * 100;
    const base = yearly('base', balance);
    const bonusBands = account.rateBands.filter((band) => band.kind === 'bonus');
    const includesBase = bonusBands.some((band) => band.includesBase);
    const bonus = includesBase ? Math.max(0, yearly('bonus', balance) - base) : yearly('bonus', balance);
    const interest = cents(((base + bonus) * length) / 365);
    balance += interest;
    earned += interest;
  }
  return earned;
}

maybe('savings accounts: a year by their published balance bands, conditions met', () => {
  test.each([
    ['10012-SV00003', 'mySaver', 50_000, 10],
    ['10025-SV00004', 'Future Saver Account', 50_000, 1_000],
    ['10049-SV00004', 'Home Saver', 50_000, 2_000],
    ['10003-SV00001', 'AMP Cash Manager', 30_000, 0],
    ['10010-SV00007', 'Ziggy Kids Saver', 5_000, 50],
    ['10006-SV00001', 'Personal Online Savings Account', 120_000, 0],
    ['10010-SV00002', 'Cash Management', 75_000, 0],
    ['10010-SV00001', 'Bonus Plus Saver', 20_000, 100],
  ])('%s %s with $%d and $%d a month', (id, name, dollars, deposit) => {
    const account = (raw?.productsSv.products as RawSavingsAccount[] | undefined)?.find(
      (each) => each.id === id,
    );
    expect(account?.name).toBe(name);
    if (!account) throw new Error(`no ${id}`);
    // Accounts whose bonuses are alternatives (not added up) are read another way; none of these are.
    const bonusRates = account.rateBands.filter((band) => band.kind === 'bonus');
    expect(bonusRates.length).toBeLessThanOrEqual(new Set(bonusRates.map((band) => band.minBalance)).size);
    expect(savingsYear(account, dollars, deposit, true)?.interestCents).toBe(
      savingsByHand(account, dollars, deposit),
    );
  });
});

/** Everything repaid on a principal-and-interest loan, month by month: interest rounded each month, the last repayment clearing it. */
function repaidByHand(principalCents: number, annualRate: number, months: number): number {
  const r = annualRate / 12;
  const repayment = Math.round((principalCents * r) / (1 - (1 + r) ** -months));
  let balance = principalCents;
  let repaid = 0;
  for (let month = 1; month <= months; month += 1) {
    const interest = cents(balance * r);
    const paid = month === months ? balance + interest : repayment;
    balance += interest - paid;
    repaid += paid;
  }
  return repaid;
}

maybe('home loans: a variable rate repaid over the remaining term', () => {
  // $400,000 owed on an $800,000 home, 25 years left, owner-occupier principal and interest.
  const current = {
    balanceCents: 40_000_000,
    annualRate: 0.0699,
    remainingYears: 25,
    repayment: 'principal-and-interest' as const,
    propertyValueCents: 80_000_000,
    purpose: 'owner-occupier' as const,
  };
  const offers = data
    ? rankHomeLoanOffers(current, data.products.hl.products, data.homeLoanProviders.providers, {
        limit: Number.MAX_SAFE_INTEGER,
        includeNonSaving: true,
      }).offers
    : [];
  test.each([
    'Adelaide Bank SmartFit',
    'Aussie Elevate Loan',
    'Home Loan-Package',
    'Standard Variable Rate Home Loan',
    'Basic Home Loan',
    'Advantage Plus Home Loan',
  ])('%s', (name) => {
    const offer = offers.find(
      (each) => each.productName.startsWith(name) && each.rate.rateType === 'variable',
    );
    if (!offer) throw new Error(`no variable offer for ${name}`);
    expect(offer.totalRepaidCents).toBe(repaidByHand(40_000_000, offer.rate.rate, 300));
  });
});

maybe('personal loans: the advertised rate repaid over five years', () => {
  test.each(['10007-PL', '10010-PL', '10012-PL', '10023-PL'])('the first personal loan of %s', (prefix) => {
    const loan = data?.products.pl.products.find((each) => each.id.startsWith(prefix));
    if (!loan) throw new Error(`no ${prefix}`);
    const quote = quoteLoan({
      amountDollars: 30_000,
      annualRate: loan.minRate,
      years: 5,
      frequency: 'monthly',
      interestOnly: false,
      fees: { upfront: loan.establishmentFeeCents / 100, monthly: loan.monthlyFeeCents / 100, yearly: 0 },
    });
    const repaid = repaidByHand(3_000_000, loan.minRate, 60);
    expect(quote.kind === 'principal-and-interest' && quote.totalCost).toBe(
      repaid + loan.establishmentFeeCents + 60 * loan.monthlyFeeCents,
    );
  });
});
