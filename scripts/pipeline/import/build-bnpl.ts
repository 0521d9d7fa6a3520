/**
 * BUY_NOW_PAY_LATER -> `bnpl.json`: each service a provider publishes under the Consumer Data Right,
 * read from the product's own fields (limits from its constraints or instalment plan, the account
 * fee from its periodic fees, every late or missed-payment fee, the number of instalments from its
 * `instalments`, how often from its instalment-plan feature), dated by the provider's `lastUpdated`
 * and our fetch day. The hand-collected services follow, less any that now publish: a curated entry
 * is replaced by the provider's own data as soon as it appears.
 */
import type { RawBnplFee, RawBnplProvider } from '../../../src/domain/data/raw-types';
import { durationInMonths, parseDuration } from '../../../src/domain/normalise/durations';
import { compareText, type BuildContext } from './build-context';
import type { CdrFee, CdrProduct } from './cdr-types';
import {
  canonicalEnum,
  constraintAmounts,
  featuresOfType,
  featureText,
  parseAmount,
  parseRate,
  webAddress,
} from './cdr-values';
import type { CuratedBnplEntry } from './curated';
import { sydneyDay } from './load-snapshot';
import { slugify } from './slugs';

/** What the instalment part of a BNPL record says (`BankingProductInstalments`, version 7). */
interface CdrInstalments {
  minimumSplit?: number;
  maximumSplit?: number;
  minimumPlanValue?: string;
  maximumPlanValue?: string;
  instalmentsLimit?: string;
}

export interface BnplProviderRef {
  /** Our provider id when the provider is in `providers.json`, else null. */
  id: string | null;
  name: string;
}

const INTERVAL_WORDS: [RegExp, RawBnplProvider['interval']][] = [
  [/\b(fortnightly|every (two|2) weeks|each fortnight|every fortnight)\b/i, 'fortnightly'],
  [/\b(weekly|every week|each week)\b/i, 'weekly'],
  [/\b(monthly|every month|each month)\b/i, 'monthly'],
];

/** How often instalments fall due, in the words of the product's instalment-plan feature; null when it does not say. */
export function instalmentInterval(product: CdrProduct): RawBnplProvider['interval'] {
  const text = featuresOfType(product.detail, 'INSTALMENT_PLAN').map(featureText).join(' ');
  return INTERVAL_WORDS.find(([words]) => words.test(text))?.[1] ?? null;
}

function feeAmount(fee: CdrFee): number | null {
  return parseAmount(fee.amount ?? null);
}

function isLateFee(fee: CdrFee): boolean {
  return canonicalEnum(fee.feeType) === 'LATE_PAYMENT';
}

/**
 * The account fee a month: periodic fees charged monthly, or another period's fee as a month's share;
 * a periodic fee that does not give its period is not counted.
 */
function monthlyAccountFee(fees: readonly CdrFee[]): number {
  let total = 0;
  for (const fee of fees) {
    if (canonicalEnum(fee.feeType) !== 'PERIODIC') continue;
    const amount = feeAmount(fee);
    const duration = fee.additionalValue ? parseDuration(fee.additionalValue) : null;
    const months = duration === null ? null : durationInMonths(duration);
    if (amount === null || months === null || months <= 0) continue;
    total += Math.round((amount / months) * 100) / 100;
  }
  return Math.round(total * 100) / 100;
}

/** Days late after which a late fee applies (its `additionalValue`), or null when not given. */
function daysLate(fee: CdrFee): number | null {
  const days = parseAmount(fee.additionalValue ?? null);
  return days !== null && Number.isInteger(days) && days >= 0 ? days : null;
}

/** Every late or missed-payment fee, in the order they fall due. */
export function lateFees(fees: readonly CdrFee[]): RawBnplFee[] {
  return fees
    .filter(isLateFee)
    .flatMap((fee): RawBnplFee[] => {
      const amount = feeAmount(fee);
      if (amount === null) return [];
      const cap = parseAmount((fee as CdrFee & { feeCap?: string }).feeCap ?? null);
      return [{ name: fee.name.trim(), amount, daysLate: daysLate(fee), cap }];
    })
    .sort((a, b) => (a.daysLate ?? 0) - (b.daysLate ?? 0));
}

function limits(product: CdrProduct): { minLimit: number; maxLimit: number } | null {
  const plan = (product.detail as { instalments?: CdrInstalments }).instalments;
  const min = constraintAmounts(product.detail, 'MIN_LIMIT')[0] ?? parseAmount(plan?.minimumPlanValue);
  const max =
    constraintAmounts(product.detail, 'MAX_LIMIT')[0] ??
    parseAmount(plan?.instalmentsLimit) ??
    parseAmount(plan?.maximumPlanValue);
  if (max === null || max <= 0) return null;
  return { minLimit: Math.min(min ?? 0, max), maxLimit: max };
}

