/**
 * The jobs page of offer review: how many follow-ups wait, run, retry or failed in each queue; the
 * jobs that failed every try, each with a button that sends it back to its queue; and the messages
 * sent, newest first, with their status and tries. Addresses come partly hidden from the server.
 */
import * as React from 'react';
import { TableScroll } from '../../components/ui/table-scroll';
import { formatCount } from '../../domain/format';
import { useApiResource } from '../../lib/use-api-resource';
import { useVisitId } from '../auth/use-auth-state';
import { errorMessage } from '../../lib/error-message';
import { postGetJobsQa, postRetryDeadJobQa, QA_PAGE_SIZE } from './offer-qa-api';
import type { JobsQaPage } from './offer-qa-api';
import { QaResult } from './qa-result';

const dateTimeFormat = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});

function when(iso: string | null): React.ReactNode {
  return iso ? <time dateTime={iso}>{dateTimeFormat.format(new Date(iso))}</time> : '—';
}

function QueuesTable({ queues }: { queues: JobsQaPage['queues'] }) {
  return (
    <TableScroll label="Follow-up queues">
      <table className="compare">
        <caption className="visually-hidden">Jobs in each follow-up queue, by state</caption>
        <thead>
          <tr>
            <th scope="col">Follow-up</th>
            <th scope="col" className="num">
              Waiting
            </th>
            <th scope="col" className="num">
              Running
            </th>
            <th scope="col" className="num">
              Retrying
            </th>
            <th scope="col" className="num">
              Done (kept 7 days)
            </th>
            <th scope="col" className="num">
              Failed every try
            </th>
          </tr>
        </thead>
        <tbody>
          {queues.map((queue) => (
            <tr key={queue.queue}>
              <th scope="row">{queue.label}</th>
              <td className="num">{formatCount(queue.waiting)}</td>
              <td className="num">{formatCount(queue.running)}</td>
              <td className="num">{formatCount(queue.retrying)}</td>
              <td className="num">{formatCount(queue.completed)}</td>
              <td className="num">{formatCount(queue.failed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

type Outcome = { ok: boolean; text: string } | null;

function DeadLetters({ jobs, onRetried }: { jobs: JobsQaPage['deadLetters']; onRetried: () => void }) {
  const visitId = useVisitId();
  const [busy, setBusy] = React.useState<string | null>(null);
  // Kept while the page reloads after a retry, so the outcome stays in view.
  const [outcome, setOutcome] = React.useState<Outcome>(null);
  const notice = outcome ? (
    <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'notice' : 'notice notice--warning'}>
      {outcome.text}
    </p>
  ) : null;
  if (jobs.length === 0)
    return (
      <>
        {notice}
        <p>No job has failed every try.</p>
      </>
    );
  const retry = (id: string, label: string) => {
    setBusy(id);
    setOutcome(null);
    postRetryDeadJobQa(visitId, id)
      .then(() => {
        setOutcome({ ok: true, text: `Sent back to ${label}: it will be tried again within a minute.` });
        onRetried();
      })
      .catch((error: unknown) => setOutcome({ ok: false, text: errorMessage(error) }))
      .finally(() => setBusy(null));
  };
  return (
    <>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? 'notice' : 'notice notice--warning'}
        >
          {outcome.text}
        </p>
      ) : null}
      <TableScroll label="Jobs that failed every try">
        <table className="compare">
          <caption className="visually-hidden">Jobs that failed every try, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Follow-up</th>
              <th scope="col">Key</th>
              <th scope="col">Last error</th>
              <th scope="col">Failed</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => {
              const label = job.label ?? job.queue ?? 'its queue';
              return (
                <tr key={job.id}>
                  <th scope="row">{label}</th>
                  <td>{job.key ?? '—'}</td>
                  <td>{job.error ?? '—'}</td>
                  <td>{when(job.failedAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busy !== null}
                      onClick={() => retry(job.id, label)}
                      aria-label={`Retry ${label} ${job.key ?? job.id}`}
                    >
                      Retry
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

function MessagesTable({ messages }: { messages: JobsQaPage['messages'] }) {
  if (messages.items.length === 0) return <p>No follow-up message has been sent yet.</p>;
  const range = `Messages ${formatCount(messages.offset + 1)} to ${formatCount(messages.offset + messages.items.length)} of ${formatCount(messages.total)}, newest first`;
  // Captions are hidden, as in the offers review: centred in a table wider than a phone, they
  // would be cut off; the section headings and this line say the same on screen.
  return (
    <>
      <p>{range}.</p>
      <TableScroll label="Messages sent">
        <table className="compare">
          <caption className="visually-hidden">{range}</caption>
          <thead>
            <tr>
              <th scope="col">Message</th>
              <th scope="col">To</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Tries
              </th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {messages.items.map((message) => (
              <tr key={message.key}>
                <th scope="row">
                  {message.kind.replace(/_/g, ' ')} (
                  {message.channel === 'in_app' ? 'in the account' : message.channel})
                  <br />
                  <span className="legal">{message.key}</span>
                </th>
                <td>{message.recipient}</td>
                <td>
                  {message.status}
                  {message.error ? (
                    <>
                      <br />
                      <span className="legal">{message.error}</span>
                    </>
                  ) : null}
                </td>
                <td className="num">{formatCount(message.attempts)}</td>
                <td>{when(message.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

export function JobsReview() {
  const visitId = useVisitId();
  const [offset, setOffset] = React.useState(0);
  const page = useApiResource(() => postGetJobsQa(visitId, offset), [visitId, offset]);
  // While the next answer loads (after a retry, or another page), the resource keeps the last one.
  if (page.status === 'failed' || !page.data) return <QaResult resource={page} label="the jobs" />;
  const { queues, deadLetters, messages } = page.data;
  return (
    <>
      <h2>Queues</h2>
      <QueuesTable queues={queues} />
      <h2>Failed every try</h2>
      <DeadLetters jobs={deadLetters} onRetried={page.reload} />
      <h2>Messages sent</h2>
      <MessagesTable messages={messages} />
      <p>
        {messages.offset > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setOffset(Math.max(0, messages.offset - QA_PAGE_SIZE))}
          >
            Newer messages
          </button>
        ) : null}{' '}
        {messages.hasMore ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setOffset(messages.offset + QA_PAGE_SIZE)}
          >
            Older messages
          </button>
        ) : null}
      </p>
    </>
  );
}
