import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { detail } from './import/cdr-fixtures';
import { toDetailV7 } from './import/cdr-versions';
import { serveFakeCdr, type FakeBrand, type FakeProduct } from './refresh/fake-cdr';

const run = promisify(execFile);
const repoRoot = join(__dirname, '..', '..');

function liveCard(productId: string, name: string): FakeProduct {
  const record = detail({
    productId,
    name,
    fees: [{ name: 'Annual fee', feeType: 'PERIODIC', amount: '59.00', additionalValue: 'P1Y' }],
    lendingRates: [{ lendingRateType: 'PURCHASE', rate: '0.1349' }],
  });
  return { detail: toDetailV7(record) as FakeProduct['detail'] };
}

async function refresh(brands: FakeBrand[], snapshotDir: string) {
  const world = await serveFakeCdr(brands);
  try {
    return await run('npx', ['tsx', 'scripts/pipeline/data-refresh.ts', '--no-import'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        CDR_REGISTER_URL: world.registerUrl,
        CDR_SNAPSHOT_DIR: snapshotDir,
        CDR_BASE_SNAPSHOT_DIR: join(snapshotDir, 'none'),
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr, calls: world.calls }),
      (error: { code: number; stdout: string; stderr: string }) => ({ ...error, calls: world.calls }),
    );
  } finally {
    await world.close();
  }
}

describe('npm run data:refresh', () => {
  let snapshotDir: string;
  beforeEach(() => {
    snapshotDir = mkdtempSync(join(tmpdir(), 'data-refresh-'));
  });
  afterEach(() => rmSync(snapshotDir, { recursive: true, force: true }));

  test('prints a line per brand and writes the dated snapshot over real HTTP', async () => {
    const { code, stdout, calls } = await refresh(
      [
        {
          id: 'alpha',
          name: 'Alpha Bank',
          host: 'alpha.example',
          products: [liveCard('a-1', 'Low Rate Card')],
        },
        { id: 'beta', name: 'Beta Bank', host: 'beta.example', failWith: 503, products: [] },
      ],
      snapshotDir,
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Alpha Bank: fetched 1 product \(detail v7\)$/m);
    expect(stdout).toMatch(
      /^Beta Bank: missing, no earlier products to keep: product list: HTTP 503 after 4 tries$/m,
    );
    expect(stdout).toMatch(
      /^1 of 2 brands refreshed, 0 kept from earlier snapshots; 1 products; 1 errors; \d+\.\d s, peak memory \d+ MB\.$/m,
    );
    // Not a terminal: plain lines, no redrawn status line.
    expect(stdout).not.toContain('\r');
    const [written] = /Snapshot written: (.+)$/m.exec(stdout)?.slice(1) ?? [];
    expect(written && existsSync(join(written, 'products', 'CRED_AND_CHRG_CARDS.json'))).toBe(true);
    const cards = JSON.parse(
      readFileSync(join(written as string, 'products', 'CRED_AND_CHRG_CARDS.json'), 'utf8'),
    ) as {
      products: { version: number; fetchedAt: string }[];
    };
    expect(cards.products).toEqual([
      expect.objectContaining({ version: 7, fetchedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }),
    ]);
    expect(calls.every((call) => call.headers['user-agent']?.startsWith('StaySmart-product-refresh/'))).toBe(
      true,
    );
  }, 60_000);

  test('exits 1 with a clear message when no brand could be refreshed', async () => {
    const { code, stderr } = await refresh(
      [{ id: 'beta', name: 'Beta Bank', host: 'beta.example', failWith: 500, products: [] }],
      snapshotDir,
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /No brand could be refreshed, so no snapshot was written and the data is unchanged\./,
    );
  }, 60_000);
});
