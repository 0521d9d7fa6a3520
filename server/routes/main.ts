import type { RequestOf, ResponseOf } from '../../src/api/contract';
import { main } from '../../src/api/site';
import { badRequest } from '../lib/api-error';
import { decodeWebAddress } from '../lib/web-address';
import { newBrowserId, readBrowserId, setBrowserCookie } from '../plugins/browser-cookie';
import { setSessionCookies } from '../plugins/session';
import { defineRoute, type JsonSchema } from './define-route';
import { verifyingKeys } from '../lib/key-ring';

/**
 * Start of every page load: records the browser, starts or resumes the visit, makes sure there is
 * a session (setting the session and XSRF-TOKEN cookies), and returns the providers with their
 * products.
 *
 * The browser is the one its signed `ss_browser` cookie names (plugins/browser-cookie.ts); without
 * one, the session's browser (sessions started before the server issued browser ids), else a new
 * browser. A `browser_id` in the body is accepted from older pages and ignored: it grants nothing.
 *
 * Its body and answer are the contract's (`src/api/site.ts`), but it is declared with `defineRoute`:
 * the answer is sent as bytes, most of them serialised and compressed once at start-up
 * (data/reference-state.ts), so only the per-visit end is built here, typed by the contract.
 */
export const mainRoute = defineRoute<RequestOf<typeof main>, Record<string, never>, 'optional'>({
  path: main.path,
  // Client details, consent choices, flags and a referrer address, each capped by its schema.
  bodyLimit: 32 * 1024,
  session: 'optional',
  rateLimit: 'write',
  body: main.request as unknown as JsonSchema,
  handler: async ({ ctx, request, reply, body, session, now }) => {
    let referrer: string | null = null;
    if (body.referrer) {
      referrer = decodeWebAddress(body.referrer);
      if (!referrer)
        throw badRequest('"referrer" must be a base64-encoded http(s) address or site path, or empty.');
    }
    const browserId =
      readBrowserId(request, verifyingKeys(ctx.keys, 'grace', now)) ?? session?.browserId ?? newBrowserId();
    // A session started in another browser is not carried on here: this browser gets its own.
    const ownSession = session?.browserId === browserId ? session : null;
    const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
    // Batched with the other page loads of this turn; answered once stored.
    const { visitId, resumed, next } = await ctx.batches.visits.add({
      browserId,
      visitId: body.visit_id ?? null,
      userId: ownSession?.userId ?? null,
      referrer,
      gaId: body.ga_id ?? null,
      app: body.app ?? null,
      frontend: body.frontend ?? null,
      clientInfo: body.client_info,
      cookies: body.cookies,
      flags: body.flags,
      userAgent,
      session: ownSession,
      now,
    });
    setBrowserCookie(request, reply, ctx.secret, browserId);
    if (next) setSessionCookies(request, reply, next, now);
    else if (ownSession && request.sessionToken) {
      // Refreshes the cookies' lifetime and restores an XSRF-TOKEN cookie the browser may have dropped.
      setSessionCookies(request, reply, { token: request.sessionToken, session: ownSession }, now);
    }
    // The provider list is serialised and compressed once at start-up; only the visit part is new.
    const visitPart: Pick<ResponseOf<typeof main>, 'visit_id' | 'resumed'> = { visit_id: visitId, resumed };
    return ctx.mainResponse.send(request, reply, `,${JSON.stringify(visitPart).slice(1)}`);
  },
});
