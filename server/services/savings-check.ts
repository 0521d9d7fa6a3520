/**
 * The savings check (docs/api-deposit-checks.md): what the visitor's account earns in a year, with
 * the working, and the accounts at their bank (Stay) and elsewhere (Switch) that would earn more
 * given their answers. What the visitor told us is stored as `StoredSavingsCheck`; the figures are
 * worked out again from it and today's data on every call.
 */
import { formatCents } from '../../src/domain/format';
import { reasonText } from '../../src/domain/eligibility/visitor-eligibility';
import { type BonusQuestion, questionsFor, type SaverHabits } from '../../src/domain/deposits/bonus-verdict';
import type {
  SavingsAccountFigures,
  SavingsCheckAnswer,
  SavingsOfferFigures,
  SavingsYearFigures,
  StoredSavingsCheck,
} from '../../src/api/deposit-checks';
import {
  earningsOf,
  rankSavings,
  SAVINGS_MEASURE_TEXT,
  type SavingsEarnings,
  type SavingsMeasure,
  type SavingsOffer,
} from '../../src/domain/deposits/rank-savings';
import {
  type BonusCondition,
  type SavingTerms,
  termsOfEnteredAccount,
  waysOf,
} from '../../src/domain/deposits/saving-terms';
import { DEPOSIT_DAY, type SavingsYear, WITHDRAWAL_DAY } from '../../src/domain/deposits/savings-year';
import { badRequest } from '../lib/api-error';
import { sydneyDatePlusDays } from '../lib/sydney-date';
import { type DepositJourney, depositProviderName } from './deposit-journey';

type EnteredAccount = NonNullable<StoredSavingsCheck['entered']>;
type EnteredConditions = EnteredAccount['conditions'];
type SaverAnswers = StoredSavingsCheck['answers'];

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function enteredConditions(conditions: EnteredConditions): BonusCondition[] {
  const list: BonusCondition[] = [];
  if (conditions.min_deposit_cents !== null)
    list.push({ kind: 'min-deposit', cents: conditions.min_deposit_cents });
  if (conditions.no_withdrawals) list.push({ kind: 'no-withdrawals' });
  if (conditions.balance_growth) list.push({ kind: 'balance-growth', cents: 1 });
  if (conditions.card_purchases !== null)
    list.push({ kind: 'card-purchases', count: conditions.card_purchases });
  if (conditions.linked_account) list.push({ kind: 'linked-account' });
  if (conditions.min_age !== null) list.push({ kind: 'min-age', years: conditions.min_age });
  if (conditions.under_age !== null) list.push({ kind: 'under-age', years: conditions.under_age });
  return list;
}

function conditionWords(condition: BonusCondition): string {
  switch (condition.kind) {
    case 'min-deposit':
      return `Deposit at least ${formatCents(condition.cents)} each month`;
    case 'no-withdrawals':
      return 'Make no withdrawals during the month';
    case 'balance-growth':
      return 'Grow the balance each month, interest aside';
    case 'card-purchases':
      return `Make at least ${condition.count} card purchases each month`;
    case 'linked-account':
      return 'Hold a linked transaction account with the same bank';
    case 'min-age':
      return `Be aged ${condition.years} or over`;
    case 'under-age':
      return `Be aged under ${condition.years}`;
    case 'unstated':
      return 'Monthly conditions apply to earn the bonus rate';
  }
}

interface HeldAccount {
  terms: SavingTerms;
  accountId: string | null;
  accountName: string;
  providerId: string | null;
  providerName: string;
  sponsored: boolean;
  introductoryMonths: number | null;
  bonusConditions: string[];
}

