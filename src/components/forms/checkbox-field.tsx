import * as React from 'react';
import { FieldHint, FieldMessage } from './text-field';

export interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  error?: string | null;
  /** Under the label and read with the checkbox: what ticking it means beyond its name. */
  hint?: React.ReactNode;
  /** The label, read as the checkbox's name. */
  children: React.ReactNode;
}

/** A checkbox inside its label (a consent, say), with its hint and its error read with it. */
export function CheckboxField({ id, checked, onCheckedChange, error, hint, children }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {children}
      </label>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldMessage id={errorId} message={error} kind="error" />
    </div>
  );
}
