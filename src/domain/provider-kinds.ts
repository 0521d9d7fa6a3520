/**
 * How many of a set of providers are banks (authorised deposit-taking institutions) and how many are
 * non-bank lenders, and how the site says so: "106 Australian banks", or "110 Australian banks and
 * lenders" with "106 banks and 4 non-bank lenders" beside it.
 */

export interface ProviderKinds {
  banks: number;
  lenders: number;
}

export function countProviderKinds(providers: readonly { bank: boolean }[]): ProviderKinds {
  const banks = providers.filter((provider) => provider.bank).length;
  return { banks, lenders: providers.length - banks };
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-AU')} ${count === 1 ? one : many}`;
}

/** "Compare 106 Australian banks"; "Compare 110 Australian banks and lenders" once any is a non-bank lender. */
export function compareProvidersHeading(kinds: ProviderKinds): string {
  const total = kinds.banks + kinds.lenders;
  if (kinds.lenders === 0) return `Compare ${plural(total, 'Australian bank', 'Australian banks')}`;
  if (kinds.banks === 0) return `Compare ${plural(total, 'Australian lender', 'Australian lenders')}`;
  return `Compare ${total.toLocaleString('en-AU')} Australian banks and lenders`;
}

/** Which are which, when there are both: "106 banks and 4 non-bank lenders"; null otherwise. */
export function providerKindsSentence(kinds: ProviderKinds): string | null {
  if (kinds.banks === 0 || kinds.lenders === 0) return null;
  return `${plural(kinds.banks, 'bank', 'banks')} and ${plural(kinds.lenders, 'non-bank lender', 'non-bank lenders')}`;
}

/** "12 providers"; "12 providers (10 banks and 2 non-bank lenders)"; "2 non-bank lenders" when no bank offers any. */
export function providersPhrase(kinds: ProviderKinds): string {
  const total = kinds.banks + kinds.lenders;
  if (kinds.lenders === 0) return plural(total, 'provider', 'providers');
  if (kinds.banks === 0) return plural(total, 'non-bank lender', 'non-bank lenders');
  return `${plural(total, 'provider', 'providers')} (${providerKindsSentence(kinds) ?? ''})`;
}
