/**
 * A proxy in front of the real server that loses uploads of tracked actions on purpose, the way a
 * flaky phone connection does: some never reach the server (503 at once), some reach it and are
 * stored but their answer is lost (503 after the server answered). Everything else passes through.
 * It records every action that was sent and what the server said it stored.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UploadLedger {
  /** `dcId:sequenceId` of every action in any upload, whatever became of it. */
  sent: Set<string>;
  /** `dcId:sequenceId` of every action in an upload the server answered with 2xx. */
  reachedServer: Set<string>;
  /** Sum of the server's `stored` counts: rows it inserted. */
  stored: number;
  attempts: number;
  failedBeforeServer: number;
  failedAfterServer: number;
}

export interface FailingProxy {
  url: string;
  ledger: UploadLedger;
  /** From now on every upload passes. */
  heal(): void;
  close(): Promise<void>;
}

const UPLOAD_PATH = '/api/v1/updateEvents/';

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function forward(
  upstream: URL,
  request: http.IncomingMessage,
  body: Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        // The Host header stays the proxy's, as a real reverse proxy keeps it, so origin checks pass.
        headers: request.headers,
      },
      (response) => {
        readBody(response).then(
          (answer) =>
            resolve({ status: response.statusCode ?? 502, headers: response.headers, body: answer }),
          reject,
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export async function startFailingProxy(upstreamUrl: string): Promise<FailingProxy> {
  const upstream = new URL(upstreamUrl);
  let healed = false;
  const ledger: UploadLedger = {
    sent: new Set(),
    reachedServer: new Set(),
    stored: 0,
    attempts: 0,
    failedBeforeServer: 0,
    failedAfterServer: 0,
  };
  const server = http.createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const isUpload = request.method === 'POST' && request.url === UPLOAD_PATH;
      let keys: string[] = [];
      let attempt = 0;
      if (isUpload) {
        ledger.attempts += 1;
        attempt = ledger.attempts;
        const batch = JSON.parse(body.toString('utf8')) as {
          dc_id: string;
          actions: { sequence_id: number }[];
        };
        keys = batch.actions.map((action) => `${batch.dc_id}:${action.sequence_id}`);
        for (const key of keys) ledger.sent.add(key);
        // Half the uploads fail: attempts 1, 5, 9 ... before the server, 3, 7, 11 ... after it.
        if (!healed && attempt % 4 === 1) {
          ledger.failedBeforeServer += 1;
          response.writeHead(503, { 'content-type': 'text/plain' }).end('Service unavailable');
          return;
        }
      }
      // Upload answers are read here, so they must come back uncompressed.
      if (isUpload) delete request.headers['accept-encoding'];
      const answer = await forward(upstream, request, body);
      if (isUpload && answer.status >= 200 && answer.status < 300) {
        for (const key of keys) ledger.reachedServer.add(key);
        ledger.stored += (JSON.parse(answer.body.toString('utf8')) as { stored: number }).stored;
        if (!healed && attempt % 4 === 3) {
          ledger.failedAfterServer += 1;
          response.writeHead(503, { 'content-type': 'text/plain' }).end('Service unavailable');
          return;
        }
      }
      response.writeHead(answer.status, answer.headers).end(answer.body);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ledger,
    heal: () => {
      healed = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
