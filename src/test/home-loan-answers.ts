/**
 * The home-loan routes' answers as the server sends them (snake_case), typed by their contracts
 * (`src/api/home-loan-*.ts`), for the journey's tests. The figures are the switching engine's own
 * for a $520,000 owner-occupier loan with ANZ at 6.69% over 25 years on an $850,000 home, against
 * the published data, with a $350 discharge fee.
 */
import type { RequestOf, ResponseOf } from '../api/contract';
import type { HomeLoanOfferSummary, StoredCurrentLoan } from '../api/home-loan-fields';
import type {
  acceptHlOffer,
  getHlOfferDetails,
  getHlOffers,
  HomeLoanOfferRow,
} from '../api/home-loan-offers';
import type { useFinspoWebhook } from '../api/home-loan-refinance';
import type { HomeLoanRegistrationView, submitHlRegistration } from '../api/home-loan-registration';
import type {
  getHlParameter,
  getHlSurvey,
  getYourDealVsMarket,
  reviewCurrentHlDeal,
  updateHlSurveyInput,
  validateCurrentProperties,
} from '../api/home-loan-survey';

type Offers = ResponseOf<typeof getHlOffers>;
type Details = ResponseOf<typeof getHlOfferDetails>;

export const SURVEY_ID = '6d1f3a2b-8c4e-4f7a-9b21-5e0c7d9a3f14';

/** The loan as the survey form sends it: only the answers given. */
export const currentSnake = {
  provider_id: '10004',
  balance: 520000,
  rate: 0.0669,
  remaining_years: 25,
  repayment: 'principal-and-interest',
  property_value: 850000,
  purpose: 'owner-occupier',
  postcode: '2000',
  discharge_fee: 350,
} satisfies RequestOf<typeof validateCurrentProperties>['current'];

/** The same loan as the API stores and answers it: every field present. */
export const storedLoanSnake: StoredCurrentLoan = {
  ...currentSnake,
  repayment: 'principal-and-interest',
  purpose: 'owner-occupier',
  lender_name: null,
  interest_only_years_remaining: null,
  annual_fees: null,
};

export const summarySnake: ResponseOf<typeof updateHlSurveyInput>['summary'] = {
  lvr: 0.611765,
  remaining_months: 300,
  state: 'NSW',
  monthly_repayment_cents: 357306,
};

const noFeatures: HomeLoanOfferSummary['features'] = { offset: false, redraw: true, extra_repayments: true };

export const mutualOffer: HomeLoanOfferSummary = {
  offer_id: '10095-HL00013:variable',
  offer_type: 'Switch',
  product_id: '10095-HL00013',
  product_name: 'Owner Occupied Budget Home Loan',
  provider_id: '10095',
  provider_name: 'The Mutual Bank',
  rate: 0.0569,
  rate_type: 'variable',
  fixed_months: null,
  comparison_rate: 0.0589,
  revert_rate: null,
  monthly_repayment_cents: 325253,
  monthly_saving_cents: 32053,
  total_saving_cents: 9566411,
  switching_costs_cents: 50000,
  cash_back_cents: 0,
  break_even_month: 2,
  reasons: [
    '5.69% p.a. is 1.00 percentage points below your current 6.69% p.a.',
    'Monthly repayment falls by $320.53 to $3,252.53.',
    'Saves $95,664.11 over the remaining 25 years, after every fee.',
    'Switching costs of $500 are recovered by month 2.',
  ],
  features: noFeatures,
  refinance_available: true,
};

export const upFixedOffer: HomeLoanOfferSummary = {
  offer_id: '10102-HL00001:fixed-24',
  offer_type: 'Switch',
  product_id: '10102-HL00001',
  product_name: 'Up Home Loan',
  provider_id: '10102',
  provider_name: 'Up',
  rate: 0.0585,
  rate_type: 'fixed',
  fixed_months: 24,
  comparison_rate: 0.0593,
  revert_rate: 0.0595,
  monthly_repayment_cents: 330285,
  monthly_saving_cents: 27021,
  total_saving_cents: 7249335,
  switching_costs_cents: 35000,
  cash_back_cents: 0,
  break_even_month: 2,
  reasons: [
    '5.85% p.a. is 0.84 percentage points below your current 6.69% p.a.',
    'Fixed for 2 years, then 5.95% p.a. variable.',
    'Monthly repayment falls by $270.21 to $3,302.85.',
    'Saves $72,493.35 over the remaining 25 years, after every fee.',
  ],
  features: { offset: true, redraw: true, extra_repayments: false },
  refinance_available: false,
};

