import * as React from 'react';
import { codeDigits } from '../validate';

export interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  hint?: string;
  error?: string | null;
  /** Id of text elsewhere that explains the code (where it was sent), read with the field. */
  describedBy?: string;
}

/**
 * One field for a six-digit code: the browser may fill it from the message
 * (autocomplete="one-time-code"), phones show the number pad, and a pasted "123 456" or
 * "123-456" becomes "123456". No maxLength: it would cut "123 456" before the digits are taken.
 */
export const CodeField = React.forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(
  { id, label, value, onValueChange, hint, error, describedBy },
  ref,
) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      <input
        ref={ref}
        id={id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        size={8}
        value={value}
        onChange={(event) => onValueChange(codeDigits(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {error ? (
        <span className="field__error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
});
