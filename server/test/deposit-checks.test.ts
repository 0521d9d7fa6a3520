/** @jest-environment ./server/test/pglite-environment.ts */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResponseOf } from '../../src/api/contract';
import type { savingsCheck, termDepositCheck } from '../../src/api/deposit-checks';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import type { RawProductSet, RawTermDeposit } from '../../src/domain/data/raw-types';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

type SavingsAnswer = ResponseOf<typeof savingsCheck>;
type DepositAnswer = ResponseOf<typeof termDepositCheck>;

const NETBANK_SAVER = '10034-SV00002';
const UBANK_SAVE = '10098-SV00001';
const COMMBANK = '10034';
const ANZ = '10004';

/** December 2025 to November 2026: the year a check made on 3 November 2025 (the test clock) works out. */
const MONTH_DAYS = [31, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30];

/**
 * A year worked by hand: the deposit on each 1st, a withdrawal on each 15th, each day's balance
 * times the yearly interest `interestOn` gives it over 365, rounded when credited at the month's end.
 */
function byHand(
  opening: number,
  deposit: number,
  withdrawal: number,
  interestOn: (balance: number) => number,
): number {
  let balance = opening;
  let total = 0;
  for (const days of MONTH_DAYS) {
    let accrued = 0;
    for (let day = 1; day <= days; day += 1) {
      if (day === 1) balance += deposit;
      if (day === 15) balance -= withdrawal;
      accrued += interestOn(balance) / 365;
    }
    const credit = Math.round(accrued);
    total += credit;
    balance += credit;
  }
  return total;
}

const descending = (values: number[]): boolean =>
  values.every((value, index) => index === 0 || values[index - 1]! >= value);

const termDeposits = (
  JSON.parse(readFileSync(join(DATA_DIR, 'products-td.json'), 'utf8')) as RawProductSet<RawTermDeposit>
).products.filter((product) => product.forBusiness !== true);

