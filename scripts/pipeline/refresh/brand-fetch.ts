/**
 * One brand's products: its product list, then each product in scope fetched in the newest detail
 * version the holder offers, checked against the standard. A record that fails the check is skipped
 * and reported; a product listed but gone by its detail call (404) is left out as withdrawn; any
 * other list or detail call that fails (after its retries) fails the whole brand, so a brand is
 * never written with part of its products.
 */
import { isDetailVersion, readProductDetail } from '../import/cdr-versions';
import { describeRange, inRange, type VersionRange } from './cdr-version';
import type { GetJson } from './http-client';
import { mapLimited } from './limiter';
import { fetchProductList, productDetailUrl, type ListedProduct } from './product-list';
import { exclusionReason } from './product-scope';
import type { RegisterBrand } from './register-client';
import type { SnapshotEntry } from './snapshot-types';
import { sydneyIsoTime } from '../import/sydney-time';

export interface RecordProblem {
  brandName: string;
  productId: string;
  problems: string[];
}

export type BrandFetch =
  | { ok: true; entries: SnapshotEntry[]; versions: number[]; skipped: RecordProblem[]; notes: string[] }
  | { ok: false; reason: string; skipped: RecordProblem[] };

export interface BrandFetchOptions {
  detailVersions: VersionRange;
  /** Detail calls of one brand at once. */
  concurrency: number;
  now: () => number;
  /** Told of each product fetched and each record skipped, for the progress display. */
  onRecord?: (outcome: 'fetched' | 'skipped') => void;
}

type DetailOutcome =
  | { kind: 'entry'; entry: SnapshotEntry }
  | { kind: 'excluded' }
  | { kind: 'withdrawn'; productId: string }
  | { kind: 'skipped'; problem: RecordProblem }
  | { kind: 'failed'; reason: string };

function detailData(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
}

async function fetchDetail(
  brand: RegisterBrand,
  listed: ListedProduct,
  getJson: GetJson,
  options: BrandFetchOptions,
): Promise<DetailOutcome> {
  const { productId } = listed;
  const answer = await getJson(productDetailUrl(brand.productBaseUri, productId), options.detailVersions);
  // Listed a moment ago but gone now: withdrawn between the two calls, not a failing holder.
  if (!answer.ok && (answer.status === 404 || answer.status === 410)) return { kind: 'withdrawn', productId };
  if (!answer.ok) return { kind: 'failed', reason: `product ${productId}: ${answer.reason}` };
  const skip = (problems: string[]): DetailOutcome => ({
    kind: 'skipped',
    problem: { brandName: brand.brandName, productId, problems },
  });
  const { version } = answer;
  if (version === null) return skip(['the answer does not say its version (no x-v header)']);
  if (!inRange(version, options.detailVersions) || !isDetailVersion(version)) {
    return skip([`answered version ${version}, not one of ${describeRange(options.detailVersions)}`]);
  }
  const data = detailData(answer.body);
  const read = readProductDetail(data, version);
  if (!read.ok) return skip(read.problems);
  const record = data as SnapshotEntry['detail'];
  if (record.productId !== productId) return skip([`answered product ${String(record.productId)}`]);
  if (exclusionReason(record, options.now()) !== null) return { kind: 'excluded' };
  const fetchedAt = sydneyIsoTime(options.now());
  return {
    kind: 'entry',
    entry: { dataHolderBrandId: brand.dataHolderBrandId, fetchedAt, version, detail: record },
  };
}

export async function fetchBrand(
  brand: RegisterBrand,
  getJson: GetJson,
  options: BrandFetchOptions,
): Promise<BrandFetch> {
  const list = await fetchProductList(brand.productBaseUri, getJson);
  if (!list.ok) return { ok: false, reason: list.reason, skipped: [] };
  const wanted = list.products.filter((product) => exclusionReason(product, options.now()) === null);

  let failure: string | null = null;
  const outcomes = await mapLimited(wanted, options.concurrency, async (listed) => {
    if (failure !== null) return null;
    const outcome = await fetchDetail(brand, listed, getJson, options);
    if (outcome.kind === 'failed') failure ??= outcome.reason;
    if (outcome.kind === 'entry') options.onRecord?.('fetched');
    if (outcome.kind === 'skipped') options.onRecord?.('skipped');
    return outcome;
  });

  const skipped = outcomes.flatMap((outcome) => (outcome?.kind === 'skipped' ? [outcome.problem] : []));
  if (failure !== null) return { ok: false, reason: failure, skipped };
  const entries = outcomes.flatMap((outcome) => (outcome?.kind === 'entry' ? [outcome.entry] : []));
  if (entries.length === 0 && skipped.length > 0) {
    return { ok: false, reason: `all ${skipped.length} records failed the check`, skipped };
  }
  const versions = [...new Set(entries.map((entry) => entry.version ?? 0))].sort((a, b) => a - b);
  const withdrawn = outcomes.flatMap((outcome) =>
    outcome?.kind === 'withdrawn' ? [`product ${outcome.productId} was listed but is no longer offered`] : [],
  );
  return { ok: true, entries, versions, skipped, notes: [...list.problems, ...withdrawn] };
}
