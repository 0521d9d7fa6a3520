/** @jest-environment ./server/test/pglite-environment.ts */
import './helpers/host-modules';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loggerOptions, redactedUrl } from '../config/logging';
import { loadReferenceData } from '../data/reference-data';
import { useTestApp } from './helpers/test-app';

describe('redactedUrl', () => {
  it.each([
    ['/credit-cards/', '/credit-cards/'],
    ['/api/v1/updateCards/?event=9f1c2e&source=email', '/api/v1/updateCards/?event=…&source=…'],
    ['/unsubscribe/?token=abc.def', '/unsubscribe/?token=…'],
    ['/x?flag', '/x?flag=…'],
    ['/x?', '/x?'],
  ])('%s -> %s', (url, expected) => {
    expect(redactedUrl(url)).toBe(expected);
  });
});

describe('the request log', () => {
  const t = useTestApp('pglite');
  const lines: string[] = [];
  let logged: FastifyInstance;
  beforeAll(async () => {
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    logged = await buildApp({
      config: t().config,
      db: t().db,
      referenceData: loadReferenceData(t().config.referenceDataDir),
      now: t().clock.now,
      logger: {
        ...(loggerOptions({ logLevel: 'info', nodeEnv: 'production' }, false) as object),
        stream: capture,
      },
    });
    await logged.ready();
  });
  afterAll(() => logged?.close());

  it('keeps the path and the query names of a link, never the secret in it', async () => {
    await logged.inject({ method: 'GET', url: '/api/v1/updateCards/?event=SECRET-EVENT-42&source=email' });
    await logged.inject({ method: 'GET', url: '/unsubscribe/?token=SECRET-TOKEN-43' });
    const log = lines.join('');
    expect(log).toContain('"url":"/api/v1/updateCards/?event=…&source=…"');
    expect(log).toContain('"url":"/unsubscribe/?token=…"');
    expect(log).not.toMatch(/SECRET-EVENT-42|SECRET-TOKEN-43/);
  });
});
