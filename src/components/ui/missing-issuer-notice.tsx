import * as React from 'react';
import type { MissingCardIssuer } from '../../domain/cards/missing-card-issuers';

/**
 * "American Express isn't in our data", with why (it does not publish through the Consumer Data
 * Right) and the way to compare its card anyway: entering the card's figures by hand.
 */
export function MissingIssuerNotice({
  issuers,
  children,
}: {
  issuers: readonly MissingCardIssuer[];
  /** The way to enter a card by hand, for each issuer. */
  children(issuer: MissingCardIssuer): React.ReactNode;
}) {
  if (issuers.length === 0) return null;
  return (
    <div className="notice" role="note">
      {issuers.map((issuer) => (
        <p key={issuer.id}>
          <strong>{issuer.name} isn’t in our data.</strong> {issuer.why} You can still compare its card:{' '}
          {children(issuer)}
        </p>
      ))}
    </div>
  );
}
