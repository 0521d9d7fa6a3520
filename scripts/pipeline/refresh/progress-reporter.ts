/**
 * What a refresh prints: one line per brand as it finishes, and on a terminal a status line (brands
 * done of total, products fetched, errors) redrawn in place below them.
 */
import type { RecordProblem } from './brand-fetch';
import type { RefreshOutcome } from './snapshot-types';

export interface BrandReport {
  brandId: string;
  brandName: string;
  outcome: RefreshOutcome;
  products: number;
  versions: number[];
  /** For a kept brand: the day its products were fetched. */
  keptFrom?: string;
  /** Why the brand was not refreshed. */
  reason?: string;
  skipped: RecordProblem[];
  /** What the holder's answers left out or repaired, e.g. products listed but withdrawn. */
  notes: string[];
  /** Whether the register lists the brand. */
  listed: boolean;
}

export interface RefreshReporter {
  start(totalBrands: number): void;
  record(outcome: 'fetched' | 'skipped'): void;
  brand(report: BrandReport): void;
  line(text: string): void;
  finish(): void;
}

function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-AU')} ${word}${count === 1 ? '' : 's'}`;
}

/** The brand's line, e.g. `ANZ: fetched 37 products (detail v7)` or `ING: kept 12 products from 2024-08-12: HTTP 503 after 4 tries`. */
export function brandLine(report: BrandReport): string {
  const products = plural(report.products, 'product');
  let text: string;
  if (report.outcome === 'fetched') {
    const versions =
      report.versions.length > 0 ? ` (detail ${report.versions.map((v) => `v${v}`).join(', ')})` : '';
    text = `fetched ${products}${versions}`;
  } else if (report.outcome === 'kept') {
    text = `kept ${products} from ${report.keptFrom ?? 'an earlier snapshot'}: ${report.reason ?? 'not refreshed'}`;
  } else {
    text = `missing, no earlier products to keep: ${report.reason ?? 'not refreshed'}`;
  }
  const skipped = report.skipped.map((s) => `\n  skipped ${s.productId}: ${s.problems.join('; ')}`).join('');
  const notes = report.notes.map((note) => `\n  note: ${note}`).join('');
  return `${report.brandName}: ${text}${skipped}${notes}`;
}

interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
}

export function createReporter(output: Output = process.stdout): RefreshReporter {
  const live = output.isTTY === true;
  let total = 0;
  let done = 0;
  let fetched = 0;
  let errors = 0;
  let drawnAt = 0;
  const status = (): string =>
    `Brands ${done}/${total} · ${plural(fetched, 'product')} fetched · ${plural(errors, 'error')}`;
  const redraw = (force: boolean): void => {
    if (!live) return;
    const now = Date.now();
    if (!force && now - drawnAt < 100) return;
    drawnAt = now;
    output.write(`\r\x1b[K${status()}`);
  };
  const print = (text: string): void => {
    output.write(live ? `\r\x1b[K${text}\n` : `${text}\n`);
    redraw(true);
  };
  return {
    start(totalBrands) {
      total = totalBrands;
      redraw(true);
    },
    record(outcome) {
      if (outcome === 'fetched') fetched += 1;
      else errors += 1;
      redraw(false);
    },
    brand(report) {
      done += 1;
      if (report.outcome !== 'fetched' && report.listed) errors += 1;
      print(brandLine(report));
    },
    line(text) {
      print(text);
    },
    finish() {
      if (live) output.write('\r\x1b[K');
    },
  };
}

/** A reporter that prints nothing, for callers that only want the result. */
export const silentReporter: RefreshReporter = {
  start: () => undefined,
  record: () => undefined,
  brand: () => undefined,
  line: () => undefined,
  finish: () => undefined,
};
