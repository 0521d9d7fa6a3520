import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread over the phone (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reference a visitor can quote, like `PT-7K3F9Q`: 31^6, about 890 million, per prefix. */
export function newReference(prefix: string): string {
  let code = '';
  for (let index = 0; index < 6; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}
