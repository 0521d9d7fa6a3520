/**
 * A whole refresh: the register's brands, each brand's products fetched (a bounded number of brands
 * at once, a few calls at a time per holder), brands that fail or are no longer listed kept from the
 * newest earlier snapshot that has them, and the new dated snapshot written.
 */
import { fetchBrand, type BrandFetch } from './brand-fetch';
import type { VersionRange } from './cdr-version';
import { pickFallback, type FallbackPick } from './fallback';
import { createHttpClient, type GetJson } from './http-client';
import { createLimiter, mapLimited, type Limiter } from './limiter';
import { silentReporter, type BrandReport, type RefreshReporter } from './progress-reporter';
import {
  fetchRegisterBrands,
  isRegisterIndustry,
  type RegisterBrands,
  type RegisterIndustry,
} from './register-client';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy';
import {
  listSnapshotFolders,
  readBrandEntries,
  readSnapshotFolder,
  writeSnapshot,
  type SnapshotFolder,
} from './snapshot-store';
import type { SnapshotBrand, SnapshotEntry } from './snapshot-types';
import { sydneyDate } from '../import/sydney-time';

export const DETAIL_VERSIONS: VersionRange = { min: 3, max: 7 };

export interface RefreshOptions {
  registerUrl: string;
  /** Where dated snapshots are written and earlier ones are looked for. */
  snapshotDir: string;
  /** The snapshot that products are kept from when no dated one has them (the 2024 snapshot); null for none. */
  baseSnapshotDir: string | null;
  userAgent: string;
  detailVersions?: VersionRange;
  /** Calls at once to one holder (one host). */
  perHolderConcurrency?: number;
  /** Brands refreshed at once. */
  brandConcurrency?: number;
  timeoutMs?: number;
  retry?: RetryPolicy;
  now?: () => number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  reporter?: RefreshReporter;
}

export interface RefreshResult {
  snapshotDate: string;
  /** The folder written, or null when no brand was refreshed (nothing is written then). */
  snapshotPath: string | null;
  brands: BrandReport[];
  /** Products in the snapshot, fetched and kept. */
  products: number;
  /** Records skipped, listed brands that could not be refreshed and register lists that could not be read. */
  errors: number;
  registerProblems: string[];
  /** Brands read from each register list (a brand in both counts in both). */
  brandsPerIndustry: Record<RegisterIndustry, number>;
  /** The newest snapshot there was before this one (the one the data came from), if any. */
  previousSnapshotPath: string | null;
}

/** One limiter per host, so brands served by the same holder share its few connections. */
function perHostGetJson(getJson: GetJson, concurrency: number): GetJson {
  const limiters = new Map<string, Limiter>();
  return (url, versions) => {
    const host = new URL(url).host;
    let limit = limiters.get(host);
    if (limit === undefined) {
      limit = createLimiter(concurrency);
      limiters.set(host, limit);
    }
    return limit(() => getJson(url, versions));
  };
}

function earlierSnapshots(options: RefreshOptions): SnapshotFolder[] {
  const dated = listSnapshotFolders(options.snapshotDir);
  if (options.baseSnapshotDir === null) return dated;
  try {
    return [...dated, readSnapshotFolder(options.baseSnapshotDir)];
  } catch {
    return dated;
  }
}

interface BrandPlan {
  report: BrandReport;
  summary: Record<string, unknown>;
  industries: RegisterIndustry[];
  entries: SnapshotEntry[];
  keep: FallbackPick | null;
}

/** The plan and report of a brand once its fetch is over (null for a brand the register no longer lists). */
function planBrand(
  brand: { id: string; name: string; summary: Record<string, unknown>; industries: RegisterIndustry[] },
  fetched: BrandFetch | null,
  earlier: readonly SnapshotFolder[],
  reason: string | undefined,
): BrandPlan {
  const keep = fetched?.ok ? null : pickFallback(brand.id, earlier);
  const report: BrandReport = {
    brandId: brand.id,
    brandName: brand.name,
    outcome: fetched?.ok ? 'fetched' : keep ? 'kept' : 'missing',
    products: fetched?.ok ? fetched.entries.length : (keep?.products ?? 0),
    versions: fetched?.ok ? fetched.versions : [],
    skipped: fetched?.skipped ?? [],
    notes: fetched?.ok ? fetched.notes : [],
    listed: fetched !== null,
  };
  if (keep) report.keptFrom = keep.fetchedOn;
  if (reason !== undefined) report.reason = reason;
  return {
    report,
    summary: brand.summary,
    industries: brand.industries,
    entries: fetched?.ok ? fetched.entries : [],
    keep,
  };
}

/** A brand's register fields, without what an earlier snapshot added to them (its counts and refresh note). */
function summaryOf(record: Record<string, unknown>): Record<string, unknown> {
  const { productCounts: _counts, refresh: _refresh, ...summary } = record;
  return summary;
}

/**
 * The industries an earlier snapshot's brand belongs to: as it recorded them, or banking for a brand
 * of the 2024 snapshot, which was read from the register's banking list alone.
 */
function recordedIndustries(brand: SnapshotBrand): RegisterIndustry[] {
  const recorded = Array.isArray(brand.industries) ? brand.industries.filter(isRegisterIndustry) : [];
  return recorded.length > 0 ? recorded : ['banking'];
}

