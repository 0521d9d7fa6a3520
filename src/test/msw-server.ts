/**
 * msw for unit tests: `setUpMswServer()` in a test file starts a server that fails any request
 * without a handler (with the API contracts loaded), and `apiUrl('/main/')` names an API address the
 * way the client calls it.
 */
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

export const API_ORIGIN = 'http://localhost';

export function apiUrl(path: string): string {
  return `${API_ORIGIN}/api/v1${path}`;
}

export const mswServer = setupServer();

export function setUpMswServer(...handlers: RequestHandler[]): typeof mswServer {
  beforeAll(async () => {
    mswServer.listen({ onUnhandledRequest: 'error' });
    // The client checks each answer against its contract (src/lib/api-call.ts): loaded here, the
    // contracts do not make a test's first call slower than the rest.
    await Promise.all([import('../api/registry'), import('../api/check-answer')]);
  });
  beforeEach(() => mswServer.use(...handlers));
  afterEach(() => mswServer.resetHandlers());
  afterAll(() => mswServer.close());
  return mswServer;
}
