/**
 * The whole conversion from a loaded CDR snapshot plus curated files to the `data/*.json` contents,
 * without touching the file system (so tests can run it on small hand-made snapshots).
 */
import type { RawDataMeta, RawProductSet, RawSynonyms } from '../../../src/domain/data/raw-types';
import { buildAccounts } from './build-accounts';
import { buildBnpl } from './build-bnpl';
import { compareText, type BuildContext } from './build-context';
import { buildCreditCards } from './build-credit-cards';
import { buildHomeLoans } from './build-home-loans';
import { buildPersonalLoans, isCarLoan } from './build-personal-loans';
import { buildTermDeposits } from './build-term-deposits';
import type { CdrCategory, CdrProduct, CdrSnapshot } from './cdr-types';
import { dropReason } from './consumer-filter';
import type { CuratedData } from './curated';
import { IdRegistry, type IdMaps } from './id-registry';
import { ImportError } from './import-error';
import { ImportLog } from './import-log';
import { featureFlags } from './product-features';
import { buildProviderDatasets } from './provider-datasets';
import { checkMemberRestrictions, productEligibility } from './product-eligibility';
import { providerProfiles } from './provider-profiles';
import { SlugBook } from './slugs';
import { webAddress } from './cdr-values';

/** Personal-loan summaries also come in a version as of this date (see the spec's two dated versions). */
export const EARLIER_PERSONAL_LOAN_DATE = '2024-07-31';

export interface ImportResult {
  /** File name under `data/` -> contents. */
  files: Record<string, unknown>;
  idMaps: IdMaps;
  log: ImportLog;
  counts: Record<string, number>;
}

function productSet<P>(
  category: RawProductSet<P>['category'],
  dateUpdated: string,
  products: P[],
  rewards?: number[],
): RawProductSet<P> {
  return rewards === undefined
    ? { category, dateUpdated, products }
    : { category, dateUpdated, products, rewards };
}

function byCategory(products: CdrProduct[], category: CdrCategory): CdrProduct[] {
  return products.filter((product) => product.category === category);
}