/** The visitor's account from the data or as entered; 400 naming the field when it is not one we have. */
export function heldAccount(journey: DepositJourney, check: StoredSavingsCheck): HeldAccount {
  if (check.product_id !== null) {
    const found = journey.savingsById.get(check.product_id);
    if (!found) {
      throw badRequest(
        `"account.product_id": "${check.product_id}" is not a personal savings account we have. Enter the account by hand instead.`,
      );
    }
    const { product, account } = found;
    return {
      terms: product.terms,
      accountId: product.id,
      accountName: product.name,
      providerId: product.providerId,
      providerName: depositProviderName(journey, product.providerId),
      sponsored: product.sponsored,
      introductoryMonths: product.terms.introductoryMonths,
      bonusConditions: account.bonusConditions.map((condition) => condition.summary),
    };
  }
  const entered = check.entered;
  if (entered === null) throw badRequest('"account" must have "product_id" or "entered".');
  if (entered.provider_id !== null && !journey.providerNames.has(entered.provider_id)) {
    throw badRequest(`"account.entered.provider_id": "${entered.provider_id}" is not a bank we have.`);
  }
  const conditions = enteredConditions(entered.conditions);
  return {
    terms: termsOfEnteredAccount({
      baseRate: entered.base_rate,
      bonusRate: entered.bonus_rate,
      bonusBalanceCapCents: entered.bonus_balance_cap_cents,
      conditions,
    }),
    accountId: null,
    accountName: entered.name ?? 'Your savings account',
    providerId: entered.provider_id,
    providerName:
      entered.provider_id !== null
        ? depositProviderName(journey, entered.provider_id)
        : (entered.provider_name ?? 'Your bank'),
    sponsored: false,
    introductoryMonths: null,
    bonusConditions: entered.bonus_rate > 0 ? conditions.map(conditionWords) : [],
  };
}

function yearFigures(year: SavingsYear): SavingsYearFigures {
  return {
    earnedCents: year.earnedCents,
    interestCents: year.interestCents,
    baseInterestCents: year.baseInterestCents,
    bonusInterestCents: year.bonusInterestCents,
    feesCents: year.feesCents,
    depositsCents: year.depositsCents,
    withdrawalsCents: year.withdrawalsCents,
    closingBalanceCents: year.closingBalanceCents,
    bonusMonths: year.bonusMonths,
    months: year.months.map((month) => ({ ...month })),
  };
}

function rateSpan(terms: SavingTerms): { baseRate: number; maxRate: number } {
  const base = Math.max(0, ...terms.bands.filter((band) => band.kind === 'base').map((band) => band.rate));
  return { baseRate: base, maxRate: Math.max(base, terms.ceilingRate ?? base) };
}

function accountFigures(
  held: Omit<HeldAccount, 'terms'> & { terms: SavingTerms },
  earnings: SavingsEarnings,
): SavingsAccountFigures {
  return {
    accountId: held.accountId,
    accountName: held.accountName,
    providerId: held.providerId,
    providerName: held.providerName,
    sponsored: held.sponsored,
    ...rateSpan(held.terms),
    introductoryMonths: held.introductoryMonths,
    creditEveryMonths: held.terms.creditEveryMonths,
    creditingPublished: held.terms.creditingPublished,
    bonusConditions: held.bonusConditions,
    bonusNotCounted: earnings.firstYear.bonusUnmet,
    firstYear: yearFigures(earnings.firstYear),
    laterYear: earnings.laterYear === null ? null : yearFigures(earnings.laterYear),
  };
}

function offerFigures(journey: DepositJourney, offer: SavingsOffer): SavingsOfferFigures {
  const { product } = offer;
  const found = journey.savingsById.get(product.id);
  return {
    ...accountFigures(
      {
        terms: product.terms,
        accountId: product.id,
        accountName: product.name,
        providerId: product.providerId,
        providerName: depositProviderName(journey, product.providerId),
        sponsored: product.sponsored,
        introductoryMonths: product.terms.introductoryMonths,
        bonusConditions: found?.account.bonusConditions.map((condition) => condition.summary) ?? [],
      },
      offer.earnings,
    ),
    offerType: offer.offerType,
    measureCents: offer.measureCents,
    gainCents: offer.gainCents,
    url: journey.productUrls.get(product.id) ?? null,
  };
}

