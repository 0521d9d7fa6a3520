/**
 * credit-cards.json: the spec's text fields (`$131.39999999999998`, `20.99% p.a.`, `No Interest`,
 * `150,000`, `$NaN`) become cents, fractions and counts. The text and the extra numeric facts
 * must agree; a card whose text cannot be read stops the build naming the card.
 */
import { DataError, type DataWarning, type RecordContext, readField, warn } from './data-error';
import {
  asRecord,
  centsFromDollarText,
  centsFromDollars,
  count,
  flag,
  isoDate,
  oneOf,
  optionalNumber,
  optionalFlag,
  optionalText,
  rate,
  readRecordMap,
  storedEligibility,
  text,
  textList,
} from './field-readers';
import { countTextToNumber } from './money';
import { parsePercentText } from './rates';
import type {
  NormalisedBalanceTransfer,
  NormalisedCardCashBack,
  NormalisedCreditCard,
  NormalisedCreditCards,
} from './types';

type Raw = Record<string, unknown>;

const DATASET = 'credit-cards';
const CARD_ID = /^(\d{5})-CC\d{5}$/;
/** The spec's card range is $0-$1,200 a year; a fee outside it is a broken record, not a price. */
const HIGHEST_ANNUAL_FEE_CENTS = 120_000;

function purchaseRate(
  context: RecordContext,
  record: Raw,
): { purchaseRate: number | null; noInterest: boolean } {
  const raw = text(context, record, 'purchaseRate');
  const parsed = readField(context, 'purchaseRate', () => parsePercentText(raw));
  if (parsed === null)
    throw new DataError(context.dataset, context.recordId, `purchaseRate "${raw}" holds no rate`);
  if (parsed.kind === 'no-interest') return { purchaseRate: null, noInterest: true };
  const fraction = rate(context, record, 'purchaseRateFraction');
  if (fraction !== null && Math.abs(fraction - parsed.fraction) > 0.00005) {
    warn(context, 'purchaseRate', `text ${raw} and fraction ${fraction} disagree; the text is used`);
  }
  return { purchaseRate: parsed.fraction, noInterest: false };
}

function annualFee(context: RecordContext, record: Raw): number {
  const cents = centsFromDollarText(context, record, 'annualFee');
  if (cents === null)
    throw new DataError(
      context.dataset,
      context.recordId,
      `annualFee "${String(record.annualFee)}" holds no amount`,
    );
  if (cents < 0 || cents > HIGHEST_ANNUAL_FEE_CENTS) {
    throw new DataError(
      context.dataset,
      context.recordId,
      `annualFee ${String(record.annualFee)} is outside $0-$1,200`,
    );
  }
  return cents;
}

function bonus(
  context: RecordContext,
  record: Raw,
  rewards: boolean,
): { bonusPoints: number; bonusPointsValueCents: number | null } {
  const pointsText = record.bonusPoints;
  if (typeof pointsText !== 'string')
    throw new DataError(context.dataset, context.recordId, 'bonusPoints: expected text');
  const bonusPoints = readField(context, 'bonusPoints', () => countTextToNumber(pointsText)) ?? 0;
  // `$NaN` / `NaN` is the known defect for cards whose program has no value: it means "unknown".
  const value = centsFromDollarText(context, record, 'bonusPointsValue');
  if (!rewards && bonusPoints > 0)
    warn(context, 'bonusPoints', 'card without rewards lists bonus points; ignored');
  return { bonusPoints: rewards ? bonusPoints : 0, bonusPointsValueCents: rewards ? value : null };
}

function balanceTransfer(context: RecordContext, value: unknown): NormalisedBalanceTransfer | null {
  if (value === null || value === undefined) return null;
  const record = asRecord(context, value);
  const transferRate = rate(context, record, 'rate');
  const periodMonths = optionalNumber(context, record, 'periodMonths');
  if (transferRate === null || periodMonths === null || periodMonths <= 0) {
    warn(context, 'balanceTransfer', 'offer without a usable rate or period was dropped');
    return null;
  }
  const fee = optionalNumber(context, record, 'feeFraction');
  return {
    rate: transferRate,
    periodMonths,
    feeFraction: fee !== null && fee >= 0 && fee < 1 ? fee : 0,
    feeStated: record.feeStated !== false && fee !== null,
    revertRate: rate(context, record, 'revertRate'),
  };
}

function positiveOrNull(context: RecordContext, record: Raw, field: string): number | null {
  const value = optionalNumber(context, record, field);
  if (value !== null && value < 0) {
    warn(context, field, `negative value ${value} dropped`);
    return null;
  }
  return value;
}

/** Bonus offers usually ask for the spend within the first 3 months when the bank does not say. */
export const DEFAULT_BONUS_SPEND_MONTHS = 3;

