/**
 * One error shape for the whole API: `{ "error": { "code": "...", "message": "..." } }` with a
 * fitting status. Validation failures (Fastify's ajv) become a readable sentence naming the field;
 * anything unexpected is logged and answered with a 500 that reveals nothing internal.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ApiErrorCode } from '../lib/api-error';

export interface ErrorBody {
  error: { code: ApiErrorCode; message: string };
}

export function errorBody(code: ApiErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: { description?: string };
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

function describeType(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ');
}

/** `/actions/0/sequence_id` -> `actions[0].sequence_id` */
function fieldName(instancePath: string, child?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof child === 'string') parts.push(child);
  return parts.reduce(
    (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );
}

export function describeValidationError(error: AjvError, context: string): string {
  const where = context === 'querystring' ? ' in the address' : '';
  const field = fieldName(error.instancePath);
  const subject = field
    ? `"${field}"${where}`
    : context === 'querystring'
      ? 'The query string'
      : 'The request body';
  const hint = error.parentSchema?.description;
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return `"${fieldName(error.instancePath, params.missingProperty)}"${where} is required.`;
    case 'additionalProperties':
      return `"${fieldName(error.instancePath, params.additionalProperty)}"${where} is not a field this request accepts.`;
    case 'type':
      return field
        ? `${subject} must be ${hint ?? describeType(params.type)}.`
        : `${subject} must be a JSON ${params.type === 'object' ? 'object' : describeType(params.type)}.`;
    case 'minLength':
      return hint ? `${subject} must be ${hint}.` : `${subject} must not be empty.`;
    case 'maxLength':
      return `${subject} must be at most ${String(params.limit)} characters long.`;
    case 'minimum':
      return `${subject} must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `${subject} must be at most ${String(params.limit)}.`;
    case 'minItems':
      return `${subject} must have at least ${String(params.limit)} items.`;
    case 'maxItems':
      return `${subject} must have at most ${String(params.limit)} items.`;
    case 'maxProperties':
      return `${subject} must have at most ${String(params.limit)} entries.`;
    case 'enum':
      return `${subject} must be one of: ${((params.allowedValues as unknown[]) ?? []).map(String).join(', ')}.`;
    default:
      return hint ? `${subject} must be ${hint}.` : `${subject} ${error.message ?? 'is not valid'}.`;
  }
}

interface MappedError {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

export function mapError(error: FastifyError | ApiError | Error): MappedError {
  if (error instanceof ApiError) {
    return { status: error.statusCode, body: errorBody(error.code, error.message), headers: error.headers };
  }
  const fastifyError = error as FastifyError & { validation?: AjvError[]; validationContext?: string };
  if (Array.isArray(fastifyError.validation) && fastifyError.validation[0]) {
    const message = describeValidationError(
      fastifyError.validation[0],
      fastifyError.validationContext ?? 'body',
    );
    return { status: 400, body: errorBody('BAD_REQUEST', message), headers: {} };
  }
  const bad = (status: number, message: string): MappedError => ({
    status,
    body: errorBody(CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message),
    headers: {},
  });
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return bad(400, 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return bad(400, 'The request body is empty: send a JSON object, even if it is just {}.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return bad(413, 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return bad(415, 'Send the request body as JSON, with Content-Type: application/json.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return bad(400, 'The Content-Length header does not match the body.');
  }
  const status = fastifyError.statusCode ?? 500;
  if (error.name === 'SyntaxError' && status === 400) return bad(400, 'The request body is not valid JSON.');
  if (status >= 400 && status < 500) return bad(status, error.message || 'The request was not accepted.');
  return {
    status: 500,
    body: errorBody('INTERNAL', 'Something went wrong on our side. Please try again in a moment.'),
    headers: {},
  };
}

export function registerErrorHandling(
  app: FastifyInstance,
  siteErrorPage: (request: FastifyRequest, reply: FastifyReply, status: number) => Promise<boolean>,
): void {
  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    const mapped = mapError(error);
    if (mapped.status >= 500) request.log.error({ err: error }, 'Request failed');
    else request.log.info({ code: mapped.body.error.code }, mapped.body.error.message);
    reply.headers(mapped.headers);
    if (!isApiPath(request.url) && (await siteErrorPage(request, reply, mapped.status))) return reply;
    return reply.code(mapped.status).type('application/json; charset=utf-8').send(mapped.body);
  });
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
