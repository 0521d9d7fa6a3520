import * as React from 'react';
import { Link } from '../navigation/link';
import { paths } from '../../config/paths';

export const GENERAL_ADVICE_TEXT =
  'General advice only. The information on this site does not take into account your objectives, financial situation or needs. Consider whether it is right for you, and read the product disclosure statement and target market determination before you apply.';

/** The general-advice warning shown on every comparison page and in the footer. */
export function GeneralAdviceWarning({ tone = 'page' }: { tone?: 'page' | 'footer' }) {
  return (
    <p className={tone === 'page' ? 'notice notice--warning legal' : 'legal'}>
      <strong>General advice warning: </strong>
      {GENERAL_ADVICE_TEXT} Read our <Link to={paths.fsg()}>Financial Services Guide</Link>.
    </p>
  );
}
