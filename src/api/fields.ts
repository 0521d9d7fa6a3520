/**
 * Schema helpers. For request bodies, `stringEnum` and `nullable` keep the JSON schema the server
 * has always validated with, so the error messages built from it (`server/plugins/errors.ts`) read
 * as before: a choice is `enum` and a nullable field `type: ['string', 'null']`, not the `anyOf`
 * TypeBox writes for unions. For answers, `answerOneOf` and `orNull` are TypeBox's own unions,
 * which its checker (`check-answer.ts`) reads.
 */
import { type TLiteral, type TNull, type TSchema, type TUnion, type TUnsafe, Type } from '@sinclair/typebox';

/** A choice among fixed strings. */
export function stringEnum<const Values extends readonly string[]>(
  values: Values,
  options: { description?: string } = {},
): TUnsafe<Values[number]> {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values], ...options });
}

/** The schema or null, as one `type` list. */
export function nullable<Schema extends TSchema>(schema: Schema): TUnsafe<Schema['static'] | null> {
  const type = (schema as { type?: unknown }).type;
  const { [Symbol.for('TypeBox.Kind')]: _kind, ...plain } = schema as Record<string | symbol, unknown>;
  return Type.Unsafe<Schema['static'] | null>({
    ...plain,
    type: Array.isArray(type) ? [...(type as unknown[]), 'null'] : [type, 'null'],
  });
}

/** In an answer: one of fixed strings. */
export function answerOneOf<const Values extends readonly string[]>(
  values: Values,
): TUnion<TLiteral<Values[number]>[]> {
  return Type.Union(values.map((value) => Type.Literal(value)));
}

/** In an answer: the schema or null. */
export function orNull<Schema extends TSchema>(schema: Schema): TUnion<[Schema, TNull]> {
  return Type.Union([schema, Type.Null()]);
}

/**
 * In a request: a field that takes any JSON (or the JSON types `schema` names), stored as sent.
 * Since no schema describes what is inside, the server's `freeForm` keyword caps its nesting and
 * its length as JSON text (`server/plugins/free-form-keyword.ts`).
 */
export function freeForm<Value = unknown>(
  limits: { maxDepth: number; maxLength: number },
  schema: Record<string, unknown> = {},
): TUnsafe<Value> {
  return Type.Unsafe<Value>({ ...schema, freeForm: limits });
}
