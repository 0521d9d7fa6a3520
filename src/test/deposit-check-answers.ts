/**
 * The deposit checks' answers as the server sends them, typed by their contracts
 * (`src/api/deposit-checks.ts`), with small figures a test can add up: a test names only what it is
 * about and the rest is a valid answer, so the client's contract check passes for the right reason.
 */
import type { ResponseOf } from '../api/contract';
import type { getSavingsCheck, savingsAlert, savingsCheck } from '../api/deposit-checks';

export type SavingsAnswer = ResponseOf<typeof savingsCheck>;
type SavingsYear = SavingsAnswer['current']['first_year'];
type SavingsMonth = SavingsYear['months'][number];
/** A check found again: what the visitor told us and today's figures. */
export type KeptSavingsAnswer = ResponseOf<typeof getSavingsCheck>;

export const SURVEY_ID = '7d3f7a52-3f4b-4c52-9a0e-6d5b2f0c1a11';

function month(index: number, interestCents: number, why: string): SavingsMonth {
  return {
    month: index + 1,
    year: index < 1 ? 2026 : 2027,
    calendar_month: ((index + 11) % 12) + 1,
    days: 31,
    opening_balance_cents: 5_000_000,
    deposit_cents: 50_000,
    withdrawal_cents: 0,
    balance_cents: 5_050_000,
    bonus: 'no-bonus',
    base_rate: 0.0235,
    bonus_rate: 0,
    base_interest_cents: interestCents,
    bonus_interest_cents: 0,
    credited_cents: interestCents,
    fee_cents: 0,
    closing_balance_cents: 5_050_000 + interestCents,
    why,
  };
}

/** Twelve months paying the same interest each. */
export function year(monthlyInterestCents: number, why = '2.35% p.a.: base rate only'): SavingsYear {
  const months = Array.from({ length: 12 }, (_, index) => month(index, monthlyInterestCents, why));
  return {
    earned_cents: monthlyInterestCents * 12,
    interest_cents: monthlyInterestCents * 12,
    base_interest_cents: monthlyInterestCents * 12,
    bonus_interest_cents: 0,
    fees_cents: 0,
    deposits_cents: 600_000,
    withdrawals_cents: 0,
    closing_balance_cents: 5_600_000 + monthlyInterestCents * 12,
    bonus_months: 0,
    months,
  };
}

const account = {
  introductory_months: null,
  credit_every_months: 1,
  crediting_published: true,
  bonus_conditions: [],
  bonus_not_counted: [],
  later_year: null,
  sponsored: false,
};

export function savingsAnswer(overrides: Partial<SavingsAnswer> = {}): SavingsAnswer {
  return {
    survey_id: SURVEY_ID,
    measure: 'first-year',
    ranking: 'Ranked by the interest less fees you would earn in the first year, given your answers.',
    assumptions: ['Your deposit arrives on the 1st of each month.'],
    current: {
      ...account,
      account_id: '10034-SV00002',
      account_name: 'NetBank Saver',
      provider_id: '10034',
      provider_name: 'CommBank',
      base_rate: 0.0235,
      max_rate: 0.051,
      first_year: year(10_000),
    },
    stay: [
      {
        ...account,
        account_id: '10034-SV00009',
        account_name: 'GoalSaver',
        provider_id: '10034',
        provider_name: 'CommBank',
        base_rate: 0.04,
        max_rate: 0.049,
        first_year: year(15_000),
        offer_type: 'Stay',
        measure_cents: 180_000,
        gain_cents: 60_000,
        url: 'https://www.commbank.com.au/goalsaver',
      },
    ],
    switch: [
      {
        ...account,
        account_id: '10050-SV00001',
        account_name: 'Boost Saver',
        provider_id: '10050',
        provider_name: 'Partner Bank',
        sponsored: true,
        base_rate: 0.01,
        max_rate: 0.055,
        introductory_months: 4,
        bonus_conditions: ['Deposit at least $1,000.'],
        first_year: year(20_000),
        later_year: year(18_000),
        offer_type: 'Switch',
        measure_cents: 240_000,
        gain_cents: 120_000,
        url: 'https://partner.example.com.au/boost',
      },
    ],
    unavailable: [],
    questions: [],
    compared: 3,
    no_better_account: false,
    figures_date: '2024-08-12',
    ...overrides,
  };
}

/** What the visitor told the check, as stored: CommBank NetBank Saver, $50,000 and $500 a month. */
export function storedSavingsInput(overrides: Partial<NonNullable<KeptSavingsAnswer['input']>> = {}) {
  return {
    product_id: '10034-SV00002',
    entered: null,
    balance_cents: 5_000_000,
    monthly_deposit_cents: 50_000,
    monthly_withdrawal_cents: 0,
    answers: { card_purchases: null, age: null, linked_account: null, member_groups: [] },
    introductory_months_left: 0,
    ...overrides,
  };
}

/** `/getSavingsCheck/`'s answer: the check found again, or all null without `check`. */
export function keptSavingsAnswer(check: SavingsAnswer | null = null): KeptSavingsAnswer {
  return check
    ? {
        survey_id: check.survey_id,
        input: storedSavingsInput(),
        check,
        updated_at: '2026-11-28T09:00:00.000Z',
      }
    : { survey_id: null, input: null, check: null, updated_at: null };
}

type SavingsAlertAnswer = ResponseOf<typeof savingsAlert>;

/** `/savingsAlert/`'s answer: the signed-in account's own address, $100, nothing to confirm. */
export function savingsAlertAnswer(overrides: Partial<SavingsAlertAnswer> = {}): SavingsAlertAnswer {
  return {
    survey_id: SURVEY_ID,
    threshold_cents: 10_000,
    email: 'ada@example.com',
    confirmation: 'not_needed',
    ...overrides,
  };
}
