import * as React from 'react';
import { Link, type HeadFC } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { refinanceLandingPages } from '../config/partners';
import { refinanceTarget } from '../features/outbound/refinance-target';
import { paths } from '../config/paths';

/** Opened in a new tab when a visitor chooses to refinance through our broker partner. */
export default function RefinanceRedirectPage() {
  const [failure, setFailure] = React.useState<string | null>(null);

  React.useEffect(() => {
    const target = refinanceTarget(window.location.search, refinanceLandingPages);
    if (target.ok) window.location.replace(target.url);
    else setFailure(target.reason);
  }, []);

  return (
    <Layout>
      <div className="container narrow">
        {failure === null ? (
          <>
            <h1>Taking you to our refinance partner</h1>
            <p role="status">
              Our partner, a licensed mortgage broker, will help you with the switch. You can close this tab
              at any time.
            </p>
          </>
        ) : (
          <>
            <h1>We couldn’t open the refinance page</h1>
            <p role="alert">{failure}</p>
            <p>
              <Link to={paths.category('hl')} className="button">
                Back to home loans
              </Link>
            </p>
          </>
        )}
      </div>
    </Layout>
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
