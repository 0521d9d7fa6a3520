/**
 * News about StaySmart by e-mail: sent only to an account that asked for it (Spam Act 2003), and
 * said so here with the time it asked; asked for or stopped with one button. Reminders and alerts
 * the visitor set up are not news: each has its own link to stop it.
 */
import * as React from 'react';
import { FormAlert } from '../../components/forms/form-alert';
import { FormActions } from '../../components/forms/link-button';
import { postGetUserProperties, postSetSubscription } from './account-api';
import { useAccountChanged, useRefreshOnAccountChange } from './account-refresh';
import { formatDateTime } from './date-time';
import { useApiResource } from '../../lib/use-api-resource';
import { useSubmit } from '../../components/forms/use-submit';

interface Consent {
  agreedAt: string | null;
}

function consentText({ agreedAt }: Consent): string {
  return agreedAt
    ? `You get occasional news about StaySmart by e-mail: you asked for it on ${formatDateTime(agreedAt)}. Each one has a link to stop it.`
    : 'We don’t send you news about StaySmart.';
}

export function NewsSection({ visitId }: { visitId: string | null }) {
  const properties = useApiResource(() => postGetUserProperties(visitId), [visitId]);
  useRefreshOnAccountChange(properties.refresh);
  const changed = useAccountChanged();
  // A choice made here stands until the next answer from the server replaces it.
  const [chosen, setChosen] = React.useState<{ consent: Consent; over: unknown } | null>(null);
  const [message, setMessage] = React.useState<string | null>(null);
  const { busy, error, run } = useSubmit();
  const loaded = properties.data ? { agreedAt: properties.data.marketingOptInAt } : null;
  const current = chosen && chosen.over === properties.data ? chosen.consent : loaded;

  const change = async (agree: boolean) => {
    setMessage(null);
    await run(async () => {
      const answer = await postSetSubscription(visitId, agree);
      setChosen({ consent: { agreedAt: answer.marketingOptInAt }, over: properties.data });
      setMessage(
        answer.marketingOptInAt
          ? 'Done: we’ll send you occasional news about StaySmart.'
          : 'Done: we won’t send you news about StaySmart.',
      );
      changed();
    });
  };

  return (
    <section aria-labelledby="account-email-heading">
      <h2 id="account-email-heading">News by e-mail</h2>
      {properties.status === 'failed' ? <FormAlert message={properties.error} /> : null}
      {current === null ? (
        properties.status !== 'failed' ? (
          <p role="status">Loading your e-mail settings…</p>
        ) : null
      ) : (
        <>
          <p>{consentText(current)}</p>
          <FormActions>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void change(current.agreedAt === null)}
            >
              {current.agreedAt ? 'Stop news e-mails' : 'Send me occasional news about StaySmart'}
            </button>
          </FormActions>
        </>
      )}
      <p className="legal">
        Reminders and alerts you set up are not news: each of their e-mails has its own link to stop them.
        Codes for signing in are always sent.
      </p>
      <FormAlert message={error} />
      <FormAlert message={message} tone="info" />
    </section>
  );
}
