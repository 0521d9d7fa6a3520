import * as React from 'react';
import { FormAlert } from '../../components/forms/form-alert';
import { postGetUserNotifications } from './account-api';
import { useRefreshOnAccountChange } from './account-refresh';
import { formatDateTime } from './date-time';
import { notificationSummary } from './notification-summary';
import { PAGE_SIZE, Pager } from './pager';
import { useApiResource } from '../../lib/use-api-resource';

const listStyle: React.CSSProperties = { paddingLeft: '1.2rem' };

/** The account's notifications, newest first, all or only the new ones; current without a reload. */
export function NotificationsSection({ visitId }: { visitId: string | null }) {
  const [newOnly, setNewOnly] = React.useState(false);
  const [offset, setOffset] = React.useState(0);
  // When the new-only listing began: its later pages keep what its first ones marked seen.
  const newAsOf = React.useRef<string | null>(null);
  const list = useApiResource(
    () => postGetUserNotifications(visitId, newOnly, { limit: PAGE_SIZE, offset }, newAsOf.current),
    [visitId, newOnly, offset],
  );
  useRefreshOnAccountChange(list.refresh);
  const page = list.data;
  React.useEffect(() => {
    if (newOnly && newAsOf.current === null) newAsOf.current = page?.newAsOf ?? null;
  }, [newOnly, page]);
  return (
    <section aria-labelledby="account-notifications-heading">
      <h2 id="account-notifications-heading">Notifications</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={newOnly}
          onChange={(event) => {
            newAsOf.current = null;
            setNewOnly(event.target.checked);
            setOffset(0);
          }}
        />
        Show new notifications only
      </label>
      {list.status === 'failed' ? <FormAlert message={list.error} /> : null}
      <p role="status" aria-live="polite">
        {list.status === 'pending'
          ? 'Loading notifications…'
          : page
            ? notificationSummary(page, newOnly)
            : ''}
      </p>
      {page && page.items.length > 0 ? (
        <ul style={listStyle}>
          {page.items.map((item) => (
            <li key={item.id}>
              <h3>
                {item.title} {item.seen ? null : <span className="badge">New</span>}
              </h3>
              <p>{item.body}</p>
              <p className="legal">
                <time dateTime={item.createdAt ?? undefined}>{formatDateTime(item.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {page && page.total > PAGE_SIZE ? (
        <Pager
          label="Notification pages"
          offset={offset}
          hasMore={page.hasMore}
          busy={list.status === 'pending'}
          onChange={setOffset}
        />
      ) : null}
    </section>
  );
}
