/**
 * The typed route table: components never hand-write URLs. Every address ends with a slash
 * (the site normalises trailing slashes), except the two outbound redirect pages that the
 * spec addresses as `index.html` files.
 */
import type { CategoryCode } from '../domain/data/raw-types';

export type ProductCategory = Exclude<CategoryCode, never> | 'bnpl';

export interface CategoryInfo {
  code: ProductCategory;
  /** URL segment and category page path. */
  segment: string;
  name: string;
  singular: string;
}

export const categories: Record<ProductCategory, CategoryInfo> = {
  cc: {
    code: 'cc',
    segment: 'credit-cards',
    name: 'Credit cards',
    singular: 'credit card',
  },
  hl: {
    code: 'hl',
    segment: 'home-loans',
    name: 'Home loans',
    singular: 'home loan',
  },
  pl: {
    code: 'pl',
    segment: 'personal-loans',
    name: 'Personal loans',
    singular: 'personal loan',
  },
  cl: {
    code: 'cl',
    segment: 'car-loans',
    name: 'Car loans',
    singular: 'car loan',
  },
  td: {
    code: 'td',
    segment: 'term-deposits',
    name: 'Term deposits',
    singular: 'term deposit',
  },
  sv: {
    code: 'sv',
    segment: 'savings-accounts',
    name: 'Savings accounts',
    singular: 'savings account',
  },
  tx: {
    code: 'tx',
    segment: 'bank-accounts',
    name: 'Bank accounts',
    singular: 'bank account',
  },
  bnpl: {
    code: 'bnpl',
    segment: 'buy-now-pay-later',
    name: 'Buy now pay later',
    singular: 'buy now pay later service',
  },
};

/** The order categories appear in navigation. */
export const categoryOrder: ProductCategory[] = ['cc', 'hl', 'pl', 'cl', 'sv', 'td', 'tx', 'bnpl'];

export const paths = {
  home: () => '/',
  about: () => '/about/',
  howItWorks: () => '/how-it-works/',
  help: () => '/help/',
  fsg: () => '/fsg/',
  privacy: () => '/privacy/',
  terms: () => '/terms/',
  search: (query?: string) => (query ? `/search/?q=${encodeURIComponent(query)}` : '/search/'),
  status: () => '/status/',
  whatsChanged: () => '/whats-changed/',
  calculators: () => '/calculators/',
  calculator: (slug: string) => `/calculators/${slug}/`,
  guides: () => '/news-and-guides/',
  guide: (slug: string) => `/news-and-guides/${slug}/`,
  category: (code: ProductCategory) => `/${categories[code].segment}/`,
  categoryProvider: (code: ProductCategory, providerSlug: string) =>
    `/${categories[code].segment}/${providerSlug}/`,
  product: (code: ProductCategory, providerSlug: string, productSlug: string) =>
    `/${categories[code].segment}/${providerSlug}/${productSlug}/`,
  providers: () => '/providers/',
  providerOverview: (providerSlug: string) => `/providers/${providerSlug}/`,
  creditCardsLanding: () => '/credit-cards-landing/',
  homeLoansLanding: () => '/home-loans-landing/',
  homeLoansRegister: () => '/home-loans/register/',
  cashBackOffer: () => '/home-loan-cash-back-offer/',
  cdrSandboxSuccess: () => '/cdr-sandbox-success/',
  cardSurvey: () => '/credit-cards/survey/',
  cardOffers: () => '/credit-cards/offers/',
  cardRegister: () => '/credit-cards/register/',
  /** The screen an e-mail link opens to update a survey's cards; `event` is the link's signed code. */
  cardUpdate: (event: string) => `/credit-cards/update/?event=${encodeURIComponent(event)}`,
  /** The offers of a survey the visitor checked before (the account history links here). */
  cardOffersOf: (surveyId: string) => `/credit-cards/offers/?survey=${encodeURIComponent(surveyId)}`,
  productTransfer: () => '/credit-cards/product-transfer/',
  homeLoanSurvey: () => '/home-loans/survey/',
  /** "Check my savings": what a savings balance earns a year, and the accounts that would earn more. */
  savingsCheck: (accountId?: string) =>
    accountId
      ? `/savings-accounts/check/?account=${encodeURIComponent(accountId)}`
      : '/savings-accounts/check/',
  /** "My deposit matures on …": what a term deposit earns, its rollover and the best rates for its term. */
  termDepositCheck: () => '/savings-accounts/check/term-deposit/',
  termDepositCheckOf: (surveyId: string) =>
    `/savings-accounts/check/term-deposit/?survey=${encodeURIComponent(surveyId)}`,
  /** A home-loan check the visitor made before, against the market (the account history links here). */
  homeLoanCheckOf: (surveyId: string) => `/home-loans/deal-vs-market/?survey=${encodeURIComponent(surveyId)}`,
  /** A savings check the visitor made before, with today's figures (the account page links here). */
  savingsCheckOf: (surveyId: string) => `/savings-accounts/check/?survey=${encodeURIComponent(surveyId)}`,
  user: () => '/user/',
  signIn: () => '/user/sign-in/',
  signUp: () => '/user/sign-up/',
  offerQa: () => '/offer-qa/',
  offerQaOffers: () => '/offer-qa/offers/',
  offerQaOfferDetails: (offerId?: string) =>
    offerId ? `/offer-qa/offer-details/?offerId=${encodeURIComponent(offerId)}` : '/offer-qa/offer-details/',
  offerQaLogin: () => '/offer-qa/login/',
  offerQaJobs: () => '/offer-qa/jobs/',
  redirect: () => '/redirect/index.html',
  refinanceRedirect: () => '/refinance-redirect/index.html',
} as const;

/**
 * Path segments the client-only sub-apps own under `/credit-cards/` and `/home-loans/` (the home-loan
 * app uses them all; under `/credit-cards/`, `deal-vs-market` and `refinance` are redirected, see
 * redirects.json) and `/savings-accounts/` (`check`). A provider slug must never take one of these, or a static page would hide an
 * app screen or a redirect.
 */
export const reservedSegments = [
  'survey',
  'offers',
  'estimate',
  'product-transfer',
  'register',
  'deal-vs-market',
  'offer-details',
  'refinance',
  'update',
  'check',
] as const;
