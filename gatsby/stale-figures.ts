/**
 * How old each page's figures are when the site is built (src/domain/data-age.ts), worked out here
 * so that pages carry the words, not the rule: a context with an `asOf` (and, for a product, the day
 * its data was fetched) gets `staleNotice`, what the page says of old figures, or null while they
 * are current.
 */
import { staleFiguresNotice } from '../src/domain/data-age';

interface DatedContext {
  asOf: string;
  dates?: { fetched: string };
}

function isDated(context: object): context is DatedContext {
  return typeof (context as { asOf?: unknown }).asOf === 'string';
}

export function withStaleFigures<C extends object>(context: C, builtAt: string): C {
  if (!isDated(context)) return context;
  return { ...context, staleNotice: staleFiguresNotice(context.dates?.fetched ?? context.asOf, builtAt) };
}
