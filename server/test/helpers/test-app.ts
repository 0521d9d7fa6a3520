/**
 * A test app on a fresh database, a movable clock, an outbox in a temporary folder, and a client
 * that keeps cookies and sends the XSRF header like the real front end does.
 */
import './host-modules';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import { STAND_IN_PARTNER_ENV } from '../../testing/refinance-partner-stand-in';
import { loadEnv, type ServerConfig } from '../../config/env';
import { loadReferenceData } from '../../data/reference-data';
import type { Db } from '../../db/db';
import type { RateLimitSettings } from '../../plugins/rate-limit';
import { messageBody, type OutboxMessage, outboxMessages, outboxMessagesTo } from './outbox';
import { FIXTURE_DATA_DIR } from './paths';
import { createTestDatabase, type TestDatabase, type TestDriver } from './test-database';

export const APP_KEY = 'test-app-key-0001';

/** Generous limits so that only the rate-limit tests meet them. */
export const RELAXED_RATE_LIMITS: RateLimitSettings = {
  authSend: { ip: { max: 10_000, windowMs: 60_000 }, session: { max: 10_000, windowMs: 60_000 } },
  authVerify: { ip: { max: 10_000, windowMs: 60_000 }, session: { max: 10_000, windowMs: 60_000 } },
  write: { ip: { max: 10_000, windowMs: 60_000 }, session: { max: 10_000, windowMs: 60_000 } },
  compute: { ip: { max: 10_000, windowMs: 60_000 }, session: { max: 10_000, windowMs: 60_000 } },
  read: { ip: { max: 10_000, windowMs: 60_000 }, session: { max: 10_000, windowMs: 60_000 } },
  errorReport: { ip: { max: 10_000, windowMs: 60_000 }, session: { max: 10_000, windowMs: 60_000 } },
  cspReport: { ip: { max: 10_000, windowMs: 60_000 }, session: { max: 10_000, windowMs: 60_000 } },
};

