/**
 * The hand-kept files in `data/curated/`, read and checked before use. A mistake in a curated file
 * stops the import with the file and entry named.
 */
import type { RawBnplProvider, RawRewardProgram, RewardsCategory } from '../../../src/domain/data/raw-types';
import { REWARD_PARTNERS, REWARDS_CATEGORIES } from '../../../src/domain/data/raw-types';
import { readMemberRestrictions } from '../../../src/domain/eligibility/member-restrictions';
import type { MemberRestrictions } from '../../../src/domain/eligibility/types';
import type { CardRewardRule } from './card-rewards';
import { ImportError } from './import-error';

export interface ProviderFacts {
  displayNames: Record<string, string>;
  big4: string[];
  participant: string;
  popular: string[];
  majorLenders: string[];
  notDepositTakers: string[];
  customerOwned: string[];
}

export interface ProviderText {
  overview?: string;
  advantages?: string;
  security?: string;
  service?: string;
}

export interface CuratedData {
  rewardPrograms: RawRewardProgram[];
  cardRewardRules: CardRewardRule[];
  providerFacts: ProviderFacts;
  providerTexts: Record<string, ProviderText>;
  synonyms: Record<string, string>;
  providersWithoutCdrData: string[];
  bnpl: CuratedBnplEntry[];
  memberRestrictions: MemberRestrictions;
}

/** The raw parsed contents of each curated file, before checking. */
export type CuratedFiles = Record<
  | 'reward-programs'
  | 'card-reward-rules'
  | 'provider-facts'
  | 'provider-texts'
  | 'synonyms'
  | 'bnpl'
  | 'member-restricted-lenders',
  unknown
>;

