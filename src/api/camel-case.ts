/**
 * The client's view of an API shape: the server speaks snake_case and the API client hands back
 * every key camelCased (humps, `src/lib/request-body.ts`), so the client's type of an answer is the
 * contract's type with its keys converted the same way, at every depth.
 */

/** `created_at` → `createdAt`, `big-spender` → `bigSpender`, as humps converts a key. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S extends `${infer Head}-${infer Tail}`
    ? `${Head}${Capitalize<CamelCase<Tail>>}`
    : S;

/** The type with every object key camelCased, as the API client delivers it. */
export type Camelized<T> = T extends readonly (infer Item)[]
  ? Camelized<Item>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelized<T[K]> }
      : T;
