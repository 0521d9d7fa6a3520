/** @jest-environment ./server/test/pglite-environment.ts */
import { BEST_MATCH_MEASURE, dealVsMarket } from '../../src/domain/home-loans/deal-vs-market';
import { formatDollars } from '../../src/domain/format';
import { rankHomeLoanOffers } from '../../src/domain/home-loans/rank-home-loan-offers';
import { rateGroupKey } from '../../src/domain/home-loans/rate-eligibility';
import { switchingContext } from '../../src/domain/home-loans/switching-context';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import { findUserByEmail } from '../services/users';
import { signIn, signUp } from './helpers/auth-flows';
import { notWholeCents } from './helpers/card-surveys';
import {
  ALPHA,
  ALPHA_FIXED_24,
  ALPHA_VARIABLE,
  BRAVO,
  BRAVO_LOW_RATE,
  BRAVO_PACKAGE_FIXED_24,
  BRAVO_PACKAGE_VARIABLE,
  CHARLIE,
  engineInput,
  fixtureHomeLoans,
  homeLoanVisitor,
  loanInput,
  type LoanInput,
  startLoanSurvey,
} from './helpers/home-loans';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';
import type { ResponseOf } from '../../src/api/contract';
import type { getHlOfferDetails, getHlOffers } from '../../src/api/home-loan-offers';
import type {
  getYourDealVsMarket,
  reviewCurrentHlDeal,
  updateHlSurveyInput,
  validateCurrentProperties,
} from '../../src/api/home-loan-survey';

const MISSING_SURVEY = '00000000-0000-4000-8000-000000000000';

type ValidateBody = ResponseOf<typeof validateCurrentProperties>;
type OffersBody = ResponseOf<typeof getHlOffers>;
type DealReviewBody = ResponseOf<typeof reviewCurrentHlDeal>;

const offerIdOf = (offer: {
  productId: string;
  rate: { rateType: 'variable' | 'fixed'; fixedMonths: number | null };
}) => `${offer.productId}:${rateGroupKey(offer.rate)}`;

