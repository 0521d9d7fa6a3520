import * as React from 'react';
import { FieldMessage } from './text-field';

export interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  error?: string | null;
  /** The label, read as the checkbox's name. */
  children: React.ReactNode;
}

/** A checkbox inside its label (a consent, say), with its error read with it while there is one. */
export function CheckboxField({ id, checked, onCheckedChange, error, children }: CheckboxFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        {children}
      </label>
      <FieldMessage id={errorId} message={error} kind="error" />
    </div>
  );
}
