/**
 * What the home-loan routes share, built once at start-up from the reference data: the normalised
 * loans and lenders' summaries the switching engine (`src/domain/home-loans/`) works on, lookups by
 * id, and the engine's answers in the API's shape (snake_case, offer ids, offer summaries, the
 * offers page's rows).
 *
 * Loans only for people buying a home (first home buyers, the Home Guarantee Scheme) are left out
 * at start-up: every visitor of this journey is refinancing a home they own. Loans of lenders open
 * only to some groups stay in, and are set apart per request by the visitor's answers.
 *
 * Ranking every eligible rate of the real data takes a noticeable slice of a CPU, and one journey
 * asks about the same loan several times (offers, details, outcome, accept), so the evaluation of
 * the last few loans is kept in memory.
 */
import {
  groupsThatMatter,
  ineligibleReasons,
  reasonText,
} from '../../src/domain/eligibility/visitor-eligibility';
import type { MemberGroup } from '../../src/domain/eligibility/member-groups';
import type { VisitorEligibility } from '../../src/domain/eligibility/types';
import { buyersOnlyNote, buyersOnlyReason } from '../../src/domain/home-loans/buyers-only';
import { BEST_MATCH_MEASURE, dealVsMarket } from '../../src/domain/home-loans/deal-vs-market';
import { formatDollars, formatRate } from '../../src/domain/format';
import type { CurrentHomeLoan } from '../../src/domain/home-loans/current-loan';
import { lenderCount, type OfferRow, offerRows } from '../../src/domain/home-loans/offer-rows';
import { findPackage } from '../../src/domain/home-loans/ongoing-fees';
import {
  type RankedHomeLoanOffer,
  rankHomeLoanOffers,
} from '../../src/domain/home-loans/rank-home-loan-offers';
import { rateGroupKey } from '../../src/domain/home-loans/rate-eligibility';
import { type SwitchingContext, switchingContext } from '../../src/domain/home-loans/switching-context';
import type { NormalisedHomeLoan, NormalisedHomeLoanProvider } from '../../src/domain/normalise/types';
import type { ReferenceData } from '../data/reference-data';
import type { ResponseOf } from '../../src/api/contract';
import type { currentCosts, HomeLoanOfferSummary } from '../../src/api/home-loan-fields';
import type { getHlOfferDetails, HomeLoanOfferRow } from '../../src/api/home-loan-offers';
import type { getYourDealVsMarket, reviewCurrentHlDeal } from '../../src/api/home-loan-survey';
import type { Static } from '@sinclair/typebox';
import { engineLoan, roundedLvr, stateOf, type StoredCurrentLoan } from './home-loan-input';

/** How the offers are ranked, in the words the offers page shows above its lists. */
export const OFFERS_RANKING =
  'Sorted by what each loan would save you over the rest of your loan, after every fee, switching cost and cash back: the biggest saving first.';

export interface HomeLoanJourney {
  /** Loans a refinancer can get: loans only for buyers are left out. */
  loans: readonly NormalisedHomeLoan[];
  /** How many loans were left out as only for buyers. */
  buyersOnlyCount: number;
  providers: readonly NormalisedHomeLoanProvider[];
  loansById: ReadonlyMap<string, NormalisedHomeLoan>;
  /** Lenders a visitor may name as theirs: every summary and every lender with a product. */
  providerIds: ReadonlySet<string>;
  providerName(providerId: string): string;
  /** Lenders on the refinance partner's panel (`finspoPanel`). */
  isOnPartnerPanel(providerId: string): boolean;
  /** Lenders in the site's partner programme (`participant`). */
  isCommercialPartner(providerId: string): boolean;
  /** The stored loan in the engine's terms, with its state's government fees. */
  currentLoan(stored: StoredCurrentLoan): CurrentHomeLoan;
  /** Why the visitor cannot get a product, in words; empty when they can. */
  ineligibleReasons(productId: string, answers: VisitorEligibility): string[];
  evaluate(current: CurrentHomeLoan): LoanEvaluation;
}

