import * as React from 'react';
import './calculator.css';

export interface Figure {
  label: string;
  /** Formatted value, or null while the inputs cannot give one. */
  value: string | null;
  note?: string;
}

/**
 * The common frame of the calculators: heading, inputs beside results, and the workings. The
 * results keep a fixed size whatever they hold (a dash stands in for a figure while an input is
 * invalid), so typing never moves the content below.
 */
export function CalculatorFrame({
  heading,
  intro,
  inputs,
  figures,
  message,
  workings,
}: {
  heading: string;
  /** A sentence on what the figures assume, shown above them. */
  intro?: string;
  inputs: React.ReactNode;
  figures: Figure[];
  /** Why there are no figures, or a caveat that belongs with them. */
  message?: string | null;
  workings: React.ReactNode;
}) {
  const headingId = React.useId();
  return (
    <section className="calculator" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {intro ? <p>{intro}</p> : null}
      <div className="calculator__body">
        <form className="calculator__inputs" aria-labelledby={headingId} onSubmit={(e) => e.preventDefault()}>
          {inputs}
        </form>
        <div className="calculator__results" aria-live="polite">
          <dl className="calculator__figures">
            {figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd className="calculator__value">{figure.value ?? '—'}</dd>
                <dd className="calculator__note" aria-hidden={figure.note ? undefined : true}>
                  {figure.note ?? ''}
                </dd>
              </div>
            ))}
          </dl>
          <p className="calculator__message">{message ?? ''}</p>
        </div>
      </div>
      <details className="calculator__workings">
        <summary>How we worked this out</summary>
        {workings}
      </details>
    </section>
  );
}

/** The inputs of a formula, as label and value pairs. */
export function Workings({ items, children }: { items: [string, string][]; children?: React.ReactNode }) {
  return (
    <>
      <dl className="calculator__inputs-list">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </>
  );
}
