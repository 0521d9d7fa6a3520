/**
 * What can tell apart two products one provider publishes under one name, in the order a reader
 * would look for it: the brand's web address first (a group of banks publishes each brand's loan
 * under the group), then the facts a comparison turns on, in words. `same-name-labels.ts` uses only
 * the facets that differ within a group of same-named products.
 */
import type {
  CategoryCode,
  RawHomeLoan,
  RawHomeLoanRate,
  RawPersonalLoan,
  RawSavingsAccount,
  RawTermDeposit,
  RawTermDepositRate,
  RawTransactionAccount,
} from './data/raw-types';
import { formatDollars, formatRate, formatTermMonths } from './format';
import { webAddress } from './web-address';

export interface SameNameFacets {
  /** Single descriptions, each null when the product does not say. */
  facets: (string | null)[];
  /** The product's rates in words, lowest first: a product is told by one the others lack. */
  details: string[];
  /** Every figure of the record (not its names, addresses, dates or eligibility prose), to compare. */
  figures: string;
}

const NOT_FIGURES = new Set([
  'id',
  'providerId',
  'name',
  'urlSlug',
  'cdrProductId',
  'url',
  'applicationUrl',
  'lastUpdated',
  'fetchedOn',
  'eligibility',
]);

function figuresOf(product: FacetProduct): string {
  return JSON.stringify(Object.entries(product).filter(([key]) => !NOT_FIGURES.has(key)));
}

type FacetProduct = { url: string | null } & Record<string, unknown>;

const joinWords = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

const distinct = <T>(values: readonly T[]) => [...new Set(values)];

const comparisonRate = (rate: number | null) =>
  rate === null ? null : `comparison rate ${formatRate(rate)}`;

const PURPOSE = { 'owner-occupier': 'owner-occupied', investment: 'investment' } as const;
const REPAYMENT = {
  'principal-and-interest': 'principal and interest',
  'interest-only': 'interest only',
} as const;

/** `12` → `1-year`, `18` → `18-month`. */
const termAdjective = (months: number) => (months % 12 === 0 ? `${months / 12}-year` : `${months}-month`);

function rateKind(rate: RawHomeLoanRate): string {
  return rate.rateType === 'fixed' && rate.fixedMonths
    ? `${termAdjective(rate.fixedMonths)} fixed`
    : rate.rateType;
}

/** `1-year fixed interest-only owner-occupied up to 80% LVR at 6.79% p.a.` */
function homeLoanRate(rate: RawHomeLoanRate): string {
  const lvr = rate.lvrMax === null ? '' : ` up to ${Math.round(rate.lvrMax * 100)}% LVR`;
  const repayment = REPAYMENT[rate.repayment].replace(/ /g, '-');
  return `${rateKind(rate)} ${repayment} ${PURPOSE[rate.purpose]}${lvr} at ${formatRate(rate.rate)}`;
}

function homeLoanFacets(loan: RawHomeLoan): Omit<SameNameFacets, 'figures'> {
  const rates = [...loan.rates].sort((a, b) => a.rate - b.rate);
  const lvrMax = Math.max(...rates.map((rate) => rate.lvrMax ?? 0));
  const fixedTerms = distinct(
    rates.filter((rate) => rate.fixedMonths).map((rate) => rate.fixedMonths ?? 0),
  ).sort((a, b) => a - b);
  const kinds = [
    ...(rates.some((rate) => rate.rateType === 'variable') ? ['variable'] : []),
    ...(fixedTerms.length > 0 ? [`fixed for ${joinWords(fixedTerms.map(formatTermMonths))}`] : []),
  ];
  return {
    facets: [
      webAddress(loan.url),
      rates.length ? joinWords(distinct(rates.map((rate) => PURPOSE[rate.purpose]))) : null,
      rates.length ? joinWords(distinct(rates.map((rate) => REPAYMENT[rate.repayment]))) : null,
      kinds.length ? joinWords(kinds) : null,
      lvrMax > 0 ? `up to ${Math.round(lvrMax * 100)}% LVR` : null,
      loan.offset ? 'with offset' : 'no offset',
      loan.annualFee > 0 ? `${formatDollars(loan.annualFee)} a year in fees` : 'no annual fee',
      comparisonRate(rates[0]?.comparisonRate ?? null),
    ],
    details: distinct(rates.map(homeLoanRate)),
  };
}