function fail(file: string, problem: string): never {
  throw new ImportError(`data/curated/${file}.json`, problem);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringList(file: string, value: unknown, field: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    fail(file, `${field} must be a list of names`);
  return value as string[];
}

function nullableNumber(value: unknown): boolean {
  return value === null || (typeof value === 'number' && Number.isFinite(value));
}

function checkRewardPrograms(raw: unknown): RawRewardProgram[] {
  const file = 'reward-programs';
  if (!Array.isArray(raw)) fail(file, 'must be a list of programs');
  const seen = new Set<number>();
  return raw.map((item: unknown, index) => {
    if (!isRecord(item)) fail(file, `entry ${index} is not an object`);
    const id = item.id;
    const where = `program ${String(id)}`;
    if (
      typeof id !== 'number' ||
      !Number.isInteger(id) ||
      id < 0 ||
      id > 3000 ||
      (id !== 0 && id % 50 !== 0)
    ) {
      fail(file, `${where}: id must be 0 or a multiple of 50 up to 3000`);
    }
    if (seen.has(id)) fail(file, `${where}: duplicate id`);
    seen.add(id);
    if (item.MODEL_CATEGORY !== 'reward') fail(file, `${where}: MODEL_CATEGORY must be "reward"`);
    for (const key of ['name', 'nameFormatted', 'heading', 'pointsName'] as const) {
      if (typeof item[key] !== 'string' || item[key] === '') fail(file, `${where}: ${key} must be text`);
    }
    if (!REWARDS_CATEGORIES.includes(item.rewardsCategory as RewardsCategory))
      fail(file, `${where}: unknown rewardsCategory`);
    const value = item.value;
    if (!nullableNumber(value) || (typeof value === 'number' && (value <= 0 || value > 0.02))) {
      fail(file, `${where}: value must be null or dollars per point between 0 and 0.02`);
    }
    if (![0, 1, 2].includes(item.popular as number)) fail(file, `${where}: popular must be 0, 1 or 2`);
    if (!nullableNumber(item.points100Cashback) || !nullableNumber(item.points100Giftcard)) {
      fail(file, `${where}: points100Cashback and points100Giftcard must be numbers or null`);
    }
    const indirect = item.indirectPoints;
    if (!isRecord(indirect) || Object.keys(indirect).sort().join() !== [...REWARD_PARTNERS].sort().join()) {
      fail(file, `${where}: indirectPoints must name exactly the twelve partners`);
    }
    if (!REWARD_PARTNERS.every((partner) => nullableNumber(indirect[partner])))
      fail(file, `${where}: indirect ratios must be numbers or null`);
    if (!isRecord(item.products) || Object.keys(item.products).length > 0)
      fail(file, `${where}: products must be {}`);
    return item as unknown as RawRewardProgram;
  });
}

function checkRules(raw: unknown, programs: RawRewardProgram[]): CardRewardRule[] {
  const file = 'card-reward-rules';
  if (!isRecord(raw) || !Array.isArray(raw.rules)) fail(file, 'must hold a "rules" list');
  const ids = new Set(programs.map((program) => program.id));
  return raw.rules.map((rule: unknown, index) => {
    if (
      !isRecord(rule) ||
      typeof rule.brand !== 'string' ||
      typeof rule.nameContains !== 'string' ||
      typeof rule.programId !== 'number'
    ) {
      fail(file, `rule ${index} needs brand, nameContains and programId`);
    }
    if (!ids.has(rule.programId) || rule.programId === 0)
      fail(file, `rule ${index}: program ${rule.programId} is not a rewards program`);
    return { brand: rule.brand, nameContains: rule.nameContains, programId: rule.programId };
  });
}

function checkProviderFacts(raw: unknown): ProviderFacts {
  const file = 'provider-facts';
  if (!isRecord(raw)) fail(file, 'must be an object');
  const names = raw.displayNames;
  if (
    !isRecord(names) ||
    !Object.values(names).every((name) => typeof name === 'string' && name.trim() !== '')
  ) {
    fail(file, 'displayNames must map brand names to display names');
  }
  if (typeof raw.participant !== 'string') fail(file, 'participant must be one brand name');
  return {
    displayNames: names as Record<string, string>,
    big4: stringList(file, raw.big4, 'big4'),
    participant: raw.participant,
    popular: stringList(file, raw.popular, 'popular'),
    majorLenders: stringList(file, raw.majorLenders, 'majorLenders'),
    notDepositTakers: stringList(file, raw.notDepositTakers, 'notDepositTakers'),
    customerOwned: stringList(file, raw.customerOwned, 'customerOwned'),
  };
}

function checkProviderTexts(raw: unknown): Record<string, ProviderText> {
  const file = 'provider-texts';
  if (!isRecord(raw)) fail(file, 'must map brand names to texts');
  for (const [brand, texts] of Object.entries(raw)) {
    if (!isRecord(texts)) fail(file, `${brand}: must be an object`);
    for (const [field, text] of Object.entries(texts)) {
      if (!['overview', 'advantages', 'security', 'service'].includes(field))
        fail(file, `${brand}: unknown field ${field}`);
      if (typeof text !== 'string' || text.trim().length < 20)
        fail(file, `${brand}.${field}: must be a sentence`);
    }
  }
  return raw as Record<string, ProviderText>;
}

function checkSynonyms(raw: unknown): {
  synonyms: Record<string, string>;
  providersWithoutCdrData: string[];
} {
  const file = 'synonyms';
  if (!isRecord(raw) || !isRecord(raw.synonyms)) fail(file, 'must hold a "synonyms" map');
  for (const [alternative, canonical] of Object.entries(raw.synonyms)) {
    if (
      typeof canonical !== 'string' ||
      alternative !== alternative.toLowerCase() ||
      canonical !== canonical.toLowerCase()
    ) {
      fail(file, `"${alternative}" must map lower case to lower case`);
    }
    if (alternative === canonical) fail(file, `"${alternative}" maps to itself`);
  }
  return {
    synonyms: raw.synonyms as Record<string, string>,
    providersWithoutCdrData: stringList(file, raw.providersWithoutCdrData, 'providersWithoutCdrData'),
  };
}

/**
 * A hand-collected buy now pay later service (`data/curated/bnpl.json`): what the import publishes
 * less what only CDR data has; `cdrBrandName` names the CDR brand that would publish it, when that
 * is not the service's own name.
 */
export type CuratedBnplEntry = Omit<
  RawBnplProvider,
  'lateFees' | 'origin' | 'publisherId' | 'publisherName' | 'cdrProductId' | 'lastUpdated' | 'interval'
> & {
  interval: NonNullable<RawBnplProvider['interval']>;
  cdrBrandName?: string;
};

function checkBnpl(raw: unknown): CuratedBnplEntry[] {
  const file = 'bnpl';
  if (!Array.isArray(raw)) fail(file, 'must be a list of providers');
  return raw.map((item: unknown, index) => {
    if (!isRecord(item) || typeof item.id !== 'string') fail(file, `entry ${index} needs an id`);
    const where = item.id;
    for (const key of ['name', 'urlSlug', 'url', 'source', 'checkedOn'] as const) {
      if (typeof item[key] !== 'string' || item[key] === '') fail(file, `${where}: ${key} must be text`);
    }
    for (const key of [
      'minLimit',
      'maxLimit',
      'instalments',
      'accountFeeMonthly',
      'latePaymentFee',
      'interestRate',
    ] as const) {
      if (typeof item[key] !== 'number' || !Number.isFinite(item[key]) || item[key] < 0)
        fail(file, `${where}: ${key} must be a number`);
    }
    if ((item.minLimit as number) > (item.maxLimit as number))
      fail(file, `${where}: minLimit above maxLimit`);
    if ((item.interestRate as number) > 0.5) fail(file, `${where}: interestRate must be a fraction`);
    if (!nullableNumber(item.maxLateFees)) fail(file, `${where}: maxLateFees must be a number or null`);
    if (!['fortnightly', 'weekly', 'monthly'].includes(item.interval as string))
      fail(file, `${where}: unknown interval`);
    if (!['full', 'light', 'none'].includes(item.creditCheck as string))
      fail(file, `${where}: unknown creditCheck`);
    if (typeof item.licensed !== 'boolean') fail(file, `${where}: licensed must be true or false`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(item.checkedOn as string))
      fail(file, `${where}: checkedOn must be an ISO date`);
    if (
      item.cdrBrandName !== undefined &&
      (typeof item.cdrBrandName !== 'string' || item.cdrBrandName === '')
    )
      fail(file, `${where}: cdrBrandName must be text`);
    return item as unknown as CuratedBnplEntry;
  });
}

function checkMemberRestrictionsFile(value: unknown): MemberRestrictions {
  try {
    return readMemberRestrictions(value);
  } catch (error) {
    fail('member-restricted-lenders', error instanceof Error ? error.message : String(error));
  }
}

export function checkCurated(files: CuratedFiles): CuratedData {
  const rewardPrograms = checkRewardPrograms(files['reward-programs']);
  if (!rewardPrograms.some((program) => program.id === 0))
    fail('reward-programs', 'program 0 (no rewards) is missing');
  const { synonyms, providersWithoutCdrData } = checkSynonyms(files.synonyms);
  return {
    rewardPrograms: [...rewardPrograms].sort((a, b) => a.id - b.id),
    cardRewardRules: checkRules(files['card-reward-rules'], rewardPrograms),
    providerFacts: checkProviderFacts(files['provider-facts']),
    providerTexts: checkProviderTexts(files['provider-texts']),
    synonyms,
    providersWithoutCdrData,
    bnpl: checkBnpl(files.bnpl),
    memberRestrictions: checkMemberRestrictionsFile(files['member-restricted-lenders']),
  };
}
