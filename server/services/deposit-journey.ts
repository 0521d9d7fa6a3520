/**
 * What the savings and term-deposit checks work on, built once per reference data: the personal
 * savings accounts with their earning terms and who may open them, the personal term deposits,
 * provider names and the partner providers whose products are labelled sponsored. Who may open an
 * account: its published age limits and the curated list of member-only banks
 * (`data/curated/member-restricted-lenders.json`), the rules the card and home-loan offers use.
 */
import curatedMemberRestrictions from '../../data/curated/member-restricted-lenders.json';
import { groupsWho } from '../../src/domain/eligibility/read-eligibility';
import { readMemberRestrictions } from '../../src/domain/eligibility/member-restrictions';
import { curatedRestriction } from '../../src/domain/eligibility/member-restrictions';
import { OPEN_TO_EVERYONE } from '../../src/domain/eligibility/stored-eligibility';
import type { ProductEligibility } from '../../src/domain/eligibility/types';
import type { SavingsProduct } from '../../src/domain/deposits/rank-savings';
import { termsOfAccount } from '../../src/domain/deposits/saving-terms';
import type { NormalisedSavingsAccount, NormalisedTermDeposit } from '../../src/domain/normalise/types';
import type { ReferenceData } from '../data/reference-data';

/** Checked once when the server starts: a mistake in the curated file stops it, naming the entry. */
const MEMBER_RESTRICTIONS = readMemberRestrictions(curatedMemberRestrictions);

export interface DepositJourney {
  savingsProducts: readonly SavingsProduct[];
  savingsById: ReadonlyMap<string, { product: SavingsProduct; account: NormalisedSavingsAccount }>;
  termDeposits: readonly NormalisedTermDeposit[];
  termDepositsById: ReadonlyMap<string, NormalisedTermDeposit>;
  providerNames: ReadonlyMap<string, string>;
  /** Web addresses of the products, from our data. */
  productUrls: ReadonlyMap<string, string | null>;
  sponsoredProviderIds: ReadonlySet<string>;
  savingsDate: string | null;
  termDepositsDate: string | null;
}

function eligibilityOf(account: NormalisedSavingsAccount, providerName: string): ProductEligibility {
  const restriction = curatedRestriction(MEMBER_RESTRICTIONS, providerName, account.name);
  return {
    ...OPEN_TO_EVERYONE,
    minAge: account.minAge,
    maxAge: account.maxAge,
    ...(restriction
      ? {
          memberGroups: restriction.groups,
          memberWho: restriction.who || groupsWho(restriction.groups),
          memberSource: 'curated' as const,
        }
      : {}),
  };
}

export function buildDepositJourney(referenceData: ReferenceData): DepositJourney {
  const providerNames = new Map(referenceData.providers.map((provider) => [provider.id, provider.name]));
  // The partner providers, as the card offers mark them (providers.json `participant`).
  const sponsoredProviderIds = new Set(referenceData.creditCards.participantProviderIds);
  const { deposits } = referenceData;
  const savingsById = new Map<string, { product: SavingsProduct; account: NormalisedSavingsAccount }>();
  for (const account of deposits.savingsAccounts) {
    if (account.forBusiness === true) continue;
    const product: SavingsProduct = {
      id: account.id,
      providerId: account.providerId,
      name: account.name,
      terms: termsOfAccount(account),
      eligibility: eligibilityOf(account, providerNames.get(account.providerId) ?? ''),
      sponsored: sponsoredProviderIds.has(account.providerId),
    };
    savingsById.set(account.id, { product, account });
  }
  const termDeposits = deposits.termDeposits.filter((deposit) => deposit.forBusiness !== true);
  return {
    savingsProducts: [...savingsById.values()].map((entry) => entry.product),
    savingsById,
    termDeposits,
    termDepositsById: new Map(termDeposits.map((deposit) => [deposit.id, deposit])),
    providerNames,
    productUrls: new Map(referenceData.products.map((product) => [product.id, product.url])),
    sponsoredProviderIds,
    savingsDate: deposits.savingsDate,
    termDepositsDate: deposits.termDepositsDate,
  };
}

export function depositProviderName(journey: DepositJourney, providerId: string): string {
  return journey.providerNames.get(providerId) ?? providerId;
}
