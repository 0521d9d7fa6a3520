/** Small helpers for records read from JSON, whose fields are checked before use. */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field as text when it holds non-empty text, else null. */
export function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function objectsOf(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** A copy without `null` fields at any depth: the standard's schemas allow absent fields, never null ones. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(withoutNulls);
  if (!isObject(value)) return value;
  const result: JsonObject = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== null && field !== undefined) result[key] = withoutNulls(field);
  }
  return result;
}

/** Sets `key` on `target` only when `value` is present, so converted records carry no empty fields. */
export function putIfPresent(target: JsonObject, key: string, value: unknown): void {
  if (value !== null && value !== undefined) target[key] = value;
}
