/** @jest-environment ./server/test/pglite-environment.ts */
import '../../server/test/helpers/host-modules';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadEnv } from '../../server/config/env';
import { openApp } from '../../server/server';
import { card, COMMBANK_AWARDS, estimatedSurvey } from '../../server/test/helpers/card-surveys';
import { confirmationTokenIn } from '../../server/test/helpers/follow-up-confirmations';
import { emailBody } from '../../server/test/helpers/outbox';
import { APP_KEY, TestClient } from '../../server/test/helpers/test-app';
import { DATA_DIR } from '../../src/test/fixtures/read-data-files';
import { parseNow } from './jobs-run-due';

const run = promisify(execFile);
const repoRoot = join(__dirname, '..', '..');

describe('parseNow', () => {
  test.each([
    [['--now', '2026-12-01T09:30:00+11:00'], '2026-11-30T22:30:00.000Z'],
    [['--now', '2026-12-01'], '2026-12-01T00:00:00.000Z'],
    [[], '2030-01-01T00:00:00.000Z'],
  ])('%j is %s', (args, iso) => {
    expect(parseNow(args, () => new Date('2030-01-01T00:00:00Z')).toISOString()).toBe(iso);
  });

  test.each([[['--now']], [['--now', 'tomorrow']], [['--now', '2026-13-45T00:00:00Z']]])(
    '%j is refused with an example',
    (args) => {
      expect(() => parseNow(args)).toThrow(
        /--now needs an ISO date and time, such as 2026-12-01T09:30:00\+11:00/,
      );
    },
  );
});

describe('npm run jobs:run-due on the embedded database', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'run-due-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const env = () => ({
    DATA_DIR: dir,
    OUTBOX_DIR: join(dir, 'outbox'),
    REFERENCE_DATA_DIR: DATA_DIR,
    APP_KEY,
    SITE_URL: 'https://staysmart.example',
    LOG_LEVEL: 'silent',
  });

  async function runDue(now: string) {
    const { stdout } = await run('npx', ['tsx', 'scripts/ops/jobs-run-due.ts', '--now', now], {
      cwd: repoRoot,
      env: { ...process.env, ...env() },
    });
    return stdout;
  }

  const outboxEmails = () =>
    readdirSync(join(dir, 'outbox'))
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(join(dir, 'outbox', file), 'utf8'));

  const reminderEmails = () =>
    outboxEmails().filter((text) => /^Subject: Your StaySmart reminder/m.test(text));

  test('sends a 30-day reminder booked through /submitNudge/ exactly once, with the unsubscribe headers', async () => {
    // Booked by a visitor on 3 November 2025 through the real API, then the server stops.
    const app = await openApp(loadEnv({ ...env(), NODE_ENV: 'test' }), {
      now: () => new Date('2025-11-03T09:00:00Z'),
      logger: false,
    });
    try {
      const client = new TestClient(app);
      expect((await client.main()).statusCode).toBe(200);
      const surveyId = await estimatedSurvey(client, [card(COMMBANK_AWARDS)]);
      const nudge = await client.post('/submitNudge/', {
        survey_id: surveyId,
        email: 'nell@example.com',
        remind_in_days: 30,
      });
      expect(nudge.json()).toEqual({ remind_on: '2025-12-03', confirmation: 'email_sent' });
      // The typed address confirms with the link e-mailed to it before any reminder.
      await app.ctx.delivery.idle();
      const [confirmation] = outboxEmails().filter((text) => text.includes('/confirm-email/'));
      const confirmed = await client.post('/confirmFollowUps/', {
        token: confirmationTokenIn(emailBody(confirmation!)),
      });
      expect(confirmed.json()).toMatchObject({ confirmed: true });
    } finally {
      await app.close();
    }

    expect(await runDue('2025-12-02T12:00:00Z')).toMatch(/^reminders: 0 due, 0 sent$/m);
    const first = await runDue('2025-12-04T00:00:00Z');
    expect(first).toMatch(/^reminders: 1 due, 1 sent$/m);
    expect(await runDue('2026-06-01T00:00:00Z')).toMatch(/^reminders: 0 due, 0 sent$/m);

    const emails = reminderEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatch(/^To: nell@example\.com$/m);
    expect(emails[0]).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/staysmart\.example\/api\/v1\/unsubscribe\/one-click\/\?token=[\w.-]+>$/m,
    );
    expect(emails[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  }, 180_000);
});
