/**
 * How bodies cross the wire: the API speaks snake_case and the client camelCase, and web addresses
 * travel base64-encoded so that proxies and filters leave them alone. Shared by the axios client
 * and the keepalive `fetch` that flushes tracking when a page is hidden.
 */
import { camelize, decamelize } from 'humps';
import { encodeBase64 } from './base64';

/** Body fields that hold a web address, wherever they appear in a body. */
export const ADDRESS_FIELDS: ReadonlySet<string> = new Set(['referrer', 'webpageUrl', 'url']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Base64-encodes every non-empty string held by an address field, leaving the input untouched. */
export function encodeAddresses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(encodeAddresses);
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    result[key] =
      ADDRESS_FIELDS.has(key) && typeof field === 'string' && field !== ''
        ? encodeBase64(field)
        : encodeAddresses(field);
  }
  return result;
}

/**
 * humps converts each key; the walk over the body is done here, with each distinct key converted
 * once. humps' own camelizeKeys inspects every value with several type checks and took over 100 ms
 * on the /main/ answer (thousands of products) on a first run, long enough to block a phone's main
 * thread; this walk takes a few milliseconds.
 */
function keyConverter(convert: (key: string) => string): (key: string) => string {
  const cache = new Map<string, string>();
  return (key) => {
    let converted = cache.get(key);
    if (converted === undefined) {
      converted = convert(key);
      cache.set(key, converted);
    }
    return converted;
  };
}

const toSnakeKey = keyConverter((key) => decamelize(key));
const toCamelKey = keyConverter((key) => camelize(key));

function convertKeys(value: unknown, convertKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(value)) result[convertKey(key)] = convertKeys(value[key], convertKey);
  return result;
}

/** The JSON-ready body for the API: addresses encoded, keys in snake_case. */
export function toRequestBody(body: unknown): unknown {
  if (!isPlainObject(body) && !Array.isArray(body)) return body;
  return convertKeys(encodeAddresses(body), toSnakeKey);
}

/** A response body with camelCase keys. */
export function fromResponseBody<T>(data: unknown): T {
  return convertKeys(data, toCamelKey) as T;
}
