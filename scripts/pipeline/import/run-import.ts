/**
 * The whole conversion from a loaded CDR snapshot plus curated files to the `data/*.json` contents,
 * without touching the file system (so tests can run it on small hand-made snapshots).
 */
import { DATA_FILES } from '../../../src/domain/data/data-files';
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

/** The snapshot's products a consumer can get; the rest are logged with the reason. */
function keptProducts(snapshot: CdrSnapshot, log: ImportLog): CdrProduct[] {
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
  return kept;
}

type Profiles = ReturnType<typeof providerProfiles>;

function buildContextFor(
  snapshot: CdrSnapshot,
  curated: CuratedData,
  ids: IdRegistry,
  log: ImportLog,
  profiles: Profiles,
): BuildContext {
  return {
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
}

/** Every category's products, built from the kept CDR records. */
function buildProducts(context: BuildContext, kept: CdrProduct[], curated: CuratedData) {
  const cardOutput = buildCreditCards(
    context,
    byCategory(kept, 'CRED_AND_CHRG_CARDS'),
    curated.rewardPrograms,
    curated.cardRewardRules,
  );
  const homeLoanOutput = buildHomeLoans(context, byCategory(kept, 'RESIDENTIAL_MORTGAGES'));
  const loans = byCategory(kept, 'PERS_LOANS');
  return {
    cardOutput,
    cards: Object.values(cardOutput.dataset.cards),
    homeLoanOutput,
    personalLoans: buildPersonalLoans(
      context,
      loans.filter((loan) => !isCarLoan(loan)),
      'PL',
    ),
    carLoans: buildPersonalLoans(context, loans.filter(isCarLoan), 'CL'),
    termDeposits: buildTermDeposits(context, byCategory(kept, 'TERM_DEPOSITS')),
    accounts: buildAccounts(context, byCategory(kept, 'TRANS_AND_SAVINGS_ACCOUNTS')),
  };
}

type BuiltProducts = ReturnType<typeof buildProducts>;

/** Each provider's product features and web addresses, from its kept records. */
function providerSignals(kept: CdrProduct[], profiles: Profiles) {
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
  return { featureFlagsByProvider, urlsByProvider };
}

/** The curated synonyms, each checked to point at a provider name and not to be one itself. */
function checkedSynonyms(curated: CuratedData, providerNames: string[]): RawSynonyms {
  const canonicalNames = new Set([
    ...providerNames.map((name) => name.toLowerCase()),
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
  return synonyms;
}

function countsOf(
  built: BuiltProducts,
  providers: number,
  bnpl: number,
  rewardPrograms: number,
): RawDataMeta['counts'] {
  return {
    cc: built.cards.length,
    hl: built.homeLoanOutput.loans.length,
    pl: built.personalLoans.length,
    cl: built.carLoans.length,
    td: built.termDeposits.length,
    tx: built.accounts.transactions.length,
    sv: built.accounts.savings.length,
    providers,
    bnpl,
    rewardPrograms,
  };
}

export function runImport(snapshot: CdrSnapshot, curated: CuratedData, existingIds: IdMaps): ImportResult {
  const log = new ImportLog();
  const ids = new IdRegistry(existingIds);
  const kept = keptProducts(snapshot, log);
  const profiles = providerProfiles(
    snapshot.brands,
    new Set(kept.map((p) => p.brandId)),
    curated.providerFacts,
    ids,
  );
  const context = buildContextFor(snapshot, curated, ids, log, profiles);
  checkMemberRestrictions(curated.memberRestrictions, kept);
  const built = buildProducts(context, kept, curated);
  const { cardOutput, cards, homeLoanOutput, personalLoans, carLoans, termDeposits, accounts } = built;

  const providerIdsWithProducts = new Set(
    [
      ...cards,
      ...homeLoanOutput.loans,
      ...personalLoans,
      ...carLoans,
      ...termDeposits,
      ...accounts.savings,
      ...accounts.transactions,
    ].map((product) => product.providerId),
  );
  const activeProfiles = [...profiles.values()]
    .filter((profile) => providerIdsWithProducts.has(profile.id))
    .sort((a, b) => compareText(a.id, b.id));
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
      ...providerSignals(kept, profiles),
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

  const date = snapshot.snapshotDate;
  const counts = countsOf(
    built,
    datasets.providers.length,
    bnpl.services.length,
    curated.rewardPrograms.length,
  );
  const meta: RawDataMeta = {
    snapshotDate: date,
    sourceCommit: snapshot.sourceCommit,
    // The snapshot date, not the clock: two runs on the same snapshot must write identical files.
    importedAt: date,
    counts,
  };

  const files: Record<string, unknown> = {
    [DATA_FILES.providers]: datasets.providers,
    [DATA_FILES.providerOverview]: datasets.overview,
    [DATA_FILES.creditCards]: cardOutput.dataset,
    [DATA_FILES.homeLoanProviders]: datasets.homeLoanProviders,
    [DATA_FILES.personalLoanProviders]: datasets.personalLoanProviders,
    [DATA_FILES.savingsProviders]: datasets.savingsProviders,
    [DATA_FILES.termDepositProviders]: datasets.termDepositProviders,
    [DATA_FILES.transactionProviders]: datasets.transactionProviders,
    [DATA_FILES.fxProviders]: datasets.fxProviders,
    [DATA_FILES.synonyms]: checkedSynonyms(
      curated,
      datasets.providers.map((provider) => provider.name),
    ),
    [DATA_FILES.productsCc]: productSet('cc', date, cardOutput.rows, cardOutput.rewardProgramIds),
    [DATA_FILES.productsHl]: productSet('hl', date, homeLoanOutput.loans),
    [DATA_FILES.productsPl]: productSet('pl', date, personalLoans),
    [DATA_FILES.productsCl]: productSet('cl', date, carLoans),
    [DATA_FILES.productsTd]: productSet('td', date, termDeposits),
    [DATA_FILES.productsTx]: productSet('tx', date, accounts.transactions),
    [DATA_FILES.productsSv]: productSet('sv', date, accounts.savings),
    [DATA_FILES.rewardPrograms]: curated.rewardPrograms,
    [DATA_FILES.bnpl]: bnpl.services,
    [DATA_FILES.meta]: meta,
  };
  return { files, idMaps: ids.toMaps(), log, counts: { ...counts, dropped: log.dropped.length } };
}
