import { badRequest } from '../lib/api-error';
import type { Page } from '../services/user-records';
import type { JsonSchema } from './define-route';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export interface PageQuery {
  limit?: string;
  offset?: string;
}

/** `?limit&offset` arrive as text; they are checked here rather than coerced, so "abc" is a clear 400. */
export const pageQuerySchema: JsonSchema = {
  type: 'object',
  properties: {
    limit: { type: 'string', pattern: '^[0-9]{1,6}$', description: `a whole number from 1 to ${MAX_LIMIT}` },
    offset: { type: 'string', pattern: '^[0-9]{1,9}$', description: 'a whole number, 0 or more' },
  },
  additionalProperties: false,
};

/** `limit` and `offset` in a JSON body, checked by the schema (staff lists). */
export const pageBodyFields: Record<'limit' | 'offset', JsonSchema> = {
  limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
};

export function readPage(query: PageQuery): Page {
  const limit = query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit);
  const offset = query.offset === undefined ? 0 : Number(query.offset);
  if (limit < 1 || limit > MAX_LIMIT)
    throw badRequest(`"limit" in the address must be a whole number from 1 to ${MAX_LIMIT}.`);
  return { limit, offset };
}
