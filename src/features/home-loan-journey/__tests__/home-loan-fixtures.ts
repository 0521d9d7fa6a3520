/**
 * Lenders and API answers (snake_case, as the server sends them) for the home-loan journey tests.
 * The figures are the switching engine's own for a $520,000 owner-occupier loan with ANZ at 6.69%
 * over 25 years on an $850,000 home, against the published data, with a $350 discharge fee.
 */
import { safeSessionStorage, safeStorage } from '../../../lib/storage';
import { initialHomeLoanJourneyState, type HomeLoanJourneyState } from '../journey-state';
import type { MainProvider } from '../../visit/main-providers';

const hl = (id: string, name: string, big4: boolean) => ({ id, name, category: 'hl', big4 });

const lender = (
  id: string,
  name: string,
  urlSlug: string,
  big4: boolean,
  products: MainProvider['products'],
): MainProvider => ({ id, name, urlSlug, big4, products });

export const lenderProviders: MainProvider[] = [
  lender('10004', 'ANZ', 'anz', true, [hl('10004-HL00002', 'ANZ Simplicity PLUS', true)]),
  lender('10034', 'CommBank', 'commbank', true, [
    { id: '10034-CC00001', name: 'Low Rate', category: 'cc', big4: true },
    hl('10034-HL00001', 'Standard Variable Rate', true),
  ]),
  lender('10069', 'NAB', 'nab', true, [hl('10069-HL00001', 'Base Variable', true)]),
  lender('10105', 'Westpac', 'westpac', true, [hl('10105-HL00001', 'Flexi First Option', true)]),
  lender('10059', 'IMB Bank', 'imb-bank', false, [hl('10059-HL00006', 'Budget Home Loan', false)]),
  lender('10095', 'The Mutual Bank', 'the-mutual-bank', false, [
    hl('10095-HL00013', 'Owner Occupied Budget Home Loan', false),
  ]),
  lender('10102', 'Up', 'up', false, [hl('10102-HL00001', 'Up Home Loan', false)]),
  lender('10200', 'Latitude', 'latitude', false, [
    { id: '10200-CC00001', name: '28 Degrees', category: 'cc', big4: false },
  ]),
];

export const SURVEY_ID = '6d1f3a2b-8c4e-4f7a-9b21-5e0c7d9a3f14';

/** The loan as the client keeps it (camelCase), and as the API stored it. */
export const storedCurrent = {
  providerId: '10004',
  balance: 520000,
  rate: 0.0669,
  remainingYears: 25,
  repayment: 'principal-and-interest',
  propertyValue: 850000,
  purpose: 'owner-occupier',
  postcode: '2000',
  dischargeFee: 350,
} as const;

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
};

export const summarySnake = {
  lvr: 0.611765,
  remaining_months: 300,
  state: 'NSW',
  monthly_repayment_cents: 357306,
};

/** A journey with the survey stored, as the screens after the survey see it. */
export function journeyWithSurvey(overrides: Partial<HomeLoanJourneyState> = {}): HomeLoanJourneyState {
  return {
    ...initialHomeLoanJourneyState,
    draft: {
      ...initialHomeLoanJourneyState.draft,
      providerId: '10004',
      balance: '520,000',
      rate: '6.69',
      remainingYears: '25',
      propertyValue: '850000',
      postcode: '2000',
      dischargeFee: '350',
    },
    surveyId: SURVEY_ID,
    current: { ...storedCurrent },
    summary: { lvr: 0.611765, remainingMonths: 300, state: 'NSW', monthlyRepaymentCents: 357306 },
    ...overrides,
  };
}

export const verifiedRegistration = {
  surveyId: SURVEY_ID,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  mobileNumber: '+61412345678',
  verifiedAt: '2024-08-12T01:02:03.000Z',
  preferences: { rateAlerts: true, alertThreshold: 1000, preferredContact: 'email', bestTime: 'any' },
  preferencesSaved: true,
} as const;

export function clearBrowserStorage(): void {
  safeStorage.clear();
  safeSessionStorage.clear();
}

const noFeatures = { offset: false, redraw: true, extra_repayments: true };

export const mutualOffer = {
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

export const upFixedOffer = {
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

export const imbOffer = {
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

export const anzStayOffer = {
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

export const validAnswer = { valid: true, errors: [], warnings: [], summary: summarySnake };

export const savedAnswer = { survey_id: SURVEY_ID, current: currentSnake, summary: summarySnake };

export const dealAnswer = {
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

export const reviewAnswer = {
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

export const currentCosts = {
  monthly_repayment_cents: 357306,
  total_interest_cents: 55192023,
  total_cost_cents: 107192023,
};

/** An offer as the only option of its row. */
export function rowOf(
  offer: { offer_id: string; product_id: string },
  extra: {
    terms?: { offer_id: string }[];
    same_figures?: unknown[];
    lender_count?: number;
    ineligible_reasons?: string[];
  } = {},
) {
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

export const offersAnswer = {
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

export const noBetterOfferAnswer = {
  ...offersAnswer,
  stay: null,
  switch: [],
  eligible_count: 37,
  no_better_offer: true,
};

function working(repaymentsNew: number, applicationCents: number, cashBackCents: number) {
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
  offer: typeof imbOffer,
  lines: ReturnType<typeof working>,
  figures: {
    assumptions: string[];
    totalRepaidCents: number;
    newTotalCostCents: number;
    applicationFeeCents: number;
    dischargeFeeCents: number;
  },
) {
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

export const codeSentAnswer = { sent_to: '04•• ••• 678', expires_in_seconds: 600, resend_after_seconds: 30 };

/** What the registration form sends for Ada, who agreed to be contacted. */
export const registrationRequest = {
  survey_id: SURVEY_ID,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  mobile_number: '+61412345678',
  consent: true,
};

export const registrationAnswer = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  mobile_number: '+61412345678',
  verified_at: '2024-08-12T01:02:03.000Z',
  // What the API answers until the visitor sets them.
  preferences: { rate_alerts: false, alert_threshold: 1000, preferred_contact: 'email', best_time: 'any' },
};

/** A made-up broker, as the API names the configured partner. */
export const EXAMPLE_BROKER = { legal_name: 'Example Broking Pty Ltd', credit_licence: '123456' };

export function acceptAnswer(offer: typeof mutualOffer | typeof anzStayOffer, useProviderLanding = true) {
  return {
    reference: 'HL-7QK2MX',
    confirmation: 'sms' as const,
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
