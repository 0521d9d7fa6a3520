import { randomBytes } from 'node:crypto';

let sequence = 0;

/**
 * `<timestamp>-<id>`: the wall-clock time in milliseconds, then a per-process sequence and a
 * random part, so names sort in the order messages were written and never collide.
 */
export function outboxFileStem(): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${Date.now()}-${sequence.toString(36).padStart(4, '0')}${randomBytes(4).toString('hex')}`;
}
