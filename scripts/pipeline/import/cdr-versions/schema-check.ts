/**
 * Checks a JSON value against the subset of OpenAPI 3 schema keywords the Consumer Data Standards
 * product schemas use (`$ref`, `allOf`, `type`, `required`, `properties`, `items`, `enum`), and
 * returns a copy with tolerated deviations repaired.
 *
 * What is tolerated (see the README for why):
 * - `null` for an optional field (banks send it for "absent");
 * - an enum value written with other case, spaces or hyphens (`"INTEREST FREE"`), which is
 *   rewritten to the standard's spelling;
 * - an unknown value in a descriptive enum (`featureType`, `constraintType`, ...): kept as sent,
 *   with a note, because the import only reads the values it knows there.
 * Everything else (a missing required field, a wrong type, an unknown pricing enum such as
 * `feeType` or `lendingRateType`) is a problem that makes the record invalid.
 */
import { canonicalEnum } from '../cdr-values';

export interface SchemaNode {
  $ref?: string;
  allOf?: SchemaNode[];
  type?: 'object' | 'array' | 'string' | 'boolean' | 'integer' | 'number';
  required?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  enum?: string[];
  'x-cds-type'?: string;
  default?: unknown;
}

export type SchemaSet = Record<string, SchemaNode>;

export interface CheckResult {
  value: unknown;
  problems: string[];
  notes: string[];
}

/** Enum fields that describe a product rather than price it: unknown values are kept, not fatal. */
export const DESCRIPTIVE_ENUMS: ReadonlySet<string> = new Set([
  'featureType',
  'constraintType',
  'eligibilityType',
  'discountEligibilityType',
  'rateApplicabilityType',
  'cardScheme',
  'cardType',
]);

const REF_PREFIX = '#/components/schemas/';

type Resolved = Omit<SchemaNode, '$ref' | 'allOf'>;

/** Resolves `$ref`s and merges `allOf` parts once per schema node, so checking stays fast. */
export class SchemaChecker {
  private readonly resolved = new Map<SchemaNode, Resolved>();

  constructor(private readonly schemas: SchemaSet) {}

  check(rootName: string, value: unknown): CheckResult {
    const root = this.schemas[rootName];
    if (!root) throw new Error(`No schema named ${rootName}`);
    const problems: string[] = [];
    const notes: string[] = [];
    const checked = this.walk(root, value, '', problems, notes);
    return { value: checked, problems, notes };
  }

  private byRef(ref: string): SchemaNode {
    const name = ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : ref;
    const node = this.schemas[name];
    if (!node) throw new Error(`Schema reference ${ref} names no schema`);
    return node;
  }

  private resolve(node: SchemaNode): Resolved {
    const cached = this.resolved.get(node);
    if (cached) return cached;
    let result: Resolved;
    if (node.$ref) result = this.resolve(this.byRef(node.$ref));
    else if (node.allOf) {
      const parts = node.allOf.map((part) => this.resolve(part));
      const { allOf: _allOf, ...own } = node;
      result = parts.reduce<Resolved>(
        (merged, part) => ({
          ...merged,
          ...part,
          required: [...(merged.required ?? []), ...(part.required ?? [])],
          properties: { ...merged.properties, ...part.properties },
        }),
        own,
      );
    } else result = node;
    this.resolved.set(node, result);
    return result;
  }

  private walk(node: SchemaNode, value: unknown, path: string, problems: string[], notes: string[]): unknown {
    const schema = this.resolve(node);
    const where = path === '' ? 'record' : path;
    switch (schema.type) {
      case 'object':
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          problems.push(`${where}: expected an object`);
          return value;
        }
        return this.walkObject(schema, value as Record<string, unknown>, path, problems, notes);
      case 'array':
        if (!Array.isArray(value)) {
          problems.push(`${where}: expected a list`);
          return value;
        }
        return schema.items
          ? value.map((item, index) => this.walk(schema.items!, item, `${path}[${index}]`, problems, notes))
          : value;
      case 'string':
        if (typeof value !== 'string') {
          problems.push(`${where}: expected text, got ${JSON.stringify(value)}`);
          return value;
        }
        return schema.enum ? this.walkEnum(schema.enum, value, path, problems, notes) : value;
      case 'boolean':
        if (typeof value !== 'boolean') problems.push(`${where}: expected true or false`);
        return value;
      case 'integer':
      case 'number':
        if (
          typeof value !== 'number' ||
          !Number.isFinite(value) ||
          (schema.type === 'integer' && !Number.isInteger(value))
        )
          problems.push(`${where}: expected a${schema.type === 'integer' ? 'n integer' : ' number'}`);
        return value;
      default:
        return value;
    }
  }

  private walkObject(
    schema: Resolved,
    value: Record<string, unknown>,
    path: string,
    problems: string[],
    notes: string[],
  ): Record<string, unknown> {
    const prefix = path === '' ? '' : `${path}.`;
    for (const field of schema.required ?? []) {
      if (value[field] === undefined || value[field] === null) problems.push(`${prefix}${field}: missing`);
    }
    const result: Record<string, unknown> = { ...value };
    for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
      const fieldValue = value[field];
      if (fieldValue === undefined || fieldValue === null) continue;
      result[field] = this.walk(fieldSchema, fieldValue, `${prefix}${field}`, problems, notes);
    }
    return result;
  }

  private walkEnum(
    allowed: string[],
    value: string,
    path: string,
    problems: string[],
    notes: string[],
  ): string {
    if (allowed.includes(value)) return value;
    const canonical = canonicalEnum(value);
    if (allowed.includes(canonical)) {
      notes.push(`${path}: "${value}" read as ${canonical}`);
      return canonical;
    }
    const field =
      path
        .replace(/\[\d+\]/g, '')
        .split('.')
        .pop() ?? path;
    if (DESCRIPTIVE_ENUMS.has(field)) {
      notes.push(`${path}: unknown value "${value}" kept`);
      return value;
    }
    problems.push(`${path}: "${value}" is not one of ${allowed.join(', ')}`);
    return value;
  }
}
