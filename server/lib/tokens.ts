import { createHash, createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;
/**
 * Random bytes for 256 tokens, filled from the system CSPRNG in one call and handed out once each
 * (what crypto.randomUUID does for its ids): every first visit needs two tokens, and one call per
 * token cost more than the rest of making the session.
 */
const pool = Buffer.alloc(TOKEN_BYTES * 256);
let poolOffset = pool.length;

/** 32 random bytes, base64url: session ids and XSRF tokens. */
export function randomToken(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const token = pool.toString('base64url', poolOffset, poolOffset + TOKEN_BYTES);
  poolOffset += TOKEN_BYTES;
  return token;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** Constant-time comparison of two strings (different lengths compare unequal without leaking where). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}