export const imbOffer: HomeLoanOfferSummary = {
  offer_id: '10059-HL00006:variable',
  offer_type: 'Switch',
  product_id: '10059-HL00006',
  product_name: 'Budget Home Loan',
  provider_id: '10059',
  provider_name: 'IMB Bank',
  rate: 0.0604,
  rate_type: 'variable',
  fixed_months: null,
  comparison_rate: 0.0607,
  revert_rate: null,
  monthly_repayment_cents: 336309,
  monthly_saving_cents: 20997,
  total_saving_cents: 6619156,
  switching_costs_cents: 79900,
  cash_back_cents: 400000,
  break_even_month: 0,
  reasons: [
    '6.04% p.a. is 0.65 percentage points below your current 6.69% p.a.',
    'Monthly repayment falls by $209.97 to $3,363.09.',
    'Saves $66,191.56 over the remaining 25 years, after every fee.',
    'Switching costs of $799 are covered by cash back at settlement.',
    'Includes $4,000 cash back for refinancers.',
  ],
  features: { offset: false, redraw: true, extra_repayments: true },
  refinance_available: true,
};

export const anzStayOffer: HomeLoanOfferSummary = {
  offer_id: '10004-HL00002:variable',
  offer_type: 'Stay',
  product_id: '10004-HL00002',
  product_name: 'ANZ Simplicity PLUS',
  provider_id: '10004',
  provider_name: 'ANZ',
  rate: 0.0659,
  rate_type: 'variable',
  fixed_months: null,
  comparison_rate: 0.0659,
  revert_rate: null,
  monthly_repayment_cents: 354038,
  monthly_saving_cents: 3268,
  total_saving_cents: 964841,
  switching_costs_cents: 16000,
  cash_back_cents: 0,
  break_even_month: 5,
  reasons: [
    '6.59% p.a. is 0.10 percentage points below your current 6.69% p.a.',
    'Monthly repayment falls by $32.68 to $3,540.38.',
    'Saves $9,648.41 over the remaining 25 years, after every fee.',
    'Switching costs of $160 are recovered by month 5.',
  ],
  features: { offset: true, redraw: true, extra_repayments: true },
  refinance_available: true,
};

const dischargeNote = 'Discharge fee taken from your lender’s published home-loan fees.';

export const validAnswer: ResponseOf<typeof validateCurrentProperties> = {
  valid: true,
  errors: [],
  warnings: [],
  summary: summarySnake,
};

export const savedAnswer: ResponseOf<typeof updateHlSurveyInput> = {
  survey_id: SURVEY_ID,
  current: storedLoanSnake,
  summary: summarySnake,
};

export const dealAnswer: ResponseOf<typeof getYourDealVsMarket> = {
  survey_id: SURVEY_ID,
  current: { rate: 0.0669, lvr: 0.611765, monthly_repayment_cents: 357306, total_interest_cents: 55192023 },
  remaining_months: 300,
  best_match_measure:
    'the lowest total cost over the rest of your loan: repayments, fees and switching costs, less any cash back',
  groups: [
    {
      key: 'variable',
      label: 'Variable',
      fixed_months: null,
      count: 411,
      best: [
        {
          offer_id: '10095-HL00013:variable',
          product_id: '10095-HL00013',
          product_name: 'Owner Occupied Budget Home Loan',
          provider_id: '10095',
          provider_name: 'The Mutual Bank',
          rate: 0.0569,
          comparison_rate: 0.0589,
          revert_rate: null,
          monthly_repayment_cents: 325253,
          total_interest_cents: 45575612,
          total_cost_cents: 97650612,
        },
        {
          offer_id: '10090-HL00003:variable',
          product_id: '10090-HL00003',
          product_name: 'ECO Home Loan',
          provider_id: '10090',
          provider_name: 'Summerland Bank',
          rate: 0.0584,
          comparison_rate: 0.0589,
          revert_rate: null,
          monthly_repayment_cents: 329969,
          total_interest_cents: 46990946,
          total_cost_cents: 99065946,
        },
      ],
      median: { rate: 0.0648, monthly_repayment_cents: 350458, total_interest_cents: 53137493 },
    },
    {
      key: 'fixed-24',
      label: 'Fixed 2 years',
      fixed_months: 24,
      count: 146,
      best: [
        {
          offer_id: '10102-HL00001:fixed-24',
          product_id: '10102-HL00001',
          product_name: 'Up Home Loan',
          provider_id: '10102',
          provider_name: 'Up',
          rate: 0.0585,
          comparison_rate: 0.0593,
          revert_rate: 0.0595,
          monthly_repayment_cents: 330285,
          total_interest_cents: 47907688,
          total_cost_cents: 99982688,
        },
      ],
      median: { rate: 0.0629, monthly_repayment_cents: 344315, total_interest_cents: 54676029 },
    },
    { key: 'fixed-36', label: 'Fixed 3 years', fixed_months: 36, count: 0, best: [], median: null },
  ],
  notes: [dischargeNote],
};

