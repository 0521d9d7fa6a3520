import * as React from 'react';
import { formatCents } from '../../domain/format';
import { useApiResource } from '../../lib/use-api-resource';
import { useVisitId } from '../auth/use-auth-state';
import { postGetOfferDetailsQa } from './offer-qa-api';
import { QaResult } from './qa-result';

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <details>
      <summary>{label}</summary>
      {/* Focusable so keyboard users can scroll a long record (WCAG 2.1.1). */}
      <pre
        tabIndex={0}
        style={{ overflow: 'auto', maxHeight: '50vh', background: 'var(--bg-soft)', padding: '1rem' }}
      >
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}

/** One card's working for each standard profile, its flags, and its record as imported and as read. */
export function OfferDetailsReview({ offerId }: { offerId: string }) {
  const visitId = useVisitId();
  const details = useApiResource(() => postGetOfferDetailsQa(visitId, offerId), [visitId, offerId]);
  if (details.status !== 'succeeded' || !details.data)
    return <QaResult resource={details} label="offer details" />;
  const { card, profiles, flags, raw, normalised, program } = details.data;
  return (
    <>
      <h2>{card.name ?? offerId}</h2>
      <h3>Data flags</h3>
      {flags.length === 0 ? (
        <p>No data problems found.</p>
      ) : (
        <ul>
          {flags.map((flag) => (
            <li key={flag.code}>{flag.text}</li>
          ))}
        </ul>
      )}
      {profiles.map((profile) => (
        <section key={profile.id} aria-labelledby={`profile-${profile.id}`}>
          <h3 id={`profile-${profile.id}`}>
            {profile.label}: {formatCents(profile.estimate.ongoing.totalCents)} a year
          </h3>
          <table className="compare">
            <caption className="visually-hidden">How the yearly cost for this profile is made up</caption>
            <tbody>
              {profile.estimate.ongoing.working.map((line, index) => (
                <tr key={`${line.kind}-${index}`}>
                  <th scope="row">{line.label}</th>
                  <td className="num">{formatCents(line.amountCents)}</td>
                  <td className="legal">{line.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {profile.estimate.notes.length > 0 ? (
            <ul className="legal">
              {profile.estimate.notes.map((note) => (
                <li key={note.code}>{note.text}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <h3>Records</h3>
      <JsonBlock label="As imported (credit-cards.json)" value={raw} />
      <JsonBlock label="As read by the site" value={normalised} />
      <JsonBlock label="Rewards program" value={program} />
    </>
  );
}
