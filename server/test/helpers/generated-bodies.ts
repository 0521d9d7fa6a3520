/**
 * Request bodies generated from a route's JSON schema, for property tests of the API boundary.
 * Each body starts valid (real ids and addresses from `examples`, the rest drawn from the schema)
 * and then, usually, has exactly one thing made wrong, so that it passes every other check and
 * the wrong part reaches as far into the server as it can: a character that must never be stored
 * (NUL, half a surrogate pair) or never reach a mail or a partner (bidirectional overrides,
 * zero-width spaces) put into one string or field name; one value replaced by an awkward one
 * (the year 10000, 1e400, deep nesting, the wrong type); a field added (`__proto__` among them).
 * Some payloads are not an object at all, not JSON, or not UTF-8.
 */
import fc from 'fast-check';
import type { JsonSchema } from '../../routes/define-route';

/** JSON text written as it is: nesting too deep for JSON.stringify, numbers JavaScript cannot hold. */
export class RawJson {
  constructor(readonly text: string) {}
}

export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    // Object.entries includes an own "__proto__" field, which is then written like any other.
    const fields = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface GeneratedPayload {
  payload: string | Buffer;
  contentType: string;
}

/** Values that are valid for the test visitor (their survey ids, real offers). */
export interface Examples {
  /** By the field schema they fit, for shared fields whose name says too little (whose survey id?). */
  bySchema: ReadonlyMap<JsonSchema, readonly unknown[]>;
  /** By field name. */
  byName: Readonly<Record<string, readonly unknown[]>>;
}

/** Characters PostgreSQL text cannot hold, or UTF-8 cannot encode. */
export const UNSTORABLE_CHARACTERS = [
  '\u0000', // NUL
  '\ud800', // a high surrogate without its low half
  '\udfff', // a low surrogate without its high half
  '\ud83d', // the first half of an emoji
] as const;

/** Characters that change how text shows, or do not show at all. */
export const INVISIBLE_CHARACTERS = [
  '\u202e', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u200b', // zero-width space
  '\u200d', // zero-width joiner
  '\ufeff', // byte order mark
  '\u0007', // bell
  '\u0085', // next line (C1)
  '\u2028', // line separator
] as const;

const deeplyNested = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Values that are valid JSON but awkward for any field, times and numbers PostgreSQL cannot store among them. */
export const AWKWARD_VALUES: readonly unknown[] = [
  253402300800000, // the year 10000 in milliseconds
  8.64e15, // the last JavaScript date, in the year 275760
  -62198755200000, // the year -1
  1e21,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  '+010000-01-01T00:00:00.000Z',
  '10000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2025-11-03T09:00:00',
  new RawJson('1e400'),
  new RawJson('-1e400'),
  deeplyNested(9),
  deeplyNested(33),
  deeplyNested(5_000),
  { a: { b: { c: { d: { e: { f: { g: { h: { i: {} } } } } } } } } },
  'x'.repeat(60_000),
  '',
  ' ',
  null,
  true,
  [],
  {},
  [null],
];

/** Neither valid JSON nor valid UTF-8, or JSON the schema can never accept. */
const STRANGE_PAYLOADS: readonly GeneratedPayload[] = [
  { payload: '', contentType: 'application/json' },
  { payload: '{', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '42', contentType: 'application/json' },
  { payload: 'true', contentType: 'application/json' },
  { payload: '{"a":1e400}', contentType: 'application/json' },
  { payload: '\ufeff{}', contentType: 'application/json' },
  { payload: `{"x":${deeplyNested(100_000).text}}`, contentType: 'application/json' },
  { payload: Buffer.from('7b2261223a22eda080227d', 'hex'), contentType: 'application/json' },
  { payload: Buffer.from('7b22fffe223a317d', 'hex'), contentType: 'application/json' },
  { payload: 'token=a\u0000b', contentType: 'text/plain' },
  { payload: 'browser_id=abc', contentType: 'application/x-www-form-urlencoded' },
];

// Either kind as often as the other, though there are fewer of the first.
const evilCharacter = fc.oneof(
  fc.constantFrom(...UNSTORABLE_CHARACTERS),
  fc.constantFrom(...INVISIBLE_CHARACTERS),
);

/** Text as people type it; never U+FFFD, so that any U+FFFD stored was made by the server. */
function cleanText(maxLength: number, minLength = 0): fc.Arbitrary<string> {
  return fc
    .string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) })
    .map((value) => value.replaceAll('\ufffd', '?'))
    .filter((value) => value.length >= minLength && value.length <= maxLength);
}

/** The text with one evil character put somewhere in it (splitting a surrogate pair is fine too). */
function spoiled(value: string): fc.Arbitrary<string> {
  return fc
    .tuple(evilCharacter, fc.nat({ max: value.length }))
    .map(([evil, at]) => `${value.slice(0, at)}${evil}${value.slice(at)}`);
}

const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
  { weight: 1, arbitrary: cleanText(8, 1).chain(spoiled) },
);

const jsonLeaf = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  cleanText(20),
);

/** A small JSON object whose values nest at most `depth` objects and lists, itself included. */
function jsonObject(depth: number): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .array(fc.tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }), jsonValue(depth - 1)), {
      maxLength: 3,
    })
    .map((entries) => Object.fromEntries(entries));
}

/** A small JSON value nesting at most `depth` objects and lists. */
function jsonValue(depth: number): fc.Arbitrary<unknown> {
  if (depth <= 0) return jsonLeaf;
  return fc.oneof(
    { weight: 3, arbitrary: jsonLeaf },
    { weight: 1, arbitrary: fc.array(jsonValue(depth - 1), { maxLength: 3 }) },
    { weight: 1, arbitrary: jsonObject(depth) },
  );
}

const freeJson = jsonValue(3);