export const reviewAnswer: ResponseOf<typeof reviewCurrentHlDeal> = {
  survey_id: SURVEY_ID,
  verdict: 'overpaying',
  headline: 'You’re paying 1.00 percentage points more than the lowest variable rate you qualify for.',
  rate_gap: 0.01,
  cheaper_count: 318,
  eligible_count: 411,
  stay: anzStayOffer,
  best_switch: mutualOffer,
  notes: [dischargeNote],
};

export const currentCosts: Offers['current'] = {
  monthly_repayment_cents: 357306,
  total_interest_cents: 55192023,
  total_cost_cents: 107192023,
};

/** An offer as the only option of its row. */
export function rowOf(offer: HomeLoanOfferSummary, extra: Partial<HomeLoanOfferRow> = {}): HomeLoanOfferRow {
  return {
    row_id: offer.product_id,
    offer,
    terms: [offer],
    same_figures: [],
    lender_count: 1,
    ineligible_reasons: [],
    ...extra,
  };
}

export const RANKING =
  'Sorted by what each loan would save you over the rest of your loan, after every fee, switching cost and cash back: the biggest saving first.';

export const offersAnswer: Offers = {
  survey_id: SURVEY_ID,
  ranking: RANKING,
  partner_disclosure: null,
  stay: rowOf(anzStayOffer),
  switch: [rowOf(mutualOffer), rowOf(upFixedOffer), rowOf(imbOffer)],
  unavailable: [],
  eligibility: { groups_asked: [], member_groups: [] },
  eligible_count: 411,
  no_better_offer: false,
  current: currentCosts,
  notes: [dischargeNote],
};

export const noBetterOfferAnswer: Offers = {
  ...offersAnswer,
  stay: null,
  switch: [],
  eligible_count: 37,
  no_better_offer: true,
};

function working(
  repaymentsNew: number,
  applicationCents: number,
  cashBackCents: number,
): Details['offer']['working'] {
  return [
    {
      key: 'repayments',
      label: 'Repayments over the remaining term',
      current_cents: 107192023,
      new_cents: repaymentsNew,
    },
    { key: 'ongoing-fees', label: 'Ongoing fees', current_cents: 0, new_cents: 0 },
    { key: 'package-fees', label: 'Package fees', current_cents: 0, new_cents: 0 },
    {
      key: 'application-fee',
      label: 'Application and upfront fees',
      current_cents: 0,
      new_cents: applicationCents,
    },
    { key: 'discharge-fee', label: 'Discharge fee to leave your lender', current_cents: 0, new_cents: 35000 },
    { key: 'cash-back', label: 'Refinance cash back', current_cents: 0, new_cents: -cashBackCents },
  ];
}

/** The details answer for an offer: its working line by line, and the facts of its loan. */
function detailsAnswer(
  offer: HomeLoanOfferSummary,
  lines: Details['offer']['working'],
  figures: {
    assumptions: string[];
    totalRepaidCents: number;
    newTotalCostCents: number;
    applicationFeeCents: number;
    dischargeFeeCents: number;
  },
): Details {
  return {
    offer: {
      ...offer,
      working: lines,
      assumptions: figures.assumptions,
      total_repaid_cents: figures.totalRepaidCents,
      current_total_cost_cents: 107192023,
      new_total_cost_cents: figures.newTotalCostCents,
    },
    product: {
      id: offer.product_id,
      name: offer.product_name,
      provider_id: offer.provider_id,
      provider_name: offer.provider_name,
      application_fee_cents: figures.applicationFeeCents,
      annual_fee_cents: 0,
      discharge_fee_cents: figures.dischargeFeeCents,
      package: null,
      offset: offer.features.offset,
      redraw: offer.features.redraw,
      extra_repayments: offer.features.extra_repayments,
      max_term_years: 30,
      last_updated: '2024-08-12T00:00:00Z',
    },
    current: currentCosts,
  };
}

