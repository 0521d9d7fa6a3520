/**
 * Reads one-time codes from the e2e server's outbox (server/plugins/mail.ts and sms.ts): e-mails
 * are `<timestamp>-<id>.eml`, texts `sms-<timestamp>-<id>.json` with `{ to, body }`, and the code
 * is the only six-digit number in the message.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_OUTBOX_DIR } from './start-e2e-server';

export interface OutboxQuery {
  /** The e-mail address or the mobile number in +61 form. */
  to: string;
  channel: 'email' | 'sms';
  /** Only messages written at or after this time (ms since 1970) count. */
  since: number;
  timeoutMs?: number;
}

/** Messages whose code a test has already taken: a later read never returns the same code twice. */
const consumed = new Set<string>();

function writtenAt(file: string): number {
  const match = /^(?:sms-)?(\d{13})-/.exec(file);
  return match ? Number(match[1]) : 0;
}

/** The body of an .eml file, with quoted-printable soft line breaks and escapes undone. */
function emailBody(eml: string): { to: string; body: string } {
  const [headers = '', ...rest] = eml.replace(/\r\n/g, '\n').split('\n\n');
  const to = /^To:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? '';
  const body = rest
    .join('\n\n')
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { to, body };
}

function codeIn(text: string): string | null {
  const codes = text.match(/(?<!\d)\d{6}(?!\d)/g) ?? [];
  return codes.length === 1 ? (codes[0] ?? null) : null;
}

/** Waits for the newest message to the address not read before, and returns its text and code (if any). */
export async function readMessage({
  to,
  channel,
  since,
  timeoutMs = 10_000,
}: OutboxQuery): Promise<{ body: string; code: string | null }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[]);
    const candidates = files
      .filter((file) => (channel === 'sms' ? /^sms-.*\.json$/.test(file) : /^\d.*\.eml$/.test(file)))
      .filter((file) => writtenAt(file) >= since && !consumed.has(file))
      .sort()
      .reverse();
    for (const file of candidates) {
      const raw = await readFile(path.join(E2E_OUTBOX_DIR, file), 'utf8');
      let message: { to: string; body: string };
      try {
        message = channel === 'sms' ? (JSON.parse(raw) as { to: string; body: string }) : emailBody(raw);
      } catch {
        continue; // Still being written: read it again on the next round.
      }
      if (!message.to.toLowerCase().includes(to.toLowerCase())) continue;
      consumed.add(file);
      return { body: message.body, code: codeIn(message.body) };
    }
    if (Date.now() > deadline) {
      throw new Error(
        `No ${channel} message for ${to} in ${E2E_OUTBOX_DIR} since ${new Date(since).toISOString()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits for the newest message to the address and returns its code. */
export async function readCode(query: OutboxQuery): Promise<string> {
  const { body, code } = await readMessage(query);
  if (!code) throw new Error(`The message to ${query.to} holds no code:\n${body}`);
  return code;
}

/** Whether any message to this address arrived since then (for "already have an account" checks). */
export async function messagesTo(to: string, since: number): Promise<string[]> {
  const files = await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[]);
  const bodies: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml') && writtenAt(name) >= since)) {
    const message = emailBody(await readFile(path.join(E2E_OUTBOX_DIR, file), 'utf8'));
    if (message.to.toLowerCase().includes(to.toLowerCase())) bodies.push(message.body);
  }
  return bodies;
}
