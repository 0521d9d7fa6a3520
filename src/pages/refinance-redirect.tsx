import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { refinanceLandingPages } from '../config/partners';
import { type ForwardingFailure, ForwardingPage } from '../features/outbound/forwarding-page';
import { refinanceTarget } from '../features/outbound/refinance-target';
import { paths } from '../config/paths';

/** Opened in a new tab when a visitor chooses to refinance through our broker partner. */
export default function RefinanceRedirectPage() {
  const [failure, setFailure] = React.useState<ForwardingFailure | null>(null);

  React.useEffect(() => {
    const target = refinanceTarget(window.location.search, refinanceLandingPages);
    if (target.ok) window.location.replace(target.url);
    else setFailure({ message: target.reason, backTo: paths.category('hl') });
  }, []);

  return (
    <ForwardingPage
      heading="Taking you to our refinance partner"
      text="Our partner, a licensed mortgage broker, will help you with the switch. You can close this tab at any time."
      failure={failure}
      failedHeading="We couldn’t open the refinance page"
      backText="Back to home loans"
    />
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Taking you to our refinance partner"
    description="Forwarding you to our refinance partner."
    pathname={location.pathname}
    noIndex
  />
);
