import * as React from 'react';
import { Link, type HeadFC } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { fetchOfferUrl, parseOfferRedirect } from '../features/outbound/offer-redirect';

type State =
  { kind: 'working'; providerName: string } | { kind: 'failed'; message: string; returnPath: string };

const apiBase = process.env.GATSBY_API_BASE ?? '/api/v1';

/** Opened in a new tab when a visitor picks a Switch offer; forwards to the provider's page. */
export default function RedirectPage() {
  const [state, setState] = React.useState<State>({ kind: 'working', providerName: 'the provider' });

  React.useEffect(() => {
    const parsed = parseOfferRedirect(window.location.search);
    if (!parsed.ok) {
      setState({ kind: 'failed', message: parsed.reason, returnPath: '/' });
      return;
    }
    setState({ kind: 'working', providerName: parsed.providerName });
    fetchOfferUrl(apiBase, parsed.request)
      .then((url) => window.location.replace(url))
      .catch((error: Error) =>
        setState({ kind: 'failed', message: error.message, returnPath: parsed.returnPath }),
      );
  }, []);

  return (
    <Layout>
      <div className="container narrow">
        {state.kind === 'working' ? (
          <>
            <h1>Taking you to {state.providerName}</h1>
            <p role="status">
              You’re leaving StaySmart for the provider’s own site, where you can read the full terms and
              apply.
            </p>
          </>
        ) : (
          <>
            <h1>We couldn’t open that offer</h1>
            <p role="alert">{state.message}</p>
            <p>
              <Link to={state.returnPath} className="button">
                Go back
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
    title="Taking you to the provider"
    description="Forwarding you to the provider’s website."
    pathname={location.pathname}
    noIndex
  />
);
