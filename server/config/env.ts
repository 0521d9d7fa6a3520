/**
 * Server configuration, read from the environment once at start-up. Every problem is collected
 * and reported together, so a misconfigured deployment fails with one readable list instead of
 * one error per restart.
 */
import path from 'node:path';
import { DEFAULT_SMS_API_URLS, type SmsProviderName } from '../plugins/sms-http';
import { DEVELOPMENT_APP_KEY, isValidAppKey } from '../../src/domain/app-key';

export type NodeEnv = 'development' | 'production' | 'test';

export interface ServerConfig {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  logLevel: string;
  /** Embedded database, outbox and other local state live here. */
  dataDir: string;
  /** Real PostgreSQL when set; otherwise the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | null;
  /** SMTP server for e-mail; when unset, e-mails are written to `outboxDir` as `.eml` files. */
  smtpUrl: string | null;
  outboxDir: string;
  mailFrom: string;
  /** Identifies the front-end build (docs/security.md, App key); it is public, never a secret. */
  appKey: string;
  appKeyIsDefault: boolean;
  staffEmails: string[];
  publicDir: string;
  referenceDataDir: string;
  /** Reload the reference data when files in `referenceDataDir` change (`WATCH_DATA`, default true). */
  watchReferenceData: boolean;
  /** Passed to Fastify's `trustProxy`: only behind a reverse proxy that sets X-Forwarded-For. */
  trustProxy: boolean | string[];
  /** The refinance partner's webhook; when unset, referrals are written to `outboxDir`. */
  refinanceWebhookUrl: string | null;
  /** Sent as `Authorization: Bearer <key>` to the webhook, when set. */
  refinanceWebhookKey: string | null;
  /** How long the partner has to answer a referral. */
  refinanceWebhookTimeoutMs: number;
  /**
   * The refinance partner as the visitor's consent names it: its legal name and Australian credit
   * licence number, from its credit guide and ASIC's register. Null when unset: no hand-over is offered.
   */
  refinancePartner: RefinancePartnerIdentity | null;
  /** The site's address as visitors reach it, for links in e-mails (`SITE_URL`, no trailing slash). */
  siteUrl: string;
  /** Run the job worker (reminders, alerts, retries) inside the server (`JOB_WORKER`, default true). */
  jobWorker: boolean;
  /**
   * `daily`: the job worker refreshes the data and rebuilds the pages once a Sydney day from 5 am
   * (`DATA_REFRESH`, default off). `npm start` reads the same variable: unless it is `off`, stale
   * data is refreshed in the background at start-up (scripts/ops/start.ts).
   */
  dataRefresh: 'off' | 'daily';
  /** Bearer token that opens GET /metrics; without one the route does not exist. */
  metricsToken: string | null;
  /** Text messages: the outbox (default) or a provider's HTTP API (`SMS_PROVIDER` and its settings). */
  sms:
    | { provider: 'outbox' }
    | { provider: SmsProviderName; baseUrl: string; account: string; token: string; from: string | null };
}

export interface RefinancePartnerIdentity {
  legalName: string;
  /** The Australian credit licence number: six digits. */
  creditLicence: string;
}

export const DEFAULT_APP_KEY = DEVELOPMENT_APP_KEY;
export const DEFAULT_REFINANCE_WEBHOOK_TIMEOUT_MS = 5_000;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid server configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

type Env = Record<string, string | undefined>;

