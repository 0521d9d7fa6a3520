/**
 * The drawing of one figure's history as a step line, worked out when the site is built so the
 * page ships plain numbers and labels and its component only places them. Dates are ISO days
 * (`2024-07-03`); a value holds from its date until the next one, and the last until `until`.
 */
import { formatIsoDate } from '../../domain/format';

export interface HistoryPoint {
  /** The day the value was first seen. */
  on: string;
  value: number;
}

export interface ChartTick {
  /** Position along its axis, in the chart's own units. */
  at: number;
  label: string;
}

export interface HistoryChart {
  width: number;
  height: number;
  /** The plotting area: ticks and the line fall inside it. */
  plot: { left: number; top: number; right: number; bottom: number };
  /** SVG path of the step line. */
  line: string;
  /** The latest value, marked with a dot. */
  end: { x: number; y: number };
  xTicks: ChartTick[];
  yTicks: ChartTick[];
  /** The axes' names, e.g. `Rate, % p.a.` and `Date seen`. */
  yTitle: string;
  xTitle: string;
  /** What the chart shows in one sentence: its accessible name. */
  summary: string;
}

export type FigureUnit = 'rate' | 'fee';

const WIDTH = 320;
const HEIGHT = 200;
const PLOT = { left: 48, top: 26, right: WIDTH - 14, bottom: HEIGHT - 44 };
const DAY_MS = 86_400_000;
const MAX_X_TICKS = 4;
const MAX_Y_TICKS = 5;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Steps between value ticks: rates as fractions, fees in dollars. */
const VALUE_STEPS: Record<FigureUnit, number[]> = {
  rate: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
  fee: [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
};

function dayNumber(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / DAY_MS;
}

/** Rounds to two decimals so the drawing's text stays short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A value on the axis: `6.50%` for a rate, `$12` for a fee. */
function axisValue(unit: FigureUnit, value: number): string {
  if (unit === 'rate') return `${(Math.round(value * 10000) / 100).toFixed(2)}%`;
  return `$${Number.isInteger(value) ? value : value.toFixed(2)}`;
}

function valueAxis(unit: FigureUnit, values: number[]): { low: number; high: number; step: number } {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const steps = VALUE_STEPS[unit];
  for (const step of steps) {
    let low = Math.floor(min / step + 1e-9) * step;
    let high = Math.ceil(max / step - 1e-9) * step;
    if (high === low) {
      low -= step;
      high += step;
    }
    if (unit === 'fee' || unit === 'rate') low = Math.max(0, low);
    if ((high - low) / step <= MAX_Y_TICKS - 1) return { low, high, step };
  }
  const step = steps[steps.length - 1] ?? 1;
  return { low: 0, high: Math.ceil(max / step) * step || step, step };
}

/** Month starts between two days, at most four, every 1, 2, 3, 6, 12 or 24 months. */
function dateTicks(first: number, last: number): { day: number; label: string }[] {
  const start = new Date(first * DAY_MS);
  const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();
  const from = monthIndex(start) + (start.getUTCDate() === 1 ? 0 : 1);
  const to = monthIndex(new Date(last * DAY_MS));
  for (const step of [1, 2, 3, 6, 12, 24]) {
    const ticks: { day: number; label: string }[] = [];
    for (let month = from; month <= to; month += 1) {
      if (month % step !== 0) continue;
      const year = Math.floor(month / 12);
      const label = step >= 12 ? String(year) : `${SHORT_MONTHS[month % 12]} ${year}`;
      ticks.push({ day: Date.UTC(year, month % 12, 1) / DAY_MS, label });
    }
    if (ticks.length > 0 && ticks.length <= MAX_X_TICKS) return ticks;
  }
  // Less than a month: the first and last day themselves.
  const short = (day: number) => {
    const date = new Date(day * DAY_MS);
    return `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]}`;
  };
  return first === last
    ? [{ day: first, label: short(first) }]
    : [
        { day: first, label: short(first) },
        { day: last, label: short(last) },
      ];
}

/**
 * The step line of `points` (oldest first, at least one) from the first point to `until`, with
 * labelled axes and a summary naming the first, latest, lowest and highest values.
 * `format` writes a value the way the page does (`6.43% p.a.`, `$129`).
 */
export function historyChart(
  points: readonly HistoryPoint[],
  {
    unit,
    figure,
    until,
    format,
  }: { unit: FigureUnit; figure: string; until: string; format: (value: number) => string },
): HistoryChart {
  const first = points[0];
  const latest = points[points.length - 1];
  if (!first || !latest) throw new RangeError('A history chart needs at least one point');
  const firstDay = dayNumber(first.on);
  const lastDay = Math.max(dayNumber(until), dayNumber(latest.on) + 1);
  const values = points.map((point) => point.value);
  const axis = valueAxis(unit, values);
  const x = (day: number) =>
    round(PLOT.left + ((day - firstDay) / (lastDay - firstDay)) * (PLOT.right - PLOT.left));
  const y = (value: number) =>
    round(PLOT.bottom - ((value - axis.low) / (axis.high - axis.low)) * (PLOT.bottom - PLOT.top));

  let line = `M${x(firstDay)} ${y(first.value)}`;
  for (const point of points.slice(1)) line += `H${x(dayNumber(point.on))}V${y(point.value)}`;
  line += `H${x(lastDay)}`;

  const yTicks: ChartTick[] = [];
  for (let value = axis.low; value <= axis.high + axis.step / 2; value += axis.step) {
    yTicks.push({ at: y(value), label: axisValue(unit, value) });
  }
  const xTicks = dateTicks(firstDay, lastDay).map((tick) => ({ at: x(tick.day), label: tick.label }));

  const lowest = Math.min(...values);
  const highest = Math.max(...values);
  const summary =
    `${figure} from ${formatIsoDate(first.on)} to ${formatIsoDate(until)}: ` +
    `first ${format(first.value)}, latest ${format(latest.value)}, ` +
    `lowest ${format(lowest)}, highest ${format(highest)}`;

  return {
    // One full stop, whether or not the last value ends in one (`21.99% p.a.`).
    summary: summary.endsWith('.') ? summary : `${summary}.`,
    width: WIDTH,
    height: HEIGHT,
    plot: PLOT,
    line,
    end: { x: x(lastDay), y: y(latest.value) },
    xTicks,
    yTicks,
    yTitle: unit === 'rate' ? 'Rate, % p.a.' : 'Fee, $',
    xTitle: 'Date seen',
  };
}
