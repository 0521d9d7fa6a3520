/**
 * The request body parsers, in place of Fastify's own: JSON (every API call, and the browser's
 * Content-Security-Policy violation reports, which come as application/csp-report or
 * application/reports+json) and plain text (the unsubscribe token from an e-mail link). Both read the body as bytes and refuse, with a 400 naming
 * the field, anything that would later fail or be stored changed (lib/body-inspection.ts), so
 * schemas and handlers only ever see text that PostgreSQL stores exactly as it was sent.
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/api-error';
import { findBodyProblem, MAX_BODY_DEPTH, nestingOverflowAt } from '../lib/body-inspection';
import { findUnstorableCharacter } from '../lib/text';

const BYTE_ORDER_MARK = '\ufeff';

/** UTF-8 text of the body; invalid bytes would otherwise be decoded to U+FFFD and stored so. */
function bodyText(body: Buffer): string {
  if (!isUtf8(body)) throw badRequest('The request body is not valid UTF-8 text.');
  const text = body.toString('utf8');
  // Some clients start with a byte order mark; it is not part of the JSON.
  return text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
}

export function parseJsonBody(body: Buffer): unknown {
  if (body.length === 0) {
    throw badRequest('The request body is empty: send a JSON object, even if it is just {}.');
  }
  const text = bodyText(body);
  const overflow = nestingOverflowAt(text);
  if (overflow !== null) {
    throw badRequest(
      `The request body is nested too deeply (at character ${overflow + 1}): objects and lists may be nested at most ${MAX_BODY_DEPTH} levels.`,
    );
  }
  let value: unknown;
  try {
    // JSON.parse keeps a "__proto__" field as a plain field (it never sets the prototype), so the
    // inspection below can refuse it by name instead of the whole body being "not valid JSON".
    value = JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) throw badRequest('The request body is not valid JSON.');
    throw error;
  }
  const problem = findBodyProblem(value);
  if (problem) throw badRequest(problem);
  return value;
}

export function parseTextBody(body: Buffer): string {
  const text = bodyText(body);
  const found = findUnstorableCharacter(text);
  if (found) throw badRequest(`The request body must not contain ${found}.`);
  return text;
}

type Done = (error: Error | null, body?: unknown) => void;

function parsingWith(parse: (body: Buffer) => unknown) {
  return (_request: FastifyRequest, body: string | Buffer, done: Done): void => {
    try {
      done(null, parse(Buffer.isBuffer(body) ? body : Buffer.from(body)));
    } catch (error) {
      done(error as Error);
    }
  };
}

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parsingWith(parseJsonBody));
  // JSON under other names. Neither is a type a form can send, so accepting them opens no way for
  // another site to post here without the browser asking first (CORS preflight).
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'buffer' },
    parsingWith(parseJsonBody),
  );
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, parsingWith(parseTextBody));
}
