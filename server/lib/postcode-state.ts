/**
 * Australian state or territory for a postcode, from Australia Post's published ranges. Offline
 * and best-effort: a handful of border postcodes are shared between states, and the range answer
 * is the state that holds most of the postcode's addresses.
 */
export type AustralianState = 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT' | 'ACT';

const RANGES: [from: number, to: number, state: AustralianState][] = [
  [200, 299, 'ACT'],
  [800, 999, 'NT'],
  [1000, 1999, 'NSW'],
  [2000, 2599, 'NSW'],
  [2600, 2618, 'ACT'],
  [2619, 2899, 'NSW'],
  [2900, 2920, 'ACT'],
  [2921, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [4000, 4999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6797, 'WA'],
  [6800, 6999, 'WA'],
  [7000, 7999, 'TAS'],
  [8000, 8999, 'VIC'],
  [9000, 9999, 'QLD'],
];

export function stateForPostcode(postcode: string): AustralianState | null {
  if (!/^\d{4}$/.test(postcode)) return null;
  const value = Number(postcode);
  for (const [from, to, state] of RANGES) {
    if (value >= from && value <= to) return state;
  }
  return null;
}
