/**
 * Numeric facts pulled out of banks' free text. Only numbers leave this module: the words around
 * them are used to find the number and are never copied into our data.
 */

const NUMBER = String.raw`(\d{1,3}(?:[,\s]\d{3})+|\d+)(?:\.(\d+))?`;

function toNumber(whole: string, fraction: string | undefined): number {
  return Number(`${whole.replace(/[,\s]/g, '')}${fraction ? `.${fraction}` : ''}`);
}

/** Dollar amounts in order of appearance: `$3k` -> 3000, `$1,500` -> 1500, `$12000+` -> 12000. */
export function dollarAmounts(text: string): number[] {
  const pattern = new RegExp(String.raw`\$\s?${NUMBER}\s*(k|m)?\b`, 'gi');
  const amounts: number[] = [];
  for (const match of text.matchAll(pattern)) {
    const base = toNumber(match[1] ?? '0', match[2]);
    const scale = match[3]?.toLowerCase() === 'k' ? 1000 : match[3]?.toLowerCase() === 'm' ? 1_000_000 : 1;
    amounts.push(base * scale);
  }
  return amounts;
}

/** Percentages in order of appearance as fractions: `2% BT fee` -> 0.02, `0.99% p.a.` -> 0.0099. */
export function percentages(text: string): number[] {
  const pattern = /(\d+(?:\.\d+)?)\s*%/g;
  return [...text.matchAll(pattern)].map((match) => Math.round((Number(match[1]) / 100) * 1e6) / 1e6);
}

/** `for 28 months` -> 28; the first month count mentioned. */
export function monthCount(text: string): number | null {
  const match = /(\d+)\s*(?:-\s*)?months?\b/i.exec(text);
  return match ? Number(match[1]) : null;
}

/** Whole numbers such as point counts: `150,000 bonus points` -> [150000]. */
export function wholeNumbers(text: string): number[] {
  const pattern = new RegExp(NUMBER, 'g');
  return [...text.matchAll(pattern)].map((match) => toNumber(match[1] ?? '0', match[2]));
}