function personalLoanFacets(loan: RawPersonalLoan): Omit<SameNameFacets, 'figures'> {
  return {
    facets: [
      webAddress(loan.url),
      loan.secured ? 'secured' : 'unsecured',
      loan.rateType,
      `up to ${formatRate(loan.maxRate)}`,
      loan.maxTermMonths ? `terms up to ${formatTermMonths(loan.maxTermMonths)}` : null,
      loan.minAmount ? `from ${formatDollars(loan.minAmount)}` : null,
      loan.establishmentFee > 0
        ? `${formatDollars(loan.establishmentFee)} establishment fee`
        : 'no establishment fee',
      loan.monthlyFee > 0 ? `${formatDollars(loan.monthlyFee)} monthly fee` : 'no monthly fee',
      comparisonRate(loan.comparisonRate),
    ],
    details: [],
  };
}

const PAYMENT: Record<RawTermDepositRate['interestPayment'], string> = {
  maturity: 'interest at maturity',
  monthly: 'interest monthly',
  quarterly: 'interest quarterly',
  'half-yearly': 'interest half-yearly',
  annually: 'interest yearly',
};

function depositTerm(rate: RawTermDepositRate): string {
  return rate.termUnit === 'days' ? `${rate.termDays} days` : formatTermMonths(rate.termMonths);
}

function termDepositFacets(deposit: RawTermDeposit): Omit<SameNameFacets, 'figures'> {
  const rates = [...deposit.rates].sort((a, b) => a.termDays - b.termDays || b.rate - a.rate);
  const terms = distinct(rates.map(depositTerm));
  return {
    facets: [
      webAddress(deposit.url),
      rates.length ? joinWords(distinct(rates.map((rate) => PAYMENT[rate.interestPayment]))) : null,
      terms.length
        ? terms.length === 1
          ? `${terms[0]} term`
          : `terms ${terms[0]} to ${terms.at(-1)}`
        : null,
      deposit.minDeposit ? `from ${formatDollars(deposit.minDeposit)}` : null,
      deposit.noticeDays ? `${deposit.noticeDays} days’ notice` : null,
    ],
    details: distinct(rates.map((rate) => `${depositTerm(rate)} at ${formatRate(rate.rate)}`)),
  };
}

function savingsFacets(account: RawSavingsAccount): Omit<SameNameFacets, 'figures'> {
  const ages =
    account.minAge !== null || account.maxAge !== null
      ? account.maxAge === null
        ? `for ages ${account.minAge} and over`
        : `for ages ${account.minAge ?? 0} to ${account.maxAge}`
      : null;
  return {
    facets: [
      webAddress(account.url),
      ages,
      account.bonusRate > 0 ? `bonus ${formatRate(account.bonusRate)}` : 'no bonus',
      `base ${formatRate(account.baseRate)}`,
      account.introductoryMonths
        ? `introductory rate for ${formatTermMonths(account.introductoryMonths)}`
        : null,
      account.monthlyFee > 0 ? `${formatDollars(account.monthlyFee)} monthly fee` : 'no monthly fee',
      account.maxRateBalanceCap ? `top rate up to ${formatDollars(account.maxRateBalanceCap)}` : null,
    ],
    details: account.bonusConditions.map((condition) => condition.summary.toLowerCase()),
  };
}

function transactionFacets(account: RawTransactionAccount): Omit<SameNameFacets, 'figures'> {
  return {
    facets: [
      webAddress(account.url),
      account.minAge !== null ? `from age ${account.minAge}` : null,
      account.monthlyFee > 0 ? `${formatDollars(account.monthlyFee)} monthly fee` : 'no monthly fee',
      account.rate > 0 ? `${formatRate(account.rate)} interest` : 'no interest',
    ],
    details: [],
  };
}

/** The facets of a product of the given category (cards have `cards/distinguishing-names.ts`). */
export function sameNameFacets(code: CategoryCode, product: FacetProduct): SameNameFacets {
  return { ...categoryFacets(code, product), figures: figuresOf(product) };
}

function categoryFacets(code: CategoryCode, product: FacetProduct): Omit<SameNameFacets, 'figures'> {
  switch (code) {
    case 'hl':
      return homeLoanFacets(product as unknown as RawHomeLoan);
    case 'pl':
    case 'cl':
      return personalLoanFacets(product as unknown as RawPersonalLoan);
    case 'td':
      return termDepositFacets(product as unknown as RawTermDeposit);
    case 'sv':
      return savingsFacets(product as unknown as RawSavingsAccount);
    case 'tx':
      return transactionFacets(product as unknown as RawTransactionAccount);
    case 'cc':
      return { facets: [webAddress(product.url)], details: [] };
  }
}
