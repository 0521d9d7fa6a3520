/**
 * Reward facts for a card: which curated program it earns, the headline earn rate and cap, and the
 * sign-up bonus. Numbers come from LOYALTY_PROGRAM and BONUS_REWARDS features; their wording is
 * only searched, never kept.
 */
import type { CdrFeature, CdrProductDetail } from './cdr-types';
import { canonicalEnum, featuresOfType, parseAmount } from './cdr-values';

export interface CardRewardRule {
  brand: string;
  nameContains: string;
  programId: number;
}

export interface EarnFacts {
  earnRate: number | null;
  earnCapPoints: number | null;
}

export interface BonusFacts {
  /** Points paid in the first year, for the spend below. */
  bonusPoints: number;
  bonusSpendRequired: number | null;
  /** Months from approval the spend must be made in; null when the bank does not say. */
  bonusSpendMonths: number | null;
  /** Points the offer pays after the first year (keeping the card over 12 months, a purchase in year 2). */
  laterBonusPoints: number;
  /** The offer's own cash back, paid with the points ("and $200 back to your new card"). */
  bonusCashBack: number;
}

/** A sign-up cash back: one amount for a spend within a window, or an amount each month the spend is met. */
export interface CashBackFacts {
  amount: number;
  spendRequired: number | null;
  spendMonths: number | null;
  perMonth: boolean;
}

/** First matching rule wins, so specific rules (`Altitude Qantas`) come before general ones (`Altitude`). */
export function matchRewardRule(
  rules: readonly CardRewardRule[],
  brandName: string,
  productName: string,
): CardRewardRule | null {
  const name = productName.toLowerCase();
  return (
    rules.find((rule) => rule.brand === brandName && name.includes(rule.nameContains.toLowerCase())) ?? null
  );
}

/** ShopBack lounges, cashback hubs and the like are not the card's own points program. */
const NOT_POINTS_PROGRAM = /shopback|extras|cashrewards|point of sale|points plus pay|^varies$/i;

function loyaltyTexts(detail: CdrProductDetail): string[] {
  return featuresOfType(detail, 'LOYALTY_PROGRAM', 'BONUS_REWARDS')
    .filter((feature) => !NOT_POINTS_PROGRAM.test((feature.additionalValue ?? '').trim()))
    .flatMap((feature) => [feature.additionalValue ?? '', feature.additionalInfo ?? ''])
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '');
}

/** `1 Awards point or 0.4 Qantas Points for every $1`: the first figure is the card's own program. */
const EARN_PER_DOLLAR =
  /(\d+(?:\.\d+)?)\s+(?:[A-Za-z&.®]+\s+){0,5}?(?:points?|pts|miles|credits?)(?:\s+or\s+\d+(?:\.\d+)?\s+(?:[A-Za-z&.®]+\s+){0,3}?(?:points?|miles))?\s+(?:per|for\s+(?:every|each))\s+(?:\$\s?1(?![\d,])|dollar|aud\s?1\b)/gi;
const EARN_SPENT_EQUALS = /\$1 spent\s*=\s*(\d+(?:\.\d+)?)\s*points?/i;
/** Bonus-category rates ("6 points per dollar on Qantas flights") are not the headline rate. */
const SPECIAL_CATEGORY =
  /^[^.]{0,80}\b(international|overseas|webjet|jetstar|uber|spotify|airbnb|david jones|myer|flights?|bonus partners?|qantas (?:products|services)|supermarkets?|petrol|during the first)\b/i;

function sentenceAround(text: string, index: number): { before: string; after: string } {
  const start = Math.max(text.lastIndexOf('. ', index) + 1, 0);
  const endAt = text.indexOf('. ', index);
  return { before: text.slice(start, index), after: text.slice(index, endAt === -1 ? text.length : endAt) };
}

/** Spend caps on the headline rate; each pattern captures the amount, an optional `k`, and the period. */
const SPEND_CAPS = [
  /(?:once you have spent|after spending) \$\s?(\d[\d,]*)(k)?\s*(in (?:any given|a|each) statement period|per statement period|per month)/i,
  /up to (?:and including |a maximum of )?\$\s?(\d[\d,]*)(k)?\s*(?:spent\s*)?(?:on eligible purchases\s*)?(annually|per year|a year|each year|per statement period|in (?:a|each) statement period|per month|each month)/i,
  /(?:on )?the first \$\s?(\d[\d,]*)(k)? spent (per month|per statement period|each month|per year|annually)/i,
];
const POINTS_CAP = /up to ([\d, ]*\d) points (per month|each month|per statement period|annually|per year)/i;
const TOTAL_POINTS_CAP = /points earned each year is ([\d,]+)/i;

function perYear(period: string): number {
  return /month|statement/i.test(period) ? 12 : 1;
}

