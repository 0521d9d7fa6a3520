/**
 * Web addresses arrive base64-encoded in request bodies (the client obfuscates them so that
 * proxies and filters do not rewrite them). They are decoded here and accepted only as an absolute
 * http(s) address or a site path, so nothing else (javascript:, data:, control characters) is
 * ever stored.
 */
import { isSitePath } from '../../src/domain/site-path';
import { hasControlCharacters } from './text';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64_URL = /^[A-Za-z0-9_-]+$/;
export const MAX_WEB_ADDRESS_LENGTH = 2048;

/** The decoded address, or null when the value is not base64 of an http(s) address or a path. */
export function decodeWebAddress(encoded: string): string | null {
  const value = encoded.trim();
  if (value === '' || value.length > Math.ceil((MAX_WEB_ADDRESS_LENGTH * 4) / 3) + 4) return null;
  let decoded: string;
  if (BASE64.test(value)) {
    decoded = Buffer.from(value, 'base64').toString('utf8');
  } else if (BASE64_URL.test(value) && value.length % 4 !== 1) {
    decoded = Buffer.from(value, 'base64url').toString('utf8');
  } else {
    return null;
  }
  return checkWebAddress(decoded);
}

/**
 * The address itself when it is an absolute http(s) address or a path on this site (one slash,
 * not `//` or `/\`, which browsers read as another host).
 */
export function checkWebAddress(address: string): string | null {
  if (address === '' || address.length > MAX_WEB_ADDRESS_LENGTH) return null;
  // Control characters and U+FFFD (left by invalid UTF-8) mean the input was not a real address.
  if (hasControlCharacters(address) || address.includes('\ufffd')) return null;
  if (address.startsWith('/')) return isSitePath(address) ? address : null;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? address : null;
  } catch {
    return null;
  }
}

export function encodeWebAddress(address: string): string {
  return Buffer.from(address, 'utf8').toString('base64');
}
