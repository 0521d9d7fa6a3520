/**
 * A change entry in plain English: what the figure is, and its old and new values the Australian
 * way (`6.43% p.a.`, `$129`, `3%`, `55 days`).
 */
import { formatCount, formatFee, formatPercent, formatRate, formatTermMonths } from '../format';
import { durationInDays } from '../normalise/durations';
import { OFFERED, parseField, type ChangeEntry, type ChangeValue, type FigureKind } from './change-entry';
import {
  parseHomeLoanRateKey,
  parseTermDepositRateKey,
  type HomeLoanKeyParts,
  type TermDepositKeyParts,
} from './rate-keys';

export interface DescribedChange {
  /** What changed, e.g. `Variable rate, principal and interest, owner-occupier, LVR up to 80%`. */
  label: string;
  /** The values as shown; null where the figure or product did not exist. */
  from: string | null;
  to: string | null;
  /** `added` and `withdrawn` for a product or a figure that appeared or went. */
  kind: 'added' | 'withdrawn' | 'changed';
  /** The whole change as one sentence, e.g. `Annual fee changed from $129 to $149`. */
  summary: string;
}

function dollars(amount: number): string {
  return `$${formatCount(amount)}`;
}

/** One value of a figure of the given kind, the Australian way. */
export function formatChangeValue(kind: FigureKind | null, value: ChangeValue): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'rate':
      return formatRate(value);
    case 'share':
      return formatPercent(value);
    case 'fee':
      return formatFee(value);
    case 'amount':
      return dollars(value);
    case 'days':
      return `${formatCount(value)} ${value === 1 ? 'day' : 'days'}`;
    case 'months':
      return formatTermMonths(value);
    default:
      return String(value);
  }
}

const REPAYMENT_WORDS: Record<HomeLoanKeyParts['repayment'], string> = {
  'principal-and-interest': 'principal and interest',
  'interest-only': 'interest only',
};

const PURPOSE_WORDS: Record<HomeLoanKeyParts['purpose'], string> = {
  'owner-occupier': 'owner-occupier',
  investment: 'investment',
};

const INTEREST_PAYMENT_WORDS: Record<TermDepositKeyParts['interestPayment'], string> = {
  maturity: 'interest at maturity',
  monthly: 'interest paid monthly',
  quarterly: 'interest paid quarterly',
  'half-yearly': 'interest paid half-yearly',
  annually: 'interest paid yearly',
};

function lvrWords(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min === null) return `LVR up to ${formatPercent(max as number)}`;
  if (max === null) return `LVR over ${formatPercent(min)}`;
  return `LVR ${formatPercent(min)} to ${formatPercent(max)}`;
}

function bandWords(noun: string, min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min === null) return `${noun} up to ${dollars(max as number)}`;
  if (max === null) return `${noun} from ${dollars(min)}`;
  return `${noun} ${dollars(min)} to ${dollars(max)}`;
}

function positionWords(position: number | null): string | null {
  return position === null ? null : `listed rate ${position}`;
}

function present(parts: (string | null)[]): string {
  return parts.filter((part): part is string => part !== null).join(', ');
}

/** `Variable rate, principal and interest, owner-occupier, LVR up to 80%` */
export function homeLoanRateLabel(parts: HomeLoanKeyParts): string {
  const rate =
    parts.rateType === 'variable'
      ? 'Variable rate'
      : `Fixed rate${parts.fixedMonths === null ? '' : ` for ${formatTermMonths(parts.fixedMonths)}`}`;
  return present([
    rate,
    REPAYMENT_WORDS[parts.repayment],
    PURPOSE_WORDS[parts.purpose],
    lvrWords(parts.lvrMin, parts.lvrMax),
    bandWords('loans', parts.minLoanAmount, parts.maxLoanAmount),
    positionWords(parts.position),
  ]);
}

/** `Rate for 12 months, interest at maturity` */
export function termDepositRateLabel(parts: TermDepositKeyParts): string {
  // A term stated in months is kept as its days rounded, as the import counts them; any other is in days.
  const inMonths =
    parts.termMonths > 0 &&
    parts.termDays === Math.round(durationInDays({ years: 0, months: parts.termMonths, weeks: 0, days: 0 }));
  const term = inMonths
    ? formatTermMonths(parts.termMonths)
    : `${parts.termDays} ${parts.termDays === 1 ? 'day' : 'days'}`;
  return present([
    `Rate for ${term}`,
    INTEREST_PAYMENT_WORDS[parts.interestPayment],
    bandWords('deposits', parts.minAmount, parts.maxAmount),
    positionWords(parts.position),
  ]);
}

/** The label of the rate a key names, whichever kind of product it belongs to. */
export function rateKeyLabel(key: string): string {
  const homeLoan = parseHomeLoanRateKey(key);
  if (homeLoan) return homeLoanRateLabel(homeLoan);
  const termDeposit = parseTermDepositRateKey(key);
  if (termDeposit) return termDepositRateLabel(termDeposit);
  return `Rate ${key}`;
}

function fieldLabel(field: string): string {
  const parsed = parseField(field);
  if (parsed === null) return field;
  if (parsed.type === 'product') return 'Product';
  if (parsed.type === 'figure') return parsed.info.label;
  const label = rateKeyLabel(parsed.key);
  if (parsed.measure === 'rate') return label;
  return `Comparison rate: ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

export function describeChange(entry: Pick<ChangeEntry, 'field' | 'from' | 'to'>): DescribedChange {
  const parsed = parseField(entry.field);
  const label = fieldLabel(entry.field);
  if (parsed?.type === 'product') {
    const added = entry.to === OFFERED;
    return {
      label,
      from: null,
      to: null,
      kind: added ? 'added' : 'withdrawn',
      summary: added ? 'Product added' : 'Product withdrawn',
    };
  }
  const kind = parsed === null ? null : parsed.info.kind;
  const from = formatChangeValue(kind, entry.from);
  const to = formatChangeValue(kind, entry.to);
  if (from === null)
    return { label, from, to, kind: 'added', summary: `${label} added at ${to ?? 'no value'}` };
  if (to === null) return { label, from, to, kind: 'withdrawn', summary: `${label} withdrawn (was ${from})` };
  return { label, from, to, kind: 'changed', summary: `${label} changed from ${from} to ${to}` };
}
