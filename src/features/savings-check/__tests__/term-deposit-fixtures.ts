/**
 * Term-deposit check answers as the API sends them: built as the answer type
 * (TermDepositCheckAnswer), then put in snake_case as the server does. The figures are small enough
 * for a test to work out itself.
 */
import type { DepositRateFigures, TermDepositCheckAnswer } from '../../../api/deposit-checks';
import { toRequestBody } from '../../../lib/request-body';

export const TD_SURVEY_ID = '5a0c3f7e-1b2d-4c3e-8f9a-0b1c2d3e4f50';
export const FIGURES_DATE = '2026-11-26';

export const depositProviders = [
  {
    id: '20001',
    name: 'ING',
    urlSlug: 'ing',
    big4: false,
    products: [
      { id: '20001-TD00001', name: 'Personal Term Deposit', category: 'td', big4: false },
      { id: '20001-SV00001', name: 'Savings Maximiser', category: 'sv', big4: false },
    ],
  },
  {
    id: '20002',
    name: 'Judo Bank',
    urlSlug: 'judo-bank',
    big4: false,
    products: [{ id: '20002-TD00001', name: 'Term Deposit', category: 'td', big4: false }],
  },
];

function rate(
  overrides: Partial<DepositRateFigures> & Pick<DepositRateFigures, 'rate' | 'interestCents'>,
): DepositRateFigures {
  return {
    productId: '20001-TD00001',
    productName: 'Personal Term Deposit',
    providerId: '20001',
    providerName: 'ING',
    sponsored: false,
    term: { unit: 'months', length: 6 },
    interestPayment: 'maturity',
    ...overrides,
  };
}

/** $25,000 at 4.50% p.a. (unless told) for 6 months, paid at maturity: 6/12 of a year's interest. */
export function depositAnswer(overrides: Partial<TermDepositCheckAnswer> = {}): Record<string, unknown> {
  const amountCents = 2_500_000;
  const sixMonths = (yearly: number) => Math.round((amountCents * yearly * 6) / 12);
  const interestCents = overrides.interestCents ?? sixMonths(0.045);
  const answer: TermDepositCheckAnswer = {
    surveyId: TD_SURVEY_ID,
    amountCents,
    term: { unit: 'months', length: 6 },
    rate: 0.045,
    interestPayment: 'maturity',
    providerId: '20001',
    providerName: 'ING',
    productId: '20001-TD00001',
    startDate: '2026-06-18',
    maturityDate: '2026-12-18',
    daysToMaturity: 20,
    interestCents,
    rollover: {
      ...rate({ rate: 0.04, interestCents: sixMonths(0.04) }),
      basis: 'The Personal Term Deposit published rate for 6 months and $25,000.00.',
      gainCents: sixMonths(0.04) - interestCents,
    },
    bestElsewhere: [
      rate({
        productId: '20002-TD00001',
        productName: 'Term Deposit',
        providerId: '20002',
        providerName: 'Judo Bank',
        rate: 0.0475,
        interestCents: sixMonths(0.0475),
      }),
    ],
    bankOtherTerms: [
      rate({ rate: 0.04, interestCents: sixMonths(0.04) }),
      rate({ term: { unit: 'months', length: 12 }, rate: 0.042, interestCents: amountCents * 0.042 }),
    ],
    gracePeriod: {
      days: 14,
      lastDay: '2027-01-01',
      text: 'The bank gives 14 days after maturity to withdraw or change the deposit without a penalty.',
    },
    assumptions: ['Interest paid during the term is paid out, not added to the deposit.'],
    figuresDate: FIGURES_DATE,
    ...overrides,
  };
  return toRequestBody(answer) as Record<string, unknown>;
}

/** What the server kept of the check above, as /getTermDepositCheck/ sends it. */
export const keptInput = {
  provider_id: '20001',
  product_id: '20001-TD00001',
  amount_cents: 2_500_000,
  term: { unit: 'months', length: 6 },
  rate: 0.045,
  interest_payment: 'maturity',
  maturity_date: '2026-12-18',
};
