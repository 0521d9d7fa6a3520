import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerUnreachable } from './register-probe';

const userAgent = 'StaySmart-product-refresh/test';

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

describe('asking whether the CDR Register can be reached', () => {
  test('any answer, even a 404, means it can', async () => {
    const { url, server } = await listen((_request, response) => {
      response.writeHead(404).end('{}');
    });
    try {
      expect(await registerUnreachable(url, { userAgent })).toBeNull();
    } finally {
      await close(server);
    }
  });

  test('a closed port: the connection was refused', async () => {
    const { url, server } = await listen(() => {});
    await close(server);
    expect(await registerUnreachable(url, { userAgent })).toBe('the connection was refused');
  });

  test('a name that does not resolve', async () => {
    const started = Date.now();
    expect(await registerUnreachable('https://api.cdr.invalid', { userAgent })).toBe(
      'the name api.cdr.invalid does not resolve',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('a register that never answers is given up on after the time-out', async () => {
    const { url, server } = await listen(() => {});
    try {
      const started = Date.now();
      expect(await registerUnreachable(url, { userAgent, timeoutMs: 500 })).toBe('no answer within 0.5 s');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await close(server);
    }
  });
});
