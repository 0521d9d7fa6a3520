import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { categories, paths } from '../../config/paths';
import { labelledName } from '../../domain/cards/labelled-name';
import {
  COMPARISON_RATE_WARNING,
  HOME_LOAN_EXAMPLE_DESCRIPTION,
  PERSONAL_LOAN_EXAMPLE_DESCRIPTION,
} from '../../domain/finance/comparison-rate';
import { formatIsoDate, formatRate } from '../../domain/format';
import type { KeyFigure } from '../../domain/search/key-figure';
import type { TableIntent } from '../../domain/search/table-intent';
import type { SearchHit } from './search-docs';

const WARNING_ID = 'comparison-rate-warning';

/**
 * A product's figure as the result shows it: a term deposit's rate for the term searched for
 * when it offers that term, otherwise the figure the product leads with.
 */
export function figureText(figure: KeyFigure, termMonths?: number): string {
  if (termMonths === undefined || !figure.termRates) return figure.text;
  const rate = figure.termRates.find(([months]) => months === termMonths)?.[1];
  const term = `${termMonths} ${termMonths === 1 ? 'month' : 'months'}`;
  return rate === undefined
    ? `No ${termMonths}-month term; ${figure.text.toLowerCase()}`
    : `${formatRate(rate)} for ${term}`;
}

/** One result: the name, what and whose it is, and its key figure with the day it is from. */
export function SearchResult({ result, termMonths }: { result: SearchHit; termMonths?: number }) {
  const { figure } = result;
  return (
    <li>
      <Link to={result.href}>{labelledName(result.title, result.detail)}</Link>{' '}
      <span className="legal">
        {result.kind === 'provider' ? 'Provider' : `${result.category}, ${result.provider}`}
      </span>
      {figure ? (
        <span className="search-results__figure">
          {figureText(figure, termMonths)}
          {figure.comparisonRate ? (
            <a href={`#${WARNING_ID}`} className="footnote-link" aria-label="Comparison rate warning">
              *
            </a>
          ) : null}{' '}
          <span className="legal">
            as of <time dateTime={figure.asOf}>{formatIsoDate(figure.asOf)}</time>
          </span>
        </span>
      ) : null}
    </li>
  );
}

/** The statutory warning for the comparison rates among the results, naming each example used. */
export function SearchComparisonRateWarning({ results }: { results: readonly SearchHit[] }) {
  const withComparison = results.filter((result) => result.figure?.comparisonRate);
  if (withComparison.length === 0) return null;
  const homeLoanName = categories.hl.name;
  const examples = [
    withComparison.some((result) => result.category === homeLoanName)
      ? `${HOME_LOAN_EXAMPLE_DESCRIPTION} for home loans`
      : null,
    withComparison.some((result) => result.category !== homeLoanName)
      ? `${PERSONAL_LOAN_EXAMPLE_DESCRIPTION} for personal and car loans`
      : null,
  ].filter(Boolean);
  return (
    <p id={WARNING_ID} className="notice notice--warning legal">
      * Comparison rates are {examples.join(', and ')}. {COMPARISON_RATE_WARNING}
    </p>
  );
}

/** A link to the comparison table the query names, with the filters it names set. */
export function TableLink({ intent }: { intent: TableIntent }) {
  const category = categories[intent.category];
  const query = new URLSearchParams(intent.settings).toString();
  const name = category.name.toLowerCase();
  return (
    <p className="notice">
      <Link to={`${paths.category(intent.category)}${query ? `?${query}` : ''}`}>
        {intent.words.length > 0 ? `Compare ${name}: ${intent.words.join(', ')}` : `Compare all ${name}`}
      </Link>{' '}
      in the comparison table.
    </p>
  );
}
