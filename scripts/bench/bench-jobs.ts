/**
 * `npm run bench:jobs`: 10,000 reminders come due at once on the embedded database, and
 * `npm run jobs:run-due` sends them. The reminders are booked straight into a fresh database in a
 * scratch folder (each a survey of one or two real cards from `data/`, with its own usage), then the
 * command runs as its own process, as an operator would run it. Prints the time it took (start-up
 * included), reminders a second, and whether the budget of 60 seconds is met; then runs it again to
 * show that nothing is sent twice.
 *
 *   npm run bench:jobs [-- --reminders 10000] [--keep]
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { loadEnv } from '../../server/config/env';
import { openApp } from '../../server/server';
import type { StoredCard } from '../../server/services/survey-cards';

const run = promisify(execFile);
const repoRoot = resolve(__dirname, '..', '..');
const args = process.argv.slice(2);
const countFlag = args.indexOf('--reminders');
const REMINDERS = countFlag === -1 ? 10_000 : Number(args[countFlag + 1]);
const BUDGET_SECONDS = 60;
const REMIND_ON = '2026-01-15';
const RUN_AT = '2026-01-15T23:00:00Z';

async function seed(dir: string): Promise<number> {
  const app = await openApp(loadEnv({ DATA_DIR: dir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
    logger: false,
  });
  const { db } = app.ctx;
  try {
    const { creditCards, providers } = app.ctx.referenceData;
    const names = new Map(providers.map((provider) => [provider.id, provider.name]));
    const held = (index: number, offset: number): StoredCard => {
      const card = creditCards.cards[(index * 7 + offset) % creditCards.cards.length]!;
      return {
        product_id: card.id,
        card_name: card.name,
        provider_id: card.providerId,
        provider_name: names.get(card.providerId) ?? card.providerId,
        monthly_spend: 200 + ((index * 37) % 4_000),
        monthly_repayment: 200 + ((index * 53) % 3_000),
        balance_remaining: (index * 97) % 9_000,
      };
    };
    const surveys = Array.from({ length: REMINDERS }, (_, index) =>
      JSON.stringify(index % 3 === 0 ? [held(index, 0), held(index, 1)] : [held(index, 0)]),
    );
    for (let start = 0; start < surveys.length; start += 1_000) {
      const batch = surveys.slice(start, start + 1_000);
      await db.query(
        `WITH made AS (
           INSERT INTO surveys (id, kind, status, browser_id, cards, created_at, updated_at)
           SELECT gen_random_uuid(), 'credit_card', 'finished', 'bench-' || ($3::int + n), card.value, now(), now()
           FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS card(value, n)
           RETURNING id, browser_id)
         INSERT INTO survey_registrations (kind, survey_id, email, remind_on, created_at, updated_at)
         SELECT 'nudge', id, browser_id || '@example.com', $2::date, now(), now() FROM made`,
        [`[${batch.join(',')}]`, REMIND_ON, start],
      );
    }
    const [row] = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM survey_registrations WHERE kind = 'nudge'",
    );
    return row?.count ?? 0;
  } finally {
    await app.close();
  }
}

async function runDue(dir: string): Promise<{ seconds: number; stdout: string }> {
  const started = process.hrtime.bigint();
  const { stdout } = await run('npx', ['tsx', 'scripts/ops/jobs-run-due.ts', '--now', RUN_AT], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dir, OUTBOX_DIR: join(dir, 'outbox'), LOG_LEVEL: 'silent' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, stdout };
}

async function main(): Promise<void> {
  if (!Number.isInteger(REMINDERS) || REMINDERS < 1) throw new Error('--reminders needs a whole number.');
  const dir = mkdtempSync(join(tmpdir(), 'bench-jobs-'));
  try {
    const booked = await seed(dir);
    console.log(
      `Reminders due on ${REMIND_ON}: ${booked.toLocaleString('en-AU')} (embedded database in ${dir})`,
    );
    const first = await runDue(dir);
    console.log(first.stdout.trimEnd().replace(/^/gm, '  | '));
    const emails = readdirSync(join(dir, 'outbox')).filter((file) => file.endsWith('.eml')).length;
    console.log(`First run: ${first.seconds.toFixed(1)} s for ${emails.toLocaleString('en-AU')} e-mails`);
    console.log(`  ${(emails / first.seconds).toFixed(0)} reminders a second, start-up included`);
    console.log(
      `  budget ${BUDGET_SECONDS} s for 10,000: ${first.seconds < BUDGET_SECONDS ? 'met' : 'NOT met'}`,
    );
    const second = await runDue(dir);
    const after = readdirSync(join(dir, 'outbox')).filter((file) => file.endsWith('.eml')).length;
    console.log(`Second run: ${second.seconds.toFixed(1)} s, ${after - emails} more e-mails (must be 0)`);
  } finally {
    if (!args.includes('--keep')) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
