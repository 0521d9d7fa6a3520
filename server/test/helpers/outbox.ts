/** Reading what the server wrote to an outbox folder: e-mails as `.eml` text, texts as JSON. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A raw e-mail, or a text message. */
export type OutboxMessage = string | { to: string; body: string };

/** Every e-mail and text message in the folder, to anyone, oldest first. */
export function outboxMessages(outboxDir: string): OutboxMessage[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(outboxDir, file), 'utf8'))
    .map((text): OutboxMessage =>
      text.trimStart().startsWith('{') ? (JSON.parse(text) as { to: string; body: string }) : text,
    );
}

/** Every e-mail and text message to this address in the folder, oldest first. */
export function outboxMessagesTo(outboxDir: string, to: string): OutboxMessage[] {
  return outboxMessages(outboxDir).filter((message) =>
    typeof message === 'string'
      ? new RegExp(`^To: ${escapeRegExp(to)}$`, 'mi').test(message)
      : message.to === to,
  );
}

/** What the person reads: an e-mail's body (headers may hold digits too), a text as sent. */
export function messageBody(message: OutboxMessage): string {
  return typeof message === 'string' ? emailBody(message) : message.body;
}

/** The body of a raw e-mail, decoded when it was sent quoted-printable (lines over 76 characters). */
export function emailBody(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(raw)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
