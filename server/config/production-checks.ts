/**
 * What a production server refuses to start with: a configuration that would run, but unsafely or
 * without keeping the site's promises. Each problem is a sentence saying what to set.
 */
import type { ServerConfig } from './env';

type Checked = Pick<
  ServerConfig,
  | 'nodeEnv'
  | 'appKeyIsDefault'
  | 'siteUrl'
  | 'trustProxy'
  | 'smtpUrl'
  | 'sms'
  | 'refinanceWebhookUrl'
  | 'refinancePartner'
>;

export function productionProblems(config: Checked): string[] {
  if (config.nodeEnv !== 'production') return [];
  const problems: string[] = [];
  if (config.appKeyIsDefault)
    problems.push('APP_KEY is the development key: set APP_KEY to the key the site was built with.');
  if (!config.siteUrl.startsWith('https://'))
    problems.push(`SITE_URL must be the https:// address visitors use (got ${config.siteUrl}).`);
  if (config.trustProxy === false)
    problems.push(
      'TRUST_PROXY is not set: run the API behind the HTTPS proxy and set TRUST_PROXY to it (true, or its addresses).',
    );
  if (config.smtpUrl === null)
    problems.push(
      'SMTP_URL is not set: one-time codes and follow-ups would only be written to the outbox folder.',
    );
  if (config.sms.provider === 'outbox')
    problems.push('SMS_PROVIDER is not set: texted codes would only be written to the outbox folder.');
  if (config.refinanceWebhookUrl === null)
    problems.push(
      'REFINANCE_WEBHOOK_URL is not set: refinance referrals would only be written to the outbox folder.',
    );
  if (config.refinancePartner === null)
    problems.push(
      'REFINANCE_PARTNER_NAME and REFINANCE_PARTNER_LICENCE are not set: no refinance hand-over would be offered, as the consent must name the broker and its credit licence.',
    );
  return problems;
}

export class UnsafeProductionConfig extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
  }
}