describe.each(testDrivers())('the home-loan journey on %s', (driver) => {
  const t = useTestApp(driver);
  const journey = fixtureHomeLoans();

  async function validate(client: TestClient, current: LoanInput) {
    return client.post('/validateCurrentProperties/', { current });
  }

  async function offers(client: TestClient, surveyId: string, extra: Record<string, unknown> = {}) {
    const response = await client.post('/getHLOffers/', { survey_id: surveyId, ...extra });
    expect(response.statusCode).toBe(200);
    return response.json<OffersBody>();
  }

  describe('/validateCurrentProperties/', () => {
    test('a complete loan: valid, with the LVR, term, state and repayment the engine works out', async () => {
      const client = await homeLoanVisitor(t());
      const response = await validate(client, loanInput());
      expect(response.statusCode).toBe(200);
      const context = switchingContext(engineInput(), journey.loans, journey.providers);
      expect(response.json<ValidateBody>()).toEqual({
        valid: true,
        errors: [],
        warnings: [],
        summary: {
          lvr: 0.5,
          remaining_months: 300,
          state: 'NSW',
          monthly_repayment_cents: context.currentCosts.monthlyRepaymentCents,
        },
      });
      // $400,000 at 6.49% over 300 months: the annuity is $2,698.33.
      expect(context.currentCosts.monthlyRepaymentCents).toBe(269_833);
    });

    test('an empty form: one error per missing field, in the order the form asks them', async () => {
      const client = await homeLoanVisitor(t());
      const response = await validate(client, {});
      expect(response.statusCode).toBe(200);
      const body = response.json<ValidateBody>();
      expect(body.valid).toBe(false);
      expect(body.summary).toBeUndefined();
      expect(body.errors.map((error) => error.field)).toEqual([
        'provider_id',
        'balance',
        'rate',
        'remaining_years',
        'repayment',
        'property_value',
        'postcode',
      ]);
      expect(body.errors[0]?.message).toBe('Choose your lender, or say that it is not listed.');
    });

    test.each<[string, LoanInput, string, RegExp]>([
      ['an unknown lender', { provider_id: '99999' }, 'provider_id', /Choose a lender from our list/],
      [
        'a long lender name',
        { provider_id: null, lender_name: 'x'.repeat(101) },
        'lender_name',
        /at most 100/,
      ],
      ['a balance under $10,000', { balance: 9_999.99 }, 'balance', /from \$10,000 to \$10,000,000/],
      [
        'a balance over $10,000,000',
        { balance: 10_000_000.01, property_value: 20_000_000 },
        'balance',
        /\$10,000,000/,
      ],
      ['a fraction of a cent', { balance: 400_000.005 }, 'balance', /dollars and cents/],
      ['a rate under 1%', { rate: 0.005 }, 'rate', /from 1% to 20%/],
      ['a rate over 20%', { rate: 0.21 }, 'rate', /from 1% to 20%/],
      ['a rate with too many decimals', { rate: 0.06191234 }, 'rate', /at most four decimals/],
      ['no years left', { remaining_years: 0 }, 'remaining_years', /whole number from 1 to 30/],
      ['31 years left', { remaining_years: 31 }, 'remaining_years', /whole number from 1 to 30/],
      ['part of a year', { remaining_years: 12.5 }, 'remaining_years', /whole number/],
      ['an unknown repayment type', { repayment: 'weekly' }, 'repayment', /principal and interest/],
      [
        'six interest-only years',
        { repayment: 'interest-only', interest_only_years_remaining: 6 },
        'interest_only_years_remaining',
        /from 1 to 5/,
      ],
      ['a property under $50,000', { property_value: 49_999, balance: 20_000 }, 'property_value', /\$50,000/],
      [
        'a property worth less than the loan',
        { property_value: 399_999 },
        'property_value',
        /at least what you/,
      ],
      ['an unknown purpose', { purpose: 'holiday' }, 'purpose', /home or an investment/],
      ['a missing postcode', { postcode: '' }, 'postcode', /Enter the postcode/],
      ['a postcode that is not Australian', { postcode: '12' }, 'postcode', /four-digit Australian postcode/],
      ['a discharge fee over $5,000', { discharge_fee: 5_000.01 }, 'discharge_fee', /from \$0 to \$5,000/],
      ['negative yearly fees', { annual_fees: -1 }, 'annual_fees', /from \$0 to \$5,000/],
    ])('%s is an error on its own field', async (_label, overrides, field, message) => {
      const client = await homeLoanVisitor(t());
      const response = await validate(client, loanInput(overrides));
      expect(response.statusCode).toBe(200);
      const body = response.json<ValidateBody>();
      expect(body.valid).toBe(false);
      expect(body.errors).toEqual([{ field, message: expect.stringMatching(message) }]);
    });

    test('warns about a high LVR and an unusual rate without stopping the journey', async () => {
      const client = await homeLoanVisitor(t());
      const lmi = (await validate(client, loanInput({ property_value: 470_000 }))).json<ValidateBody>();
      expect(lmi.valid).toBe(true);
      expect(lmi.summary?.lvr).toBe(0.8511);
      expect(lmi.warnings).toEqual([
        {
          field: 'property_value',
          message: expect.stringMatching(/more than 80%.*lenders mortgage insurance/),
        },
      ]);
      const few = (await validate(client, loanInput({ property_value: 410_000 }))).json<ValidateBody>();
      expect(few.warnings.map((warning) => warning.message)).toEqual([
        expect.stringMatching(/more than 80%/),
        expect.stringMatching(/more than 95%.*few lenders refinance/),
      ]);
      for (const rate of [0.0299, 0.1201]) {
        const body = (await validate(client, loanInput({ rate }))).json<ValidateBody>();
        expect(body.valid).toBe(true);
        expect(body.warnings).toEqual([{ field: 'rate', message: expect.stringMatching(/check the rate/) }]);
      }
      const unlisted = await validate(client, loanInput({ provider_id: null, lender_name: 'Delta Mutual' }));
      expect(unlisted.json<ValidateBody>()).toMatchObject({ valid: true, warnings: [] });
    });

    test('the wrong JSON type, an unknown field and no session are still refused', async () => {
      const client = await homeLoanVisitor(t());
      const text = await validate(client, loanInput({ balance: '400000' }));
      expect(text.statusCode).toBe(400);
      expect(errorOf(text).message).toBe('"current.balance" must be an amount in dollars, like 412345.67.');
      const postcode = await validate(client, loanInput({ postcode: 2000 }));
      expect(postcode.statusCode).toBe(400);
      expect(errorOf(postcode).message).toMatch(/^"current.postcode" must be a four-digit postcode as text/);
      const unknown = await validate(client, loanInput({ deposit: 1 }));
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).message).toBe('"current.deposit" is not a field this request accepts.');
      const missing = await client.post('/validateCurrentProperties/', {});
      expect(errorOf(missing).message).toBe('"current" is required.');
      const noSession = await t().client().post('/validateCurrentProperties/', { current: loanInput() });
      expect(noSession.statusCode).toBe(401);
    });
  });

  describe('/updateHLSurveyInput/', () => {
    test('starts a survey of this browser with the loan as stored, which /checkActiveEvent/ offers', async () => {
      const client = await homeLoanVisitor(t());
      const response = await client.post('/updateHLSurveyInput/', {
        survey_id: null,
        current: loanInput({ provider_id: null, lender_name: '  Delta   Mutual ', postcode: '3000' }),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<ResponseOf<typeof updateHlSurveyInput>>();
      expect(body.survey_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const current = {
        provider_id: null,
        lender_name: 'Delta Mutual',
        balance: 400_000,
        rate: 0.0649,
        remaining_years: 25,
        repayment: 'principal-and-interest',
        interest_only_years_remaining: null,
        property_value: 800_000,
        purpose: 'owner-occupier',
        postcode: '3000',
        discharge_fee: null,
        annual_fees: null,
        offset_balance: null,
      };
      expect(body.current).toEqual(current);
      expect(body.summary).toMatchObject({ lvr: 0.5, remaining_months: 300, state: 'VIC' });

      const [row] = await t().db.query<Record<string, unknown>>(
        'SELECT kind, status, browser_id, visit_id, user_id, current_loan FROM surveys WHERE id = $1',
        [body.survey_id],
      );
      expect(row).toEqual({
        kind: 'home_loan',
        status: 'active',
        browser_id: client.browserId,
        visit_id: client.visitId,
        user_id: null,
        current_loan: current,
      });
      const active = (await client.post('/checkActiveEvent/')).json<{
        event: { id: string; kind: string };
      }>();
      expect(active.event).toMatchObject({ id: body.survey_id, kind: 'home_loan' });
      const location = (await client.post('/getUserLocation/')).json();
      expect(location).toEqual({ state: 'VIC', postcode: '3000', source: 'postcode' });
    });

    test('fills in the defaults: home, five interest-only years; a listed lender drops the typed name', async () => {
      const client = await homeLoanVisitor(t());
      const input = loanInput({ purpose: undefined, repayment: 'interest-only', lender_name: 'Ignored' });
      delete input.purpose;
      const response = await client.post('/updateHLSurveyInput/', { current: input });
      expect(response.statusCode).toBe(200);
      expect(response.json<ResponseOf<typeof updateHlSurveyInput>>().current).toMatchObject({
        provider_id: ALPHA,
        lender_name: null,
        purpose: 'owner-occupier',
        repayment: 'interest-only',
        interest_only_years_remaining: 5,
      });
    });

    test('replaces the loan of an existing survey; 400 names the first bad field', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const update = await client.post('/updateHLSurveyInput/', {
        survey_id: surveyId,
        current: loanInput({ balance: 350_000.5, discharge_fee: 295, annual_fees: 395 }),
      });
      expect(update.statusCode).toBe(200);
      expect(update.json<ResponseOf<typeof updateHlSurveyInput>>()).toMatchObject({
        survey_id: surveyId,
        current: { balance: 350_000.5, discharge_fee: 295, annual_fees: 395 },
      });
      const bad = await client.post('/updateHLSurveyInput/', {
        survey_id: surveyId,
        current: loanInput({ rate: 0.5, postcode: 'abcd' }),
      });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toBe(
        '"current.rate" is not valid: Enter a yearly rate from 1% to 20% (as a fraction, 0.01 to 0.2).',
      );
      const [row] = await t().db.query<{ current_loan: { balance: number } }>(
        'SELECT current_loan FROM surveys WHERE id = $1',
        [surveyId],
      );
      expect(row?.current_loan.balance).toBe(350_000.5);
    });

    test('keeps an offset balance; a negative or part-cent one is refused with a clear message', async () => {
      const client = await homeLoanVisitor(t());
      const kept = await client.post('/updateHLSurveyInput/', {
        current: loanInput({ offset_balance: 25_000 }),
      });
      expect(kept.statusCode).toBe(200);
      expect(kept.json<ResponseOf<typeof updateHlSurveyInput>>().current).toMatchObject({
        offset_balance: 25_000,
      });
      for (const [value, message] of [
        [-1, 'The offset balance must be from $0 to $10,000,000.'],
        [100.123, 'The offset balance must be in dollars and cents, like 25000.'],
      ] as const) {
        const bad = await client.post('/updateHLSurveyInput/', {
          current: loanInput({ offset_balance: value }),
        });
        expect(bad.statusCode).toBe(400);
        expect(errorOf(bad).message).toBe(`"current.offset_balance" is not valid: ${message}`);
      }
    });

    test("another browser's survey is 404, an id that is not a uuid 400", async () => {
      const owner = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(owner);
      const stranger = await homeLoanVisitor(t());
      const other = await stranger.post('/updateHLSurveyInput/', {
        survey_id: surveyId,
        current: loanInput(),
      });
      expect(other.statusCode).toBe(404);
      expect(errorOf(other).code).toBe('SURVEY_NOT_FOUND');
      const notUuid = await stranger.post('/updateHLSurveyInput/', {
        survey_id: 'abc',
        current: loanInput(),
      });
      expect(notUuid.statusCode).toBe(400);
      expect(errorOf(notUuid).message).toBe('"survey_id" must be a survey id from /updateHLSurveyInput/.');
    });

    test('signed in: the survey is the account’s and the history lists each new loan once', async () => {
      const client = await homeLoanVisitor(t());
      const person = await signUp(t(), client);
      const user = await findUserByEmail(t().db, person.email);
      const surveyId = await startLoanSurvey(client);
      await startLoanSurvey(client); // a second survey
      await client.post('/updateHLSurveyInput/', { survey_id: surveyId, current: loanInput() }); // unchanged
      await client.post('/updateHLSurveyInput/', {
        survey_id: surveyId,
        current: loanInput({ provider_id: CHARLIE, rate: 0.07 }),
      });
      const [row] = await t().db.query<{ user_id: string }>('SELECT user_id FROM surveys WHERE id = $1', [
        surveyId,
      ]);
      expect(row?.user_id).toBe(user?.id);
      const history = (await client.post('/getEventHistory/')).json<{
        items: { kind: string; description: string; data: { survey_id: string } }[];
      }>();
      const checked = history.items.filter((item) => item.kind === 'home_loan_checked');
      expect(checked.map((item) => item.description)).toEqual([
        'Checked your $400,000 home loan at 7.00% p.a. with Charlie Lending',
        'Checked your $400,000 home loan at 6.49% p.a. with Alpha Bank',
        'Checked your $400,000 home loan at 6.49% p.a. with Alpha Bank',
      ]);
      expect(checked[0]?.data.survey_id).toBe(surveyId);
    });
  });

  describe('/getHLSurvey/', () => {
    test('answers the newest check of this browser, and of the account on another browser', async () => {
      const client = await homeLoanVisitor(t());
      const none = await client.post('/getHLSurvey/', {});
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ survey_id: null, current: null, summary: null, updated_at: null });

      await startLoanSurvey(client, loanInput({ balance: 400_000 }));
      t().clock.advance(60_000);
      const newest = await startLoanSurvey(client, loanInput({ balance: 450_000 }));
      const kept = await client.post('/getHLSurvey/', {});
      expect(kept.json()).toEqual({
        survey_id: newest,
        current: expect.objectContaining({ balance: 450_000, provider_id: ALPHA }),
        summary: expect.objectContaining({ remaining_months: expect.any(Number), state: 'NSW' }),
        updated_at: t().clock.now().toISOString(),
      });

      // Another browser sees nothing until it signs in to the account that made the check.
      const person = await signUp(t(), client);
      const other = await homeLoanVisitor(t());
      expect((await other.post('/getHLSurvey/', {})).json()).toMatchObject({ survey_id: null });
      await signIn(t(), other, person.email);
      expect((await other.post('/getHLSurvey/', {})).json()).toMatchObject({ survey_id: newest });
    });

    test('answers the check a survey id names, for the visitor who may read it only', async () => {
      const client = await homeLoanVisitor(t());
      const older = await startLoanSurvey(client, loanInput({ balance: 400_000 }));
      await startLoanSurvey(client, loanInput({ balance: 450_000 }));
      const named = await client.post('/getHLSurvey/', { survey_id: older });
      expect(named.json()).toMatchObject({
        survey_id: older,
        current: expect.objectContaining({ balance: 400_000 }),
      });
      const stranger = await homeLoanVisitor(t());
      const hidden = await stranger.post('/getHLSurvey/', { survey_id: older });
      expect(hidden.statusCode).toBe(404);
      expect(errorOf(hidden).message).toMatch(/^This home-loan check is no longer available on this browser/);
      expect((await client.post('/getHLSurvey/', { survey_id: 'not-a-survey' })).statusCode).toBe(400);
    });

    test('without a session answers none, and refuses a body it does not know', async () => {
      const stranger = t().client();
      expect((await stranger.post('/getHLSurvey/', {})).json()).toMatchObject({ survey_id: null });
      const client = await homeLoanVisitor(t());
      const bad = await client.post('/getHLSurvey/', { survey: 'x' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('/getYourDealVsMarket/', () => {
    test("the engine's groups, with offer ids, lenders and comparison rates", async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const response = await client.post('/getYourDealVsMarket/', { survey_id: surveyId });
      expect(response.statusCode).toBe(200);
      const body = response.json<ResponseOf<typeof getYourDealVsMarket>>();
      const market = dealVsMarket(engineInput(), journey.loans, journey.providers);
      expect(body.survey_id).toBe(surveyId);
      expect(body.current).toEqual({
        rate: 0.0649,
        lvr: 0.5,
        monthly_repayment_cents: market.current.monthlyRepaymentCents,
        total_interest_cents: market.current.totalInterestCents,
      });
      expect(body.remaining_months).toBe(300);
      expect(body.groups.map((group) => [group.key, group.label, group.fixed_months, group.count])).toEqual([
        ['variable', 'Variable', null, 3],
        ['fixed-12', 'Fixed 1 year', 12, 1],
        ['fixed-24', 'Fixed 2 years', 24, 2],
        ['fixed-36', 'Fixed 3 years', 36, 1],
        ['fixed-48', 'Fixed 4 years', 48, 0],
        ['fixed-60', 'Fixed 5 years', 60, 0],
      ]);
      const variable = body.groups[0];
      const engineVariable = market.groups[0];
      // Lowest interest first: the offset package's 5.79%, Bravo's 5.84%, Alpha's 6.19%.
      expect(variable?.best).toEqual(
        (engineVariable?.best ?? []).map((point) => ({
          offer_id: `${point.productId}:variable`,
          product_id: point.productId,
          product_name: point.productName,
          provider_id: point.productId.slice(0, 5),
          provider_name: point.providerName,
          rate: point.rate,
          comparison_rate: { '10002-HL00002': 0.0601, '10002-HL00001': 0.0588, '10001-HL00001': 0.0623 }[
            point.productId
          ],
          revert_rate: null,
          monthly_repayment_cents: point.monthlyRepaymentCents,
          total_interest_cents: point.totalInterestCents,
          total_cost_cents: point.totalCostCents,
        })),
      );
      // Lowest total cost first: Bravo's $3,000 cash back puts its low rate ahead of the package,
      // whose package fee outweighs its lower rate.
      expect(variable?.best.map((point) => point.offer_id)).toEqual([
        BRAVO_LOW_RATE,
        BRAVO_PACKAGE_VARIABLE,
        ALPHA_VARIABLE,
      ]);
      expect(body.best_match_measure).toBe(BEST_MATCH_MEASURE);
      for (const group of body.groups) {
        const costs = group.best.map((point) => point.total_cost_cents as number);
        expect(costs).toEqual([...costs].sort((a, b) => a - b));
      }
      expect(variable?.median).toEqual({
        rate: 0.0584,
        monthly_repayment_cents: engineVariable?.median?.monthlyRepaymentCents,
        total_interest_cents: engineVariable?.median?.totalInterestCents,
      });
      expect(body.groups[4]?.median).toBeNull();
      expect(body.notes).toEqual(['Discharge fee taken from your lender’s published home-loan fees.']);
      expect(notWholeCents(body)).toEqual([]);
    });
  });

  describe('/reviewCurrentHLDeal/', () => {
    test('overpaying at 6.49% when 5.79% is on offer, with the best Stay and Switch offers', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const response = await client.post('/reviewCurrentHLDeal/', { survey_id: surveyId });
      expect(response.statusCode).toBe(200);
      const body = response.json<DealReviewBody>();
      const ranked = rankHomeLoanOffers(engineInput(), journey.loans, journey.providers);
      const bestSwitch = ranked.offers.find((offer) => offer.providerId !== ALPHA);
      expect(body).toMatchObject({
        survey_id: surveyId,
        verdict: 'overpaying',
        rate_gap: 0.007,
        cheaper_count: 3,
        eligible_count: 3,
        stay: { offer_id: ALPHA_FIXED_24, offer_type: 'Stay' },
        best_switch: { offer_id: BRAVO_LOW_RATE, total_saving_cents: bestSwitch?.totalSavingCents },
      });
      expect(body.headline).toBe(
        'You pay 0.70 percentage points more than the best variable rate you qualify for (5.79% p.a.), ' +
          `and switching could save you ${formatDollars((bestSwitch?.totalSavingCents ?? 0) / 100)} over the rest of the loan.`,
      );
    });

    test.each<[string, LoanInput, string, number | null, number, number]>([
      ['within 0.10 points', { rate: 0.0589 }, 'competitive', 0.001, 2, 3],
      ['below the best rate', { rate: 0.055 }, 'competitive', -0.0029, 0, 3],
      ['0.30 points above', { rate: 0.0609 }, 'could-be-better', 0.003, 2, 3],
      ['just over 0.50 points', { rate: 0.063 }, 'overpaying', 0.0051, 3, 3],
      // No variable interest-only rate for investors in the data.
      [
        'no variable rate fits',
        { purpose: 'investment', repayment: 'interest-only' },
        'no-match',
        null,
        0,
        0,
      ],
    ])('%s: %s', async (_label, overrides, verdict, gap, cheaper, eligible) => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client, loanInput(overrides));
      const body = (
        await client.post('/reviewCurrentHLDeal/', { survey_id: surveyId })
      ).json<DealReviewBody>();
      expect(body).toMatchObject({
        verdict,
        rate_gap: gap,
        cheaper_count: cheaper,
        eligible_count: eligible,
      });
      expect(body.headline).toMatch(/^[A-Z].*\.$/);
    });
  });

  describe('/getHLOffers/', () => {
    test("Stay is the current lender's best saving rate; Switch the other lenders', as the engine ranks them", async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const body = await offers(client, surveyId);
      const ranked = rankHomeLoanOffers(engineInput(), journey.loans, journey.providers, { limit: 100 });
      const context = switchingContext(engineInput(), journey.loans, journey.providers);
      const engineStay = ranked.offers.find((offer) => offer.providerId === ALPHA);
      const engineSwitch = ranked.offers.filter((offer) => offer.providerId !== ALPHA);

      expect(body.ranking).toMatch(/^Sorted by what each loan would save you over the rest of your loan/);
      expect(body.stay?.offer).toEqual({
        offer_id: ALPHA_FIXED_24,
        offer_type: 'Stay',
        product_id: '10001-HL00001',
        product_name: 'Alpha Basic Home Loan',
        provider_id: ALPHA,
        provider_name: 'Alpha Bank',
        rate: 0.0589,
        rate_type: 'fixed',
        fixed_months: 24,
        comparison_rate: 0.0609,
        revert_rate: 0.0619,
        monthly_repayment_cents: engineStay?.monthlyRepaymentCents,
        monthly_saving_cents:
          context.currentCosts.monthlyRepaymentCents - (engineStay?.monthlyRepaymentCents ?? 0),
        total_saving_cents: engineStay?.totalSavingCents,
        switching_costs_cents: 0,
        cash_back_cents: 0,
        break_even_month: 1,
        reasons: engineStay?.reasons,
        features: { offset: false, redraw: true, extra_repayments: true },
        refinance_available: false,
      });
      // One row per loan: the package's variable and fixed rates share a row, led by its best saving.
      expect(body.switch.map((row) => row.offer.offer_id)).toEqual([BRAVO_LOW_RATE, BRAVO_PACKAGE_FIXED_24]);
      expect(body.switch[1]?.terms.map((term) => term.offer_id)).toEqual([
        BRAVO_PACKAGE_VARIABLE,
        BRAVO_PACKAGE_FIXED_24,
      ]);
      expect(body.switch.flatMap((row) => row.terms.map((term) => term.offer_id)).sort()).toEqual(
        engineSwitch.map(offerIdOf).sort(),
      );
      expect(body.switch.map((row) => [row.lender_count, row.same_figures, row.ineligible_reasons])).toEqual([
        [1, [], []],
        [1, [], []],
      ]);
      const bravo = body.switch[0]?.offer;
      // $350 discharge (Alpha's published fee) and New South Wales' $171.70 to discharge the
      // mortgage and $171.70 to register the new one, against $3,000 cash back: ahead at settlement.
      expect(bravo).toMatchObject({
        offer_type: 'Switch',
        provider_name: 'Bravo Credit Union',
        switching_costs_cents: 35_000 + 17_170 + 17_170,
        cash_back_cents: 300_000,
        break_even_month: 0,
        total_saving_cents: engineSwitch[0]?.totalSavingCents,
        refinance_available: true,
      });
      expect(body).toMatchObject({
        survey_id: surveyId,
        eligible_count: 7,
        no_better_offer: false,
        current: {
          monthly_repayment_cents: context.currentCosts.monthlyRepaymentCents,
          total_interest_cents: context.currentCosts.totalInterestCents,
          total_cost_cents: context.currentCosts.totalCostCents,
        },
        notes: ['Discharge fee taken from your lender’s published home-loan fees.'],
      });
      expect(body).toMatchObject({ partner_disclosure: null, unavailable: [] });
      expect(notWholeCents(body)).toEqual([]);
      for (const row of body.switch) expect(row.offer.total_saving_cents).toBeGreaterThan(0);
    });

    test('limit cuts the Switch list; nothing saves money at 2%', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const limited = await offers(client, surveyId, { limit: 1 });
      expect(limited.switch.map((row) => row.offer.offer_id)).toEqual([BRAVO_LOW_RATE]);
      expect(limited.stay?.offer.offer_id).toBe(ALPHA_FIXED_24);
      for (const limit of [0, 21, 2.5]) {
        const bad = await client.post('/getHLOffers/', { survey_id: surveyId, limit });
        expect(bad.statusCode).toBe(400);
      }

      const cheap = await startLoanSurvey(client, loanInput({ rate: 0.02 }));
      expect(await offers(client, cheap)).toMatchObject({
        stay: null,
        switch: [],
        eligible_count: 7,
        no_better_offer: true,
      });
    });

    test('a lender without products, interest-only and a small loan narrow the market', async () => {
      const client = await homeLoanVisitor(t());
      const charlie = await offers(
        client,
        await startLoanSurvey(client, loanInput({ provider_id: CHARLIE })),
      );
      expect(charlie.stay).toBeNull();
      expect(charlie.notes).toEqual([
        'Discharge fee assumed to be a typical $350; enter your lender’s fee for an exact figure.',
      ]);
      // Bravo's low rate needs $150,000 or more; the package loan too.
      const small = await offers(
        client,
        await startLoanSurvey(client, loanInput({ balance: 100_000, property_value: 500_000 })),
      );
      expect(small.switch.flatMap((row) => row.terms.map((term) => term.offer_id))).not.toContain(
        BRAVO_PACKAGE_VARIABLE,
      );
      const interestOnly = await offers(
        client,
        await startLoanSurvey(client, loanInput({ repayment: 'interest-only', rate: 0.0699 })),
      );
      expect(interestOnly.eligible_count).toBe(2);
      expect(interestOnly.switch.map((row) => row.offer.offer_id)).toEqual([BRAVO_LOW_RATE]);
      expect(interestOnly.stay?.offer.offer_id).toBe(ALPHA_VARIABLE);
    });
  });

  describe('/getHLOfferDetails/', () => {
    test('the working adds up to the saving, with the package and the product facts', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const response = await client.post('/getHLOfferDetails/', {
        survey_id: surveyId,
        offer_id: BRAVO_PACKAGE_VARIABLE,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<ResponseOf<typeof getHlOfferDetails>>();
      const engine = rankHomeLoanOffers(engineInput(), journey.loans, journey.providers, {
        includeNonSaving: true,
        limit: 100,
      }).offers.find((offer) => offerIdOf(offer) === BRAVO_PACKAGE_VARIABLE);
      const { offer } = body;
      expect(offer.offer_id).toBe(BRAVO_PACKAGE_VARIABLE);
      expect(offer.working).toEqual(
        engine?.working.map((line) => ({
          key: line.key,
          label: line.label,
          current_cents: line.currentCents,
          new_cents: line.newCents,
        })),
      );
      const saving = offer.working.reduce((sum, line) => sum + line.current_cents - line.new_cents, 0);
      expect(saving).toBe(offer.total_saving_cents);
      expect(offer.current_total_cost_cents - offer.new_total_cost_cents).toBe(offer.total_saving_cents);
      // $395 a year, charged 25 times.
      expect(offer.working.find((line) => line.key === 'package-fees')).toMatchObject({
        label: 'Bravo Credit Union Home Loan Package fees',
        new_cents: 987_500,
      });
      // The government's fees are lines of their own, named with the state and the fees' year.
      expect(offer.working.filter((line) => line.key.startsWith('government-'))).toEqual([
        {
          key: 'government-discharge-fee',
          label: 'NSW government fee to discharge your mortgage (2024–25 fees)',
          current_cents: 0,
          new_cents: 17_170,
        },
        {
          key: 'government-registration-fee',
          label: 'NSW government fee to register the new mortgage (2024–25 fees)',
          current_cents: 0,
          new_cents: 17_170,
        },
      ]);
      // $600 application, $350 discharge, $171.70 and $171.70 to the NSW government.
      expect(offer).toMatchObject({
        total_repaid_cents: engine?.totalRepaidCents,
        switching_costs_cents: 129_340,
        assumptions: [
          'NSW government fees for 2024–25 from Connective’s published summary of NSW Land Registry Services’ fees; check them with NSW Land Registry Services.',
          'Cash back is the lender’s maximum for refinancers, paid at settlement.',
        ],
        features: { offset: true, redraw: true, extra_repayments: true },
      });
      expect(body.product).toEqual({
        id: '10002-HL00002',
        name: 'Bravo Offset Package Home Loan',
        provider_id: BRAVO,
        provider_name: 'Bravo Credit Union',
        application_fee_cents: 60_000,
        annual_fee_cents: 0,
        discharge_fee_cents: 30_000,
        package: { name: 'Bravo Credit Union Home Loan Package', fee_cents: 39_500, fee_every_months: 12 },
        offset: true,
        redraw: true,
        extra_repayments: true,
        max_term_years: 30,
        last_updated: '2024-08-05',
      });
      expect(body.current).toEqual((await offers(client, surveyId)).current);
      expect(notWholeCents(body)).toEqual([]);
    });

    test('a Stay offer that saves nothing is still answered; one that does not fit the loan is 404', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client, loanInput({ rate: 0.05 }));
      const stay = await client.post('/getHLOfferDetails/', {
        survey_id: surveyId,
        offer_id: ALPHA_VARIABLE,
      });
      expect(stay.statusCode).toBe(200);
      expect(stay.json<ResponseOf<typeof getHlOfferDetails>>().offer).toMatchObject({
        offer_type: 'Stay',
        switching_costs_cents: 0,
        reasons: expect.arrayContaining([expect.stringMatching(/^Costs .* more than staying/)]),
      });
      expect(stay.json<ResponseOf<typeof getHlOfferDetails>>().offer.total_saving_cents).toBeLessThan(0);
      for (const offerId of ['10002-HL00002:fixed-12', '10009-HL00001:variable', 'nonsense']) {
        const missing = await client.post('/getHLOfferDetails/', { survey_id: surveyId, offer_id: offerId });
        expect(missing.statusCode).toBe(404);
      }
      const bad = await client.post('/getHLOfferDetails/', { survey_id: surveyId, offer_id: 'a b' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('/updateHLSurveyOutcome/', () => {
    test('one outcome per survey and offer: a different one replaces it, the same one changes nothing', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const send = (offerId: string, outcome: string) =>
        client.post('/updateHLSurveyOutcome/', { survey_id: surveyId, offer_id: offerId, outcome });
      const chosen = await send(BRAVO_LOW_RATE, 'chosen');
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json()).toEqual({ ok: true });
      await send(BRAVO_LOW_RATE, 'chosen');
      await send(ALPHA_FIXED_24, 'dismissed');
      const rows = () =>
        t().db.query<{ offer_id: string; outcome: string; offer: { offer_type: string; rate: number } }>(
          'SELECT offer_id, outcome, offer FROM hl_survey_outcomes WHERE survey_id = $1 ORDER BY offer_id',
          [surveyId],
        );
      expect((await rows()).map((row) => [row.offer_id, row.outcome, row.offer.offer_type])).toEqual([
        [ALPHA_FIXED_24, 'dismissed', 'Stay'],
        [BRAVO_LOW_RATE, 'chosen', 'Switch'],
      ]);
      await send(BRAVO_LOW_RATE, 'dismissed');
      expect((await rows()).map((row) => row.outcome)).toEqual(['dismissed', 'dismissed']);
    });

    test('an offer that does not fit the loan is 400; a bad outcome 400', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const unfit = await client.post('/updateHLSurveyOutcome/', {
        survey_id: surveyId,
        offer_id: '10002-HL00002:fixed-36',
        outcome: 'chosen',
      });
      expect(unfit.statusCode).toBe(400);
      expect(errorOf(unfit).message).toMatch(
        /^"offer_id": "10002-HL00002:fixed-36" is not an offer for this/,
      );
      const bad = await client.post('/updateHLSurveyOutcome/', {
        survey_id: surveyId,
        offer_id: BRAVO_LOW_RATE,
        outcome: 'maybe',
      });
      expect(errorOf(bad).message).toBe('"outcome" must be one of: chosen, dismissed.');
    });
  });

  describe('every home-loan call', () => {
    const surveyCalls: [string, Record<string, unknown>][] = [
      ['/updateHLSurveyInput/', { current: loanInput() }],
      ['/getYourDealVsMarket/', {}],
      ['/reviewCurrentHLDeal/', {}],
      ['/getHLOffers/', {}],
      ['/getHLOfferDetails/', { offer_id: BRAVO_LOW_RATE }],
      ['/updateHLSurveyOutcome/', { offer_id: BRAVO_LOW_RATE, outcome: 'chosen' }],
      [
        '/submitHLRegistration/',
        {
          first_name: 'Mia',
          last_name: 'Nguyen',
          email: 'mia@example.com',
          mobile_number: '0412 345 678',
          consent: true,
        },
      ],
      ['/verifyOtpHL/', { code: '123456' }],
      [
        '/updateHLSurveyRegistrations/',
        { rate_alerts: true, alert_threshold: 1000, preferred_contact: 'email', best_time: 'any' },
      ],
      ['/acceptHLOffer/', { offer_id: BRAVO_LOW_RATE }],
      [
        '/useFinspoWebhook/',
        {
          consent: true,
          contact_details: {
            first_name: 'Mia',
            last_name: 'Nguyen',
            email: 'mia@example.com',
            mobile_number: '0412 345 678',
          },
          savings: { total_saving_cents: 1, monthly_saving_cents: 1, break_even_month: null },
          offer: {
            offer_id: BRAVO_LOW_RATE,
            provider_id: BRAVO,
            provider_name: 'Bravo Credit Union',
            rate: 0.0584,
            rate_type: 'variable',
            fixed_months: null,
          },
          current_situation: loanInput(),
        },
      ],
    ];

    test.each(surveyCalls)(
      "%s: another browser's survey and an unknown survey are 404",
      async (path, extra) => {
        const owner = await homeLoanVisitor(t());
        const surveyId = await startLoanSurvey(owner);
        const stranger = await homeLoanVisitor(t());
        for (const id of [surveyId, MISSING_SURVEY]) {
          const response = await stranger.post(path, { survey_id: id, ...extra });
          expect(response.statusCode).toBe(404);
          expect(errorOf(response)).toEqual({
            code: 'SURVEY_NOT_FOUND',
            message:
              'This home-loan check is no longer available on this browser. Start a new check to see your figures.',
          });
          expect(JSON.stringify(errorOf(response))).not.toContain(id);
        }
        const notUuid = await stranger.post(path, { survey_id: 'not-a-uuid', ...extra });
        expect(notUuid.statusCode).toBe(400);
      },
    );

    test.each([
      ['/validateCurrentProperties/', { current: loanInput() }] as [string, Record<string, unknown>],
      ...surveyCalls,
    ])('%s: 401 without a session', async (path, extra) => {
      const response = await t()
        .client()
        .post(path, { survey_id: MISSING_SURVEY, ...extra });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('NO_SESSION');
    });

    test('a survey started before signing in becomes the account’s and stays readable', async () => {
      const client = await homeLoanVisitor(t());
      const surveyId = await startLoanSurvey(client);
      const person = await signUp(t(), client);
      const user = await findUserByEmail(t().db, person.email);
      expect((await client.post('/getHLOffers/', { survey_id: surveyId })).statusCode).toBe(200);
      const [row] = await t().db.query<{ user_id: string }>('SELECT user_id FROM surveys WHERE id = $1', [
        surveyId,
      ]);
      expect(row?.user_id).toBe(user?.id);
      // The card journey's calls do not see home-loan surveys.
      const cards = await client.post('/getOffers/', { survey_id: surveyId });
      expect(cards.statusCode).toBe(404);
    });
  });
});

