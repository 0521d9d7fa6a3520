/**
 * Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is
 * rendered to a complete `.eml` file in the outbox (`OUTBOX_DIR/<timestamp>-<id>.eml`), which is
 * what tests and local development read the codes from.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { outboxFileStem } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on follow-up e-mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(options.outboxDir, options.from);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      // Named before the first await, so files sort in the order the messages were sent.
      const file = path.join(outboxDir, `${outboxFileStem()}.eml`);
      const info = await transport.sendMail({ from, ...message });
      // The folder is made when the first write finds it missing, not before every message.
      await writeFile(file, info.message as Buffer).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(outboxDir, { recursive: true });
        await writeFile(file, info.message as Buffer);
      });
    },
    async close() {
      transport.close();
    },
  };
}
