/**
 * The calls the benchmark makes to the API outside the measured load: the sessions the load sends
 * from, an offer to click, and waiting for the server to drain between runs.
 */
import { performance } from 'node:perf_hooks';
import { APP_KEY } from './settings';

export const JSON_HEADERS = { 'content-type': 'application/json', 'x-app-key': APP_KEY };

export interface Session {
  headers: Record<string, string>;
  visitId: string;
}

async function post(
  base: string,
  route: string,
  body: unknown,
  headers: Record<string, string> = JSON_HEADERS,
): Promise<Response> {
  return fetch(`${base}/api/v1${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** One browser's session from /main/: its cookies and the X-XSRF-TOKEN header that must echo one. */
export async function startSession(base: string): Promise<Session> {
  const response = await post(base, '/main/', {});
  if (!response.ok) throw new Error(`/main/ answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const { visit_id: visitId } = (await response.json()) as { visit_id: string };
  return { headers: { ...JSON_HEADERS, cookie: cookies.join('; '), 'x-xsrf-token': xsrf }, visitId };
}

/** An offer id that exists: the first product in /main/'s list that /productRedirect/ knows. */
export async function firstOffer(base: string, session: Session): Promise<string> {
  const response = await post(base, '/main/', {});
  const { providers } = (await response.json()) as { providers: { products: { id: string }[] }[] };
  for (const product of providers.flatMap((provider) => provider.products)) {
    const body = {
      offer_id: product.id,
      offer_type: 'Switch',
      webpage_url: 'Lw==',
      survey_id: 'bench-probe',
    };
    if ((await post(base, '/productRedirect/', body, session.headers)).ok) return product.id;
  }
  throw new Error('No product in the reference data has an offer to redirect to.');
}

/** Waits until /status/ (one SELECT 1) answers promptly, so one run's backlog stays out of the next. */
export async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (let quick = 0; quick < 3 && Date.now() < deadline;) {
    const started = performance.now();
    await post(base, '/status/', {}).then((response) => response.arrayBuffer());
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
