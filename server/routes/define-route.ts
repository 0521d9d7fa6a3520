/**
 * How an API route is declared. A route is a plain object: its path under /api/v1, who may call
 * it, its rate-limit group, the JSON schema of its body (and query), and a handler that returns
 * the response object. The API plugin (plugins/api.ts) turns it into a Fastify route with the
 * session, CSRF, app-key and rate-limit checks; adding a route is writing one of these and listing
 * it in routes/index.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { FreeFormLimits } from '../lib/free-form-json';
import type { RateLimitGroup } from '../plugins/rate-limit';
import type { SessionState } from '../services/sessions';
import { ApiError } from '../lib/api-error';
import { checkAnswer, ContractMismatch } from '../../src/api/check-answer';
import type { ApiContract, RequestOf, ResponseOf } from '../../src/api/contract';

/**
 * - `none`: works without a session and ignores it for CSRF (/status/, and /cspReport/, which
 *   browsers post by themselves);
 * - `optional`: works without a session; with one, the CSRF header is required;
 * - `required`: needs a session (401 without one, e.g. before /main/ ran);
 * - `signed-in`: needs a signed-in session (401 otherwise).
 */
export type SessionRequirement = 'none' | 'optional' | 'required' | 'signed-in';

export type JsonSchema = Record<string, unknown>;

export interface HandlerInput<Body, Query, S extends SessionRequirement> {
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
  body: Body;
  query: Query;
  session: S extends 'required' | 'signed-in' ? SessionState : SessionState | null;
  userId: S extends 'signed-in' ? string : string | null;
  /** The request's moment, from the injected clock. */
  now: Date;
}

export interface ApiRoute<
  Body = Record<string, never>,
  Query = Record<string, never>,
  S extends SessionRequirement = SessionRequirement,
> {
  /** Path under /api/v1, with a trailing slash (the slash is optional for callers). */
  path: string;
  session: S;
  /** Its rate-limit group; `read` when it names none. */
  rateLimit?: RateLimitGroup;
  /** The most bytes its body may have: `DEFAULT_BODY_LIMIT` unless its schema needs more. */
  bodyLimit?: number;
  /** JSON schema of the body; use `bodySchema()`, which also allows `visit_id` and `app_key`. */
  body?: JsonSchema;
  query?: JsonSchema;
  handler(input: HandlerInput<Body, Query, S>): Promise<unknown> | unknown;
}

/**
 * A route defined from its contract (`src/api/`): its path and body schema come from the contract,
 * and its handler must answer the contract's type. Outside production every answer is also checked
 * against the contract's schema before it is sent, so the tests catch a shape that drifted (a 500
 * `CONTRACT_MISMATCH` naming the field).
 */
export function defineContractRoute<
  Contract extends ApiContract,
  S extends SessionRequirement,
  Query = Record<string, never>,
>(
  contract: Contract,
  route: Omit<ApiRoute<RequestOf<Contract>, Query, S>, 'path' | 'body' | 'handler'> & {
    handler(
      input: HandlerInput<RequestOf<Contract>, Query, S>,
    ): Promise<ResponseOf<Contract>> | ResponseOf<Contract>;
  },
): ApiRoute<RequestOf<Contract>, Query, S> {
  const checked = process.env.NODE_ENV !== 'production';
  return {
    ...route,
    path: contract.path,
    body: contract.request as unknown as JsonSchema,
    handler: async (input) => {
      const answer = await route.handler(input);
      if (checked) {
        try {
          checkAnswer(contract.path, contract.response, answer);
        } catch (error) {
          // Outside production only: the mismatch is named in the 500, for the test that met it.
          if (error instanceof ContractMismatch) throw new ApiError(500, 'CONTRACT_MISMATCH', error.message);
          throw error;
        }
      }
      return answer;
    },
  };
}

export function defineRoute<
  Body = Record<string, never>,
  Query = Record<string, never>,
  S extends SessionRequirement = SessionRequirement,
>(route: ApiRoute<Body, Query, S>): ApiRoute<Body, Query, S> {
  return route;
}

/** The largest body any route takes (a batch of tracked actions, a batch of violation reports). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Enough for every route whose body is a few fields (a survey's cards, a loan, contact details). */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/** Fields every request may carry: the client always sends its visit id, and may send the app key. */
const COMMON_FIELDS: Record<string, JsonSchema> = {
  visit_id: { type: ['string', 'null'], maxLength: 64, description: 'the visit id from /main/, or null' },
  app_key: { type: 'string', maxLength: 128, description: 'the app key as text' },
};

export function bodySchema(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return {
    type: 'object',
    properties: { ...COMMON_FIELDS, ...properties },
    required,
    additionalProperties: false,
  };
}

export const EMPTY_BODY = bodySchema({});

/** Common field schemas with the wording used in error messages (see plugins/errors.ts). */
export const fields = {
  code: {
    type: 'string',
    pattern: '^[0-9]{6}$',
    description: 'the 6-digit code from the message, like 123456',
  },
  id: {
    type: 'string',
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_.:-]+$',
    description: 'an id of letters, digits, dot, colon, dash or underscore',
  },
  base64Address: {
    type: 'string',
    maxLength: 4096,
    description: 'a base64-encoded web address',
  },
  shortText: (max: number) => ({ type: 'string', maxLength: max }),
  /**
   * A field that takes any JSON (or the JSON types in `schema`), stored as sent: its nesting and
   * length are capped (plugins/free-form-keyword.ts), since no schema describes what is inside.
   */
  freeForm: (limits: FreeFormLimits, schema: JsonSchema = {}): JsonSchema => ({
    ...schema,
    freeForm: limits,
  }),
} as const;
