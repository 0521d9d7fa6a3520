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
      // Named before the first await, so files sort in the order the messages were sent even
      // when an earlier send's mkdir finishes after a later one's.
      const file = path.join(outboxDir, `sms-${outboxFileStem()}.json`);
      await mkdir(outboxDir, { recursive: true });
      await writeFile(file, `${JSON.stringify({ to, body }, null, 2)}\n`);
    },
  };
}
