import * as React from 'react';
import { Link } from '../../components/navigation/link';
import type { FilterDef, FilterValues, RowIdentity, SortState, TableConfig } from './table-config';
import { MAX_COMPARE, initialFilterValues, sortDescription, toggleCompare, visibleRows } from './table-model';
import {
  compareChange,
  compareIds,
  filterChange,
  sortChange,
  tableQuerySettings,
  tableView,
  type TableAddress,
} from './table-address';
import { useQuerySettings } from '../navigation/use-query-settings';
import { atInitialValues } from '../navigation/query-settings';
import { CompareView } from './compare-view';
import { useFullRows, type LazyRows } from './use-full-rows';
import { formatCount } from '../../domain/format';
import { TableScroll } from '../../components/ui/table-scroll';
import { startingViewNote } from './starting-view';
import { trackValueChange } from '../tracking/interaction-events';
import { GoToSiteLink } from '../outbound/go-to-site-link';

interface ComparisonTableProps<S, R extends RowIdentity> {
  config: TableConfig<S, R>;
  /** Every row, or with `lazy` only the first page of the default view. */
  rows: readonly S[];
  lazy?: LazyRows;
  /** Singular and plural nouns for counts: `card` / `cards`. */
  noun: [string, string];
  /** The category's products, of which the starting filters may show fewer (said under the count). */
  productCount?: number;
}

