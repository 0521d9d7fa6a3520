import * as React from 'react';
import { trackSearch } from '../tracking/interaction-events';
import { Link } from '../../components/navigation/link';
import { MissingIssuerNotice } from '../../components/ui/missing-issuer-notice';
import { paths } from '../../config/paths';
import { missingIssuersIn } from '../../domain/cards/missing-card-issuers';
import { expandSynonyms, type SynonymTable } from '../../domain/search/synonyms';
import { MAX_RESULTS, type Searcher } from './search-docs';
import { formatCount } from '../../domain/format';
import { tableIntent } from '../../domain/search/table-intent';
import { SearchComparisonRateWarning, SearchResult, TableLink } from './search-result';

function readQueryParam(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get('q') ?? '';
}

/**
 * One box over providers and products, honouring provider synonyms, updating as you type. A
 * well-known card issuer that is not in our data ("amex") is named, with why, and a way to compare
 * its card anyway, instead of a bare "no results".
 */
export function SearchBox({
  searcher,
  total,
  synonyms,
}: {
  /** null while the index is still loading: the box already takes input. */
  searcher: Searcher | null;
  total: number;
  synonyms: SynonymTable;
}) {
  const [query, setQuery] = React.useState('');

  React.useEffect(() => {
    setQuery(readQueryParam());
  }, []);

  // A query naming a category and a filter of its table ("term deposit 12 months") links to that
  // table filtered, and searches names without the filter's words.
  const intent = React.useMemo(() => tableIntent(query), [query]);
  const expanded = expandSynonyms(intent ? intent.searchText : query, synonyms);
  const results = React.useMemo(
    () => (expanded.length === 0 || searcher === null ? [] : searcher.search(expanded)),
    [searcher, expanded],
  );

  const missing = missingIssuersIn(query, synonyms);
  const ready = searcher !== null;
  React.useEffect(() => {
    if (expanded.length > 0 && ready) trackSearch(query.trim(), results.length);
    // Recorded when the results change; the query text alone (spaces, case) does not count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expanded, ready, results.length]);

  const onChange = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <div>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="site-search">Search banks, cards, loans and accounts</label>
          <input
            id="site-search"
            type="search"
            value={query}
            autoComplete="off"
            placeholder="For example: cba, westpac, low rate card"
            onFocus={() => searcher?.warm()}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      </form>
      <div role="status" aria-live="polite" className="table-count">
        {query.trim() === ''
          ? `Search ${formatCount(total)} providers and products.`
          : searcher === null
            ? 'Loading the search index…'
            : results.length === 0
              ? missing.length > 0
                ? `No results for “${query.trim()}”: ${missing.map((issuer) => issuer.name).join(' and ')} ${missing.length === 1 ? 'isn’t' : 'aren’t'} in our data.`
                : `No results for “${query.trim()}”. Try a bank’s name or a product type.`
              : `${results.length}${results.length === MAX_RESULTS ? '+' : ''} results for “${query.trim()}”${
                  expanded !== query.trim().toLowerCase() ? ` (searching for “${expanded}”)` : ''
                }`}
      </div>
      <MissingIssuerNotice issuers={missing}>
        {(issuer) => (
          <Link to={`${paths.cardSurvey()}?enter=${issuer.id}`}>
            enter your {issuer.name} card’s figures in our card check
          </Link>
        )}
      </MissingIssuerNotice>
      {intent ? <TableLink intent={intent} /> : null}
      {results.length > 0 ? (
        <ul className="search-results">
          {results.map((result) => (
            <SearchResult key={result.id} result={result} termMonths={intent?.termMonths} />
          ))}
        </ul>
      ) : null}
      <SearchComparisonRateWarning results={results} />
    </div>
  );
}
