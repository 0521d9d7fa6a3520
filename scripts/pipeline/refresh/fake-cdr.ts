/**
 * A stand-in for the CDR Register and the banks' product endpoints, for the refresh's tests: a
 * `fetch` answering as a holder would, including the ways holders fail (429 with `Retry-After`,
 * 5xx, 406, malformed records, products that vanish between the list and the detail call).
 * `serveFakeCdr` puts the same world behind a real HTTP server, for the command's tests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeProduct {
  /** The record as version 7 would send it; lower versions get `olderShape` when given, else the same. */
  detail: Record<string, unknown> & { productId: string; name: string; productCategory: string };
  /** The same product in the version 3/4 shape, sent to a caller asking for at most version 5. */
  olderShape?: Record<string, unknown>;
  /** Listed, but its detail call answers 404 (withdrawn between the two calls). */
  vanishes?: boolean;
  /** The detail call answers this body instead of the record. */
  malformed?: unknown;
}

export interface FakeBrand {
  id: string;
  name: string;
  /** Host of its product endpoints (brands may share one). */
  host: string;
  products: FakeProduct[];
  /** The highest detail version it answers (default 7) and the lowest (default 5). */
  maxVersion?: number;
  minVersion?: number;
  /** Products per list page (default: all on one page). */
  pageSize?: number;
  /** Every call answers this status. */
  failWith?: number;
  /** The first n calls answer 429 with this `Retry-After`. */
  rateLimited?: { calls: number; retryAfter: string };
  /** Leave the `x-v` header out of answers. */
  noVersionHeader?: boolean;
  /** Never answer: every call waits until the caller gives up (a time-out). */
  hangs?: boolean;
  /** The register lists that name it (default banking only). */
  industries?: ('banking' | 'non-bank-lending')[];
  /** Register fields sent as given (a real brand's `abn`, `publicBaseUri`, ...); its products are then served at `productBaseUri`. */
  summary?: Record<string, unknown>;
}

export interface FakeCall {
  url: string;
  headers: Record<string, string>;
  /** Calls in flight at this host when this one started, itself included. */
  inFlightAtHost: number;
}

export interface FakeCdr {
  fetch: typeof fetch;
  calls: FakeCall[];
  registerUrl: string;
}

const REGISTER_PATH = /^\/cdr-register\/v1\/([a-z-]+)\/data-holders\/brands\/summary$/;
/** The industries of the register's enumeration that hold data holders. */
const SERVED_INDUSTRIES = ['banking', 'energy', 'non-bank-lending', 'telco', 'all'];

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function negotiate(headers: Record<string, string>, brand: FakeBrand): number | null {
  const wanted = Number(headers['x-v']);
  const lowest = Number(headers['x-min-v'] ?? headers['x-v']);
  const offered = Math.min(wanted, brand.maxVersion ?? 7);
  return offered >= lowest && offered >= (brand.minVersion ?? 5) ? offered : null;
}

/** Waits until the signal aborts, then fails as fetch does. */
function untilAborted(signal: AbortSignal | null): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) fail();
    else signal?.addEventListener('abort', fail, { once: true });
  });
}