describe.each(testDrivers())('the savings and term-deposit checks on %s', (driver) => {
  const t = useTestApp(driver, { env: { REFERENCE_DATA_DIR: DATA_DIR } });

  async function visitor(): Promise<TestClient> {
    const client = t().client();
    await client.main();
    return client;
  }

  async function savings(client: TestClient, body: Record<string, unknown>): Promise<SavingsAnswer> {
    const response = await client.post('/savingsCheck/', body);
    expect(response.statusCode).toBe(200);
    return response.json<SavingsAnswer>();
  }

  const EXAMPLE = {
    account: { product_id: NETBANK_SAVER },
    balance: 50000,
    monthly_deposit: 500,
    monthly_withdrawal: 0,
  };

  describe('a savings check', () => {
    test('CommBank NetBank Saver, $50,000, $500 a month, no withdrawals: its year at the base rate, with the working', async () => {
      const answer = await savings(await visitor(), EXAMPLE);
      const { current } = answer;
      // Its 5 introductory months are taken to be over: 2.35% on every day's balance.
      expect(current.first_year.earned_cents).toBe(
        byHand(5_000_000, 50_000, 0, (balance) => balance * 0.0235),
      );
      expect(current.later_year).toBeNull();
      expect(current.first_year.months).toHaveLength(12);
      expect(current.first_year.months.map((month) => month.days)).toEqual(MONTH_DAYS);
      expect(current.first_year.months[0]).toMatchObject({
        balance_cents: 5_050_000,
        bonus: 'introductory-over',
        why: '2.35% p.a.: base rate only, the introductory rate is over',
      });
      expect(answer.assumptions[0]).toBe(
        'The year runs from 1 December 2025 for 12 months, starting with your balance of $50,000.00.',
      );
      expect(answer.ranking).toMatch(
        /^Ranked by the interest, less any fees, each account would pay you in its first 12 months/,
      );
    });

    test('Stay is the bank’s other accounts, Switch everyone else’s, each ranked by what it would pay, sponsorship only labelled', async () => {
      const answer = await savings(await visitor(), EXAMPLE);
      const earned = answer.current.first_year.earned_cents;
      expect(answer.stay.length).toBeGreaterThan(0);
      expect(answer.switch).toHaveLength(5);
      for (const offer of answer.stay) {
        expect([offer.provider_id, offer.offer_type, offer.sponsored]).toEqual([COMMBANK, 'Stay', true]);
        expect(offer.account_id).not.toBe(NETBANK_SAVER);
      }
      for (const offer of answer.switch) {
        expect([offer.offer_type, offer.sponsored]).toEqual(['Switch', false]);
        expect(offer.provider_id).not.toBe(COMMBANK);
      }
      for (const offer of [...answer.stay, ...answer.switch]) {
        expect(offer.measure_cents).toBe(offer.first_year.earned_cents);
        expect(offer.gain_cents).toBe(offer.measure_cents - earned);
        expect(offer.gain_cents).toBeGreaterThan(0);
      }
      expect(descending(answer.stay.map((offer) => offer.measure_cents))).toBe(true);
      expect(descending(answer.switch.map((offer) => offer.measure_cents))).toBe(true);
    });

    test('ubank Save pays its 5.50% bonus on the balance up to $100,000 in months with $500 deposited', async () => {
      const client = await visitor();
      const met = await savings(client, EXAMPLE);
      const ubank = met.switch.find((offer) => offer.account_id === UBANK_SAVE);
      expect(ubank?.first_year.earned_cents).toBe(byHand(5_000_000, 50_000, 0, (balance) => balance * 0.055));
      expect(ubank?.bonus_not_counted).toEqual([]);
      // $400 a month misses its condition: without a base rate it earns nothing and is no longer offered.
      const missed = await savings(client, { ...EXAMPLE, monthly_deposit: 400 });
      expect(missed.switch.map((offer) => offer.account_id)).not.toContain(UBANK_SAVE);
    });

    test('an account whose conditions the saver does not meet ranks on its base rate and says why', async () => {
      const answer = await savings(await visitor(), EXAMPLE);
      const unmet = [...answer.stay, ...answer.switch].filter((offer) => offer.bonus_not_counted.length > 0);
      expect(unmet.length).toBeGreaterThan(0);
      for (const offer of unmet) {
        expect(offer.first_year.bonus_interest_cents).toBe(0);
        expect(offer.first_year.months[0]?.why).toContain('base rate only');
      }
    });

    test('an introductory rate counts in the first year only, and the later-year measure ranks without it', async () => {
      const client = await visitor();
      // Nothing added each month: the accounts whose bonus needs a deposit or growth fall back to
      // their base rate, and the introductory rates (which need neither) rank among the first 20.
      const saver = { ...EXAMPLE, monthly_deposit: 0 };
      const first = await savings(client, { ...saver, limit: 20 });
      const intro = first.switch.filter((offer) => (offer.introductory_months ?? 0) > 0);
      expect(intro.length).toBeGreaterThan(0);
      for (const offer of intro) {
        expect(offer.first_year.bonus_months).toBeLessThanOrEqual(offer.introductory_months ?? 0);
        expect(offer.later_year?.bonus_interest_cents).toBe(0);
        expect(offer.later_year!.earned_cents).toBeLessThan(offer.first_year.earned_cents);
      }
      const later = await savings(client, {
        ...saver,
        limit: 20,
        measure: 'later-year',
        survey_id: first.survey_id,
      });
      expect(later.measure).toBe('later-year');
      for (const offer of later.switch)
        expect(offer.measure_cents).toBe((offer.later_year ?? offer.first_year).earned_cents);
      expect(descending(later.switch.map((offer) => offer.measure_cents))).toBe(true);
    });

    test('a held account’s introductory months still to come are counted when the saver says so', async () => {
      const answer = await savings(await visitor(), { ...EXAMPLE, introductory_months_left: 2 });
      const rate = (month: number) => (month < 2 ? 0.051 : 0.0235);
      let balance = 5_000_000;
      let total = 0;
      MONTH_DAYS.forEach((days, month) => {
        balance += 50_000;
        const credit = Math.round((balance * rate(month) * days) / 365);
        total += credit;
        balance += credit;
      });
      expect(answer.current.first_year.earned_cents).toBe(total);
      expect(answer.current.later_year?.earned_cents).toBe(byHand(5_000_000, 50_000, 0, (b) => b * 0.0235));
    });

    test('only accounts the saver can open: an age or a membership they lack sets an account apart, with the reason', async () => {
      const client = await visitor();
      const unknownAge = await savings(client, EXAMPLE);
      expect(unknownAge.stay.map((offer) => offer.account_name)).toContain('Youthsaver Account');
      expect(unknownAge.questions).toContain('age');
      const adult = await savings(client, { ...EXAMPLE, answers: { age: 40 }, limit: 20 });
      expect(adult.stay.map((offer) => offer.account_name)).not.toContain('Youthsaver Account');
      expect(adult.unavailable).toContainEqual({
        account_id: '10012-SV00003',
        account_name: 'mySaver',
        provider_name: 'Bank Australia',
        measure_cents: expect.any(Number) as number,
        reasons: ['Only for people aged 24 or under'],
      });
      expect(adult.questions).not.toContain('age');
      const bankVic = adult.unavailable.find((entry) => entry.account_id === '10019-SV00002');
      expect(bankVic?.reasons[0]).toMatch(/^Members only: /);
      const member = await savings(client, {
        ...EXAMPLE,
        limit: 20,
        answers: { age: 40, member_groups: ['police'] },
      });
      expect(member.unavailable.map((entry) => entry.account_id)).not.toContain('10019-SV00002');
    });

    test('an account entered by hand: the bonus on the balance up to its cap, counted only when its conditions are met', async () => {
      const client = await visitor();
      const entered = {
        provider_name: 'Local Credit Union',
        name: 'Bonus Saver',
        base_rate: 0.01,
        bonus_rate: 0.04,
        bonus_balance_cap: 20000,
        conditions: { min_deposit: 200, no_withdrawals: true },
      };
      const met = await savings(client, { account: { entered }, balance: 30000, monthly_deposit: 300 });
      expect(met.current).toMatchObject({
        account_id: null,
        account_name: 'Bonus Saver',
        provider_name: 'Local Credit Union',
        bonus_conditions: ['Deposit at least $200.00 each month', 'Make no withdrawals during the month'],
        bonus_not_counted: [],
      });
      expect(met.current.first_year.earned_cents).toBe(
        byHand(3_000_000, 30_000, 0, (balance) => balance * 0.01 + Math.min(balance, 2_000_000) * 0.04),
      );
      expect(met.stay).toEqual([]);
      const withdrawing = await savings(client, {
        account: { entered },
        balance: 30000,
        monthly_deposit: 300,
        monthly_withdrawal: 50,
      });
      expect(withdrawing.current.bonus_not_counted).toEqual(['The bonus needs a month with no withdrawals']);
      expect(withdrawing.current.first_year.earned_cents).toBe(
        byHand(3_000_000, 30_000, 5_000, (b) => b * 0.01),
      );
    });

    test.each([
      [
        { ...EXAMPLE, account: {} },
        '"account" must have either "product_id" (an account from our data) or "entered" (one entered by hand).',
      ],
      [
        { ...EXAMPLE, balance: 12.345 },
        '"balance" must be an amount in dollars with at most two decimals, like 1234.56.',
      ],
      [
        { ...EXAMPLE, account: { product_id: '99999-SV00001' } },
        '"account.product_id": "99999-SV00001" is not a personal savings account we have. Enter the account by hand instead.',
      ],
      [{ ...EXAMPLE, measure: 'forever' }, /^"measure" must be/],
      [{ ...EXAMPLE, colour: 'blue' }, '"colour" is not a field this request accepts.'],
    ])('400 with a clear message for %j', async (body, message) => {
      const response = await (await visitor()).post('/savingsCheck/', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    });

    test('needs a session and the CSRF header', async () => {
      expect((await t().client().post('/savingsCheck/', EXAMPLE)).statusCode).toBe(401);
      expect((await (await visitor()).post('/savingsCheck/', EXAMPLE, { noCsrf: true })).statusCode).toBe(
        403,
      );
    });

    test('a check is its visitor’s alone, survives a reload and a later visit, and is not offered as a card or home-loan resume', async () => {
      const owner = await visitor();
      const first = await savings(owner, EXAMPLE);
      const again = await savings(owner, { ...EXAMPLE, balance: 60000, survey_id: first.survey_id });
      expect(again.survey_id).toBe(first.survey_id);
      const reload = (await owner.post('/getSavingsCheck/')).json<{
        survey_id: string;
        input: { balance_cents: number };
        check: SavingsAnswer;
      }>();
      expect(reload.survey_id).toBe(first.survey_id);
      expect(reload.input.balance_cents).toBe(6_000_000);
      expect(reload.check.current.first_year.earned_cents).toBe(again.current.first_year.earned_cents);
      const later = t().client().sameBrowserAs(owner);
      await later.main();
      expect((await later.post('/getSavingsCheck/')).json<{ survey_id: string }>().survey_id).toBe(
        first.survey_id,
      );
      const stranger = await visitor();
      const theirs = await stranger.post('/savingsCheck/', { ...EXAMPLE, survey_id: first.survey_id });
      expect([theirs.statusCode, errorOf(theirs).code]).toEqual([404, 'SURVEY_NOT_FOUND']);
      expect((await stranger.post('/getSavingsCheck/', { survey_id: first.survey_id })).statusCode).toBe(404);
      expect((await stranger.post('/getSavingsCheck/')).json()).toEqual({
        survey_id: null,
        input: null,
        check: null,
        updated_at: null,
      });
      expect((await owner.post('/checkActiveEvent/')).json()).toEqual({ active: false, event: null });
    });
  });

  describe('a term-deposit check', () => {
    // The test clock's day is 3 November 2025 in Sydney: 20 days before 23 November.
    const DEPOSIT = {
      provider_id: ANZ,
      amount: 50000,
      term_months: 6,
      rate: 0.045,
      maturity_date: '2025-11-23',
    };

    async function check(client: TestClient, body: Record<string, unknown>): Promise<DepositAnswer> {
      const response = await client.post('/termDepositCheck/', body);
      expect(response.statusCode).toBe(200);
      return response.json<DepositAnswer>();
    }

    /** A rate's interest on $50,000 worked by hand: its months over 12 or its days over 365. */
    const onFifty = (figures: DepositAnswer['best_elsewhere'][number]): number =>
      Math.round(
        (5_000_000 * figures.rate * figures.term.length) / (figures.term.unit === 'months' ? 12 : 365),
      );

    test('$50,000 for 6 months at 4.50% with ANZ, maturing in 20 days', async () => {
      const answer = await check(await visitor(), DEPOSIT);
      expect(answer.interest_cents).toBe(112_500);
      expect([answer.start_date, answer.days_to_maturity]).toEqual(['2025-05-23', 20]);
      expect(answer.grace_period).toEqual({
        days: null,
        last_day: null,
        text: "The grace period after maturity is the bank's own; banks typically give 7 to 14 days. Your maturity notice gives the date.",
      });
    });

    test('Alex Bank publishes 7 days of grace after maturity: the last day to act is a week after it', async () => {
      const client = await visitor();
      const alex = { ...DEPOSIT, provider_id: '10002', term_months: 12 };
      const expected = {
        days: 7,
        last_day: '2025-11-30',
        text: 'The bank gives 7 days after maturity to withdraw or change the deposit without a penalty.',
      };
      expect((await check(client, alex)).grace_period).toEqual(expected);
      expect((await check(client, { ...alex, product_id: '10002-TD00001' })).grace_period).toEqual(expected);
    });

    test('the rollover at the bank’s lowest current rate for the term and amount, and the best elsewhere', async () => {
      const answer = await check(await visitor(), DEPOSIT);
      const bankRates = termDeposits
        .filter((product) => product.providerId === ANZ)
        .flatMap((product) => product.rates)
        .filter(
          (rate) =>
            rate.termUnit === 'months' &&
            rate.termMonths === 6 &&
            rate.interestPayment === 'maturity' &&
            (rate.minAmount ?? 0) <= 50000 &&
            (rate.maxAmount ?? Infinity) >= 50000,
        )
        .map((rate) => rate.rate);
      const lowest = Math.min(...bankRates);
      expect(answer.rollover?.rate).toBe(lowest);
      expect(answer.rollover?.interest_cents).toBe(Math.round(5_000_000 * lowest * 0.5));
      expect(answer.rollover?.gain_cents).toBe(Math.round(5_000_000 * lowest * 0.5) - 112_500);
      expect(answer.best_elsewhere).toHaveLength(5);
      for (const option of answer.best_elsewhere) {
        expect(option.provider_id).not.toBe(ANZ);
        expect(option.interest_cents).toBe(onFifty(option));
      }
      expect(descending(answer.best_elsewhere.map((option) => option.interest_cents))).toBe(true);
      expect(new Set(answer.best_elsewhere.map((option) => option.product_id)).size).toBe(5);
      expect(answer.bank_other_terms.length).toBeGreaterThan(1);
      expect(answer.bank_other_terms.every((option) => option.provider_id === ANZ && !option.sponsored)).toBe(
        true,
      );
      // CommBank is the partner: its rates are labelled where they rank, and only its.
      for (const option of answer.best_elsewhere)
        expect(option.sponsored).toBe(option.provider_id === COMMBANK);
    });

    test('a term in days is compared with rates in days, each worked in its own unit', async () => {
      const answer = await check(await visitor(), { ...DEPOSIT, term_months: undefined, term_days: 90 });
      expect(answer.interest_cents).toBe(Math.round((5_000_000 * 0.045 * 90) / 365));
      for (const option of answer.best_elsewhere) expect(option.interest_cents).toBe(onFifty(option));
    });

    test.each([
      [
        { ...DEPOSIT, term_days: 180 },
        'Send the term as either "term_months" or "term_days", as the bank states it.',
      ],
      [
        { ...DEPOSIT, maturity_date: '2026-02-30' },
        '"maturity_date": 2026-02-30 is not a day of the calendar.',
      ],
      [
        { ...DEPOSIT, product_id: '10105-TD00001' },
        '"product_id": "10105-TD00001" is not a term deposit of the bank "provider_id" names.',
      ],
      [{ ...DEPOSIT, provider_id: '99999' }, '"provider_id": "99999" is not a bank we have.'],
    ])('400 with a clear message for %j', async (body, message) => {
      const response = await (await visitor()).post('/termDepositCheck/', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
    });

    test('a check is its visitor’s alone and comes back after a reload', async () => {
      const owner = await visitor();
      const first = await check(owner, DEPOSIT);
      const reload = (await owner.post('/getTermDepositCheck/')).json<{
        survey_id: string;
        check: DepositAnswer;
      }>();
      expect(reload.survey_id).toBe(first.survey_id);
      expect(reload.check.interest_cents).toBe(112_500);
      const stranger = await visitor();
      const theirs = await stranger.post('/termDepositCheck/', { ...DEPOSIT, survey_id: first.survey_id });
      expect([theirs.statusCode, errorOf(theirs).code]).toEqual([404, 'SURVEY_NOT_FOUND']);
    });
  });
});
