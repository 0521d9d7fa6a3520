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
  bonusPoints: number;
  bonusSpendRequired: number | null;
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

/** The largest sign-up bonus on offer, with the spend it needs when stated. */
export function bonusFacts(detail: CdrProductDetail): BonusFacts {
  let best: BonusFacts = { bonusPoints: 0, bonusSpendRequired: null };
  for (const feature of detail.features ?? []) {
    if (canonicalEnum(feature.featureType) !== 'BONUS_REWARDS') continue;
    const points = parseAmount(feature.additionalValue);
    if (points === null || points < 1000 || !Number.isInteger(points) || isDollarFigure(feature, points))
      continue;
    if (points <= best.bonusPoints) continue;
    const spend = SPEND_REQUIRED.exec(feature.additionalInfo ?? '');
    const bonusSpendRequired = spend
      ? Number((spend[1] ?? '0').replace(/,/g, '')) * (spend[2] ? 1000 : 1)
      : null;
    best = { bonusPoints: points, bonusSpendRequired };
  }
  return best;
}

/** True when the card's own data shows it earns points, so it must be mapped to a program. */
export function showsRewards(earn: EarnFacts, bonus: BonusFacts): boolean {
  return earn.earnRate !== null || bonus.bonusPoints > 0;
}
