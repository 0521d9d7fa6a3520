import * as React from 'react';
import { staleFiguresAge } from '../../domain/data-age';
import { formatIsoDate } from '../../domain/format';

/** The day the site was built (gatsby-config.ts), set in the build's bundles; absent elsewhere. */
const builtOn = (): string | undefined => process.env.GATSBY_BUILT_ON;

/**
 * Said where figures are shown, when they are more than a month older than the page: the daily
 * refresh from the banks has stopped, and the visitor should know before relying on them.
 */
export function StaleFiguresNotice({ asOf }: { asOf: string }) {
  const built = builtOn();
  const age = built ? staleFiguresAge(asOf, built) : null;
  if (age === null) return null;
  return (
    <p className="notice notice--warning">
      These figures are {age} old: they are from <time dateTime={asOf}>{formatIsoDate(asOf)}</time>, and
      providers may have changed their rates and fees since. Check them on the provider’s site before you
      apply.
    </p>
  );
}