/** Every eligible rate for one loan, priced and ranked (best saving first), saving or not. */
export interface LoanEvaluation {
  context: SwitchingContext;
  offers: readonly RankedHomeLoanOffer[];
  byOfferId: ReadonlyMap<string, RankedHomeLoanOffer>;
  eligibleCount: number;
  notes: readonly string[];
}

const EVALUATIONS_KEPT = 16;

export function buildHomeLoanJourney(referenceData: ReferenceData): HomeLoanJourney {
  const { providers, stateFees } = referenceData.homeLoans;
  const loans = referenceData.homeLoans.loans.filter((loan) => buyersOnlyReason(loan) === null);
  const buyersOnlyCount = referenceData.homeLoans.loans.length - loans.length;
  const loansById = new Map(loans.map((loan) => [loan.id, loan]));
  const partners = new Set(
    providers.filter((provider) => provider.participant).map((provider) => provider.id),
  );
  const names = new Map<string, string>(
    referenceData.providers.map((provider) => [provider.id, provider.name]),
  );
  for (const provider of providers) names.set(provider.id, provider.name);
  const panel = new Set(providers.filter((provider) => provider.finspoPanel).map((provider) => provider.id));
  const kept = new Map<string, LoanEvaluation>();

  const evaluate = (current: CurrentHomeLoan): LoanEvaluation => {
    const key = JSON.stringify(current);
    const known = kept.get(key);
    if (known) {
      // Most recently used last.
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    const context = switchingContext(current, loans, providers);
    const ranked = rankHomeLoanOffers(current, loans, providers, {
      limit: Number.MAX_SAFE_INTEGER,
      includeNonSaving: true,
    });
    const evaluation: LoanEvaluation = {
      context,
      offers: ranked.offers,
      byOfferId: new Map(ranked.offers.map((offer) => [offerIdOf(offer), offer])),
      eligibleCount: ranked.eligibleCount,
      notes: ranked.notes,
    };
    kept.set(key, evaluation);
    if (kept.size > EVALUATIONS_KEPT) kept.delete(kept.keys().next().value as string);
    return evaluation;
  };

  return {
    loans,
    buyersOnlyCount,
    providers,
    loansById,
    providerIds: new Set([
      ...providers.map((provider) => provider.id),
      ...referenceData.homeLoans.loans.map((loan) => loan.providerId),
    ]),
    providerName: (providerId) => names.get(providerId) ?? providerId,
    isOnPartnerPanel: (providerId) => panel.has(providerId),
    isCommercialPartner: (providerId) => partners.has(providerId),
    currentLoan: (stored) => {
      const state = stateOf(stored);
      return { ...engineLoan(stored), stateFees: state === null ? null : (stateFees.get(state) ?? null) };
    },
    ineligibleReasons: (productId, answers) => {
      const eligibility = loansById.get(productId)?.eligibility;
      return eligibility === undefined ? [] : ineligibleReasons(eligibility, answers).map(reasonText);
    },
    evaluate,
  };
}

/** `<product id>:<rate group>`, e.g. `10005-HL00012:fixed-24`. */
export function offerIdOf(offer: Pick<RankedHomeLoanOffer, 'productId' | 'rate'>): string {
  return `${offer.productId}:${rateGroupKey(offer.rate)}`;
}

export type OfferType = HomeLoanOfferSummary['offer_type'];

export function offerType(context: SwitchingContext, offer: RankedHomeLoanOffer): OfferType {
  const current = context.current.providerId ?? null;
  return current !== null && current === offer.providerId ? 'Stay' : 'Switch';
}

export function offerSummary(
  journey: HomeLoanJourney,
  evaluation: LoanEvaluation,
  offer: RankedHomeLoanOffer,
): HomeLoanOfferSummary {
  const loan = journey.loansById.get(offer.productId);
  return {
    offer_id: offerIdOf(offer),
    offer_type: offerType(evaluation.context, offer),
    product_id: offer.productId,
    product_name: offer.productName,
    provider_id: offer.providerId,
    provider_name: offer.providerName ?? journey.providerName(offer.providerId),
    rate: offer.rate.rate,
    rate_type: offer.rate.rateType,
    fixed_months: offer.rate.fixedMonths,
    comparison_rate: offer.rate.comparisonRate,
    revert_rate: offer.revertRate,
    monthly_repayment_cents: offer.monthlyRepaymentCents,
    monthly_saving_cents: offer.monthlySavingCents,
    total_saving_cents: offer.totalSavingCents,
    switching_costs_cents: offer.switchingCostsCents,
    cash_back_cents: offer.cashBackCents,
    break_even_month: offer.breakEvenMonth,
    reasons: offer.reasons,
    features: {
      offset: loan?.offset ?? false,
      redraw: loan?.redraw ?? false,
      extra_repayments: loan?.extraRepayments ?? false,
    },
    refinance_available: journey.isOnPartnerPanel(offer.providerId),
  };
}

/** The current loan's totals, as /getHLOffers/ and /getHLOfferDetails/ answer them. */
export function currentTotals(evaluation: LoanEvaluation): Static<typeof currentCosts> {
  const costs = evaluation.context.currentCosts;
  return {
    monthly_repayment_cents: costs.monthlyRepaymentCents,
    total_interest_cents: costs.totalInterestCents,
    total_cost_cents: costs.totalCostCents,
  };
}

/** One row of the offers page: a loan with its rate options and the other loans with the same figures. */
export type RankedRow = OfferRow<RankedHomeLoanOffer>;

export interface OfferLists {
  stay: RankedRow | null;
  switch: RankedRow[];
  /** Every saving loan the visitor cannot get by their answers, with the reasons (not cut to the limit). */
  unavailable: { row: RankedRow; reasons: string[] }[];
  /** The member groups whose answer would change what is shown: the question to ask. */
  groupsAsked: MemberGroup[];
}

/**
 * Offers that save money as the page's rows: the current lender's best loan, and other lenders'
 * best first, at most `limit`. Loans the visitor cannot get by their answers are set apart with the
 * reasons, all of them: the page says how many it hid and lists every one on request.
 */
export function savingOffers(
  journey: HomeLoanJourney,
  evaluation: LoanEvaluation,
  answers: VisitorEligibility,
  limit: number,
): OfferLists {
  const saving = evaluation.offers.filter((offer) => offer.totalSavingCents > 0);
  const available = saving.filter(
    (offer) => journey.ineligibleReasons(offer.productId, answers).length === 0,
  );
  const isStay = (offer: RankedHomeLoanOffer) => offerType(evaluation.context, offer) === 'Stay';
  const eligibilities = saving.flatMap((offer) => journey.loansById.get(offer.productId)?.eligibility ?? []);
  return {
    stay: offerRows(available.filter(isStay))[0] ?? null,
    switch: offerRows(available.filter((offer) => !isStay(offer))).slice(0, limit),
    unavailable: offerRows(saving.filter((offer) => !available.includes(offer))).map((row) => ({
      row,
      reasons: journey.ineligibleReasons(row.lead.productId, answers),
    })),
    groupsAsked: groupsThatMatter(eligibilities),
  };
}

/** A row in the API's shape: the lead offer, every rate option, and the loans with the same figures. */
export function offerRowSummary(
  journey: HomeLoanJourney,
  evaluation: LoanEvaluation,
  row: RankedRow,
  reasons: readonly string[] = [],
): HomeLoanOfferRow {
  return {
    row_id: row.key,
    offer: offerSummary(journey, evaluation, row.lead),
    terms: row.options.map((option) => offerSummary(journey, evaluation, option)),
    same_figures: row.sameFigures.map((family) => ({
      product_id: family.lead.productId,
      product_name: family.lead.productName,
      provider_id: family.lead.providerId,
      provider_name: family.lead.providerName ?? journey.providerName(family.lead.providerId),
      offer_ids: family.options.map(offerIdOf),
    })),
    lender_count: lenderCount(row),
    ineligible_reasons: [...reasons],
  };
}

/** One plain sentence when the visitor's own lender is in the partner programme; null otherwise. */
export function partnerDisclosure(journey: HomeLoanJourney, current: CurrentHomeLoan): string | null {
  const providerId = current.providerId ?? null;
  if (providerId === null || !journey.isCommercialPartner(providerId)) return null;
  return `${journey.providerName(providerId)}, your lender, is in StaySmart’s partner programme, so we may be paid if you take up one of its offers. That never changes which loans we show or their order.`;
}

/** The notes every screen shows: the engine's assumptions and the loans left out as only for buyers. */
export function journeyNotes(journey: HomeLoanJourney, evaluation: LoanEvaluation): string[] {
  const buyers = buyersOnlyNote(journey.buyersOnlyCount);
  return buyers === null ? [...evaluation.notes] : [...evaluation.notes, buyers];
}

/**
 * /getYourDealVsMarket/: the engine's comparison over the loans the visitor can get, with offer
 * ids, lenders and comparison rates added, and what "best match" means.
 */
export function marketComparison(
  journey: HomeLoanJourney,
  current: CurrentHomeLoan,
  answers: VisitorEligibility,
): Omit<ResponseOf<typeof getYourDealVsMarket>, 'survey_id'> {
  const evaluation = journey.evaluate(current);
  const gettable = journey.loans.filter((loan) => journey.ineligibleReasons(loan.id, answers).length === 0);
  const market = dealVsMarket(current, gettable, journey.providers);
  const leftOut = journey.loans.length - gettable.length;
  return {
    current: {
      rate: market.current.rate,
      lvr: roundedLvr(market.current.lvr),
      monthly_repayment_cents: market.current.monthlyRepaymentCents,
      total_interest_cents: market.current.totalInterestCents,
    },
    remaining_months: market.remainingMonths,
    best_match_measure: BEST_MATCH_MEASURE,
    groups: market.groups.map((group) => ({
      key: group.key,
      label: group.label,
      fixed_months: group.fixedMonths,
      count: group.count,
      best: group.best.map((point) => {
        const offerId = `${point.productId}:${group.key}`;
        const offer = evaluation.byOfferId.get(offerId);
        const providerId = journey.loansById.get(point.productId)?.providerId ?? offer?.providerId ?? '';
        return {
          offer_id: offerId,
          product_id: point.productId,
          product_name: point.productName,
          provider_id: providerId,
          provider_name: point.providerName ?? journey.providerName(providerId),
          rate: point.rate,
          comparison_rate: offer?.rate.comparisonRate ?? null,
          revert_rate: point.revertRate,
          monthly_repayment_cents: point.monthlyRepaymentCents,
          total_interest_cents: point.totalInterestCents,
          total_cost_cents: point.totalCostCents,
        };
      }),
      median:
        group.median === null
          ? null
          : {
              rate: group.median.rate,
              monthly_repayment_cents: group.median.monthlyRepaymentCents,
              total_interest_cents: group.median.totalInterestCents,
            },
    })),
    notes: [
      ...journeyNotes(journey, evaluation),
      ...(leftOut > 0
        ? [
            `${leftOut} ${leftOut === 1 ? 'loan' : 'loans'} from lenders open only to some groups ${leftOut === 1 ? 'is' : 'are'} not counted: tell us on the offers page if you belong to one.`,
          ]
        : []),
    ],
  };
}

type DealReview = Omit<ResponseOf<typeof reviewCurrentHlDeal>, 'survey_id'>;
export type Verdict = DealReview['verdict'];

/** Rate gaps are compared in whole millionths, so 0.0010 is not read as 0.00100000000001. */
const COMPETITIVE_GAP = 0.001;
const COULD_BE_BETTER_GAP = 0.005;

function points(gap: number): string {
  return `${(Math.round(Math.abs(gap) * 10_000) / 100).toFixed(2)} percentage points`;
}

/** /reviewCurrentHLDeal/: the current rate against the best variable rate the visitor can get. */
export function reviewDeal(
  journey: HomeLoanJourney,
  current: CurrentHomeLoan,
  answers: VisitorEligibility,
): DealReview {
  const evaluation = journey.evaluate(current);
  const variable = evaluation.offers.filter(
    (offer) =>
      offer.rate.rateType === 'variable' && journey.ineligibleReasons(offer.productId, answers).length === 0,
  );
  const lists = savingOffers(journey, evaluation, answers, 1);
  const summary = (row: RankedRow | null | undefined) =>
    row ? offerSummary(journey, evaluation, row.lead) : null;
  const stay = summary(lists.stay);
  const bestSwitch = summary(lists.switch[0]);
  const rate = current.annualRate;
  const best = variable.length === 0 ? null : Math.min(...variable.map((offer) => offer.rate.rate));
  const gap = best === null ? null : Math.round((rate - best) * 1_000_000) / 1_000_000;
  let verdict: Verdict;
  let headline: string;
  if (best === null || gap === null) {
    verdict = 'no-match';
    headline =
      'We found no variable rate that fits your loan, so we cannot compare your rate with the market.';
  } else if (gap <= COMPETITIVE_GAP) {
    verdict = 'competitive';
    headline =
      gap <= 0
        ? `Your ${formatRate(rate)} is as low as the best variable rate you qualify for (${formatRate(best)}).`
        : `Your ${formatRate(rate)} is within ${points(gap)} of the best variable rate you qualify for (${formatRate(best)}).`;
  } else {
    verdict = gap <= COULD_BE_BETTER_GAP ? 'could-be-better' : 'overpaying';
    const saving = bestSwitch ?? stay;
    headline =
      `You pay ${points(gap)} more than the best variable rate you qualify for (${formatRate(best)})` +
      (verdict === 'overpaying' && saving !== null && saving.total_saving_cents > 0
        ? `, and switching could save you ${formatDollars(saving.total_saving_cents / 100)} over the rest of the loan.`
        : '.');
  }
  return {
    verdict,
    headline,
    rate_gap: gap,
    cheaper_count: variable.filter((offer) => offer.rate.rate < rate).length,
    eligible_count: variable.length,
    stay,
    best_switch: bestSwitch,
    notes: journeyNotes(journey, evaluation),
  };
}

/** One offer of this loan by id, or null when the id does not fit the loan. */
export function findOffer(evaluation: LoanEvaluation, offerId: string): RankedHomeLoanOffer | null {
  return evaluation.byOfferId.get(offerId) ?? null;
}

/** /getHLOfferDetails/: the offer with its working, and the product's facts. */
export function offerDetails(
  journey: HomeLoanJourney,
  evaluation: LoanEvaluation,
  offer: RankedHomeLoanOffer,
): ResponseOf<typeof getHlOfferDetails> {
  const loan = journey.loansById.get(offer.productId);
  if (!loan) throw new Error(`Offer ${offer.productId} has no product in the home-loan data`);
  const pkg = findPackage(loan, journey.providers);
  return {
    offer: {
      ...offerSummary(journey, evaluation, offer),
      working: offer.working.map((line) => ({
        key: line.key,
        label: line.label,
        current_cents: line.currentCents,
        new_cents: line.newCents,
      })),
      assumptions: offer.assumptions,
      total_repaid_cents: offer.totalRepaidCents,
      current_total_cost_cents: offer.currentTotalCostCents,
      new_total_cost_cents: offer.newTotalCostCents,
    },
    product: {
      id: loan.id,
      name: loan.name,
      provider_id: loan.providerId,
      provider_name: journey.providerName(loan.providerId),
      application_fee_cents: loan.applicationFeeCents,
      annual_fee_cents: loan.annualFeeCents,
      discharge_fee_cents: loan.dischargeFeeCents,
      package:
        pkg === null
          ? null
          : { name: pkg.nameLong, fee_cents: pkg.packageFeeCents, fee_every_months: pkg.feeEveryMonths },
      offset: loan.offset,
      redraw: loan.redraw,
      extra_repayments: loan.extraRepayments,
      max_term_years: loan.maxTermYears,
      last_updated: loan.lastUpdated,
    },
    current: currentTotals(evaluation),
  };
}
