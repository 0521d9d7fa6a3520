/**
 * The `freeForm` schema keyword: `{ freeForm: { maxDepth, maxLength } }` on a field that takes any
 * JSON caps how deeply it nests and how long it is (lib/free-form-json.ts). JSON Schema has no
 * keyword for either, and the limits belong with the field's other rules in its route's schema.
 */
import { type FreeFormLimits, freeFormProblem } from '../lib/free-form-json';

export const FREE_FORM_KEYWORD = 'freeForm';

interface KeywordError {
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

interface CheckWithErrors {
  (limits: FreeFormLimits, data: unknown): boolean;
  errors?: KeywordError[];
}

/** The part of Ajv this needs; Fastify's own Ajv is handed over through its `ajv.plugins` option. */
interface KeywordHost {
  addKeyword(definition: {
    keyword: string;
    schemaType: 'object';
    errors: true;
    metaSchema: Record<string, unknown>;
    validate: CheckWithErrors;
  }): unknown;
}

const LIMITS_SCHEMA = {
  type: 'object',
  properties: {
    maxDepth: { type: 'integer', minimum: 1 },
    maxLength: { type: 'integer', minimum: 1 },
  },
  required: ['maxDepth', 'maxLength'],
  additionalProperties: false,
};

export function addFreeFormKeyword<Ajv extends KeywordHost>(ajv: Ajv): Ajv {
  const check: CheckWithErrors = (limits, data) => {
    const problem = freeFormProblem(data, limits);
    check.errors = problem ? [{ keyword: FREE_FORM_KEYWORD, message: problem, params: { ...limits } }] : [];
    return problem === null;
  };
  ajv.addKeyword({
    keyword: FREE_FORM_KEYWORD,
    schemaType: 'object',
    errors: true,
    metaSchema: LIMITS_SCHEMA,
    validate: check,
  });
  return ajv;
}