function interestRate(product: CdrProduct): number {
  const rates = (product.detail.lendingRates ?? [])
    .filter((row) => ['PURCHASE', 'VARIABLE', 'FIXED'].includes(canonicalEnum(row.lendingRateType)))
    .map((row) => parseRate(row.rate)?.value)
    .filter((rate): rate is number => rate !== undefined);
  return rates.length > 0 ? Math.min(...rates) : 0;
}

/** One service published under the Consumer Data Right, or the reason it cannot be shown. */
export function bnplFromCdr(
  product: CdrProduct,
  provider: BnplProviderRef,
  urlSlug: string,
): RawBnplProvider | { dropped: string } {
  const { detail } = product;
  const range = limits(product);
  if (range === null) return { dropped: 'buy now pay later product without a spending limit' };
  const url =
    webAddress(detail.additionalInformation?.overviewUri) ?? webAddress(detail.applicationUri ?? null);
  if (url === null) return { dropped: 'buy now pay later product without a web address' };
  const plan = (detail as { instalments?: CdrInstalments }).instalments;
  if (plan?.maximumSplit === undefined)
    return { dropped: 'buy now pay later product without its instalments' };
  const late = lateFees(detail.fees ?? []);
  const caps = late.map((fee) => fee.cap).filter((cap): cap is number => cap !== null);
  return {
    id: urlSlug,
    name: detail.name.trim(),
    urlSlug,
    ...range,
    instalments: plan.maximumSplit,
    interval: instalmentInterval(product),
    accountFeeMonthly: monthlyAccountFee(detail.fees ?? []),
    latePaymentFee: late[0]?.amount ?? 0,
    maxLateFees: caps.length > 0 ? Math.max(...caps) : null,
    lateFees: late,
    interestRate: interestRate(product),
    creditCheck: null,
    licensed: null,
    url,
    origin: 'consumer-data-right',
    publisherId: provider.id,
    publisherName: provider.name,
    cdrProductId: detail.productId,
    lastUpdated: sydneyDay(detail.lastUpdated) ?? detail.lastUpdated.slice(0, 10),
    source: `${provider.name}'s own product data, published under the Consumer Data Right (product ${detail.productId}).`,
    checkedOn: product.fetchedOn,
  };
}

function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether a published service is the one a hand-collected entry describes. */
export function replacesCurated(published: RawBnplProvider, curated: CuratedBnplEntry): boolean {
  const entry = nameKey(curated.name);
  const product = nameKey(published.name);
  const provider = nameKey(published.publisherName);
  return (
    product === entry ||
    product.startsWith(`${entry} `) ||
    provider === entry ||
    `${provider} ${product}` === entry ||
    (curated.cdrBrandName !== undefined && nameKey(curated.cdrBrandName) === provider)
  );
}

export interface BnplOutput {
  services: RawBnplProvider[];
  /** Hand-collected entries left out because their service now publishes its own data. */
  replaced: { curated: string; by: string }[];
}

/** The published services by name, then the hand-collected ones that do not publish yet, in the curated file's order. */
export function buildBnpl(
  context: BuildContext,
  products: readonly CdrProduct[],
  providerOf: (brandId: string) => BnplProviderRef,
  curated: readonly CuratedBnplEntry[],
): BnplOutput {
  const taken = new Set(curated.map((entry) => entry.urlSlug));
  const published: RawBnplProvider[] = [];
  for (const product of [...products].sort(
    (a, b) => compareText(a.brandName, b.brandName) || compareText(a.detail.productId, b.detail.productId),
  )) {
    const base = slugify(product.detail.name) || slugify(product.brandName);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    const built = bnplFromCdr(product, providerOf(product.brandId), slug);
    if ('dropped' in built) {
      context.log.drop({
        category: product.category,
        brandName: product.brandName,
        productId: product.detail.productId,
        name: product.detail.name,
        reason: built.dropped,
      });
      continue;
    }
    taken.add(slug);
    published.push(built);
  }
  const replaced: BnplOutput['replaced'] = [];
  const handCollected = curated.filter((entry) => {
    const by = published.find((service) => replacesCurated(service, entry));
    if (by) replaced.push({ curated: entry.name, by: by.name });
    return by === undefined;
  });
  // A published service takes the hand-collected entry's address, so links to it keep working.
  for (const { curated: name, by } of replaced) {
    const entry = curated.find((item) => item.name === name);
    const service = published.find((item) => item.name === by);
    if (entry && service && !published.some((item) => item.urlSlug === entry.urlSlug)) {
      service.id = entry.id;
      service.urlSlug = entry.urlSlug;
    }
  }
  const services = [
    ...published.sort((a, b) => compareText(a.name.toLowerCase(), b.name.toLowerCase())),
    ...handCollected.map(markHandCollected),
  ];
  return { services, replaced };
}

/** A curated entry as it is published: marked as collected by hand, its date the day it was checked. */
export function markHandCollected(entry: CuratedBnplEntry): RawBnplProvider {
  const { cdrBrandName: _brand, ...rest } = entry;
  return {
    ...rest,
    lateFees: [],
    origin: 'hand-collected',
    publisherId: null,
    publisherName: rest.name,
    cdrProductId: null,
    lastUpdated: null,
  };
}