export class TestClock {
  private current: number;
  constructor(start = Date.parse('2025-11-03T09:00:00.000Z')) {
    this.current = start;
  }
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestAppOptions {
  rateLimits?: Partial<RateLimitSettings>;
  publicDir?: string;
  env?: Record<string, string>;
  /** Reload the reference data when its files change, as the real server does. */
  watchReferenceData?: { debounceMs?: number };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: ServerConfig;
  outboxDir: string;
  client(options?: { ip?: string }): TestClient;
  /** The code in the newest message to this address (e-mail or mobile), after deliveries finish. */
  latestCode(to: string): Promise<string>;
  /** Every message to this address so far, oldest first. */
  messagesTo(to: string): Promise<string[]>;
  /** Every e-mail to this address so far as sent, headers included, oldest first. */
  emailsTo(to: string): Promise<string[]>;
  /** Every message so far, to anyone, oldest first: an e-mail's headers and its decoded body, a text as JSON. */
  allMessages(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startTestApp(driver: TestDriver, options: TestAppOptions = {}): Promise<TestApp> {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'staysmart-test-'));
  const outboxDir = path.join(tempDir, 'outbox');
  const config = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: tempDir,
    OUTBOX_DIR: outboxDir,
    APP_KEY,
    PUBLIC_DIR: options.publicDir ?? path.join(tempDir, 'public'),
    REFERENCE_DATA_DIR: FIXTURE_DATA_DIR,
    STAFF_EMAILS: 'staff@staysmart.example.com',
    ...STAND_IN_PARTNER_ENV,
    ...options.env,
  });
  let database: TestDatabase | null = null;
  try {
    database = await createTestDatabase(driver);
    const clock = new TestClock();
    const app = await buildApp({
      config,
      db: database.db,
      // The fixtures unless a test names another folder in env.REFERENCE_DATA_DIR.
      referenceData: loadReferenceData(config.referenceDataDir),
      now: clock.now,
      logger: false,
      rateLimits: { ...RELAXED_RATE_LIMITS, ...options.rateLimits },
      ...(options.watchReferenceData ? { watchReferenceData: options.watchReferenceData } : {}),
    });
    await app.ready();
    const openDatabase = database;
    /** Raw e-mails (strings) and text messages to this address, oldest first, once sent. */
    const outboxTo = async (to: string): Promise<OutboxMessage[]> => {
      await app.ctx.delivery.idle();
      return outboxMessagesTo(outboxDir, to);
    };
    const messagesTo = async (to: string): Promise<string[]> => (await outboxTo(to)).map(messageBody);
    return {
      app,
      db: openDatabase.db,
      clock,
      config,
      outboxDir,
      client: (clientOptions) => new TestClient(app, clientOptions?.ip),
      messagesTo,
      emailsTo: async (to) =>
        (await outboxTo(to)).filter((message): message is string => typeof message === 'string'),
      allMessages: async () => {
        await app.ctx.delivery.idle();
        return outboxMessages(outboxDir).map((message) =>
          typeof message === 'string'
            ? `${message.split(/\r?\n\r?\n/)[0] ?? ''}\n\n${messageBody(message)}`
            : JSON.stringify(message),
        );
      },
      async latestCode(to) {
        const messages = await messagesTo(to);
        const last = messages.at(-1);
        if (!last) throw new Error(`No message was sent to ${to}.`);
        const codes = last.match(/\b\d{6}\b/g) ?? [];
        if (new Set(codes).size !== 1)
          throw new Error(`Expected exactly one six-digit code to ${to}, found: ${codes.join(', ')}`);
        return codes[0] as string;
      },
      async close() {
        await app.close();
        await openDatabase.dispose();
        rmSync(tempDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.dispose();
    rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Registers beforeAll/afterAll for one app per describe block and returns a getter for it.
 * Opening PGlite and running migrations takes a few seconds, hence the long hook timeout.
 */
export function useTestApp(driver: TestDriver, options: TestAppOptions = {}): () => TestApp {
  let testApp: TestApp | null = null;
  beforeAll(async () => {
    testApp = await startTestApp(driver, options);
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
  }, 60_000);
  return () => {
    if (!testApp) throw new Error('The test app is not running (did beforeAll fail?).');
    return testApp;
  };
}

export interface PostOptions {
  headers?: Record<string, string>;
  /** Leave out the X-XSRF-TOKEN header. */
  noCsrf?: boolean;
  /** Send this as the body as-is (with the given content type). */
  raw?: string | Buffer;
  contentType?: string;
}

/** Cookies in, cookies out, XSRF header from the XSRF-TOKEN cookie: what axios does in the browser. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  visitId: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  get sessionCookie(): string | undefined {
    return this.cookies.get('ss_session');
  }

  get xsrfToken(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  /** The browser id the server issued in the signed `ss_browser` cookie ('' before /main/). */
  get browserId(): string {
    const value = this.cookies.get('ss_browser') ?? '';
    return value.slice(0, Math.max(0, value.lastIndexOf('.')));
  }

  /** The same browser as `other` (its browser cookie), without its session: a later visit. */
  sameBrowserAs(other: TestClient): this {
    const cookie = other.cookies.get('ss_browser');
    if (cookie === undefined)
      throw new Error('The other client has no browser cookie yet: call main() first.');
    this.cookies.set('ss_browser', cookie);
    return this;
  }

  async post(url: string, body: unknown = {}, options: PostOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (!options.noCsrf && this.xsrfToken) headers['x-xsrf-token'] = this.xsrfToken;
    const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    const response = await this.app.inject({
      method: 'POST',
      url: url.startsWith('/api/') ? url : `/api/v1${url}`,
      headers,
      payload,
      remoteAddress: this.ip,
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** Starts a visit like the page does on load. */
  async main(
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.post(
      '/main/',
      {
        client_info: { build: 'test', screen: { width: 1280, height: 800 } },
        ga_id: null,
        cookies: true,
        referrer: '',
        visit_id: this.visitId,
        app: 'credit-cards',
        frontend: 'gatsby',
        flags: {},
        ...extra,
      },
      { headers },
    );
    if (response.statusCode === 200) this.visitId = response.json<{ visit_id: string }>().visit_id;
    return response;
  }
}

export function errorOf(response: LightMyRequestResponse): { code: string; message: string } {
  return response.json<{ error: { code: string; message: string } }>().error;
}
