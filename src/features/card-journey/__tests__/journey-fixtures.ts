/** Providers, cards and API answers (snake_case, as the server sends them) for the journey tests. */
import type { ResponseOf } from '../../../api/contract';
import type { getOfferDetails, getOffers, surveyEstimate } from '../../../api/card-journey';
import type { MainProduct, MainProvider } from '../../visit/main-providers';

type EstimateAnswer = ResponseOf<typeof surveyEstimate>;
type CostAnswer = EstimateAnswer['estimate']['entries'][number]['estimate'];
type OfferAnswer = ResponseOf<typeof getOfferDetails>['offer'];
type OffersAnswer = ResponseOf<typeof getOffers>;
type RowAnswer = OffersAnswer['stay'][number];

const cc = (id: string, name: string, big4: boolean, more: Partial<MainProduct> = {}) => ({
  id,
  name,
  category: 'cc',
  big4,
  ...more,
});

export const mainProviders: MainProvider[] = [
  {
    id: '10004',
    name: 'ANZ',
    urlSlug: 'anz',
    big4: true,
    products: [cc('10004-CC00001', 'Low Rate', true), cc('10004-CC00002', 'Frequent Flyer Black', true)],
  },
  {
    id: '10010',
    name: 'Bankwest',
    urlSlug: 'bankwest',
    big4: false,
    products: [cc('10010-CC00001', 'Breeze', false)],
  },
  {
    id: '10034',
    name: 'CommBank',
    urlSlug: 'commbank',
    big4: true,
    products: [
      cc('10034-CC00001', 'Low Rate', true),
      cc('10034-CC00002', 'Awards', true),
      // Two cards of one name, told apart by their figures, and one whose earn rate is not published.
      cc('10034-CC00007', 'Low Rate credit card', true, { label: 'no annual fee, 14.55% p.a.' }),
      cc('10034-CC00008', 'Low Rate credit card', true, { label: '$6 monthly fee, 13.99% p.a.' }),
      cc('10034-CC00009', 'Smart Awards credit card', true, {
        asksEarnRate: { pointsName: 'Awards points' },
      }),
      { id: '10034-HL00001', name: 'Standard Variable', category: 'hl', big4: true },
    ],
  },
  {
    id: '10031',
    name: 'Citi',
    urlSlug: 'citi',
    big4: false,
    products: [cc('10031-CC00006', 'Citi Rewards Card', false)],
  },
  { id: '10069', name: 'NAB', urlSlug: 'nab', big4: true, products: [cc('10069-CC00001', 'Low Rate', true)] },
  {
    id: '10105',
    name: 'Westpac',
    urlSlug: 'westpac',
    big4: true,
    products: [cc('10105-CC00001', 'Lite', true)],
  },
  {
    id: '10200',
    name: 'Latitude',
    urlSlug: 'latitude',
    big4: false,
    products: [cc('10200-CC00001', '28 Degrees', false)],
  },
];

export const SURVEY_ID = '3f2b8c1e-7a4d-4e9b-9c2a-1b2c3d4e5f60';

export function costEstimate(cardId: string, cardName: string, totalCents: number): CostAnswer {
  const breakdown: CostAnswer['ongoing'] = {
    total_cents: totalCents,
    working: [
      { kind: 'annual-fee', label: 'Annual fee', amount_cents: 37000, detail: '$370 a year' },
      {
        kind: 'interest',
        label: 'Interest',
        amount_cents: totalCents - 37000 + 14400,
        detail: "20.99% p.a. ÷ 365 on each day's balance, from your $2,000 balance",
      },
      {
        kind: 'rewards',
        label: 'Rewards',
        amount_cents: -14400,
        detail: '18,000 Qantas Points at 0.8c a point',
      },
    ],
  };
  return {
    card_id: cardId,
    provider_id: cardId.slice(0, 5),
    card_name: cardName,
    usage: { monthly_spend_cents: 150000, monthly_repayment_cents: 100000, balance_remaining_cents: 200000 },
    ongoing: breakdown,
    first_year: breakdown,
    debt: { today_cents: 200000, after_typical_year_cents: 942186, after_first_year_cents: 942186 },
    peak_balance_cents: 1042186,
    limit_cents: null,
    fits_limit: true,
    notes: [
      {
        code: 'below-minimum-repayment',
        text: 'Your repayment of $1,000 is below the usual minimum in 12 of 12 months.',
      },
    ],
    months: [],
  };
}