/** Why a brand of the last snapshot is not in the register's lists this time. */
function unlistedReason(industries: readonly RegisterIndustry[], unread: RegisterBrands['unread']): string {
  const missed = unread.find((list) => industries.includes(list.industry));
  return missed
    ? `the CDR Register's ${missed.industry} list could not be read: ${missed.reason}`
    : 'no longer listed by the CDR Register';
}

function unlistedBrands(newest: SnapshotFolder | undefined, listed: ReadonlySet<string>): SnapshotBrand[] {
  return (newest?.brands ?? []).filter((brand) => {
    const id = brand.dataHolderBrandId ?? brand.interimId;
    return id !== undefined && !listed.has(id);
  });
}

function countsByCategory(entries: readonly SnapshotEntry[]): SnapshotBrand['productCounts'] {
  const counts: Record<string, number> = {};
  for (const entry of entries) {
    const category = entry.detail.productCategory;
    counts[category] = (counts[category] ?? 0) + 1;
  }
  return counts;
}

export async function runRefresh(options: RefreshOptions): Promise<RefreshResult> {
  const now = options.now ?? Date.now;
  const reporter = options.reporter ?? silentReporter;
  const detailVersions = options.detailVersions ?? DETAIL_VERSIONS;
  const snapshotDate = sydneyDate(now());
  const client = createHttpClient({
    userAgent: options.userAgent,
    timeoutMs: options.timeoutMs ?? 30_000,
    retry: options.retry ?? DEFAULT_RETRY_POLICY,
    fetch: options.fetch,
    sleep: options.sleep,
    now,
  });
  const perHolder = options.perHolderConcurrency ?? 4;
  const getJson = perHostGetJson(client, perHolder);

  const register = await fetchRegisterBrands(options.registerUrl, getJson);
  const earlier = earlierSnapshots(options);
  const listedIds = new Set(register.brands.map((brand) => brand.dataHolderBrandId));
  const unlisted = unlistedBrands(earlier[0], listedIds);
  reporter.start(register.brands.length + unlisted.length);
  for (const problem of register.problems) reporter.line(`Register: ${problem}`);
  for (const list of register.unread) {
    reporter.line(`Register: the ${list.industry} list could not be read: ${list.reason}`);
  }

  const plans: BrandPlan[] = await mapLimited(
    register.brands,
    options.brandConcurrency ?? 8,
    async (brand) => {
      const fetched = await fetchBrand(brand, getJson, {
        detailVersions,
        concurrency: perHolder,
        now,
        onRecord: (outcome) => reporter.record(outcome),
      });
      const identity = {
        id: brand.dataHolderBrandId,
        name: brand.brandName,
        summary: summaryOf(brand.summary),
        industries: brand.industries,
      };
      const plan = planBrand(identity, fetched, earlier, fetched.ok ? undefined : fetched.reason);
      reporter.brand(plan.report);
      return plan;
    },
  );
  for (const brand of unlisted) {
    const industries = recordedIndustries(brand);
    const identity = {
      id: (brand.dataHolderBrandId ?? brand.interimId) as string,
      name: brand.brandName,
      summary: summaryOf(brand),
      industries,
    };
    const plan = planBrand(identity, null, earlier, unlistedReason(industries, register.unread));
    reporter.brand(plan.report);
    plans.push(plan);
  }

  for (const folder of earlier) {
    const kept = new Map(
      plans.filter((plan) => plan.keep?.source === folder).map((p) => [p.report.brandId, p]),
    );
    if (kept.size === 0) continue;
    for (const entry of readBrandEntries(folder, new Set(kept.keys()))) {
      kept.get(entry.dataHolderBrandId)?.entries.push(entry);
    }
  }

  const brands: SnapshotBrand[] = plans.map(({ report, summary, industries, entries }) => ({
    ...(summary as Omit<SnapshotBrand, 'productCounts'>),
    brandName: report.brandName,
    industries,
    productCounts: countsByCategory(entries),
    refresh: {
      outcome: report.outcome,
      ...(report.versions.length > 0 ? { version: Math.max(...report.versions) } : {}),
      ...(report.keptFrom ? { keptFrom: report.keptFrom } : {}),
      ...(report.reason ? { reason: report.reason } : {}),
    },
  }));
  reporter.finish();

  const reports = plans.map((plan) => plan.report);
  const all = plans.flatMap((plan) => plan.entries);
  const refreshed = reports.some((report) => report.outcome === 'fetched');
  const errors =
    reports.reduce((sum, report) => sum + report.skipped.length, 0) +
    reports.filter((report) => report.listed && report.outcome !== 'fetched').length +
    register.unread.length;
  const snapshotPath = refreshed
    ? writeSnapshot(options.snapshotDir, { date: snapshotDate, brands, entries: all })
    : null;
  return {
    snapshotDate,
    snapshotPath,
    brands: reports,
    products: all.length,
    errors,
    registerProblems: register.problems,
    brandsPerIndustry: {
      banking: register.brands.filter((brand) => brand.industries.includes('banking')).length,
      'non-bank-lending': register.brands.filter((brand) => brand.industries.includes('non-bank-lending'))
        .length,
    },
    previousSnapshotPath: earlier[0]?.path ?? null,
  };
}