/** Both or neither: a partner named without its licence (or the reverse) is a problem. */
function parsePartnerIdentity(
  legalName: string | null,
  creditLicence: string | null,
  problems: string[],
): RefinancePartnerIdentity | null {
  if (legalName === null && creditLicence === null) return null;
  const before = problems.length;
  if (legalName === null || !/^[\p{L}\p{N}][\p{L}\p{N} .,&'()-]{1,119}$/u.test(legalName)) {
    problems.push(
      "REFINANCE_PARTNER_NAME must be the partner’s legal name (2 to 120 letters, digits, spaces and .,&'()-), set with REFINANCE_PARTNER_LICENCE.",
    );
  }
  if (creditLicence === null || !/^\d{6}$/.test(creditLicence)) {
    problems.push(
      'REFINANCE_PARTNER_LICENCE must be the partner’s six-digit Australian credit licence number, set with REFINANCE_PARTNER_NAME.',
    );
  }
  return problems.length === before && legalName !== null && creditLicence !== null
    ? { legalName, creditLicence }
    : null;
}

/** The repository root: server/config/ is two levels down. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** STAFF_EMAILS: a comma-separated list of addresses, kept in lower case. */
function parseStaffEmails(raw: string | undefined, problems: string[]): string[] {
  const staffEmails = (raw ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== '');
  const badStaff = staffEmails.filter((email) => !EMAIL_PATTERN.test(email));
  if (badStaff.length > 0) {
    problems.push(
      `STAFF_EMAILS must be a comma-separated list of e-mail addresses (bad: ${badStaff.join(', ')}).`,
    );
  }
  return staffEmails;
}

/** Where a refinance referral goes, with its key and how long to wait for an answer. */
function parseRefinanceWebhook(value: (name: string) => string | undefined, problems: string[]) {
  const refinanceWebhookUrl = value('REFINANCE_WEBHOOK_URL') ?? null;
  if (refinanceWebhookUrl !== null && !isWebhookUrl(refinanceWebhookUrl)) {
    problems.push(
      'REFINANCE_WEBHOOK_URL must be an http:// or https:// URL without a user name or password.',
    );
  }
  const refinanceWebhookKey = value('REFINANCE_WEBHOOK_KEY') ?? null;
  if (refinanceWebhookKey !== null && !/^[\x21-\x7e]{8,512}$/.test(refinanceWebhookKey)) {
    problems.push('REFINANCE_WEBHOOK_KEY must be 8 to 512 printable characters without spaces.');
  }
  const refinanceWebhookTimeoutMs = parseWholeNumber(
    value('REFINANCE_WEBHOOK_TIMEOUT_MS'),
    {
      name: 'REFINANCE_WEBHOOK_TIMEOUT_MS',
      min: 1,
      max: 60_000,
      fallback: DEFAULT_REFINANCE_WEBHOOK_TIMEOUT_MS,
    },
    problems,
  );

  return { refinanceWebhookUrl, refinanceWebhookKey, refinanceWebhookTimeoutMs };
}

export function loadEnv(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };

  const port = parsePort(value('PORT'), problems);
  const host = value('HOST') ?? '127.0.0.1';

  const nodeEnvRaw = value('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}").`);
  }
  const nodeEnv = (
    ['development', 'production', 'test'].includes(nodeEnvRaw) ? nodeEnvRaw : 'development'
  ) as NodeEnv;

  const logLevel = value('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);
  }

  const dataDir = path.resolve(cwd, value('DATA_DIR') ?? '.data');
  const databaseUrl = value('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !isUrlWithProtocol(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  const smtpUrl = value('SMTP_URL') ?? null;
  if (smtpUrl !== null && !isUrlWithProtocol(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL.');
  }
  const outboxDir = path.resolve(cwd, value('OUTBOX_DIR') ?? path.join(dataDir, 'outbox'));
  const mailFrom = value('MAIL_FROM') ?? 'StaySmart <no-reply@staysmart.com.au>';

  const appKey = value('APP_KEY') ?? DEFAULT_APP_KEY;
  if (!isValidAppKey(appKey)) {
    problems.push('APP_KEY must be 8 to 128 characters of letters, digits, dot, dash, underscore or tilde.');
  }

  const staffEmails = parseStaffEmails(value('STAFF_EMAILS'), problems);

  const publicDir = path.resolve(cwd, value('PUBLIC_DIR') ?? 'public');
  const referenceDataDir = path.resolve(cwd, value('REFERENCE_DATA_DIR') ?? path.join(REPO_ROOT, 'data'));
  const watchData = value('WATCH_DATA') ?? 'true';
  if (watchData !== 'true' && watchData !== 'false') {
    problems.push(`WATCH_DATA must be true or false (got "${watchData}").`);
  }
  const trustProxy = parseTrustProxy(value('TRUST_PROXY'), problems);

  const { refinanceWebhookUrl, refinanceWebhookKey, refinanceWebhookTimeoutMs } = parseRefinanceWebhook(
    value,
    problems,
  );

  const refinancePartner = parsePartnerIdentity(
    value('REFINANCE_PARTNER_NAME') ?? null,
    value('REFINANCE_PARTNER_LICENCE') ?? null,
    problems,
  );

  const siteUrl = (value('SITE_URL') ?? `http://localhost:${port === 0 ? 8000 : port}`).replace(/\/+$/, '');
  if (!isWebhookUrl(siteUrl) || new URL(siteUrl).search !== '' || new URL(siteUrl).hash !== '') {
    problems.push('SITE_URL must be an http:// or https:// address, such as https://staysmart.com.au.');
  }
  const jobWorker = value('JOB_WORKER') ?? 'true';
  if (jobWorker !== 'true' && jobWorker !== 'false') {
    problems.push(`JOB_WORKER must be true or false (got "${jobWorker}").`);
  }

  const sms = parseSms(value, problems);
  const dataRefresh = value('DATA_REFRESH') ?? 'off';
  if (dataRefresh !== 'off' && dataRefresh !== 'daily') {
    problems.push(`DATA_REFRESH must be off or daily (got "${dataRefresh}").`);
  }

  const metricsToken = value('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && !/^[\x21-\x7e]{24,512}$/.test(metricsToken)) {
    problems.push('METRICS_TOKEN must be 24 to 512 printable characters without spaces.');
  }

  if (problems.length > 0) throw new EnvError(problems);
  return {
    port,
    host,
    nodeEnv,
    logLevel,
    dataDir,
    databaseUrl,
    smtpUrl,
    outboxDir,
    mailFrom,
    appKey,
    appKeyIsDefault: appKey === DEFAULT_APP_KEY,
    staffEmails,
    publicDir,
    referenceDataDir,
    watchReferenceData: watchData !== 'false',
    trustProxy,
    refinanceWebhookUrl,
    refinanceWebhookKey,
    refinanceWebhookTimeoutMs,
    refinancePartner,
    siteUrl,
    jobWorker: jobWorker !== 'false',
    dataRefresh: dataRefresh === 'daily' ? 'daily' : 'off',
    metricsToken,
    sms,
  };
}

function parseSms(value: (name: string) => string | undefined, problems: string[]): ServerConfig['sms'] {
  const provider = value('SMS_PROVIDER') ?? 'outbox';
  if (provider === 'outbox') return { provider: 'outbox' };
  if (provider !== 'twilio' && provider !== 'messagemedia') {
    problems.push(`SMS_PROVIDER must be outbox, twilio or messagemedia (got "${provider}").`);
    return { provider: 'outbox' };
  }
  const baseUrl = value('SMS_API_URL') ?? DEFAULT_SMS_API_URLS[provider];
  if (!isWebhookUrl(baseUrl)) problems.push('SMS_API_URL must be an http:// or https:// URL.');
  const account = value('SMS_ACCOUNT');
  const token = value('SMS_TOKEN');
  if (!account || !token) {
    problems.push(
      `SMS_PROVIDER=${provider} needs SMS_ACCOUNT and SMS_TOKEN (${provider === 'twilio' ? 'the account SID and auth token' : 'the API key and secret'}).`,
    );
  }
  const from = value('SMS_FROM') ?? null;
  if (provider === 'twilio' && !from)
    problems.push('SMS_PROVIDER=twilio needs SMS_FROM, the number or sender id to send from.');
  return { provider, baseUrl, account: account ?? '', token: token ?? '', from };
}

function parseWholeNumber(
  raw: string | undefined,
  rule: { name: string; min: number; max: number; fallback: number },
  problems: string[],
): number {
  if (raw === undefined) return rule.fallback;
  const number = Number(raw);
  if (!/^\d+$/.test(raw) || number < rule.min || number > rule.max) {
    problems.push(`${rule.name} must be a whole number from ${rule.min} to ${rule.max} (got "${raw}").`);
    return rule.fallback;
  }
  return number;
}

function isWebhookUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

function parsePort(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return 8000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${raw}").`);
    return 8000;
  }
  return port;
}

function parseTrustProxy(raw: string | undefined, problems: string[]): boolean | string[] {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^[0-9a-fA-F.:/,\s]+$/.test(raw))
    return raw
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
  problems.push('TRUST_PROXY must be true, false or a comma list of proxy addresses (CIDR allowed).');
  return false;
}

function isUrlWithProtocol(raw: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(raw).protocol);
  } catch {
    return false;
  }
}
