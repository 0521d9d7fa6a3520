/**
 * How many of the comparison rates lenders publish through the Consumer Data Right can we
 * reproduce from the rates and fees they publish alongside them?
 *
 *   npx tsx scripts/check-comparison-rates.ts [snapshot directory, default ../shared/data/cdr-2024-08]
 *
 * Only reads files and prints; the rules live in src/domain/finance/comparison-rate-check.ts.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { ComparisonRateExampleKind } from '../src/domain/finance/comparison-rate';
import {
  type CdrProductRecord,
  checkComparisonRates,
  type RateCheck,
  summariseChecks,
} from '../src/domain/finance/comparison-rate-check';

const CATEGORY_FILES: readonly { file: string; kind: ComparisonRateExampleKind; label: string }[] = [
  { file: 'RESIDENTIAL_MORTGAGES.json', kind: 'homeLoan', label: 'Home loans ($150,000 over 25 years)' },
  { file: 'PERS_LOANS.json', kind: 'personalLoan', label: 'Personal and car loans ($30,000 over 5 years)' },
];

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function readBrandNames(snapshot: string): Record<string, string> {
  try {
    const brands = readJson<{ dataHolderBrandId: string; brandName: string }[]>(
      join(snapshot, 'brands.json'),
    );
    return Object.fromEntries(brands.map((brand) => [brand.dataHolderBrandId, brand.brandName]));
  } catch {
    // Brand names only label the report; products carry their own brand as a fallback.
    return {};
  }
}

const percent = (fraction: number | null): string =>
  fraction === null ? '-' : `${(fraction * 100).toFixed(2)}%`;

function printSummary(label: string, checks: readonly RateCheck[]): void {
  const summary = summariseChecks(checks, 8);
  const share = (count: number): string =>
    summary.computable === 0 ? '' : ` (${((count / summary.computable) * 100).toFixed(1)}% of computable)`;
  console.log(`\n${label}`);
  console.log(`  published comparison rates: ${String(summary.total)}`);
  console.log(`  computable from published fees: ${String(summary.computable)}`);
  console.log(`  reproduced within 0.01 points: ${String(summary.within001)}${share(summary.within001)}`);
  console.log(`  reproduced within 0.05 points: ${String(summary.within005)}${share(summary.within005)}`);
  const reasons = Object.entries(summary.notComputableReasons).sort((a, b) => b[1] - a[1]);
  if (reasons.length > 0) {
    console.log(
      `  not computable: ${reasons.map(([reason, count]) => `${reason} ${String(count)}`).join(', ')}`,
    );
  }
  console.log('  worst mismatches:');
  for (const check of summary.worst) {
    console.log(
      `    ${check.brandName} / ${check.productName} [${check.lendingRateType} ${check.repaymentType}]: ` +
        `rate ${percent(check.rate)}, published ${percent(check.publishedComparisonRate)}, ` +
        `ours ${percent(check.computedComparisonRate)} (${check.basis})`,
    );
  }
}

function main(): void {
  const snapshot = resolve(process.argv[2] ?? '../shared/data/cdr-2024-08');
  const brandNames = readBrandNames(snapshot);
  const all: RateCheck[] = [];
  for (const { file, kind, label } of CATEGORY_FILES) {
    const { products } = readJson<{ products: CdrProductRecord[] }>(join(snapshot, 'products', file));
    const checks = checkComparisonRates(products, kind, brandNames);
    printSummary(label, checks);
    all.push(...checks);
  }
  printSummary('All loans', all);
}

main();
