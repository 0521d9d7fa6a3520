/**
 * The engine speaks camelCase and the API snake_case: `firstYearSavingCents` becomes
 * `first_year_saving_cents` at every depth. Only keys change; values (ids, note codes, labels) are
 * passed through as they are.
 */
const converted = new Map<string, string>();

export function snakeKey(key: string): string {
  let snake = converted.get(key);
  if (snake === undefined) {
    snake = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    converted.set(key, snake);
  }
  return snake;
}

/** `firstYearSavingCents` → `first_year_saving_cents`, as `snakeKey` converts a key. */
export type SnakeCase<S extends string> = S extends `${infer Letter}${infer Rest}`
  ? `${Letter extends Lowercase<Letter> ? Letter : `_${Lowercase<Letter>}`}${SnakeCase<Rest>}`
  : S;

/** The type with every object key snake_cased, as `toSnakeCase` returns it. */
export type SnakeCased<T> = T extends readonly (infer Item)[]
  ? SnakeCased<Item>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeCase<K> : K]: SnakeCased<T[K]> }
      : T;

export function toSnakeCase<T>(value: T): SnakeCased<T>;
export function toSnakeCase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toSnakeCase);
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[snakeKey(key)] = toSnakeCase(item);
  return result;
}
