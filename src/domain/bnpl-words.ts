/** How a buy now pay later service's repayments, credit check and licence are said, in tables and on its page. */
import type { RawBnplProvider } from './data/raw-types';

type Service = Pick<RawBnplProvider, 'instalments' | 'interval' | 'creditCheck' | 'licensed'>;

/** "4 fortnightly instalments"; "4 instalments" when the provider does not say how often; a revolving account's minimum monthly repayments. */
export function repaymentsText(service: Service): string {
  if (service.instalments === 0) return 'Minimum monthly repayments';
  const often = service.interval === null ? '' : `${service.interval} `;
  return `${service.instalments} ${often}instalment${service.instalments === 1 ? '' : 's'}`;
}

export function creditCheckText(service: Service): string {
  if (service.creditCheck === null) return 'Not published';
  return { none: 'None', light: 'Light', full: 'Full' }[service.creditCheck];
}

export function licenceText(service: Service, words: { yes: string; no: string }): string {
  if (service.licensed === null) return 'Not published';
  return service.licensed ? words.yes : words.no;
}

/**
 * Where the buy now pay later table's figures come from, after "Fees and limits as of <day>,": from
 * the services' own Consumer Data Right data, collected by hand, or both, with how many of each.
 */
export function bnplSourceWords(services: readonly Pick<RawBnplProvider, 'origin'>[]): string {
  const published = services.filter((service) => service.origin === 'consumer-data-right').length;
  const byHand = services.length - published;
  if (published === 0) return 'collected by hand from each provider’s own pages';
  if (byHand === 0) return 'from the product data providers publish';
  const some = (n: number) => `${n} ${n === 1 ? 'service' : 'services'}`;
  return `from the product data providers publish for ${some(published)}, and collected by hand from the provider’s own pages for the ${some(byHand)} that publish none yet`;
}
