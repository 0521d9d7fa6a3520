/**
 * The state and territory governments' fees a refinance pays: registering the new lender's mortgage
 * on the title and discharging the old one. Read from the curated file
 * `data/curated/state-mortgage-fees.json`, whose every figure names the schedule it was taken from.
 */
import type { Cents } from '../finance/money';

export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

/** A land titles office's own fee schedule, or a published summary of the registries' fees. */
export type FeeSourceKind = 'registry-schedule' | 'secondary-summary';

export interface FeeSource {
  kind: FeeSourceKind;
  publisher: string;
  document: string;
  url: string;
  /** The land titles office that charges the fee. */
  registry: string;
}

export interface StateMortgageFees {
  state: AustralianState;
  registrationCents: Cents;
  dischargeCents: Cents;
  /** `2021-22`; null when the source does not say which financial year its figures are for. */
  financialYear: string | null;
  source: FeeSource;
}

export type StateMortgageFeeTable = ReadonlyMap<AustralianState, StateMortgageFees>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(entry: Record<string, unknown>, key: string, where: string): string {
  const value = entry[key];
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where}: "${key}" must be text`);
  return value;
}

function cents(entry: Record<string, unknown>, key: string, where: string): Cents {
  const value = entry[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > 200_000) {
    throw new Error(`${where}: "${key}" must be whole cents between 1 and 200000`);
  }
  return value;
}

const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;

function financialYear(entry: Record<string, unknown>, where: string): string | null {
  const value = entry.financialYear;
  if (value === null) return null;
  const match = typeof value === 'string' ? FINANCIAL_YEAR.exec(value) : null;
  if (!match || (Number(match[1]) + 1) % 100 !== Number(match[2])) {
    throw new Error(`${where}: "financialYear" must be null or a financial year like 2024-25`);
  }
  return value as string;
}

/** Checks the curated file and answers one entry per state; throws naming the entry at fault. */
export function parseStateMortgageFees(raw: unknown): StateMortgageFeeTable {
  const states = isRecord(raw) ? raw.states : undefined;
  if (!isRecord(states)) throw new Error('state-mortgage-fees: "states" must be an object keyed by state');
  const table = new Map<AustralianState, StateMortgageFees>();
  for (const state of AUSTRALIAN_STATES) {
    const where = `state-mortgage-fees ${state}`;
    const entry = states[state];
    if (!isRecord(entry)) throw new Error(`${where}: missing`);
    const source = entry.source;
    if (!isRecord(source)) throw new Error(`${where}: "source" must be an object`);
    const kind = source.kind;
    if (kind !== 'registry-schedule' && kind !== 'secondary-summary') {
      throw new Error(`${where}: "source.kind" must be registry-schedule or secondary-summary`);
    }
    const url = text(source, 'url', where);
    if (!/^https?:\/\//.test(url)) throw new Error(`${where}: "source.url" must be a web address`);
    const year = financialYear(entry, where);
    if (kind === 'registry-schedule' && year === null) {
      throw new Error(`${where}: a registry's schedule must name its financial year`);
    }
    table.set(state, {
      state,
      registrationCents: cents(entry, 'registrationCents', where),
      dischargeCents: cents(entry, 'dischargeCents', where),
      financialYear: year,
      source: {
        kind,
        publisher: text(source, 'publisher', where),
        document: text(source, 'document', where),
        url,
        registry: text(source, 'registry', where),
      },
    });
  }
  const unknown = Object.keys(states).filter(
    (key) => !(AUSTRALIAN_STATES as readonly string[]).includes(key),
  );
  if (unknown.length > 0) throw new Error(`state-mortgage-fees: unknown state ${unknown.join(', ')}`);
  return table;
}

/** `2021–22`, with the en dash a reader expects. */
export function financialYearText(year: string): string {
  return year.replace('-', '–');
}

/** `Landgate’s`, `NSW Land Registry Services’`. */
function possessive(name: string): string {
  return name.endsWith('s') ? `${name}’` : `${name}’s`;
}

/** Where the figures come from and which year they are for, in one sentence for the working. */
export function stateFeesSourceText(fees: StateMortgageFees): string {
  const { publisher, registry } = fees.source;
  if (fees.financialYear === null) {
    return `${fees.state} government fees from ${possessive(publisher)} published summary of ${possessive(registry)} fees, which does not say which financial year they are for; check them with ${registry}.`;
  }
  const year = financialYearText(fees.financialYear);
  if (fees.source.kind === 'registry-schedule') {
    return `${fees.state} government fees from ${possessive(publisher)} ${year} fee schedule.`;
  }
  return `${fees.state} government fees for ${year} from ${possessive(publisher)} published summary of ${possessive(registry)} fees; check them with ${registry}.`;
}

/** The year shown beside each fee line: `2021–22 fees`, or that the year is not known. */
export function stateFeesYearLabel(fees: StateMortgageFees): string {
  return fees.financialYear === null ? 'year not stated' : `${financialYearText(fees.financialYear)} fees`;
}