export function runImport(snapshot: CdrSnapshot, curated: CuratedData, existingIds: IdMaps): ImportResult {
  const log = new ImportLog();
  const ids = new IdRegistry(existingIds);

  for (const record of snapshot.rejected) {
    log.drop({
      category: record.category,
      brandName: record.brandName,
      productId: record.productId,
      name: record.name,
      reason: `not valid in its version of the standard (${record.problems.slice(0, 2).join('; ')})`,
    });
  }

  const kept: CdrProduct[] = [];
  for (const product of snapshot.products) {
    const reason = dropReason(product);
    if (reason === null) kept.push(product);
    else {
      log.drop({
        category: product.category,
        brandName: product.brandName,
        productId: product.detail.productId,
        name: product.detail.name,
        reason,
      });
    }
  }

  const profiles = providerProfiles(
    snapshot.brands,
    new Set(kept.map((p) => p.brandId)),
    curated.providerFacts,
    ids,
  );
  const context: BuildContext = {
    snapshotDate: snapshot.snapshotDate,
    ids,
    slugs: new SlugBook(),
    log,
    provider: (brandId) => {
      const profile = profiles.get(brandId);
      if (!profile) throw new ImportError(`brand ${brandId}`, 'has products but no provider profile');
      return profile;
    },
    eligibility: (product) => productEligibility(product, curated.memberRestrictions),
  };
  checkMemberRestrictions(curated.memberRestrictions, kept);

  const cardOutput = buildCreditCards(
    context,
    byCategory(kept, 'CRED_AND_CHRG_CARDS'),
    curated.rewardPrograms,
    curated.cardRewardRules,
  );
  const homeLoanOutput = buildHomeLoans(context, byCategory(kept, 'RESIDENTIAL_MORTGAGES'));
  const loans = byCategory(kept, 'PERS_LOANS');
  const personalLoans = buildPersonalLoans(
    context,
    loans.filter((loan) => !isCarLoan(loan)),
    'PL',
  );
  const carLoans = buildPersonalLoans(context, loans.filter(isCarLoan), 'CL');
  const termDeposits = buildTermDeposits(context, byCategory(kept, 'TERM_DEPOSITS'));
  const accounts = buildAccounts(context, byCategory(kept, 'TRANS_AND_SAVINGS_ACCOUNTS'));

  const cards = Object.values(cardOutput.dataset.cards);
  const built = [
    ...cards,
    ...homeLoanOutput.loans,
    ...personalLoans,
    ...carLoans,
    ...termDeposits,
    ...accounts.savings,
    ...accounts.transactions,
  ];
  const providerIdsWithProducts = new Set(built.map((product) => product.providerId));
  const activeProfiles = [...profiles.values()]
    .filter((profile) => providerIdsWithProducts.has(profile.id))
    .sort((a, b) => compareText(a.id, b.id));

  const featureFlagsByProvider = new Map<string, Set<string>>();
  const urlsByProvider = new Map<string, string[]>();
  for (const product of kept) {
    const profile = profiles.get(product.brandId);
    if (!profile) continue;
    const flags = featureFlagsByProvider.get(profile.id) ?? new Set<string>();
    for (const flag of featureFlags(product.detail)) flags.add(flag);
    featureFlagsByProvider.set(profile.id, flags);
    const url = webAddress(product.detail.additionalInformation?.overviewUri);
    if (url) urlsByProvider.set(profile.id, [...(urlsByProvider.get(profile.id) ?? []), url]);
  }

  const datasets = buildProviderDatasets(
    activeProfiles,
    {
      cards,
      homeLoans: homeLoanOutput.loans,
      personalLoans,
      carLoans,
      termDeposits,
      savings: accounts.savings,
      transactions: accounts.transactions,
      packagesByProvider: homeLoanOutput.packagesByProvider,
      cashBackByProvider: homeLoanOutput.cashBackByProvider,
      featureFlagsByProvider,
      urlsByProvider,
    },
    curated.providerTexts,
    { snapshot: snapshot.snapshotDate, earlier: EARLIER_PERSONAL_LOAN_DATE },
  );

  const activeIds = new Set(activeProfiles.map((profile) => profile.id));
  const bnpl = buildBnpl(
    context,
    byCategory(kept, 'BUY_NOW_PAY_LATER'),
    (brandId) => {
      const profile = context.provider(brandId);
      return { id: activeIds.has(profile.id) ? profile.id : null, name: profile.name };
    },
    curated.bnpl,
  );
  for (const { curated: name, by } of bnpl.replaced) {
    log.note('hand-collected buy now pay later replaced by CDR data', `${name}: by ${by}`);
  }

  const canonicalNames = new Set([
    ...datasets.providers.map((p) => p.name.toLowerCase()),
    ...curated.providersWithoutCdrData,
  ]);
  const synonyms: RawSynonyms = {};
  for (const [alternative, canonical] of Object.entries(curated.synonyms).sort(([a], [b]) =>
    compareText(a, b),
  )) {
    if (!canonicalNames.has(canonical)) {
      throw new ImportError(
        'data/curated/synonyms.json',
        `"${alternative}" points to "${canonical}", which is not a provider name`,
      );
    }
    if (canonicalNames.has(alternative) && !curated.providersWithoutCdrData.includes(alternative)) {
      throw new ImportError('data/curated/synonyms.json', `"${alternative}" is itself a provider name`);
    }
    synonyms[alternative] = canonical;
  }

  const date = snapshot.snapshotDate;
  const counts: RawDataMeta['counts'] = {
    cc: cards.length,
    hl: homeLoanOutput.loans.length,
    pl: personalLoans.length,
    cl: carLoans.length,
    td: termDeposits.length,
    tx: accounts.transactions.length,
    sv: accounts.savings.length,
    providers: datasets.providers.length,
    bnpl: bnpl.services.length,
    rewardPrograms: curated.rewardPrograms.length,
  };
  const meta: RawDataMeta = {
    snapshotDate: date,
    sourceCommit: snapshot.sourceCommit,
    // The snapshot date, not the clock: two runs on the same snapshot must write identical files.
    importedAt: date,
    counts,
  };

  const files: Record<string, unknown> = {
    'providers.json': datasets.providers,
    'provider-overview.json': datasets.overview,
    'credit-cards.json': cardOutput.dataset,
    'home-loan-providers.json': datasets.homeLoanProviders,
    'personal-loan-providers.json': datasets.personalLoanProviders,
    'savings-providers.json': datasets.savingsProviders,
    'term-deposit-providers.json': datasets.termDepositProviders,
    'transaction-providers.json': datasets.transactionProviders,
    'fx-providers.json': datasets.fxProviders,
    'synonyms.json': synonyms,
    'products-cc.json': productSet('cc', date, cardOutput.rows, cardOutput.rewardProgramIds),
    'products-hl.json': productSet('hl', date, homeLoanOutput.loans),
    'products-pl.json': productSet('pl', date, personalLoans),
    'products-cl.json': productSet('cl', date, carLoans),
    'products-td.json': productSet('td', date, termDeposits),
    'products-tx.json': productSet('tx', date, accounts.transactions),
    'products-sv.json': productSet('sv', date, accounts.savings),
    'reward-programs.json': curated.rewardPrograms,
    'bnpl.json': bnpl.services,
    'meta.json': meta,
  };
  return { files, idMaps: ids.toMaps(), log, counts: { ...counts, dropped: log.dropped.length } };
}
