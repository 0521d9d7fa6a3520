/**
 * Amounts as the survey asks them: dollars, 0 to 1,000,000, at most two decimals (the API's own
 * rule). A leading `$`, spaces and thousands separators are accepted, since people type them.
 */
export const MAX_DOLLARS = 1_000_000;

export type DollarParse = { ok: true; dollars: number } | { ok: false; message: string };

export function parseDollars(text: string): DollarParse {
  const compact = text.trim().replace(/^\$/, '').replace(/[\s,]/g, '');
  if (compact === '') return { ok: false, message: 'Enter an amount in dollars, or 0.' };
  if (/^\d*\.\d{3,}$/.test(compact))
    return { ok: false, message: 'Use at most 2 decimal places, like 1500.50.' };
  if (!/^(\d+(\.\d{1,2})?|\.\d{1,2})$/.test(compact)) {
    return { ok: false, message: 'Enter an amount in dollars using digits, like 1500 or 1,500.50.' };
  }
  const dollars = Number(compact);
  if (dollars > MAX_DOLLARS) return { ok: false, message: 'Enter an amount from $0 to $1,000,000.' };
  return { ok: true, dollars };
}

/**
 * What is wrong with an amount, or null. `whenEmpty` says what a field left empty needs, in its
 * own words ("Enter what you spend on it in a typical month…").
 */
export function dollarsError(text: string, whenEmpty?: string): string | null {
  if (whenEmpty !== undefined && text.trim() === '') return whenEmpty;
  const parsed = parseDollars(text);
  return parsed.ok ? null : parsed.message;
}

/** Dollars as the form shows them: no trailing ".00" for whole dollars. */
export function dollarText(dollars: number): string {
  return Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
}
