import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { FormAlert } from '../../components/forms/form-alert';
import { type HistoryItem, postGetEventHistory } from './account-api';
import { useRefreshOnAccountChange } from './account-refresh';
import { formatDateTime } from './date-time';
import { historyLink } from './history-links';
import { PAGE_SIZE, Pager } from './pager';
import { describeRange } from './paging';
import { useApiResource } from '../../lib/use-api-resource';

const listStyle: React.CSSProperties = { paddingLeft: '1.2rem' };

/** An entry's words, linked to the result it describes when there is one to open. */
function HistoryEntry({ item }: { item: HistoryItem }) {
  const link = historyLink(item);
  return link ? (
    <Link to={link.href}>
      {item.description}
      <span className="visually-hidden">: {link.label}</span>
    </Link>
  ) : (
    <>{item.description}</>
  );
}

/** What the account has done, newest first; current without a reload. */
export function HistorySection({ visitId }: { visitId: string | null }) {
  const [offset, setOffset] = React.useState(0);
  const list = useApiResource(
    () => postGetEventHistory(visitId, { limit: PAGE_SIZE, offset }),
    [visitId, offset],
  );
  useRefreshOnAccountChange(list.refresh);
  const page = list.data;
  return (
    <section aria-labelledby="account-history-heading">
      <h2 id="account-history-heading">Account history</h2>
      {list.status === 'failed' ? <FormAlert message={list.error} /> : null}
      <p role="status" aria-live="polite">
        {list.status === 'pending' ? 'Loading your history…' : page ? `Events ${describeRange(page)}` : ''}
      </p>
      {page && page.items.length > 0 ? (
        <ol style={listStyle}>
          {page.items.map((item) => (
            <li key={item.id}>
              <HistoryEntry item={item} />{' '}
              <span className="legal">
                <time dateTime={item.createdAt ?? undefined}>{formatDateTime(item.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {page && page.total > PAGE_SIZE ? (
        <Pager
          label="History pages"
          offset={offset}
          hasMore={page.hasMore}
          busy={list.status === 'pending'}
          onChange={setOffset}
        />
      ) : null}
    </section>
  );
}