function FilterControl({
  filter,
  value,
  onChange,
}: {
  filter: FilterDef;
  value: FilterValues[string];
  onChange: (value: FilterValues[string]) => void;
}) {
  const id = `filter-${filter.id}`;
  const hintId = filter.hint ? `${id}-hint` : undefined;
  if (filter.kind === 'checkbox') {
    return (
      <div className="field">
        <label className="checkbox" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            aria-describedby={hintId}
            onChange={(event) => onChange(event.target.checked)}
          />
          {filter.label}
        </label>
        {filter.hint ? (
          <span id={hintId} className="field__hint">
            {filter.hint}
          </span>
        ) : null}
      </div>
    );
  }
  if (filter.kind === 'select') {
    return (
      <div className="field">
        <label htmlFor={id}>{filter.label}</label>
        <select
          id={id}
          value={String(value)}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.value)}
        >
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {filter.hint ? (
          <span id={hintId} className="field__hint">
            {filter.hint}
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <NumberFilterControl
      filter={filter}
      value={typeof value === 'number' ? value : filter.initial}
      onChange={onChange}
    />
  );
}

/** The table's filters; they apply as they change (there is nothing to submit). */
function FilterForm({
  label,
  filters,
  values,
  onChange,
}: {
  label: string;
  filters: readonly FilterDef[];
  values: FilterValues;
  onChange(id: string, value: FilterValues[string]): void;
}) {
  return (
    <form className="table-tools" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {filters.map((filter) => (
        <FilterControl
          key={filter.id}
          filter={filter}
          value={values[filter.id] ?? filter.initial}
          onChange={(value) => onChange(filter.id, value)}
        />
      ))}
    </form>
  );
}

/** Keeps what the visitor typed even while it is not a valid number yet, and says why it is ignored. */
function NumberFilterControl({
  filter,
  value,
  onChange,
}: {
  filter: Extract<FilterDef, { kind: 'number' }>;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = `filter-${filter.id}`;
  const [text, setText] = React.useState(String(value));
  const [error, setError] = React.useState<string | null>(null);
  // The value last typed here or shown: a new one from elsewhere (the address, read after the
  // first render) replaces the text; one typed here leaves the text as typed (`250,000`).
  const [shownValue, setShownValue] = React.useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(String(value));
    setError(null);
  }
  const unitLabel = filter.unit === '$' ? ' ($)' : filter.unit ? ` (${filter.unit})` : '';
  const describedBy = [filter.hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {filter.label}
        {unitLabel}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = Number(event.target.value.replace(/[$,\s]/g, ''));
          if (event.target.value.trim() === '' || !Number.isFinite(parsed)) {
            setError('Enter a number');
          } else if (parsed < filter.min || parsed > filter.max) {
            setError(`Enter a number from ${formatCount(filter.min)} to ${formatCount(filter.max)}`);
          } else {
            setError(null);
            setShownValue(parsed);
            onChange(parsed);
          }
        }}
      />
      {filter.hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {filter.hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The products picked to compare, kept in the address so a reload or a shared link keeps them;
 * an address that arrives with two or more opens the comparison it was shared for.
 */
function useCompareSelection(address: TableAddress, changeAddress: (change: Partial<TableAddress>) => void) {
  const selected = React.useMemo(() => compareIds(address), [address]);
  const [comparing, setComparing] = React.useState(false);
  const picked = React.useRef(false);
  React.useEffect(() => {
    if (!picked.current && selected.length >= 2) setComparing(true);
  }, [selected.length]);
  /** The visitor's own picks: from then on the comparison opens only when asked for. */
  const pick = (ids: string[]) => {
    picked.current = true;
    changeAddress(compareChange(ids));
  };
  return { selected, pick, comparing, setComparing };
}

/**
 * The rows the view shows. Until every row is here (a lazy table starts with the first page of
 * the default view), that first page is all that can be shown; a changed view asks for every row.
 */
function useShownRows<S, R extends RowIdentity>(
  config: TableConfig<S, R>,
  rows: readonly S[],
  lazy: LazyRows | undefined,
  { filters, sort, changed }: { filters: FilterValues; sort: SortState; changed: boolean },
) {
  const initialFilters = React.useMemo(() => initialFilterValues(config.filters), [config]);
  const [full, requestFull] = useFullRows<S>(lazy);
  const complete = full.status === 'inline' || full.status === 'loaded';
  const source = full.status === 'loaded' ? full.rows : rows;
  const waiting = !complete && changed && full.status !== 'failed';
  // A view read from the address needs every row at once; after that each interaction asks (again).
  React.useEffect(() => {
    if (changed) requestFull();
  }, [changed, requestFull]);
  const shown = React.useMemo(
    () =>
      complete
        ? visibleRows(config, source, filters, sort)
        : visibleRows(config, source, initialFilters, config.defaultSort),
    [complete, config, source, filters, sort, initialFilters],
  );
  const total = complete || !lazy ? shown.length : lazy.total;
  return { full, requestFull, complete, waiting, shown, total };
}

/** A header pressed: the same column turns round, another starts in its own first direction. */
function nextSort<S, R extends RowIdentity>(
  config: TableConfig<S, R>,
  sort: SortState,
  key: string,
): SortState {
  if (sort.key === key)
    return { key, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: config.columns.find((column) => column.key === key)?.firstSort ?? 'ascending' };
}

export function ComparisonTable<S, R extends RowIdentity>({
  config,
  rows,
  lazy,
  noun,
  productCount,
}: ComparisonTableProps<S, R>) {
  // Sort and filters live in the address, so a reload or a shared link shows the same view.
  const addressSettings = React.useMemo(() => tableQuerySettings(config), [config]);
  const [address, changeAddress] = useQuerySettings(addressSettings);
  const { filters, sort } = React.useMemo(() => tableView(config, address), [config, address]);
  const sorted = sortDescription(
    config.columns.find((column) => column.key === sort.key),
    sort.direction,
  );
  const [limit, setLimit] = React.useState(config.pageSize);
  const { selected, pick, comparing, setComparing } = useCompareSelection(address, changeAddress);
  const changed = !atInitialValues(addressSettings, address) || limit !== config.pageSize;
  const { full, requestFull, complete, waiting, shown, total } = useShownRows(config, rows, lazy, {
    filters,
    sort,
    changed,
  });
  const shownLimit = complete ? limit : config.pageSize;
  const byId = React.useMemo(() => new Map(shown.map((row) => [row.id, row])), [shown]);
  const selectedRows = selected.map((id) => byId.get(id)).filter((row): row is R => row !== undefined);
  const plural = noun[1];
  const filtersAtStart = config.filters.every((filter) => Object.is(filters[filter.id], filter.initial));
  const startingNote =
    productCount === undefined
      ? null
      : startingViewNote(config.filters, { products: productCount, startingView: total }, plural);

  const setFilter = (id: string, value: FilterValues[string]) => {
    requestFull();
    if (value !== null) trackValueChange(config.caption, id, value);
    changeAddress(filterChange(id, value));
    setLimit(config.pageSize);
  };

  const sortBy = (key: string) => {
    requestFull();
    changeAddress(sortChange(nextSort(config, sort, key)));
  };

  const showMore = () => {
    requestFull();
    setLimit((n) => n + config.pageSize);
  };

  return (
    // While the side-by-side view is open below it, the table has its true height (global.css).
    <div className="comparison" data-comparing={comparing ? '' : undefined}>
      <FilterForm label={`Filter ${plural}`} filters={config.filters} values={filters} onChange={setFilter} />
      <p className="table-count" role="status" aria-live="polite">
        {countText({
          waiting,
          failed: full.status === 'failed' && changed,
          shown: Math.min(shownLimit, total),
          total,
          noun,
          sorted,
        })}
      </p>
      {startingNote && filtersAtStart ? <p className="table-count">{startingNote}</p> : null}
      <TableScroll label={config.caption} stack>
        <table className="compare cells-labelled">
          <caption className="visually-hidden">{config.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="visually-hidden-on-phone">
                Product
              </th>
              {config.columns.map((column) => (
                <SortableHeader key={column.key} column={column} sort={sort} onSort={sortBy} />
              ))}
              <th scope="col" className="visually-hidden-on-phone">
                Compare
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, shownLimit).map((row) => (
              <ProductRow
                key={row.id}
                config={config}
                row={row}
                selected={selected.includes(row.id)}
                canSelect={selected.length < MAX_COMPARE}
                onToggle={() => pick(toggleCompare(selected, row.id))}
              />
            ))}
          </tbody>
        </table>
      </TableScroll>
      {shown.length === 0 && !waiting ? (
        <p className="notice">No {plural} match these filters. Try widening them.</p>
      ) : null}
      {shownLimit < total ? (
        <p>
          <button type="button" className="button button--secondary" onClick={showMore}>
            Show {Math.min(config.pageSize, total - shownLimit)} more {plural}
          </button>
        </p>
      ) : null}
      {selectedRows.length > 0 ? (
        <CompareTray
          count={selectedRows.length}
          onCompare={() => setComparing(true)}
          onClear={() => {
            pick([]);
            setComparing(false);
          }}
        />
      ) : null}
      {comparing && selectedRows.length >= 2 ? (
        <CompareView config={config} rows={selectedRows} onClose={() => setComparing(false)} />
      ) : null}
    </div>
  );
}

/** What the count line says: loading, a failed load, or how many of how many are shown and in what order. */
function countText({
  waiting,
  failed,
  shown,
  total,
  noun: [single, plural],
  sorted,
}: {
  waiting: boolean;
  failed: boolean;
  shown: number;
  total: number;
  noun: [string, string];
  sorted: string | null;
}): string {
  if (waiting) return `Loading all ${formatCount(total)} ${plural}…`;
  if (failed)
    return `We couldn’t load every ${single}. Check your connection and change a filter to try again.`;
  return `Showing ${formatCount(shown)} of ${formatCount(total)} ${total === 1 ? single : plural}${
    sorted ? `, ${sorted}` : ''
  }`;
}

/** A column's header: a button that sorts by it, when the column sorts. */
function SortableHeader<S, R extends RowIdentity>({
  column,
  sort,
  onSort,
}: {
  column: TableConfig<S, R>['columns'][number];
  sort: SortState;
  onSort(key: string): void;
}) {
  const active = sort.key === column.key;
  return (
    <th
      scope="col"
      className={
        [column.numeric ? 'num' : '', column.sortValue ? '' : 'visually-hidden-on-phone']
          .filter(Boolean)
          .join(' ') || undefined
      }
      aria-sort={active ? sort.direction : undefined}
    >
      {column.sortValue ? (
        <button type="button" className="sort-button" onClick={() => onSort(column.key)}>
          {column.header}
          <span aria-hidden="true">
            {active ? (sort.direction === 'ascending' ? '\u00a0▲' : '\u00a0▼') : '\u00a0↕'}
          </span>
          <span className="visually-hidden">
            {active ? `, sorted ${sort.direction}` : ', select to sort'}
          </span>
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

/** One product: its name and provider, its figures, and the box that picks it to compare. */
function ProductRow<S, R extends RowIdentity>({
  config,
  row,
  selected,
  canSelect,
  onToggle,
}: {
  config: TableConfig<S, R>;
  row: R;
  selected: boolean;
  /** Fewer than the most that can be compared are picked. */
  canSelect: boolean;
  onToggle(): void;
}) {
  return (
    <tr>
      <th scope="row" className="compare__product">
        <Link to={row.href}>{row.name}</Link>
        <br />
        <Link to={row.providerHref} className="legal">
          {row.providerName}
        </Link>
        {row.hasSite ? <GoToSiteLink product={row} /> : null}
      </th>
      {config.columns.map((column) => (
        <td
          key={column.key}
          className={column.numeric ? 'num' : undefined}
          // Shown above the value on a phone, where rows become cards.
          data-label={column.header}
        >
          {column.render(row)}
        </td>
      ))}
      <td className="compare__tick">
        <label className="checkbox">
          <input type="checkbox" checked={selected} disabled={!selected && !canSelect} onChange={onToggle} />
          <span className="visually-hidden">Compare {row.name}</span>
        </label>
      </td>
    </tr>
  );
}

/** The products picked to compare: how many, and the buttons to compare or clear them. */
function CompareTray({ count, onCompare, onClear }: { count: number; onCompare(): void; onClear(): void }) {
  return (
    <div className="compare-tray" role="region" aria-label="Products to compare">
      <span>
        {count} of {MAX_COMPARE} selected
        {count >= MAX_COMPARE ? ' (the most you can compare at once)' : ''}
      </span>
      <button type="button" className="button button--small" disabled={count < 2} onClick={onCompare}>
        Compare side by side
      </button>
      <button type="button" className="button button--secondary button--small" onClick={onClear}>
        Clear
      </button>
    </div>
  );
}
