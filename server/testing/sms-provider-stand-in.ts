/**
 * A stand-in for the SMS providers' HTTP APIs (Twilio's and MessageMedia's message endpoints), on
 * 127.0.0.1, for tests and local runs: it checks the Basic credentials, records each message, and
 * can be told to fail the next requests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  path: string;
  authorization: string | null;
  contentType: string | null;
  to: string;
  body: string;
  from: string | null;
}

export interface SmsStandIn {
  url: string;
  account: string;
  token: string;
  received: ReceivedSms[];
  refused: number;
  /** How many of the next requests get a 503. */
  failNext: number;
  close(): Promise<void>;
}

function readMessage(
  path: string,
  contentType: string,
  text: string,
): Omit<ReceivedSms, 'path' | 'authorization' | 'contentType'> | null {
  if (/\/Messages\.json$/.test(path) && contentType.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    return { to: form.get('To') ?? '', body: form.get('Body') ?? '', from: form.get('From') };
  }
  if (path === '/v1/messages' && contentType.startsWith('application/json')) {
    const message = (
      JSON.parse(text) as {
        messages?: { content?: string; destination_number?: string; source_number?: string }[];
      }
    ).messages?.[0];
    return message
      ? {
          to: message.destination_number ?? '',
          body: message.content ?? '',
          from: message.source_number ?? null,
        }
      : null;
  }
  return null;
}

export async function startSmsStandIn(
  account = 'AC-stand-in',
  token = 'stand-in-token',
): Promise<SmsStandIn> {
  const expected = `Basic ${Buffer.from(`${account}:${token}`).toString('base64')}`;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== expected) {
        stand.refused += 1;
        answer(401, { message: 'Authenticate' });
        return;
      }
      const path = request.url ?? '/';
      const message = readMessage(
        path,
        request.headers['content-type'] ?? '',
        Buffer.concat(chunks).toString('utf8'),
      );
      if (!message) {
        answer(400, { message: 'Not a message this stand-in knows' });
        return;
      }
      if (stand.failNext > 0) {
        stand.failNext -= 1;
        answer(503, { message: 'Service unavailable' });
        return;
      }
      stand.received.push({
        ...message,
        path,
        authorization: request.headers.authorization ?? null,
        contentType: request.headers['content-type'] ?? null,
      });
      answer(path.endsWith('Messages.json') ? 201 : 202, {
        sid: `SM${stand.received.length}`,
        status: 'queued',
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const stand: SmsStandIn = {
    url: `http://127.0.0.1:${port}`,
    account,
    token,
    received: [],
    refused: 0,
    failNext: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return stand;
}