function cashBack(context: RecordContext, value: unknown): NormalisedCardCashBack | null {
  if (value === undefined || value === null) return null;
  const record = asRecord(context, value);
  const amount = positiveOrNull(context, record, 'amount');
  if (amount === null) return null;
  const spend = positiveOrNull(context, record, 'spendRequired');
  return {
    amountCents: Math.round(amount * 100),
    spendRequiredCents: spend === null ? null : Math.round(spend * 100),
    spendMonths: positiveOrNull(context, record, 'spendMonths') ?? DEFAULT_BONUS_SPEND_MONTHS,
    perMonth: flag(context, record, 'perMonth'),
  };
}

export function normaliseCreditCard(context: RecordContext, record: Raw): NormalisedCreditCard {
  const id = text(context, record, 'id');
  const match = CARD_ID.exec(id);
  const providerId = text(context, record, 'providerId');
  if (!match || match[1] !== providerId) {
    throw new DataError(context.dataset, context.recordId, `id "${id}" does not fit provider ${providerId}`);
  }
  const rewardsText = oneOf(context, record, 'rewards', ['Yes', 'No'] as const);
  const rewardProgramId = count(context, record, 'rewardProgramId');
  const rewards = rewardsText === 'Yes';
  if (rewards !== (rewardProgramId !== 0)) {
    throw new DataError(
      context.dataset,
      context.recordId,
      `rewards "${rewardsText}" contradicts program ${rewardProgramId}`,
    );
  }
  const bonusSpend = positiveOrNull(context, record, 'bonusSpendRequired');
  return {
    id,
    providerId,
    name: text(context, record, 'nameLong').trim(),
    urlSlug: text(context, record, 'urlSlug'),
    cdrProductId: text(context, record, 'cdrProductId'),
    annualFeeCents: annualFee(context, record),
    ...purchaseRate(context, record),
    rewards,
    rewardProgramId,
    rewardProgramPointsName: rewards ? optionalText(context, record, 'rewardProgramPointsName') : null,
    ...bonus(context, record, rewards),
    earnRate: rewards ? positiveOrNull(context, record, 'earnRate') : null,
    earnCapPoints: rewards ? positiveOrNull(context, record, 'earnCapPoints') : null,
    bonusSpendRequiredCents: bonusSpend === null ? null : Math.round(bonusSpend * 100),
    bonusSpendMonths: positiveOrNull(context, record, 'bonusSpendMonths') ?? DEFAULT_BONUS_SPEND_MONTHS,
    laterBonusPoints: rewards ? (positiveOrNull(context, record, 'laterBonusPoints') ?? 0) : 0,
    cashBack: cashBack(context, record.cashBack),
    interestFreeDays: positiveOrNull(context, record, 'interestFreeDays'),
    cashAdvanceRate: rate(context, record, 'cashAdvanceRate'),
    balanceTransfer: balanceTransfer(context, record.balanceTransfer),
    minCreditLimit: positiveOrNull(context, record, 'minCreditLimit'),
    maxCreditLimit: positiveOrNull(context, record, 'maxCreditLimit'),
    firstYearAnnualFeeCents: centsFromDollars(context, record, 'firstYearAnnualFee'),
    monthlyFeeCents: centsFromDollars(context, record, 'monthlyFee'),
    limitTier: positiveOrNull(context, record, 'limitTier'),
    rewardsProgramFeeCents: centsFromDollars(context, record, 'rewardsProgramFee'),
    foreignTransactionFee: rate(context, record, 'foreignTransactionFee'),
    latePaymentFeeCents: centsFromDollars(context, record, 'latePaymentFee'),
    network: optionalText(context, record, 'network'),
    features: textList(context, record, 'features'),
    eligibility: storedEligibility(context, record),
    url: optionalText(context, record, 'url'),
    applicationUrl: optionalText(context, record, 'applicationUrl'),
    lastUpdated: isoDate(context, record, 'lastUpdated'),
    ...(record.fetchedOn === undefined ? {} : { fetchedOn: isoDate(context, record, 'fetchedOn') }),
    forBusiness: optionalFlag(context, record, 'forBusiness'),
  };
}

export function normaliseCreditCards(raw: unknown, warnings: DataWarning[]): NormalisedCreditCards {
  const fileContext: RecordContext = { dataset: DATASET, recordId: '(file)', warnings };
  const top = asRecord(fileContext, raw);
  const on = isoDate(fileContext, top, 'on');
  const cards = readRecordMap(DATASET, top.cards, warnings, normaliseCreditCard);
  const known = new Map(cards.map((card) => [card.id, card]));
  const byProvider = asRecord(fileContext, top.providers);
  const cardIdsByProvider: Record<string, string[]> = {};
  for (const [providerId, ids] of Object.entries(byProvider)) {
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
      throw new DataError(DATASET, providerId, 'provider card list is not a list of ids');
    }
    for (const id of ids) {
      if (known.get(id)?.providerId !== providerId) {
        throw new DataError(DATASET, id, `listed under provider ${providerId} but not one of its cards`);
      }
    }
    cardIdsByProvider[providerId] = ids as string[];
  }
  const listed = new Set(Object.values(cardIdsByProvider).flat());
  const unlisted = cards.find((card) => !listed.has(card.id));
  if (unlisted) throw new DataError(DATASET, unlisted.id, 'is not listed under its provider');
  return { on, cards, cardIdsByProvider };
}