/** The first month of the year worked out: the month after today's in Sydney. */
export function firstMonth(now: Date): { year: number; month: number } {
  const [year, month] = sydneyDatePlusDays(now, 0).split('-').map(Number) as [number, number];
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

function assumptions(
  start: { year: number; month: number },
  held: HeldAccount,
  check: StoredSavingsCheck,
  date: string | null,
): string[] {
  return [
    `The year runs from 1 ${MONTH_NAMES[start.month - 1] ?? ''} ${start.year} for 12 months, starting with your balance of ${formatCents(check.balance_cents)}.`,
    `Your ${formatCents(check.monthly_deposit_cents)} goes in on day ${DEPOSIT_DAY} of each month` +
      (check.monthly_withdrawal_cents > 0
        ? ` and ${formatCents(check.monthly_withdrawal_cents)} comes out on day ${WITHDRAWAL_DAY}.`
        : ', and nothing comes out.'),
    'Interest accrues each day on that day’s closing balance at 1/365 of the yearly rate, and is credited on the last day of the month, or of each period for an account that credits it less often (every 3, 6 or 12 months, as its bank publishes, counted from the year’s start), then earns interest itself.',
    creditingWords(held),
    'A bonus counts only in the months your answers meet its conditions; otherwise the account earns its base rate.',
    'A new account’s introductory rate counts for its months; your own account’s ' +
      (held.introductoryMonths === null
        ? 'has none.'
        : check.introductory_months_left > 0
          ? `for the ${check.introductory_months_left} months you said are left.`
          : 'is taken to be over.'),
    `Rates as the banks published them${date ? ` on ${date}` : ''}; variable rates can change at any time.`,
  ];
}

/** How often the saver's own account credits interest, in a sentence. */
function creditingWords(held: HeldAccount): string {
  const every = held.terms.creditEveryMonths;
  if (held.accountId === null) return 'Your account is taken to credit interest monthly.';
  if (!held.terms.creditingPublished)
    return 'Your bank does not publish how often it credits interest; monthly is assumed.';
  if (every === 1) return 'Your account credits interest monthly, as your bank publishes.';
  return `Your account credits interest ${every === 12 ? 'once a year' : `every ${every} months`}, as your bank publishes: each month shows the interest it earned, added to your balance at the end of its period.`;
}

export function habitsOf(check: StoredSavingsCheck): SaverHabits {
  return {
    monthlyDepositCents: check.monthly_deposit_cents,
    monthlyWithdrawalCents: check.monthly_withdrawal_cents,
    cardPurchases: check.answers.card_purchases,
    age: check.answers.age,
    linkedAccount: check.answers.linked_account,
  };
}

const ANSWER_OF: Record<BonusQuestion, keyof SaverAnswers> = {
  card_purchases: 'card_purchases',
  age: 'age',
  linked_account: 'linked_account',
};

/**
 * The bonus questions not yet answered that could change the answer: those of the visitor's own
 * account, and those of accounts whose top rate is above what the visitor's account pays them now.
 */
function openQuestions(
  journey: DepositJourney,
  held: HeldAccount,
  earnings: SavingsEarnings,
  check: StoredSavingsCheck,
): BonusQuestion[] {
  const year = earnings.firstYear;
  const averageCents = (check.balance_cents + year.closingBalanceCents) / 2;
  const rateNow = averageCents > 0 ? year.earnedCents / averageCents : 0;
  const better = journey.savingsProducts.filter((product) => (product.terms.ceilingRate ?? 0) > rateNow);
  const asked = questionsFor([held.terms, ...better.map((product) => product.terms)].flatMap(waysOf));
  // An age limit on who may open an account that pays more is worth the question too.
  const ageLimited = better.some(
    (product) => product.eligibility.maxAge !== null || (product.eligibility.minAge ?? 0) > 18,
  );
  if (ageLimited && !asked.includes('age')) asked.push('age');
  return asked.filter((question) => check.answers[ANSWER_OF[question]] === null);
}

export function savingsCheckAnswer(
  journey: DepositJourney,
  surveyId: string,
  check: StoredSavingsCheck,
  options: { measure: SavingsMeasure; limit: number; now: Date },
): SavingsCheckAnswer {
  const held = heldAccount(journey, check);
  const start = firstMonth(options.now);
  const input = { openingBalanceCents: check.balance_cents, habits: habitsOf(check), start };
  const earnings = earningsOf(held.terms, input, check.introductory_months_left);
  const ranked = rankSavings({
    ...input,
    current: { providerId: held.providerId, productId: held.accountId, earnings },
    products: journey.savingsProducts,
    visitor: { memberGroups: check.answers.member_groups, age: check.answers.age, student: false },
    measure: options.measure,
    limit: options.limit,
  });
  const stay = ranked.stay.map((offer) => offerFigures(journey, offer));
  const switches = ranked.switch.map((offer) => offerFigures(journey, offer));
  return {
    surveyId,
    measure: options.measure,
    ranking: SAVINGS_MEASURE_TEXT[options.measure],
    assumptions: assumptions(start, held, check, journey.savingsDate),
    current: accountFigures(held, earnings),
    stay,
    switch: switches,
    unavailable: ranked.unavailable.map((entry) => ({
      accountId: entry.product.id,
      accountName: entry.product.name,
      providerName: depositProviderName(journey, entry.product.providerId),
      measureCents: entry.measureCents,
      reasons: entry.reasons.map(reasonText),
    })),
    questions: openQuestions(journey, held, earnings, check),
    compared: ranked.compared,
    noBetterAccount: stay.length === 0 && switches.length === 0,
    figuresDate: journey.savingsDate,
  };
}