export function fakeCdr(
  brands: FakeBrand[],
  options: {
    registerHost?: string;
    delayMs?: number;
    /** Register lists that answer 503. */
    registerDown?: string[];
  } = {},
): FakeCdr {
  const registerHost = options.registerHost ?? 'register.example';
  const calls: FakeCall[] = [];
  const inFlight = new Map<string, number>();
  const rateLimitLeft = new Map(brands.map((brand) => [brand.id, brand.rateLimited?.calls ?? 0]));

  function answer(url: URL, headers: Record<string, string>): Response {
    if (url.host === registerHost) {
      const industry = REGISTER_PATH.exec(url.pathname)?.[1];
      if (industry === undefined || !SERVED_INDUSTRIES.includes(industry))
        return json({ errors: [{ code: 'urn:au-cds:error:cds-all:Resource/NotFound' }] }, 404);
      if (options.registerDown?.includes(industry)) return json({ errors: [] }, 503);
      if (headers['x-v'] !== '2')
        return json({ errors: [{ code: 'urn:au-cds:error:cds-all:Header/UnsupportedVersion' }] }, 406);
      const listed = brands.filter(
        (brand) =>
          industry === 'all' ||
          (brand.industries ?? ['banking']).includes(industry as 'banking' | 'non-bank-lending'),
      );
      return json({
        data: listed.map((brand) =>
          brand.summary
            ? {
                ...brand.summary,
                dataHolderBrandId: brand.id,
                brandName: brand.name,
                productBaseUri: `https://${brand.host}/${brand.id}`,
                industries: brand.industries ?? ['banking'],
              }
            : {
                dataHolderBrandId: brand.id,
                brandName: brand.name,
                publicBaseUri: `https://${brand.host}/${brand.id}`,
                logoUri: `https://${brand.host}/logo.png`,
                abn: '11111111111',
                industries: brand.industries ?? ['banking'],
                lastUpdated: '2026-11-01T00:00:00Z',
              },
        ),
        links: { self: url.toString() },
        meta: {},
      });
    }
    const brand = brands.find((b) => url.host === b.host && url.pathname.startsWith(`/${b.id}/`));
    if (!brand) return json({}, 404);
    if (brand.failWith !== undefined) return json({ errors: [] }, brand.failWith);
    const left = rateLimitLeft.get(brand.id) ?? 0;
    if (left > 0 && brand.rateLimited) {
      rateLimitLeft.set(brand.id, left - 1);
      return json({ errors: [] }, 429, { 'retry-after': brand.rateLimited.retryAfter });
    }
    const base = `/${brand.id}/cds-au/v1/banking/products`;
    if (url.pathname === base) {
      const size = brand.pageSize ?? brand.products.length;
      const page = Number(url.searchParams.get('page') ?? '1');
      const pages = Math.max(1, Math.ceil(brand.products.length / Math.max(1, size)));
      const items = brand.products.slice((page - 1) * size, page * size);
      const next = page < pages ? `https://${brand.host}${base}?page=${page + 1}&page-size=${size}` : null;
      return json(
        {
          data: {
            products: items.map(({ detail }) => ({
              productId: detail.productId,
              name: detail.name,
              productCategory: detail.productCategory,
              lastUpdated: detail.lastUpdated,
              isTailored: false,
            })),
          },
          links: { self: url.toString(), ...(next ? { next } : {}) },
          meta: { totalRecords: brand.products.length, totalPages: pages },
        },
        200,
        brand.noVersionHeader ? {} : { 'x-v': '5' },
      );
    }
    const productId = decodeURIComponent(url.pathname.slice(base.length + 1));
    const product = brand.products.find((p) => p.detail.productId === productId);
    if (!product || product.vanishes)
      return json({ errors: [{ code: 'urn:au-cds:error:cds-all:Resource/NotFound' }] }, 404);
    const version = negotiate(headers, brand);
    if (version === null)
      return json({ errors: [{ code: 'urn:au-cds:error:cds-all:Header/UnsupportedVersion' }] }, 406);
    const data =
      product.malformed ?? (version <= 5 && product.olderShape ? product.olderShape : product.detail);
    return json(
      { data, links: { self: url.toString() }, meta: {} },
      200,
      brand.noVersionHeader ? {} : { 'x-v': String(version) },
    );
  }

  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const count = (inFlight.get(url.host) ?? 0) + 1;
    inFlight.set(url.host, count);
    calls.push({ url: url.toString(), headers, inFlightAtHost: count });
    try {
      const hanging = brands.find(
        (b) => b.hangs && url.host === b.host && url.pathname.startsWith(`/${b.id}/`),
      );
      if (hanging) await untilAborted(init?.signal ?? null);
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 1));
      return answer(url, headers);
    } finally {
      inFlight.set(url.host, (inFlight.get(url.host) ?? 1) - 1);
    }
  };
  return { fetch: fakeFetch as typeof fetch, calls, registerUrl: `https://${registerHost}` };
}

/**
 * The same world on a real local HTTP server: every host is served under `http://127.0.0.1:<port>`
 * with the host as the first path segment (so `https://bank.example/x` becomes `/bank.example/x`).
 */
export async function serveFakeCdr(
  brands: FakeBrand[],
  options: { registerDown?: string[] } = {},
): Promise<{ registerUrl: string; close: () => Promise<void>; calls: FakeCall[] }> {
  let origin = '';
  const world = fakeCdr(brands, options);
  const hosts = [...new Set(['register.example', ...brands.map((brand) => brand.host)])];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const [, host, ...rest] = (request.url ?? '/').split('/');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers[name] = value;
      const gone = new AbortController();
      response.on('close', () => gone.abort());
      let answer: Response;
      try {
        answer = await world.fetch(`https://${host}/${rest.join('/')}`, { headers, signal: gone.signal });
      } catch {
        return;
      }
      let text = await answer.text();
      for (const fakeHost of hosts) text = text.replaceAll(`https://${fakeHost}/`, `${origin}/${fakeHost}/`);
      response.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
      response.end(text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    registerUrl: `${origin}/register.example`,
    calls: world.calls,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