export const estimateAnswer: EstimateAnswer = {
  survey_id: SURVEY_ID,
  estimate: {
    entries: [
      { index: 0, estimate: costEstimate('10004-CC00002', 'ANZ Frequent Flyer Black', 170286) },
      { index: 1, estimate: costEstimate('10034-CC00001', 'CommBank Low Rate', 45000) },
    ],
    total_cents: 215286,
    debt_today_cents: 400000,
    debt_after_year_cents: 1884372,
  },
};

export function offer(
  offerId: string,
  offerType: 'Stay' | 'Switch',
  cardName: string,
  providerName: string,
  extra: Partial<OfferAnswer> = {},
): OfferAnswer {
  return {
    offer_id: offerId,
    offer_type: offerType,
    provider_id: offerId.slice(0, 5),
    provider_name: providerName,
    card_name: cardName,
    replaces: { index: 0, card_id: '10004-CC00002' },
    first_year_saving_cents: 93209,
    ongoing_saving_cents: 123906,
    ranking_saving_cents: 217115,
    survey: { before_cents: 170286, after_first_year_cents: 77077, after_ongoing_cents: 46380 },
    cost: costEstimate(offerId, cardName, 46380),
    sponsored: false,
    reasons: ['$425 less in annual fees', '$958 less interest a year on your $2,000 balance'],
    trade_offs: ['$144 less in rewards a year'],
    redirect_available: true,
    card_label: null,
    ineligible: [],
    transfer_taken: null,
    ...extra,
  };
}

/** A list row: an offer and the cards with the same figures. */
export function row(
  offerId: string,
  offerType: 'Stay' | 'Switch',
  cardName: string,
  providerName: string,
  extra: Partial<RowAnswer> = {},
): RowAnswer {
  return { ...offer(offerId, offerType, cardName, providerName), same_figures: [], ...extra };
}

const membersOnly: OfferAnswer['ineligible'][number] = {
  kind: 'members-only',
  groups: ['health'],
  who: 'health workers and their families',
  text: 'Members only: health workers and their families',
};

export const offersAnswer: OffersAnswer = {
  survey_id: SURVEY_ID,
  horizon_years: 2,
  filters: { no_annual_fee: false, rewards: false, balance_transfer: false, exclude_my_bank: false },
  show_all: false,
  stay: [row('10004-CC00001', 'Stay', 'ANZ Low Rate', 'ANZ')],
  switch: [
    row('10072-CC00001', 'Switch', 'Visa Platinum', 'Bank of Example', {
      same_figures: [
        {
          offer_id: '10073-CC00001',
          offer_type: 'Switch',
          provider_id: '10073',
          provider_name: 'Mutual Example',
          card_name: 'Visa Platinum',
          card_label: null,
          redirect_available: true,
          ineligible: [],
        },
        {
          offer_id: '10074-CC00001',
          offer_type: 'Switch',
          provider_id: '10074',
          provider_name: 'Nurses Bank',
          card_name: 'Visa Platinum',
          card_label: null,
          redirect_available: true,
          ineligible: [membersOnly],
        },
      ],
    }),
    row('10075-CC00002', 'Switch', 'Everyday Card', 'Bank of Lower', {
      first_year_saving_cents: 50000,
      ongoing_saving_cents: 150000,
      card_label: 'no annual fee, 12.99% p.a.',
      reasons: ['$300 less interest a year on your $2,000 balance'],
      sponsored: true,
    }),
  ],
  row_counts: { stay: 1, switch: 2 },
  partner_providers: [{ id: '10075', name: 'Bank of Lower' }],
  hidden: { count: 3, by_reason: [{ kind: 'members-only', count: 3 }] },
  questions: {
    member_groups: [
      { id: 'police', label: 'Police (serving or former)' },
      { id: 'health', label: 'Health sector (nurses, doctors, hospital and allied health staff)' },
    ],
    age: false,
  },
  unsuitable: [],
  filtered: false,
  no_better_offer: false,
};

export const noOffersAnswer: OffersAnswer = {
  ...offersAnswer,
  stay: [],
  switch: [],
  row_counts: { stay: 0, switch: 0 },
  hidden: { count: 0, by_reason: [] },
  questions: { member_groups: [], age: false },
  no_better_offer: true,
};
