/**
 * One error shape for the whole API: `{ "error": { "code": "...", "message": "..." } }` with a
 * fitting status. Validation failures (Fastify's ajv) become a readable sentence naming the field;
 * anything unexpected is logged and answered with a 500 that reveals nothing internal. Requests
 * Fastify refuses before any route runs (an address that is not valid, HTTP that cannot be read,
 * headers too large) get the same shape.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ApiErrorCode } from '../lib/api-error';
import { NO_CONTENT_POLICY } from '../lib/content-security-policy';
import { FREE_FORM_KEYWORD } from './free-form-keyword';

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
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
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
    case FREE_FORM_KEYWORD:
      return `${subject} ${error.message ?? 'is too large'}.`;
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
    case 'FST_ERR_BAD_URL':
      return bad(
        400,
        'The address is not valid: every % in it must start a percent-encoded UTF-8 character.',
      );
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return bad(414, 'The address is too long.');
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

/** For Fastify's `frameworkErrors`: an address the router cannot read, answered like any other error. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const mapped = mapError(error);
  request.log.info({ code: mapped.body.error.code }, mapped.body.error.message);
  void reply
    .code(mapped.status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(mapped.body);
}

/** The status and body for HTTP that Node could not read, so no request (or route) exists. */
export function clientErrorAnswer(code: string | undefined): { status: number; body: ErrorBody } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        body: errorBody(
          'HEADERS_TOO_LARGE',
          'The address and headers of the request are too large. Shorten the address (its query string).',
        ),
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        body: errorBody('REQUEST_TIMEOUT', 'The request took too long to arrive. Please try again.'),
      };
    default:
      return { status: 400, body: errorBody('BAD_REQUEST', 'The request is not valid HTTP.') };
  }
}

/**
 * For Fastify's `clientErrorHandler`, which runs on the raw socket (Fastify's own handler answers
 * in another shape). The connection is closed afterwards, as Node does: what follows on it cannot
 * be read.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(error.code);
  this.log.info({ code: error.code }, body.error.message);
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        `Content-Length: ${Buffer.byteLength(text)}`,
        'Content-Type: application/json; charset=utf-8',
        'Cache-Control: no-store',
        `Content-Security-Policy: ${NO_CONTENT_POLICY}`,
        'Connection: close',
        '',
        text,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