/** A typical refinancer in the real data: $520,000 left at 6.64% over 27 years on a $900,000 home. */
const typicalLoan = () =>
  loanInput({
    provider_id: '10034',
    balance: 520_000,
    rate: 0.0664,
    remaining_years: 27,
    property_value: 900_000,
  });

describe.each(testDrivers())('the home-loan journey on %s, with the real data', (driver) => {
  const t = useTestApp(driver, { env: { REFERENCE_DATA_DIR: DATA_DIR } });

  test('a typical loan gets whole-cent offers from several lenders, best saving first', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client, typicalLoan());
    const body = await (async () => {
      const response = await client.post('/getHLOffers/', { survey_id: surveyId, limit: 20 });
      expect(response.statusCode).toBe(200);
      return response.json<OffersBody>();
    })();
    expect(body.switch).toHaveLength(20);
    const leads = body.switch.map((row) => row.offer);
    expect(new Set(leads.map((offer) => offer.provider_id)).size).toBeGreaterThan(3);
    const savings = leads.map((offer) => offer.total_saving_cents);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    // A refinancer never sees a loan for first home buyers or the Home Guarantee Scheme.
    const names = body.switch.flatMap((row) => row.terms.map((term) => term.product_name));
    expect(names.filter((name) => /first home|fhb|guarantee/i.test(name))).toEqual([]);
    // One row per loan, and no two rows with the same figures.
    expect(new Set(body.switch.map((row) => row.row_id)).size).toBe(20);
    const figures = leads.map((offer) =>
      JSON.stringify([
        offer.rate,
        offer.comparison_rate,
        offer.fixed_months,
        offer.monthly_repayment_cents,
        offer.total_saving_cents,
      ]),
    );
    expect(new Set(figures).size).toBe(20);
    expect(body.notes.some((note) => note.includes('only for people buying a home'))).toBe(true);
    expect(notWholeCents(body)).toEqual([]);
    const market = await client.post('/getYourDealVsMarket/', { survey_id: surveyId });
    expect(market.statusCode).toBe(200);
    const review = (
      await client.post('/reviewCurrentHLDeal/', { survey_id: surveyId })
    ).json<DealReviewBody>();
    expect(['competitive', 'could-be-better', 'overpaying']).toContain(review.verdict);
  }, 30_000);

  test('loans of member-only lenders are set apart with the reason until the visitor says they belong', async () => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client, typicalLoan());
    const ask = async (eligibility?: Record<string, unknown>) => {
      const response = await client.post('/getHLOffers/', {
        survey_id: surveyId,
        limit: 20,
        ...(eligibility ? { eligibility } : {}),
      });
      expect(response.statusCode).toBe(200);
      return response.json<OffersBody>();
    };
    const unanswered = await ask();
    expect(unanswered.unavailable.length).toBeGreaterThan(0);
    for (const row of unanswered.unavailable) expect(row.ineligible_reasons[0]).toMatch(/^Members only: /);
    expect(unanswered.eligibility.groups_asked.length).toBeGreaterThan(0);
    expect(unanswered.eligibility.member_groups).toEqual([]);

    const everyGroup = unanswered.eligibility.groups_asked;
    const member = await ask({ member_groups: everyGroup });
    expect(member.unavailable).toEqual([]);
    expect(member.eligibility.member_groups).toEqual(everyGroup);
    // Saying so brings the hidden loans into the ranked list, in the same order of saving.
    const savings = member.switch.map((row) => row.offer.total_saving_cents);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    expect(savings[0]).toBeGreaterThanOrEqual(unanswered.switch[0]?.offer.total_saving_cents ?? 0);

    // The deal-versus-market screen and the review take the same answers.
    for (const path of ['/getYourDealVsMarket/', '/reviewCurrentHLDeal/']) {
      const answered = await client.post(path, {
        survey_id: surveyId,
        eligibility: { member_groups: ['police'] },
      });
      expect(answered.statusCode).toBe(200);
    }
  });

  test.each([
    ['an unknown group', { member_groups: ['pirates'] }],
    ['a group twice', { member_groups: ['police', 'police'] }],
    ['groups as text', { member_groups: 'police' }],
    ['an age under 16', { age: 12 }],
    ['an age in years and months', { age: 40.5 }],
    ['an unknown answer', { income: 100_000 }],
  ])('answers with %s are a 400 naming the field', async (_label, eligibility) => {
    const client = await homeLoanVisitor(t());
    const surveyId = await startLoanSurvey(client);
    for (const path of ['/getHLOffers/', '/getYourDealVsMarket/', '/reviewCurrentHLDeal/']) {
      const response = await client.post(path, { survey_id: surveyId, eligibility });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toMatch(/eligibility/);
    }
  });
});
