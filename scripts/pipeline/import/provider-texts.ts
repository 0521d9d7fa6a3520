/**
 * Provider descriptions written from facts: what the provider offers (counts), its best rates and
 * fees, its ABN, whether it is customer-owned or a deposit-taking institution. Curated texts in
 * `data/curated/provider-texts.json` replace any field they provide. Nothing here repeats a bank's
 * own wording.
 */
import type { ProviderText } from './curated';
import { formatAbn, type ProviderProfile } from './provider-profiles';

export interface ProviderProductFacts {
  counts: { label: [string, string]; count: number }[];
  bestSavingsRate: number | null;
  bestTermDepositRate: number | null;
  lowestHomeLoanRate: number | null;
  lowestPersonalLoanRate: number | null;
  lowestCarLoanRate: number | null;
  lowestCardFee: number | null;
  lowestCardRate: number | null;
  feeFreeEverydayAccount: boolean;
  hasDeposits: boolean;
  featureFlags: Set<string>;
  website: string | null;
}

export interface ProviderTexts {
  overview: string;
  advantages: string;
  security: string;
  service: string;
}

const percent = (fraction: number): string => `${(fraction * 100).toFixed(2)}% p.a.`;
const dollars = (amount: number): string =>
  Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;

function listText(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function describe(profile: ProviderProfile, relatedBrands: string[]): string {
  if (profile.big4) return "one of Australia's four major banks";
  if (!profile.depositTaker)
    return 'a financial services provider that is not an authorised deposit-taking institution';
  if (profile.customerOwned)
    return 'a customer-owned bank, owned by its members rather than outside shareholders';
  if (relatedBrands.length > 0) return 'a brand of an Australian authorised deposit-taking institution';
  return 'an Australian authorised deposit-taking institution';
}

function overview(profile: ProviderProfile, facts: ProviderProductFacts, relatedBrands: string[]): string {
  const offered = facts.counts
    .filter((item) => item.count > 0)
    .map((item) => `${item.count} ${item.count === 1 ? item.label[0] : item.label[1]}`);
  const parts = [`${profile.name} is ${describe(profile, relatedBrands)}.`];
  parts.push(`Our comparison lists ${listText(offered)} from ${profile.name}.`);
  if (relatedBrands.length > 0)
    parts.push(`It belongs to the same banking group as ${listText(relatedBrands)}.`);
  if (profile.abn) parts.push(`ABN ${formatAbn(profile.abn)}.`);
  return parts.join(' ');
}

function advantages(facts: ProviderProductFacts): string {
  const points: string[] = [];
  if (facts.bestSavingsRate !== null && facts.bestSavingsRate > 0)
    points.push(`savings rates up to ${percent(facts.bestSavingsRate)}`);
  if (facts.bestTermDepositRate !== null)
    points.push(`term deposit rates up to ${percent(facts.bestTermDepositRate)}`);
  if (facts.lowestHomeLoanRate !== null)
    points.push(`owner-occupier home loan rates from ${percent(facts.lowestHomeLoanRate)}`);
  if (facts.lowestPersonalLoanRate !== null)
    points.push(`personal loan rates from ${percent(facts.lowestPersonalLoanRate)}`);
  if (facts.lowestCarLoanRate !== null)
    points.push(`car loan rates from ${percent(facts.lowestCarLoanRate)}`);
  if (facts.lowestCardFee !== null) {
    points.push(
      facts.lowestCardFee === 0
        ? 'a credit card with no annual fee'
        : `credit cards from ${dollars(facts.lowestCardFee)} a year`,
    );
  }
  if (facts.lowestCardRate !== null) points.push(`card purchase rates from ${percent(facts.lowestCardRate)}`);
  if (facts.feeFreeEverydayAccount) points.push('an everyday account with no monthly account fee');
  const text = points.slice(0, 4).join('; ');
  if (text === '') return 'See the products listed for rates and fees.';
  // Rates end in "p.a." already; a second full stop would read as a typo.
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${text.endsWith('.') ? '' : '.'}`;
}

function security(profile: ProviderProfile, facts: ProviderProductFacts, relatedBrands: string[]): string {
  if (!profile.depositTaker) {
    return `${profile.name} is not an authorised deposit-taking institution, so money held with it is not covered by the Financial Claims Scheme.`;
  }
  const parts = [
    `${profile.name} products are provided by an authorised deposit-taking institution (ADI) supervised by APRA.`,
  ];
  if (facts.hasDeposits) {
    parts.push(
      'Deposits with an ADI are covered by the Australian Government Financial Claims Scheme up to $250,000 per account holder per ADI.',
    );
    if (relatedBrands.length > 0) {
      parts.push(
        `That limit is shared across all brands of the same ADI, including ${listText(relatedBrands)}.`,
      );
    }
  }
  return parts.join(' ');
}

function service(profile: ProviderProfile, facts: ProviderProductFacts): string {
  const channels: string[] = [];
  if (facts.featureFlags.has('digital-banking')) channels.push('online and app banking');
  if (facts.featureFlags.has('digital-wallet')) channels.push('phone and watch wallets');
  if (facts.featureFlags.has('npp-payid') || facts.featureFlags.has('npp-enabled'))
    channels.push('fast payments with PayID');
  const parts: string[] = [];
  if (channels.length > 0) parts.push(`${profile.name} products support ${listText(channels)}.`);
  parts.push(
    facts.website
      ? `Product details and contact options are on ${facts.website.replace(/^https?:\/\//, '')}.`
      : `See ${profile.name}'s own website for contact options.`,
  );
  return parts.join(' ');
}

export function providerTexts(
  profile: ProviderProfile,
  facts: ProviderProductFacts,
  relatedBrands: string[],
  curated: ProviderText | undefined,
): ProviderTexts {
  return {
    overview: curated?.overview ?? overview(profile, facts, relatedBrands),
    advantages: curated?.advantages ?? advantages(facts),
    security: curated?.security ?? security(profile, facts, relatedBrands),
    service: curated?.service ?? service(profile, facts),
  };
}
