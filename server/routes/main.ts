import { badRequest } from '../lib/api-error';
import type { FreeFormLimits } from '../lib/free-form-json';
import { decodeWebAddress } from '../lib/web-address';
import { newBrowserId, readBrowserId, setBrowserCookie } from '../plugins/browser-cookie';
import { setSessionCookies } from '../plugins/session';
import { bodySchema, defineRoute, fields } from './define-route';
import { verifyingKeys } from '../lib/key-ring';

interface MainBody {
  client_info?: Record<string, unknown>;
  ga_id?: string | null;
  cookies?: boolean | Record<string, unknown>;
  browser_id?: string;
  referrer?: string;
  visit_id?: string | null;
  app?: string;
  frontend?: string;
  flags?: Record<string, unknown>;
}

const smallObject = (limits: FreeFormLimits) =>
  fields.freeForm(limits, { type: 'object', maxProperties: 100, description: 'an object' });

/**
 * Start of every page load: records the browser, starts or resumes the visit, makes sure there is
 * a session (setting the session and XSRF-TOKEN cookies), and returns the providers with their
 * products.
 *
 * The browser is the one its signed `ss_browser` cookie names (plugins/browser-cookie.ts); without
 * one, the session's browser (sessions started before the server issued browser ids), else a new
 * browser. A `browser_id` in the body is accepted from older pages and ignored: it grants nothing.
 */
export const mainRoute = defineRoute<MainBody, Record<string, never>, 'optional'>({
  path: '/main/',
  // Client details, consent choices, flags and a referrer address, each capped by its schema.
  bodyLimit: 32 * 1024,
  session: 'optional',
  rateLimit: 'write',
  body: bodySchema(
    {
      client_info: smallObject({ maxDepth: 4, maxLength: 5_000 }),
      ga_id: { type: ['string', 'null'], maxLength: 200 },
      cookies: fields.freeForm(
        { maxDepth: 2, maxLength: 2_000 },
        {
          type: ['boolean', 'object'],
          maxProperties: 50,
          description: 'true, false or an object of consent choices',
        },
      ),
      browser_id: {
        ...fields.id,
        description:
          'up to 64 letters, digits or dashes (it is ignored: the server’s cookie names the browser)',
      },
      referrer: { ...fields.base64Address, description: 'a base64-encoded web address, or empty' },
      app: fields.shortText(100),
      frontend: fields.shortText(100),
      flags: smallObject({ maxDepth: 2, maxLength: 5_000 }),
    },
    [],
  ),
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
    return ctx.mainResponse.send(
      request,
      reply,
      `,"visit_id":${JSON.stringify(visitId)},"resumed":${resumed}}`,
    );
  },
});
