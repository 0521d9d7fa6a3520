/** @jest-environment ./server/test/pglite-environment.ts */
import type { getUserDepositChecks } from '../../src/api/account-deposits';
import type { ResponseOf } from '../../src/api/contract';
import type { getSavingsCheck } from '../../src/api/deposit-checks';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import { signUp } from './helpers/auth-flows';
import { errorOf, type TestClient, useTestApp } from './helpers/test-app';
import { testDrivers } from './helpers/test-database';

type DepositChecks = ResponseOf<typeof getUserDepositChecks>;
type KeptSavingsCheck = ResponseOf<typeof getSavingsCheck>;

const SAVINGS = { account: { product_id: '10034-SV00002' }, balance: 50000, monthly_deposit: 500 };
const DEPOSIT = {
  provider_id: '10004',
  amount: 50000,
  term_months: 6,
  rate: 0.045,
  maturity_date: '2025-11-23',
};

describe.each(testDrivers())('the account page’s savings and deposits on %s', (driver) => {
  const t = useTestApp(driver, { env: { REFERENCE_DATA_DIR: DATA_DIR } });

  async function member(): Promise<TestClient> {
    const client = t().client();
    await signUp(t(), client);
    return client;
  }

  async function send(client: TestClient, path: string, body: unknown): Promise<string> {
    const response = await client.post(path, body);
    expect(response.statusCode).toBe(200);
    return response.json<{ survey_id: string }>().survey_id;
  }

  async function listed(client: TestClient): Promise<DepositChecks> {
    const response = await client.post('/getUserDepositChecks/');
    expect(response.statusCode).toBe(200);
    return response.json<DepositChecks>();
  }

  test('lists only the account’s own checks, newest first, with the figures the checks give', async () => {
    const saver = await member();
    const savingsId = await send(saver, '/savingsCheck/', SAVINGS);
    t().clock.advance(60_000);
    const depositId = await send(saver, '/termDepositCheck/', DEPOSIT);
    const other = await member();
    await send(other, '/savingsCheck/', { ...SAVINGS, balance: 1000 });

    const answer = await listed(saver);
    expect(answer.total).toBe(2);
    expect(answer.checks.map((check) => [check.kind, check.survey_id])).toEqual([
      ['term_deposit', depositId],
      ['savings', savingsId],
    ]);

    const [deposit, savings] = answer.checks;
    if (deposit?.kind !== 'term_deposit' || savings?.kind !== 'savings') throw new Error('unexpected kinds');
    // $50,000 for 6 months at 4.50% a year: 50,000 x 0.045 x 6 / 12 = $1,125.00.
    expect(deposit).toMatchObject({
      amount_cents: 5_000_000,
      term: { unit: 'months', length: 6 },
      rate: 0.045,
      maturity_date: '2025-11-23',
      figures: { provider_name: 'ANZ', interest_cents: 112_500 },
    });
    expect(deposit.updated_at).toBe('2025-11-03T09:01:00.000Z');

    const kept = (await saver.post('/getSavingsCheck/', { survey_id: savingsId })).json<KeptSavingsCheck>();
    const check = kept.check!;
    const [stay, move] = [check.stay[0]!, check.switch[0]!];
    expect(savings).toEqual({
      kind: 'savings',
      survey_id: savingsId,
      updated_at: kept.updated_at,
      balance_cents: 5_000_000,
      figures: {
        account_name: check.current.account_name,
        provider_name: 'CommBank',
        earned_cents: check.current.first_year.earned_cents,
        best_stay: {
          account_name: stay.account_name,
          provider_name: stay.provider_name,
          earned_cents: stay.first_year.earned_cents,
          gain_cents: stay.first_year.earned_cents - check.current.first_year.earned_cents,
        },
        best_switch: {
          account_name: move.account_name,
          provider_name: move.provider_name,
          earned_cents: move.first_year.earned_cents,
          gain_cents: move.first_year.earned_cents - check.current.first_year.earned_cents,
        },
        figures_date: check.figures_date,
      },
    });
    expect(savings.figures!.account_name).toMatch(/NetBank Saver/);
  });

  test('removes the account’s own check and no other account’s', async () => {
    const saver = await member();
    const savingsId = await send(saver, '/savingsCheck/', SAVINGS);
    const depositId = await send(saver, '/termDepositCheck/', DEPOSIT);
    const other = await member();

    const refused = await other.post('/removeUserDepositCheck/', { survey_id: savingsId });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).code).toBe('SURVEY_NOT_FOUND');
    expect(errorOf(refused).message).not.toContain(savingsId);
    expect((await listed(saver)).total).toBe(2);

    const removed = await saver.post('/removeUserDepositCheck/', { survey_id: savingsId });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<DepositChecks>().checks.map((check) => check.survey_id)).toEqual([depositId]);
    expect((await saver.post('/getSavingsCheck/', { survey_id: savingsId })).statusCode).toBe(404);

    const again = await saver.post('/removeUserDepositCheck/', { survey_id: savingsId });
    expect(again.statusCode).toBe(404);
    expect((await saver.post('/removeUserDepositCheck/', { survey_id: 'not-a-uuid' })).statusCode).toBe(400);
  });

  test('signed out, both are refused with 401', async () => {
    const visitor = t().client();
    await visitor.main();
    const savingsId = await send(visitor, '/savingsCheck/', SAVINGS);
    expect((await visitor.post('/getUserDepositChecks/')).statusCode).toBe(401);
    expect((await visitor.post('/removeUserDepositCheck/', { survey_id: savingsId })).statusCode).toBe(401);
    expect((await visitor.post('/getSavingsCheck/', { survey_id: savingsId })).statusCode).toBe(200);
  });

  test('a check whose account is gone from the data is listed without figures, to open or remove', async () => {
    const saver = await member();
    const savingsId = await send(saver, '/savingsCheck/', SAVINGS);
    await t().db.query(
      `UPDATE surveys SET deposit_check = jsonb_set(deposit_check, '{product_id}', '"10034-SV99999"')
       WHERE id = $1`,
      [savingsId],
    );
    const [check] = (await listed(saver)).checks;
    expect(check).toMatchObject({
      kind: 'savings',
      survey_id: savingsId,
      balance_cents: 5_000_000,
      figures: null,
    });
  });

  test('an account with no checks has an empty list', async () => {
    expect(await listed(await member())).toEqual({ checks: [], total: 0 });
  });
});
