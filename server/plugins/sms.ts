/**
 * Outgoing SMS. The default provider writes `OUTBOX_DIR/sms-<timestamp>-<id>.json` with
 * `{ "to": "+614...", "body": "..." }`; a real gateway implements the same one-method interface.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxFileStem } from './outbox';

export interface SmsProvider {
  send(to: string, body: string): Promise<void>;
}

export function createOutboxSmsProvider(outboxDir: string): SmsProvider {
  return {
    async send(to, body) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `sms-${outboxFileStem()}.json`);
      await writeFile(file, `${JSON.stringify({ to, body }, null, 2)}\n`);
    },
  };
}
