import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { Seo } from '../components/seo/seo';
import { type ForwardingFailure, ForwardingPage } from '../features/outbound/forwarding-page';
import { fetchOfferUrl, parseOfferRedirect } from '../features/outbound/offer-redirect';

/** Opened in a new tab when a visitor picks a Switch offer; forwards to the provider's page. */
export default function RedirectPage() {
  const [providerName, setProviderName] = React.useState('the provider');
  const [failure, setFailure] = React.useState<ForwardingFailure | null>(null);

  React.useEffect(() => {
    const parsed = parseOfferRedirect(window.location.search);
    if (!parsed.ok) {
      setFailure({ message: parsed.reason, backTo: '/' });
      return;
    }
    setProviderName(parsed.providerName);
    fetchOfferUrl(parsed.request)
      .then((url) => window.location.replace(url))
      .catch((error: Error) => setFailure({ message: error.message, backTo: parsed.returnPath }));
  }, []);

  return (
    <ForwardingPage
      heading={`Taking you to ${providerName}`}
      text="You’re leaving StaySmart for the provider’s own site, where you can read the full terms and apply."
      failure={failure}
      failedHeading="We couldn’t open that offer"
      backText="Go back"
    />
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
