/** @jest-environment ./server/test/pglite-environment.ts */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reloadOnHangup } from '../server';
import { FIXTURE_DATA_DIR } from '../test/helpers/paths';
import { startTestApp, type TestApp, type TestClient } from '../test/helpers/test-app';
import { testDrivers } from '../test/helpers/test-database';

interface StatusData {
  snapshot_date: string;
  fetched_from: string | null;
  fetched_to: string | null;
  version: string;
  loaded_at: string;
}

async function statusData(client: TestClient): Promise<StatusData> {
  const response = await client.post('/status/');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: StatusData }>().data;
}

async function providerNames(client: TestClient): Promise<string[]> {
  const response = await client.main();
  expect(response.statusCode).toBe(200);
  return response.json<{ providers: { name: string }[] }>().providers.map((provider) => provider.name);
}

/** Rewrites one JSON file of the data folder through `change`. */
function editJson(dir: string, file: string, change: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
  change(value);
  writeFileSync(path.join(dir, file), JSON.stringify(value));
}

function renameProvider(dir: string, id: string, name: string): void {
  const file = path.join(dir, 'providers.json');
  const providers = JSON.parse(readFileSync(file, 'utf8')) as { id: string; name: string }[];
  writeFileSync(file, JSON.stringify(providers.map((provider) => (provider.id === id ? { ...provider, name } : provider))));
}

function setFetchedOn(dir: string, days: string[]): void {
  editJson(dir, 'products-cc.json', (set) => {
    (set.products as Record<string, unknown>[]).forEach((product, index) => {
      product.fetchedOn = days[index % days.length];
    });
  });
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDrivers())('reference data reload on %s', (driver) => {
  let dir: string;
  let t: TestApp;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'staysmart-reload-'));
    cpSync(FIXTURE_DATA_DIR, dir, { recursive: true });
    t = await startTestApp(driver, { env: { REFERENCE_DATA_DIR: dir }, watchReferenceData: { debounceMs: 100 } });
  }, 120_000);

  afterEach(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  test('status names the live data: snapshot date, fetch dates, version and load time', async () => {
    const client = t.client();
    const before = await statusData(client);
    expect(before).toMatchObject({ snapshot_date: '2024-08-12', fetched_from: null, fetched_to: null });
    expect(before.version).toMatch(/^[0-9a-f]{12}$/);
    expect(before.loaded_at).toBe(t.clock.now().toISOString());

    setFetchedOn(dir, ['2026-11-20', '2026-11-24', '2026-11-22']);
    t.clock.advance(60_000);
    expect(await t.app.referenceDataReloader.reload('test')).toBe(true);
    const after = await statusData(client);
    expect(after).toMatchObject({ snapshot_date: '2024-08-12', fetched_from: '2026-11-20', fetched_to: '2026-11-24' });
    expect(after.version).not.toBe(before.version);
    expect(after.loaded_at).toBe(t.clock.now().toISOString());
  });

  test('a changed file is served after a reload, and a change in the folder reloads by itself', async () => {
    const client = t.client();
    expect(await providerNames(client)).toContain('Alpha Bank');

    renameProvider(dir, '10001', 'Alpha Mutual');
    expect(await providerNames(client)).toContain('Alpha Bank');
    expect(await t.app.referenceDataReloader.reload('test')).toBe(true);
    expect(await providerNames(client)).toContain('Alpha Mutual');

    editJson(dir, 'meta.json', (meta) => {
      meta.snapshotDate = '2026-11-25';
    });
    const watched = await waitFor(
      () => statusData(client),
      (data) => data.snapshot_date === '2026-11-25',
    );
    expect(watched.snapshot_date).toBe('2026-11-25');
  });

  test.each([
    ['bad JSON', 'providers.json', '[{"id": "10001", "name": '],
    ['a half-written file', 'products-cc.json', readFileSync(path.join(FIXTURE_DATA_DIR, 'products-cc.json'), 'utf8').slice(0, 400)],
    ['a product of an unknown provider', 'products-hl.json', JSON.stringify({ category: 'hl', dateUpdated: '2024-08-12', products: [{ id: 'x', providerId: '99999', name: 'Stray' }] })],
  ])('%s keeps the old data live', async (_case, file, text) => {
    const client = t.client();
    const before = await statusData(client);
    const namesBefore = await providerNames(client);

    writeFileSync(path.join(dir, file), text);
    expect(await t.app.referenceDataReloader.reload('test')).toBe(false);
    expect(await statusData(client)).toEqual(before);
    expect(await providerNames(client)).toEqual(namesBefore);

    // Once the file is whole again, the next reload takes it.
    cpSync(path.join(FIXTURE_DATA_DIR, file), path.join(dir, file));
    renameProvider(dir, '10002', 'Bravo Restored');
    expect(await t.app.referenceDataReloader.reload('test')).toBe(true);
    expect(await providerNames(client)).toContain('Bravo Restored');
  });

  test('requests sent all through several reloads are all answered, each from one whole version', async () => {
    const names = ['Alpha One', 'Alpha Two', 'Alpha Three', 'Alpha Four'];
    let reloading = true;
    const answers: { status: number; providerName: string | undefined }[] = [];
    const statuses: StatusData[] = [];

    const visitor = async () => {
      const client = t.client();
      while (reloading) {
        const response = await client.main();
        const body = response.json<{ providers?: { id: string; name: string }[] }>();
        answers.push({
          status: response.statusCode,
          providerName: body.providers?.find((provider) => provider.id === '10001')?.name,
        });
        const status = await client.post('/status/');
        answers.push({ status: status.statusCode, providerName: undefined });
        statuses.push(status.json<{ data: StatusData }>().data);
      }
    };
    const visitors = [visitor(), visitor(), visitor(), visitor()];

    const versions = new Set<string>();
    for (const name of names) {
      renameProvider(dir, '10001', name);
      expect(await t.app.referenceDataReloader.reload('test')).toBe(true);
      versions.add((await statusData(t.client())).version);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    reloading = false;
    await Promise.all(visitors);

    expect(versions.size).toBe(names.length);
    expect(answers.length).toBeGreaterThan(names.length * 4);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const seenNames = new Set(answers.map((answer) => answer.providerName).filter(Boolean));
    expect([...seenNames].every((name) => ['Alpha Bank', ...names].includes(name as string))).toBe(true);
    expect(seenNames.size).toBeGreaterThan(1);
    for (const status of statuses) expect(status.version).toMatch(/^[0-9a-f]{12}$/);
  }, 60_000);

  test('SIGHUP reloads the data', async () => {
    const stop = reloadOnHangup(t.app);
    try {
      renameProvider(dir, '10003', 'Charlie Hung Up');
      process.emit('SIGHUP', 'SIGHUP');
      const names = await waitFor(
        () => providerNames(t.client()),
        (list) => list.includes('Charlie Hung Up'),
      );
      expect(names).toContain('Charlie Hung Up');
    } finally {
      stop();
    }
  });

  test('reloads asked for while one runs are run after it, as one', async () => {
    renameProvider(dir, '10001', 'Alpha First');
    const first = t.app.referenceDataReloader.reload('first');
    const second = t.app.referenceDataReloader.reload('second');
    const third = t.app.referenceDataReloader.reload('third');
    renameProvider(dir, '10001', 'Alpha Last');
    expect(await Promise.all([first, second, third])).toEqual([true, true, true]);
    expect(second).toBe(third);
    expect(await providerNames(t.client())).toContain('Alpha Last');
  });
});
