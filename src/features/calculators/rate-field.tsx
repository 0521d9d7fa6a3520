import * as React from 'react';

/** A yearly interest rate typed in per cent, with its source as a hint and its error tied to it. */
export function RateField({
  label = 'Interest rate',
  text,
  error,
  hint,
  onChange,
}: {
  label?: string;
  text: string;
  error: string | null;
  hint: string;
  onChange: (text: string) => void;
}) {
  const id = React.useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label} (% p.a.)</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={hintId} className="field__hint">
        {hint}
      </span>
      <span id={errorId} className="field__error calculator__error">
        {error ?? ''}
      </span>
    </div>
  );
}