function capFrom(text: string, earnRate: number): number | null {
  for (const pattern of SPEND_CAPS) {
    const spend = pattern.exec(text);
    if (!spend) continue;
    const amount = Number((spend[1] ?? '0').replace(/,/g, '')) * (spend[2] ? 1000 : 1);
    return Math.round(amount * earnRate * perYear(spend[3] ?? ''));
  }
  const points = POINTS_CAP.exec(text);
  if (points) return Number((points[1] ?? '0').replace(/[,\s]/g, '')) * perYear(points[2] ?? '');
  const total = TOTAL_POINTS_CAP.exec(text);
  return total ? Number((total[1] ?? '0').replace(/,/g, '')) : null;
}

/**
 * The first everyday earn rate the bank states. "Up to N points" and bonus categories are skipped
 * because they overstate what ordinary spending earns; when nothing else is stated the rate is
 * unknown (null) rather than the optimistic figure.
 */
export function earnFacts(detail: CdrProductDetail): EarnFacts {
  for (const text of loyaltyTexts(detail)) {
    for (const match of text.matchAll(EARN_PER_DOLLAR)) {
      const index = match.index ?? 0;
      const { before, after } = sentenceAround(text, index);
      if (/\bup to\b[^$]*$/i.test(before) || /once you have spent|after spending|thereafter/i.test(before))
        continue;
      if (SPECIAL_CATEGORY.test(after.slice(match[0].length))) continue;
      const earnRate = Number(match[1]);
      if (earnRate <= 0 || earnRate > 10) continue;
      return { earnRate, earnCapPoints: capFrom(text, earnRate) };
    }
    const spentEquals = EARN_SPENT_EQUALS.exec(text);
    if (spentEquals) return { earnRate: Number(spentEquals[1]), earnCapPoints: null };
  }
  return { earnRate: null, earnCapPoints: null };
}

/** `$8 for every $1,000 spent` as a fraction of spend (0.008), for cash-back programs. */
export function cashbackShare(detail: CdrProductDetail): number | null {
  for (const text of loyaltyTexts(detail)) {
    const match = /\$(\d+(?:\.\d+)?) for every \$(\d[\d,]*) spent/i.exec(text);
    if (match) return Number(match[1]) / Number((match[2] ?? '1').replace(/,/g, ''));
  }
  return null;
}

function formattedVariants(points: number): string[] {
  const plain = String(points);
  const grouped = plain.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return [plain, grouped, grouped.replace(/,/g, ' ')];
}

/** A BONUS_REWARDS number that the text shows as a dollar amount (`$10,000`) is a spend cap, not points. */
function isDollarFigure(feature: CdrFeature, points: number): boolean {
  const text = feature.additionalInfo ?? '';
  return formattedVariants(points).some((variant) => text.includes(`$${variant}`));
}

const SPEND_REQUIRED = /spend(?:ing)?\s+(?:of\s+)?(?:at least\s+)?\$\s?(\d[\d,]*)(k)?\+?/i;
// Some banks' texts carry a stray character where a space belongs ("first\uFFFD4 months").
const WITHIN = /(?:within|in)\s+(?:the\s+|your\s+)?(?:first[^\w$]{1,3})?(\d{1,3})\s+(days?|months?)/i;
const YEAR_ONE =
  /(\d[\d,]*)\s+(?:bonus\s+)?(?:[A-Za-z®]+\s+){0,3}?points?\s+in\s+year\s+1\b|initial\s+(\d[\d,]*)\s+bonus/i;
const LATER =
  /(?:extra|additional)\s+(\d[\d,]*)\s+(?:bonus\s+)?(?:[A-Za-z®]+\s+){0,3}?points?|(\d[\d,]*)\s+bonus\s+(?:[A-Za-z®]+\s+){0,3}?points?\s+when\s+you\s+keep\s+your\s+card|plus\s+(\d[\d,]*)\s+(?:bonus\s+)?(?:[A-Za-z®]+\s+){0,3}?(?:points?\s+)?after\s+(?:12|twelve)\s+months/i;
const KEEP_ONLY =
  /^\s*(?:earn\s+)?\d[\d,]*\s+bonus\s+(?:[A-Za-z®]+\s+){0,3}?points?\s+when\s+you\s+keep\s+your\s+card/i;
const CASH_WITH_POINTS = /\$\s?(\d[\d,]*)\s+back\b/i;

const wholeNumber = (text: string | undefined): number => Number((text ?? '0').replace(/,/g, ''));

/** "90 days" is 3 months, "120 days" 4: the window in whole statement months. */
function windowMonths(text: string): number | null {
  const match = WITHIN.exec(text);
  if (!match) return null;
  const count = Number(match[1]);
  return /day/i.test(match[2] ?? '') ? Math.max(1, Math.round(count / 30)) : count;
}

/** "$1500 is spent" says the same as "spend $1,500". */
const AMOUNT_SPENT = /\$\s?(\d[\d,]*)(k)?\+?\s+(?:or more\s+)?is\s+spent/i;

function spendRequired(text: string): number | null {
  const spend = SPEND_REQUIRED.exec(text) ?? AMOUNT_SPENT.exec(text);
  return spend ? wholeNumber(spend[1]) * (spend[2] ? 1000 : 1) : null;
}

interface BonusOffer extends BonusFacts {
  keepOnly: boolean;
}

