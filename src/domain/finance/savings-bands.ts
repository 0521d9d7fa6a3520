/**
 * What a savings balance earns at an account's published rates and balance bands, as the bank
 * pays it. A `whole` band pays its rate on the whole balance while the balance is inside the band
 * (CDR `WHOLE_BALANCE`: $60,000 in a "$50,000.01 to $250,000" band earns that band's rate on all
 * $60,000); a `portion` band pays its rate on the part of the balance inside it (`PER_TIER`: the
 * first $50,000 at one rate, the next $10,000 at another). Amounts are yearly and unrounded: the
 * caller multiplies by the days and rounds once, when the interest is credited.
 */
import type { Cents } from './money';

export interface SavingsBand {
  kind: 'base' | 'bonus';
  rate: number;
  minCents: Cents;
  /** Null: no upper limit. */
  maxCents: Cents | null;
  appliesTo: 'whole' | 'portion';
  /** A bonus published as the whole rate, base included. */
  includesBase: boolean;
}

function inside(band: SavingsBand, balance: Cents): boolean {
  return balance >= band.minCents && (band.maxCents === null || balance <= band.maxCents);
}

/**
 * The whole-balance bands a balance is in. Some banks write bands in whole dollars ("$0 to
 * $50,000", "$50,001 to $250,000"); a balance in the gap between (say $50,000.50) is in the lower band.
 */
function wholeBandsFor(bands: readonly SavingsBand[], balance: Cents): SavingsBand[] {
  const covering = bands.filter((band) => inside(band, balance));
  if (covering.length > 0) return covering;
  return bands.filter(
    (band) => band.maxCents !== null && balance > band.maxCents && balance < band.maxCents + 100,
  );
}

/**
 * The cents of the balance inside a band, both ends included: of $30,000, a "$5,000.00 to
 * $24,999.99" band holds $20,000.00 and a "$25,000.00 and over" band $5,000.01 (the cents from
 * $25,000.00 to $30,000.00); a band from $0 or $0.01 starts at the first cent.
 */
function portionOf(band: SavingsBand, balance: Cents): Cents {
  const top = band.maxCents === null ? balance : Math.min(balance, band.maxCents);
  return Math.max(0, top - Math.max(band.minCents, 1) + 1);
}

/**
 * The base rate on the whole balance from `whole` bands: the band the balance is in; above every
 * band, the top band's rate (the bank publishes nothing higher, and does not stop paying); below
 * every band, nothing.
 */
function wholeBaseRate(bands: readonly SavingsBand[], balance: Cents): number {
  const covering = wholeBandsFor(bands, balance);
  if (covering.length > 0) return Math.max(...covering.map((band) => band.rate));
  const below = bands.filter((band) => band.maxCents !== null && band.maxCents < balance);
  const top = below.sort((a, b) => (b.maxCents ?? 0) - (a.maxCents ?? 0))[0];
  return top?.rate ?? 0;
}

/** Yearly base interest, in unrounded cents, on this balance. */
export function baseInterestAYear(bands: readonly SavingsBand[], balance: Cents): number {
  const base = bands.filter((band) => band.kind === 'base');
  const whole = base.filter((band) => band.appliesTo === 'whole');
  const portions = base.filter((band) => band.appliesTo === 'portion');
  return (
    (whole.length > 0 ? balance * wholeBaseRate(whole, balance) : 0) +
    portions.reduce((sum, band) => sum + portionOf(band, balance) * band.rate, 0)
  );
}

/**
 * Yearly bonus interest, in unrounded cents, on this balance in a month the bonus is earned: the
 * bonus bands the balance is in, each on top of the base (a bonus published as the whole rate adds
 * only what it pays above the base). Several whole-balance bonuses for one balance add up, unless
 * that would pass `ceilingRate`, the most the account pays: they are then alternatives (by age,
 * say), and the largest is paid.
 */
export function bonusInterestAYear(
  bands: readonly SavingsBand[],
  balance: Cents,
  ceilingRate: number | null,
): number {
  if (balance <= 0) return 0;
  const baseRate = baseInterestAYear(bands, balance) / balance;
  const above = (band: SavingsBand): number =>
    band.includesBase ? Math.max(0, band.rate - baseRate) : band.rate;
  const bonus = bands.filter((band) => band.kind === 'bonus');
  const wholeExtras = wholeBandsFor(
    bonus.filter((band) => band.appliesTo === 'whole'),
    balance,
  ).map(above);
  const summed = wholeExtras.reduce((sum, rate) => sum + rate, 0);
  const wholeExtra =
    ceilingRate === null || baseRate + summed <= ceilingRate + 1e-9 ? summed : Math.max(0, ...wholeExtras);
  return (
    balance * wholeExtra +
    bonus
      .filter((band) => band.appliesTo === 'portion')
      .reduce((sum, band) => sum + portionOf(band, balance) * above(band), 0)
  );
}
