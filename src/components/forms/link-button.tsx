import * as React from 'react';
import { FieldMessage } from './text-field';

const linkButtonStyle: React.CSSProperties = {
  background: 'none',
  border: 0,
  padding: 0,
  color: 'var(--brand)',
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  font: 'inherit',
  cursor: 'pointer',
};

/** An action that reads like a link (it changes the form's step, it does not go anywhere). */
export function LinkButton(props: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" {...props} style={{ ...linkButtonStyle, ...props.style }} />;
}

const actionsStyle: React.CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  alignItems: 'center',
};

/** The row of buttons under a form. */
export function FormActions({ children }: { children: React.ReactNode }) {
  return <div style={actionsStyle}>{children}</div>;
}

const fieldsetStyle: React.CSSProperties = { border: 0, padding: 0, margin: '0 0 1rem' };

/**
 * A group of related inputs with its legend (radio buttons), and the group's error under the
 * legend when there is one (the group is then described by it).
 */
export function Fieldset({
  legend,
  children,
  error,
}: {
  legend: string;
  children: React.ReactNode;
  error?: { id: string; message: string | null };
}) {
  return (
    <fieldset style={fieldsetStyle} aria-describedby={error?.message ? error.id : undefined}>
      <legend style={{ fontWeight: 700, padding: 0, marginBottom: '0.3rem' }}>{legend}</legend>
      {error ? <FieldMessage id={error.id} message={error.message} kind="error" /> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.25rem' }}>{children}</div>
    </fieldset>
  );
}
