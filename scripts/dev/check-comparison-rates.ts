/**
 * How many of the comparison rates lenders publish through the Consumer Data Right can we
 * reproduce from the rates and fees they publish alongside them?
 *
 *   npx tsx scripts/dev/check-comparison-rates.ts [snapshot directory, default ../shared/data/cdr-2024-08]
 *
 * Only reads files and prints; the rules live in src/domain/finance/comparison-rate-check.ts.
 * For each category it prints a breakdown: how many rates are reproduced, which are not
 * computable from the published data and why, which are computed only on an assumption, and for
 * every rate more than 0.01 points off, the likely cause.
 *
 * A second section checks the IMPORTED figures the same way: the rates and fees in
 * data/products-hl.json (with the package fees of data/home-loan-providers.json),
 * data/products-pl.json and data/products-cl.json, per category and for the lenders whose rates are
 * furthest off (rules in src/domain/finance/imported-comparison-check.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { ComparisonRateExampleKind } from '../../src/domain/finance/comparison-rate';
import {
  type CdrProductRecord,
  checkComparisonRates,
  type CountRow,
  type RateCheck,
  summariseChecks,
} from '../../src/domain/finance/comparison-rate-check';
import {
  CATEGORY_LABELS,
  checkImportedHomeLoans,
  checkImportedPersonalLoans,
  type ImportedCategory,
  type ImportedCountRow,
  type ImportedHomeLoan,
  type ImportedPackage,
  type ImportedPersonalLoan,
  type ImportedRateCheck,
  summariseImportedChecks,
} from '../../src/domain/finance/imported-comparison-check';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

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

const LABEL_WIDTH = 84;

function line(indent: number, label: string, ...columns: (number | string)[]): void {
  const text = `${' '.repeat(indent)}${label}`.padEnd(LABEL_WIDTH);
  console.log(`${text}${columns.map((column) => String(column).padStart(8)).join('')}`);
}

function wideLine(indent: number, label: string, ...columns: (number | string)[]): void {
  const text = `${' '.repeat(indent)}${label}`.padEnd(LABEL_WIDTH - 20);
  console.log(`${text}${columns.map((column) => String(column).padStart(10)).join('')}`);
}

function rowLine(indent: number, label: string, row: CountRow): void {
  line(indent, label, row.total, row.within001, row.within005);
}

function byCount(counts: Record<string, number>): [string, number][] {
  return Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function printSummary(label: string, checks: readonly RateCheck[]): void {
  const summary = summariseChecks(checks, 8);
  const share = (count: number): string =>
    summary.computable === 0 ? '' : ` (${((count / summary.computable) * 100).toFixed(1)}% of computable)`;
  const notComputable = summary.total - summary.computable;
  console.log(`\n${label}`);
  console.log(`  published comparison rates: ${String(summary.total)}`);
  console.log(`  computable: ${String(summary.computable)}; not computable: ${String(notComputable)}`);
  console.log(`  reproduced within 0.01 points: ${String(summary.within001)}${share(summary.within001)}`);
  console.log(`  reproduced within 0.05 points: ${String(summary.within005)}${share(summary.within005)}`);
  console.log('');
  line(2, 'breakdown', 'rates', '<=0.01', '<=0.05');
  rowLine(4, 'computable', {
    total: summary.computable,
    within001: summary.within001,
    within005: summary.within005,
  });
  rowLine(6, 'from published rates and fees alone', summary.fromPublishedData);
  for (const [assumption, row] of Object.entries(summary.onAssumption).sort(
    (a, b) => b[1].total - a[1].total,
  )) {
    rowLine(6, `on an assumption: ${assumption}`, row);
  }
  line(4, 'not computable', notComputable);
  for (const [reason, count] of byCount(summary.notComputableReasons)) {
    line(6, reason, count);
    const matching = summary.notComputableButMatching[reason] ?? 0;
    if (matching > 0) line(8, 'of which a variable rate of the brand would reproduce it', matching);
  }
  const mismatched = summary.computable - summary.within001;
  line(4, 'computed, more than 0.01 points off, by likely cause', mismatched);
  for (const [cause, count] of byCount(summary.mismatchCauses)) line(6, cause, count);
  console.log('  worst mismatches:');
  for (const check of summary.worst) {
    console.log(
      `    ${check.brandName} / ${check.productName} [${check.lendingRateType} ${check.repaymentType}]: ` +
        `rate ${percent(check.rate)}, published ${percent(check.publishedComparisonRate)}, ` +
        `ours ${percent(check.computedComparisonRate)}; ${check.likelyCause ?? ''} (${check.basis})`,
    );
  }
}

interface ProviderNames {
  r: Record<string, { name: string }>;
}

function importedLine(indent: number, label: string, row: ImportedCountRow): void {
  wideLine(
    indent,
    label,
    row.total,
    row.computed,
    row.within001,
    row.within005,
    row.belowBy005,
    row.aboveBy005,
  );
}

function printImportedSummary(
  label: string,
  checks: readonly ImportedRateCheck[],
  names: Record<string, string>,
): void {
  const summary = summariseImportedChecks(checks, 8);
  console.log(`\n${label}`);
  wideLine(2, '', 'rates', 'computed', '<=0.01', '<=0.05', '<-0.05', '>+0.05');
  importedLine(4, 'with a published comparison rate', summary);
  for (const [reason, count] of byCount(summary.notComputed)) wideLine(6, `not computed: ${reason}`, count);
  console.log(
    '  lenders with the most rates more than 0.05 points off (<-0.05: below, fees the import lacks):',
  );
  for (const row of summary.worstLenders) importedLine(4, names[row.providerId] ?? row.providerId, row);
}

function checkImportedData(dataDir: string): void {
  const hl = readJson<{ products: ImportedHomeLoan[] }>(join(dataDir, 'products-hl.json')).products;
  const hlProviders = readJson<{ r: Record<string, { name: string; hlPackages?: ImportedPackage[] }> }>(
    join(dataDir, 'home-loan-providers.json'),
  ).r;
  const plProviders =
    readJson<{ versions: ProviderNames[] }>(join(dataDir, 'personal-loan-providers.json')).versions[0]?.r ??
    {};
  const names: Record<string, string> = {};
  for (const [id, provider] of [...Object.entries(plProviders), ...Object.entries(hlProviders)])
    names[id] = provider.name;
  const packages = Object.values(hlProviders).flatMap((provider) => provider.hlPackages ?? []);
  const byCategory: Record<ImportedCategory, ImportedRateCheck[]> = {
    homeLoan: checkImportedHomeLoans(hl, packages),
    personalLoan: checkImportedPersonalLoans(
      readJson<{ products: ImportedPersonalLoan[] }>(join(dataDir, 'products-pl.json')).products,
      'personalLoan',
    ),
    carLoan: checkImportedPersonalLoans(
      readJson<{ products: ImportedPersonalLoan[] }>(join(dataDir, 'products-cl.json')).products,
      'carLoan',
    ),
  };
  console.log('\n\nIMPORTED figures (data/): comparison rates recomputed from the imported rates and fees');
  console.log(
    "  fixed and interest-only home-loan rates revert to the product's own variable P&I rate for the same purpose and LVR band",
  );
  for (const [category, checks] of Object.entries(byCategory) as [ImportedCategory, ImportedRateCheck[]][])
    printImportedSummary(CATEGORY_LABELS[category], checks, names);
  printImportedSummary('All imported loans', Object.values(byCategory).flat(), names);
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
  checkImportedData(join(repoRoot, 'data'));
}

main();