/** How deep a free-form field may nest (see the `freeForm` schema keyword), at most 3 for speed. */
function freeFormDepth(schema: JsonSchema): number {
  const limits = schema.freeForm as { maxDepth?: number } | undefined;
  return Math.min(3, limits?.maxDepth ?? 3);
}

function numberIn(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000_000;
  const inRange = fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .map((value) => (integer ? Math.trunc(value) : value));
  return fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(min, max) });
}

function schemaTypes(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  return typeof schema.type === 'string' ? [schema.type] : [];
}

function validOfType(type: string, schema: JsonSchema, examples: Examples): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string': {
      if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
      const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
      return cleanText(typeof schema.maxLength === 'number' ? schema.maxLength : 200, minLength);
    }
    case 'integer':
      return numberIn(schema, true);
    case 'number':
      return numberIn(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items as JsonSchema | undefined) ?? {};
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : 3;
      return fc.array(validValue(items, '', examples), {
        minLength,
        maxLength: Math.max(minLength, Math.min(maxItems, 3)),
      });
    }
    case 'object':
      return schema.properties ? validObject(schema, examples) : jsonObject(freeFormDepth(schema));
    default:
      return jsonValue(freeFormDepth(schema));
  }
}

/** A value the schema accepts (a field's examples where it has some). */
export function validValue(schema: JsonSchema, name: string, examples: Examples): fc.Arbitrary<unknown> {
  const known = examples.bySchema.get(schema) ?? examples.byName[name];
  if (known && known.length > 0) return fc.constantFrom(...known);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf)) {
    return fc.oneof(...(schema.anyOf as JsonSchema[]).map((option) => validValue(option, name, examples)));
  }
  // if/then/else picks one of two shapes (a body that is either a list or an object).
  if (schema.then !== undefined && schema.else !== undefined) {
    return fc.oneof(
      validValue(schema.then as JsonSchema, name, examples),
      validValue(schema.else as JsonSchema, name, examples),
    );
  }
  const types = schemaTypes(schema);
  if (types.length === 0) return jsonValue(freeFormDepth(schema));
  return fc.oneof(...types.map((type) => validOfType(type, schema, examples)));
}

function validObject(schema: JsonSchema, examples: Examples): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties))
    model[name] = validValue(property, name, examples);
  return fc.record(model, { requiredKeys: required, noNullPrototype: true });
}

type Path = (string | number)[];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson);
}

/** Every value inside `value` (not `value` itself), by path. */
function pathsIn(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...path, index], ...pathsIn(item, [...path, index])]);
  if (isPlainObject(value)) {
    return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...pathsIn(item, [...path, key])]);
  }
  return [];
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], value);
}

/** A copy of `value` with the value at `path` made by `change`; copies keep an own "__proto__" field as data. */
function changedAt(value: unknown, path: Path, change: (old: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const [key, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value))
    return value.map((item, index) => (index === key ? changedAt(item, rest, change) : item));
  const entries = Object.entries(value as Record<string, unknown>);
  return Object.fromEntries(
    entries.map(([name, item]) => [name, name === key ? changedAt(item, rest, change) : item]),
  );
}

function renamedField(object: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).map(([name, item]) => [name === from ? to : name, item]));
}

const awkwardValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...AWKWARD_VALUES) },
  { weight: 1, arbitrary: freeJson },
  { weight: 1, arbitrary: cleanText(10).chain(spoiled) },
);

/** The body with one thing made wrong, or none. */
function withOneFault(body: unknown): fc.Arbitrary<unknown> {
  const paths = pathsIn(body);
  const stringPaths = paths.filter((path) => typeof valueAt(body, path) === 'string');
  const objectPaths = [[], ...paths].filter((path) => {
    const at = valueAt(body, path);
    return isPlainObject(at) && Object.keys(at).length > 0;
  });
  const faults: fc.WeightedArbitrary<unknown>[] = [{ weight: 3, arbitrary: fc.constant(body) }];
  if (stringPaths.length > 0) {
    faults.push({
      weight: 6,
      arbitrary: fc
        .constantFrom(...stringPaths)
        .chain((path) =>
          spoiled(valueAt(body, path) as string).map((text) => changedAt(body, path, () => text)),
        ),
    });
  }
  if (objectPaths.length > 0) {
    faults.push({
      weight: 1,
      arbitrary: fc.constantFrom(...objectPaths).chain((path) => {
        const object = valueAt(body, path) as Record<string, unknown>;
        return fc
          .constantFrom(...Object.keys(object))
          .chain((key) =>
            spoiled(key).map((name) => changedAt(body, path, () => renamedField(object, key, name))),
          );
      }),
    });
  }
  if (paths.length > 0) {
    faults.push({
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), awkwardValue)
        .map(([path, value]) => changedAt(body, path, () => value)),
    });
  }
  if (isPlainObject(body)) {
    faults.push({
      weight: 1,
      arbitrary: fc.tuple(fieldName, freeJson).map(([name, value]) => ({ ...body, [name]: value })),
    });
    faults.push({ weight: 1, arbitrary: fc.constant({ ...body, ['__proto__']: { admin: true } }) });
  }
  return fc.oneof(...faults);
}

const asJson = (value: unknown): GeneratedPayload => ({
  payload: toJsonText(value),
  contentType: 'application/json',
});

/** Payloads for a route with this body schema. */
export function generatedPayload(
  schema: JsonSchema | undefined,
  examples: Examples,
): fc.Arbitrary<GeneratedPayload> {
  const body = validValue(schema ?? {}, '', examples);
  return fc.oneof(
    { weight: 12, arbitrary: body.chain(withOneFault).map(asJson) },
    { weight: 1, arbitrary: fc.constantFrom(...STRANGE_PAYLOADS) },
  );
}
