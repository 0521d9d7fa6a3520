/**
 * The server the journeys run against: the built site in public/ and the real API on a fresh
 * embedded database, with mail and SMS written to an outbox the tests read codes from, and the
 * refinance partner's webhook answered by a local stand-in that writes each referral it receives
 * to `E2E_PARTNER_DIR`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  STAND_IN_PARTNER_ENV,
  startRefinancePartnerStandIn,
} from '../../server/testing/refinance-partner-stand-in';

export const E2E_DATA_DIR = path.resolve(__dirname, '..', '..', '.data', 'e2e');
export const E2E_OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');
export const E2E_PARTNER_DIR = path.join(E2E_DATA_DIR, 'partner');
export const E2E_STAFF_EMAIL = 'staff@staysmart.test';

async function start(): Promise<void> {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  mkdirSync(E2E_OUTBOX_DIR, { recursive: true });
  mkdirSync(E2E_PARTNER_DIR, { recursive: true });
  let referrals = 0;
  const partner = await startRefinancePartnerStandIn({
    onReferral: (referral) => {
      referrals += 1;
      writeFileSync(path.join(E2E_PARTNER_DIR, `referral-${referrals}.json`), JSON.stringify(referral));
    },
  });
  process.env.REFINANCE_WEBHOOK_URL = partner.url;
  process.env.REFINANCE_WEBHOOK_KEY = partner.key;
  Object.assign(process.env, STAND_IN_PARTNER_ENV);
  process.env.DATA_DIR = E2E_DATA_DIR;
  process.env.OUTBOX_DIR = E2E_OUTBOX_DIR;
  process.env.STAFF_EMAILS = E2E_STAFF_EMAIL;
  process.env.HOST = '127.0.0.1';
  process.env.LOG_LEVEL ??= 'warn';
  const { main } = await import('../../server/server');
  await main();
}

if (require.main === module) void start();