export const imbDetailsAnswer = detailsAnswer(imbOffer, working(100892967, 44900, 400000), {
  assumptions: ['Cash back is the lender’s maximum for refinancers, paid at settlement.'],
  totalRepaidCents: 100892967,
  newTotalCostCents: 100572867,
  applicationFeeCents: 44900,
  dischargeFeeCents: 25000,
});

export const mutualDetailsAnswer = detailsAnswer(mutualOffer, working(97575612, 15000, 0), {
  assumptions: [],
  totalRepaidCents: 97575612,
  newTotalCostCents: 97625612,
  applicationFeeCents: 15000,
  dischargeFeeCents: 0,
});

export const anzStayDetailsAnswer = detailsAnswer(
  anzStayOffer,
  [
    {
      key: 'repayments',
      label: 'Repayments over the remaining term',
      current_cents: 107192023,
      new_cents: 106211182,
    },
    { key: 'application-fee', label: 'Application and upfront fees', current_cents: 0, new_cents: 16000 },
  ],
  {
    assumptions: ['A switch within your current lender: no discharge fee and no refinance cash back.'],
    totalRepaidCents: 106211182,
    newTotalCostCents: 106227182,
    applicationFeeCents: 16000,
    dischargeFeeCents: 0,
  },
);

export const codeSentAnswer: ResponseOf<typeof submitHlRegistration> = {
  sent_to: '04•• ••• 678',
  expires_in_seconds: 600,
  resend_after_seconds: 30,
};

/** What the registration form sends for Ada, who agreed to be contacted. */
export const registrationRequest = {
  survey_id: SURVEY_ID,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  mobile_number: '+61412345678',
  consent: true,
} satisfies RequestOf<typeof submitHlRegistration>;

export const registrationAnswer: HomeLoanRegistrationView = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  mobile_number: '+61412345678',
  verified_at: '2024-08-12T01:02:03.000Z',
  email_confirmed: false,
  preferences_saved: false,
  // What the API answers until the visitor sets them.
  preferences: { rate_alerts: false, alert_threshold: 1000, preferred_contact: 'email', best_time: 'any' },
};

/** A made-up broker, as the API names the configured partner. */
export const EXAMPLE_BROKER: ResponseOf<typeof useFinspoWebhook>['partner'] = {
  legal_name: 'Example Broking Pty Ltd',
  credit_licence: '123456',
};

export function acceptAnswer(
  offer: HomeLoanOfferSummary,
  useProviderLanding = true,
): ResponseOf<typeof acceptHlOffer> {
  return {
    reference: 'HL-7QK2MX',
    confirmation: 'sms',
    offer,
    provider_name: offer.provider_name,
    next_steps:
      offer.offer_type === 'Stay'
        ? [
            `Call ${offer.provider_name} and ask to move to the rate above.`,
            'We’ll check in with you in two weeks.',
          ]
        : [
            `Apply to ${offer.provider_name} for the loan, with your last two payslips and loan statements.`,
            `${offer.provider_name} arranges the discharge of your current loan and settles the new one.`,
            'Our refinance partner can handle the application and settlement for you.',
          ],
    refinance: {
      available: offer.offer_type === 'Switch',
      provider_id: offer.provider_id,
      provider_name: offer.provider_name,
      use_provider_landing: useProviderLanding,
      partner: offer.offer_type === 'Switch' ? EXAMPLE_BROKER : null,
    },
  };
}

/** The same check as /getHLSurvey/ answers it, kept by the server. */
export const keptSurveyAnswer: ResponseOf<typeof getHlSurvey> = {
  ...savedAnswer,
  updated_at: '2026-11-20T01:00:00.000Z',
};

/** The home-loan defaults as /getHLParameter/ answers them. */
export const hlParametersAnswer: ResponseOf<typeof getHlParameter> = {
  amount: 500000,
  deposit: 0.4,
  purpose: 'Home',
  rate_buffer: 0.03,
};