/**
 * One BONUS_REWARDS offer read by the year it pays: "100,000 points in year 1 ... and an extra
 * 50,000 points after your first eligible purchase in year 2" is 100,000 now and 50,000 later,
 * whether the published number is the total (150,000) or the first year's (as in "90,000 bonus
 * points ... plus an additional 40,000 when you keep your card for over 12 months").
 */
function bonusOffer(feature: CdrFeature, points: number): BonusOffer {
  const text = (feature.additionalInfo ?? '').replace(/\s+/g, ' ');
  const keepOnly = KEEP_ONLY.test(text);
  const laterMatch = LATER.exec(text);
  const later = keepOnly
    ? points
    : laterMatch
      ? wholeNumber(laterMatch[1] ?? laterMatch[2] ?? laterMatch[3])
      : 0;
  const stated = YEAR_ONE.exec(text);
  const first = /(\d[\d,]{3,})/.exec(text);
  const yearOne = keepOnly
    ? 0
    : stated
      ? wholeNumber(stated[1] ?? stated[2])
      : first !== null && wholeNumber(first[1]) === points
        ? points
        : Math.max(0, points - later);
  const cash = CASH_WITH_POINTS.exec(text);
  return {
    bonusPoints: yearOne,
    bonusSpendRequired: spendRequired(text),
    bonusSpendMonths: windowMonths(text),
    laterBonusPoints: later,
    bonusCashBack: cash ? wholeNumber(cash[1]) : 0,
    keepOnly,
  };
}

const NO_BONUS: BonusFacts = {
  bonusPoints: 0,
  bonusSpendRequired: null,
  bonusSpendMonths: null,
  laterBonusPoints: 0,
  bonusCashBack: 0,
};

/**
 * The sign-up bonus on offer with the most first-year points, read by the year each part is paid;
 * a separate "keep your card for over 12 months" offer adds to its later points.
 */
export function bonusFacts(detail: CdrProductDetail): BonusFacts {
  let best: BonusFacts = NO_BONUS;
  let keepPoints = 0;
  for (const feature of detail.features ?? []) {
    if (canonicalEnum(feature.featureType) !== 'BONUS_REWARDS') continue;
    const points = parseAmount(feature.additionalValue);
    if (points === null || points < 1000 || !Number.isInteger(points) || isDollarFigure(feature, points))
      continue;
    const { keepOnly, ...offer } = bonusOffer(feature, points);
    if (keepOnly) keepPoints = Math.max(keepPoints, offer.laterBonusPoints);
    else if (offer.bonusPoints > best.bonusPoints) best = offer;
  }
  if (best.bonusPoints === 0) return NO_BONUS;
  return {
    ...best,
    // A separate "keep your card" offer counts only when the chosen offer names no later points itself.
    laterBonusPoints: best.laterBonusPoints || keepPoints,
  };
}

const PER_MONTH_CASH =
  /\$\s?(\d[\d,]*)\s+cash\s?back\s+(?:will be awarded\s+)?for\s+(?:each|every)\s+month\s+(?:you spend\s+)?\$\s?(\d[\d,]*)(k)?[^.]*?(?:first|for(?: the first)?)[^\w$]{1,3}(\d{1,2})\s+months/i;
const PERCENT_CASH = /\d+(?:\.\d+)?%\s+cash\s?back/i;
const MIN_CASH_BACK = 20;

/**
 * The card's own sign-up cash back from CASHBACK_OFFER features: a one-off amount for a spend in a
 * window, or an amount each month a spend is met. Left out: cash back that is part of a points
 * offer (`bonusCashBack` of that offer), a share of spending in some categories (it needs a
 * category split we do not ask for) and links to outside cashback programs.
 */
export function cashBackFacts(detail: CdrProductDetail): CashBackFacts | null {
  let best: CashBackFacts | null = null;
  for (const feature of featuresOfType(detail, 'CASHBACK_OFFER')) {
    const amount = parseAmount(feature.additionalValue);
    const text = (feature.additionalInfo ?? '').replace(/\s+/g, ' ');
    if (amount === null || amount < MIN_CASH_BACK || PERCENT_CASH.test(text) || /points/i.test(text))
      continue;
    const monthly = PER_MONTH_CASH.exec(text);
    const offer: CashBackFacts = monthly
      ? {
          amount: wholeNumber(monthly[1]),
          spendRequired: wholeNumber(monthly[2]) * (monthly[3] ? 1000 : 1),
          spendMonths: Number(monthly[4]),
          perMonth: true,
        }
      : { amount, spendRequired: spendRequired(text), spendMonths: windowMonths(text), perMonth: false };
    const total = (each: CashBackFacts): number =>
      each.amount * (each.perMonth ? (each.spendMonths ?? 1) : 1);
    if (best === null || total(offer) > total(best)) best = offer;
  }
  return best;
}

/** True when the card's own data shows it earns points, so it must be mapped to a program. */
export function showsRewards(earn: EarnFacts, bonus: BonusFacts): boolean {
  return earn.earnRate !== null || bonus.bonusPoints > 0;
}
