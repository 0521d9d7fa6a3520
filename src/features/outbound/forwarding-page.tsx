import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { Layout } from '../../components/layout/layout';

/** Why the page could not forward the visitor, and where its way back leads. */
export interface ForwardingFailure {
  message: string;
  backTo: string;
}

export interface ForwardingPageProps {
  /** What the page says while it forwards. */
  heading: string;
  text: string;
  /** Null while forwarding goes ahead. */
  failure: ForwardingFailure | null;
  failedHeading: string;
  backText: string;
}

/**
 * A page opened in a new tab on the way to another site: where it is taking the visitor (announced
 * politely), or why it could not, with the way back (announced at once).
 */
export function ForwardingPage({ heading, text, failure, failedHeading, backText }: ForwardingPageProps) {
  return (
    <Layout>
      <div className="container narrow">
        {failure === null ? (
          <>
            <h1>{heading}</h1>
            <p role="status">{text}</p>
          </>
        ) : (
          <>
            <h1>{failedHeading}</h1>
            <p role="alert">{failure.message}</p>
            <p>
              <Link to={failure.backTo} className="button">
                {backText}
              </Link>
            </p>
          </>
        )}
      </div>
    </Layout>
  );
}
