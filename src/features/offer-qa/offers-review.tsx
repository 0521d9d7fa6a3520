import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { paths } from '../../config/paths';
import { formatCents } from '../../domain/format';
import { TableScroll } from '../../components/ui/table-scroll';
import { useApiResource } from '../../lib/use-api-resource';
import { useVisitId } from '../auth/use-auth-state';
import { postGetOffersQa, QA_PAGE_SIZE } from './offer-qa-api';
import type { OffersQaPage, QaProfile } from './offer-qa-api';
import { QaResult } from './qa-result';

const PROFILE_CHOICES: { value: QaProfile['id'] | ''; label: string }[] = [
  { value: '', label: 'All profiles, in data order' },
  { value: 'transactor', label: 'Pays in full, cheapest first' },
  { value: 'revolver', label: 'Carries a balance, cheapest first' },
  { value: 'big-spender', label: 'Big spender, cheapest first' },
];

function OffersTable({ page }: { page: OffersQaPage }) {
  return (
    <TableScroll label="Yearly cost of every card">
      <table className="compare">
        <caption className="visually-hidden">
          Every card with its yearly cost for the standard profiles
        </caption>
        <thead>
          <tr>
            <th scope="col">Card</th>
            {page.profiles.map((profile) => (
              <th key={profile.id} scope="col" className="num">
                {profile.label}
              </th>
            ))}
            <th scope="col">Data flags</th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((row) => (
            <tr key={row.cardId}>
              <th scope="row">
                <Link to={paths.offerQaOfferDetails(row.cardId)}>{row.cardName}</Link>
                <br />
                <span className="legal">
                  {row.providerName} · {row.cardId}
                </span>
                {row.sponsored ? (
                  <>
                    {' '}
                    <span className="badge badge--sponsored">Sponsored</span>
                  </>
                ) : null}
              </th>
              {page.profiles.map((profile) => {
                const cost = row.costs.find((entry) => entry.profile === profile.id);
                return (
                  <td key={profile.id} className="num">
                    {cost ? formatCents(cost.yearlyCostCents) : '—'}
                  </td>
                );
              })}
              <td>
                {row.flags.length === 0 ? (
                  'None'
                ) : (
                  <ul className="legal" style={{ margin: 0, paddingLeft: '1rem' }}>
                    {row.flags.map((flag) => (
                      <li key={flag.code}>{flag.text}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Every card's computed yearly cost for the standard usage profiles, with its data flags, paged. */
export function OffersReview() {
  const visitId = useVisitId();
  const [profile, setProfile] = React.useState<QaProfile['id'] | ''>('');
  const [offset, setOffset] = React.useState(0);
  const offers = useApiResource(
    () => postGetOffersQa(visitId, profile === '' ? null : profile, offset),
    [visitId, profile, offset],
  );
  const page = offers.status === 'succeeded' ? offers.data : null;
  const flagged = page ? page.items.filter((row) => row.flags.length > 0).length : 0;
  return (
    <>
      <div className="table-tools">
        <div className="field">
          <label htmlFor="qa-profile">Order by</label>
          <select
            id="qa-profile"
            value={profile}
            onChange={(event) => {
              setProfile(event.target.value as QaProfile['id'] | '');
              setOffset(0);
            }}
          >
            {PROFILE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {page ? (
        <>
          <p role="status">
            Cards {page.offset + 1} to {page.offset + page.items.length} of {page.total}; {flagged} on this
            page with data flags.
          </p>
          <OffersTable page={page} />
          <p>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={page.offset === 0}
              onClick={() => setOffset(Math.max(0, page.offset - QA_PAGE_SIZE))}
            >
              Previous page
            </button>{' '}
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={!page.hasMore}
              onClick={() => setOffset(page.offset + QA_PAGE_SIZE)}
            >
              Next page
            </button>
          </p>
          <h2>Cards visitors could not find</h2>
          {page.missingProducts.length === 0 ? (
            <p>No reports yet.</p>
          ) : (
            <ul>
              {page.missingProducts.map((report) => (
                <li key={report.reference}>
                  {report.cardName}
                  {report.providerName ? ` (${report.providerName})` : ''}, {report.reference}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <QaResult resource={offers} label="offers" />
      )}
    </>
  );
}
