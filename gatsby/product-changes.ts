/**
 * What a product page says about its changes, from that product's own entries of
 * `data/changes.json`: the latest change in words, and the history of the figure the page leads
 * with once it has changed at least once (a chart and a table of every value).
 */
import { parseField, type ChangeEntry } from '../src/domain/changes/change-entry';
import { describeChange, formatChangeValue } from '../src/domain/changes/describe-change';
import { historyChart, type FigureUnit, type HistoryPoint } from '../src/features/changes/history-chart';
import type { FigureHistory, LatestChange, ProductChanges } from '../src/features/changes/product-changes';
import type { ProductCode } from './catalogue';
import { withTodaysComparison, type TodaysComparisonRates } from './todays-comparison-rates';

/**
 * The single figure each kind of product leads with. Home loans lead with their most changed
 * principal-and-interest owner-occupier rate (any rate when none of those changed), term deposits
 * with their most changed rate.
 */
const LEAD_FIGURE: Partial<Record<ProductCode, string>> = {
  cc: 'purchaseRate',
  pl: 'minRate',
  cl: 'minRate',
  sv: 'maxRate',
  tx: 'monthlyFee',
};

const isFigureChange = (entry: ChangeEntry) =>
  entry.field !== 'product' && entry.from !== null && entry.to !== null;

function leadField(code: ProductCode, entries: readonly ChangeEntry[]): string | null {
  const fixed = LEAD_FIGURE[code];
  if (fixed) return entries.some((entry) => entry.field === fixed && isFigureChange(entry)) ? fixed : null;
  const counts = new Map<string, { count: number; last: string }>();
  for (const entry of entries) {
    if (!entry.field.startsWith('rate:') || !isFigureChange(entry)) continue;
    const seen = counts.get(entry.field) ?? { count: 0, last: '' };
    counts.set(entry.field, { count: seen.count + 1, last: entry.on > seen.last ? entry.on : seen.last });
  }
  // Most people compare principal-and-interest loans to live in: their rates come first.
  const usual = (field: string) => (field.includes(':principal-and-interest:owner-occupier:') ? 1 : 0);
  let best: string | null = null;
  let bestSeen = { usual: -1, count: 0, last: '' };
  for (const [field, seen] of counts) {
    const candidate = { usual: usual(field), ...seen };
    const better =
      candidate.usual > bestSeen.usual ||
      (candidate.usual === bestSeen.usual &&
        (candidate.count > bestSeen.count ||
          (candidate.count === bestSeen.count && candidate.last > bestSeen.last)));
    if (better) {
      best = field;
      bestSeen = candidate;
    }
  }
  return best;
}

/** The sentence's subject: `Rate` for one of many rates, else the figure's own name. */
function subjectOf(field: string): string {
  const parsed = parseField(field);
  if (parsed?.type === 'rate') return parsed.measure === 'rate' ? 'Rate' : 'Comparison rate';
  return describeChange({ field, from: 0, to: 0 }).label;
}

export interface ProductChangeSource {
  code: ProductCode;
  entries: readonly ChangeEntry[];
  /** The day the product was last fetched: the latest value holds at least until then. */
  until: string;
  /** A home loan's comparison rates of today, told beside a rate's new value. */
  comparisons?: TodaysComparisonRates;
}

export function productChanges(source: ProductChangeSource): ProductChanges | null {
  const changes = source.entries
    .filter(isFigureChange)
    .filter((entry) => !entry.field.startsWith('comparisonRate:'));
  if (changes.length === 0) return null;
  const lead = leadField(source.code, changes);

  const newest = changes.reduce((best, entry) =>
    entry.on > best.on || (entry.on === best.on && entry.field === lead) ? entry : best,
  );
  const described = describeChange(newest);
  const latest: LatestChange = {
    on: newest.on,
    subject: subjectOf(newest.field),
    figure: described.label,
    from: described.from ?? '',
    to: withTodaysComparison(described.to ?? '', newest.field, newest.to as number, source.comparisons),
  };

  let history: FigureHistory | null = null;
  if (lead !== null) {
    const steps = changes.filter((entry) => entry.field === lead);
    const first = steps[0] as ChangeEntry;
    const unit: FigureUnit = lead === 'monthlyFee' ? 'fee' : 'rate';
    const format = (value: number) => formatChangeValue(unit, value) ?? '';
    const points: HistoryPoint[] = [
      { on: first.on, value: first.from as number },
      ...steps.map((entry) => ({ on: entry.on, value: entry.to as number })),
    ];
    const figure = describeChange(first).label;
    const rows = [
      ...[...steps].reverse().map((entry) => ({ on: entry.on, value: format(entry.to as number) })),
      { on: first.on, value: format(first.from as number), until: true },
    ];
    history = {
      heading: unit === 'rate' ? 'Rate history' : 'Fee history',
      valueHeader: unit === 'rate' ? 'Rate' : 'Fee',
      figure,
      chart: historyChart(points, {
        unit,
        figure,
        until: source.until > first.on ? source.until : first.on,
        format,
      }),
      rows,
    };
  }
  return { latest, history };
}
