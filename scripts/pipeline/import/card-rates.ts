/**
 * Credit-card interest rates. The standard rate types are PURCHASE and CASH_ADVANCE, but banks also
 * publish VARIABLE/FIXED/FLOATING rows described only in words, and put balance-transfer offers in
 * INTRODUCTORY, FIXED or DISCOUNT rows with the period in additionalValue or only in the text.
 */
import type { CdrLendingRate, CdrProductDetail } from './cdr-types';
import { canonicalEnum, featureText, featuresOfType, hasFeature, parseRate } from './cdr-values';
import { monthCount } from './text-facts';
import { durationTextToMonths } from '../../../src/domain/normalise/durations';

export type PurchaseRate = { kind: 'rate'; value: number } | { kind: 'no-interest' };

export interface BalanceTransferOffer {
  rate: number;
  periodMonths: number;
  revertRate: number | null;
  /** Where the offer's wording lives, for the fee look-up. */
  text: string;
  /** The revert rate was not stated and the cash-advance rate was assumed. */
  revertAssumed: boolean;
}

function rowText(row: CdrLendingRate): string {
  return `${row.additionalValue ?? ''} ${row.additionalInfo ?? ''}`;
}

function ratesOf(rows: CdrLendingRate[]): number[] {
  return rows.map((row) => parseRate(row.rate)?.value).filter((rate): rate is number => rate !== undefined);
}

function rowsOfType(detail: CdrProductDetail, ...types: string[]): CdrLendingRate[] {
  const wanted = new Set(types);
  return (detail.lendingRates ?? []).filter((row) => wanted.has(canonicalEnum(row.lendingRateType)));
}

/** Rows such as `VARIABLE 0.147` or `FIXED 0.1999 "purchase rate"` that stand for the purchase rate. */
function genericPurchaseRows(detail: CdrProductDetail): CdrLendingRate[] {
  return rowsOfType(detail, 'VARIABLE', 'FLOATING', 'FIXED').filter((row) => {
    const text = rowText(row);
    if (/purchase|ongoing/i.test(text)) return !/cash advance|balance transfer/i.test(text);
    if (/cash advance|balance transfer|introductory|intro\b/i.test(text)) return false;
    return durationTextToMonths(row.additionalValue) === null;
  });
}

/**
 * The ongoing purchase rate. Where a bank lists several PURCHASE rows the highest is the standard
 * rate and the others are discounts, so the highest is the honest figure to compare. A 0% rate is
 * a no-interest card (priced by a fee instead).
 */
export function purchaseRate(detail: CdrProductDetail, pricedByMonthlyFee: boolean): PurchaseRate | null {
  const rates = ratesOf(rowsOfType(detail, 'PURCHASE'));
  const candidates = rates.length > 0 ? rates : ratesOf(genericPurchaseRows(detail));
  if (candidates.length === 0) return pricedByMonthlyFee ? { kind: 'no-interest' } : null;
  const highest = Math.max(...candidates);
  return highest === 0 ? { kind: 'no-interest' } : { kind: 'rate', value: highest };
}

/** Banks that do not offer cash advances sometimes publish a token 0.001% rate; that is no rate at all. */
const TOKEN_RATE = 0.001;

export function cashAdvanceRate(detail: CdrProductDetail): number | null {
  const direct = ratesOf(rowsOfType(detail, 'CASH_ADVANCE'));
  // Only ongoing rows count: an introductory offer that also covers cash advances is not the rate.
  const described = rowsOfType(detail, 'VARIABLE', 'FLOATING', 'FIXED').filter(
    (row) => /cash advance/i.test(rowText(row)) && durationTextToMonths(row.additionalValue) === null,
  );
  const rates = (direct.length > 0 ? direct : ratesOf(described)).filter((rate) => rate >= TOKEN_RATE);
  return rates.length > 0 ? Math.max(...rates) : null;
}

function revertRateFrom(text: string, purchase: number | null): number | null {
  const stated = /revert\w*(?:(?!\.\s)[^%]){0,60}?(\d+(?:\.\d+)?)\s*%/i.exec(text);
  if (stated?.[1]) return Math.round((Number(stated[1]) / 100) * 1e6) / 1e6;
  if (/revert\w*\s+to\s+(?:the\s+)?(?:standard|ongoing)\s+purchase/i.test(text)) return purchase;
  return null;
}

/**
 * The balance-transfer offer, if any: a BALANCE_TRANSFER row (from version 6), or a row whose words
 * say it is about transfers. INTRODUCTORY rows with no words count as a transfer offer only when
 * the card advertises balance transfers; rows about purchases alone do not count.
 */
export function balanceTransferOffer(
  detail: CdrProductDetail,
  purchase: number | null,
  cashAdvance: number | null,
): BalanceTransferOffer | null {
  const advertisesTransfers = hasFeature(detail, 'BALANCE_TRANSFERS', 'BALANCE_TRANSFER');
  const featureWords = featuresOfType(detail, 'BALANCE_TRANSFERS', 'BALANCE_TRANSFER')
    .map(featureText)
    .join(' ');
  const offers: (BalanceTransferOffer & { existingOnly: boolean })[] = [];
  for (const row of detail.lendingRates ?? []) {
    const type = canonicalEnum(row.lendingRateType);
    if (type === 'PURCHASE' || type === 'CASH_ADVANCE') continue;
    const text = rowText(row).trim();
    // Version 6 on names the offer's rate type; before it, only the words say so.
    const aboutTransfers =
      type === 'BALANCE_TRANSFER' || /balance transfer|balance you transfer|\bBT\b/i.test(text);
    const wordless = text === '' || /^P\d/i.test(text);
    if (!aboutTransfers && !(type === 'INTRODUCTORY' && wordless && advertisesTransfers)) continue;
    const published = parseRate(row.rate)?.value;
    if (published === undefined) continue;
    const rate = published < TOKEN_RATE ? 0 : published;
    if (purchase !== null && rate >= purchase) continue;
    const periodMonths = monthCount(row.additionalInfo ?? '') ?? durationTextToMonths(row.additionalValue);
    if (periodMonths === null || periodMonths <= 0) continue;
    const offerText = `${text} ${featureWords}`;
    const stated = revertRateFrom(offerText, purchase);
    offers.push({
      rate,
      periodMonths,
      revertRate: stated ?? cashAdvance,
      revertAssumed: stated === null,
      text: offerText,
      existingOnly: /existing customers only/i.test(text),
    });
  }
  offers.sort(
    (a, b) =>
      Number(a.existingOnly) - Number(b.existingOnly) || a.rate - b.rate || b.periodMonths - a.periodMonths,
  );
  const best = offers[0];
  if (best === undefined) return null;
  const { existingOnly: _existingOnly, ...offer } = best;
  return offer;
}
