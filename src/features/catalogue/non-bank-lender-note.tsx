import * as React from 'react';

/**
 * What "non-bank lender" means for a borrower, in one plain paragraph, on the pages of a provider
 * that is not an authorised deposit-taking institution.
 */
export function NonBankLenderNote({ name }: { name: string }) {
  return (
    <p className="notice">
      <strong>{name} is a non-bank lender.</strong> It is not an authorised deposit-taking institution (ADI)
      and takes no deposits, so the Financial Claims Scheme, the government guarantee on bank deposits, does
      not cover it; that matters only to savers, not to what you owe on a loan. Like a bank, it needs an
      Australian credit licence to lend to you and must be a member of the Australian Financial Complaints
      Authority (AFCA), which hears complaints it does not resolve.
    </p>
  );
}
