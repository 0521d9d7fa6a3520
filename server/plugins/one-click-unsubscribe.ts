/**
 * One-click unsubscribe (RFC 8058): the address in every follow-up e-mail's `List-Unsubscribe`
 * header. A mail program POSTs `List-Unsubscribe=One-Click` to it, as a form, without cookies; the
 * token in the address names the e-mail address and the list, so nothing else is needed, and the
 * address leaves the list at once. Its own scope, so that form bodies are read here and nowhere
 * else in the API (every other call takes JSON).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/api-error';
import { leaveList, readListToken } from '../services/email-lists';
import { API_PREFIX } from './api';
import { parseTextBody } from './body-parsers';
import { verifyingKeys } from '../lib/key-ring';

export const ONE_CLICK_PATH = `${API_PREFIX}/unsubscribe/one-click/`;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export async function oneClickUnsubscribePlugin(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(FORM_TYPES, { parseAs: 'buffer', bodyLimit: 4096 }, (_request, body, done) => {
    try {
      done(null, parseTextBody(Buffer.isBuffer(body) ? body : Buffer.from(body)));
    } catch (error) {
      done(error as Error);
    }
  });
  app.post<{ Querystring: { token?: string } }>(ONE_CLICK_PATH, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const membership = readListToken(verifyingKeys(app.ctx.keys, 'unsubscribe', app.ctx.now()), token);
    if (!membership) throw badRequest('This unsubscribe address is not valid.');
    const body = typeof request.body === 'string' ? request.body : '';
    // A form field named List-Unsubscribe with the value One-Click, URL-encoded or multipart.
    if (!/List-Unsubscribe(?:=|"\s*\r?\n\r?\n)One-Click/.test(body)) {
      throw badRequest('Send List-Unsubscribe=One-Click to unsubscribe (RFC 8058).');
    }
    await leaveList(app.ctx.db, membership, 'one-click', app.ctx.now());
    return reply.header('cache-control', 'no-store').send({ list: membership.list, subscribed: false });
  });
}
