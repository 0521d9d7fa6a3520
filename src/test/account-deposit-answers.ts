/**
 * The account page's savings and deposits as the server sends them, typed by their contract
 * (`src/api/account-deposits.ts`): a test names only what it is about and the rest is valid.
 */
import type { getUserDepositChecks } from '../api/account-deposits';
import type { ResponseOf } from '../api/contract';

type DepositChecks = ResponseOf<typeof getUserDepositChecks>;
type Check = DepositChecks['checks'][number];
type SavingsCheck = Extract<Check, { kind: 'savings' }>;
type TermDepositCheck = Extract<Check, { kind: 'term_deposit' }>;

export const savingsCheckItem = (overrides: Partial<SavingsCheck> = {}): SavingsCheck => ({
  kind: 'savings',
  survey_id: '5a1c7e2b-3d4f-4a5b-8c6d-7e8f9a0b1c2d',
  updated_at: '2026-11-20T10:00:00.000Z',
  balance_cents: 5_000_000,
  figures: {
    account_name: 'NetBank Saver',
    provider_name: 'CommBank',
    earned_cents: 125_000,
    best_stay: null,
    best_switch: null,
    figures_date: '2024-08-12',
  },
  ...overrides,
});

export const termDepositCheckItem = (overrides: Partial<TermDepositCheck> = {}): TermDepositCheck => ({
  kind: 'term_deposit',
  survey_id: '6b2d8f3c-4e5a-4b6c-9d7e-8f9a0b1c2d3e',
  updated_at: '2026-11-19T10:00:00.000Z',
  amount_cents: 5_000_000,
  term: { unit: 'months', length: 6 },
  rate: 0.045,
  maturity_date: '2026-12-09',
  figures: { provider_name: 'ANZ', interest_cents: 112_500, figures_date: '2024-08-12' },
  ...overrides,
});

export const depositChecks = (checks: Check[] = []): DepositChecks => ({ checks, total: checks.length });
