import * as React from 'react';

/** The hint under a field's label; the field names its id in aria-describedby. */
export function FieldHint({ id, children }: { id: string | undefined; children: React.ReactNode }) {
  return (
    <span className="field__hint" id={id}>
      {children}
    </span>
  );
}

/** A field's error or caution, shown while there is one; the field names its id in aria-describedby. */
export function FieldMessage({
  id,
  message,
  kind,
  announced = false,
}: {
  id: string | undefined;
  message: string | null | undefined;
  kind: 'error' | 'warning';
  /** Announced as it appears: for an error that arrives while focus stays in the field. */
  announced?: boolean;
}) {
  return message ? (
    <span
      className={kind === 'error' ? 'field__error' : 'field__warning'}
      id={id}
      role={announced ? 'alert' : undefined}
    >
      {message}
    </span>
  ) : null;
}

/** The ids of a field's messages, and its aria-describedby: other text first, then hint, error, warning. */
export function fieldMessageIds(
  id: string,
  messages: { hint?: string | null; error?: string | null; warning?: string | null; describedBy?: string },
) {
  const hintId = messages.hint ? `${id}-hint` : undefined;
  const errorId = messages.error ? `${id}-error` : undefined;
  const warningId = messages.warning ? `${id}-warning` : undefined;
  const describedBy =
    [messages.describedBy, hintId, errorId, warningId].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, warningId, describedBy };
}

/** What a field's control is told: whether it is invalid, and what explains it. */
export interface FieldControlProps {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface LabelledFieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  /** A caution about the value, read after the error; unlike an error it does not make the field invalid. */
  warning?: string | null;
  /** Ids of text elsewhere that explains the field (where a code was sent), read before its hint. */
  describedBy?: string;
  /** The error is announced as it appears (see FieldMessage). */
  errorAnnounced?: boolean;
  children(control: FieldControlProps): React.ReactNode;
}

/**
 * A label, its hint, the control and the control's messages: the control is marked invalid while
 * there is an error, and hint, error and warning are read with it (WCAG 1.3.1, 3.3.1).
 */
export function LabelledField({
  id,
  label,
  hint,
  error,
  warning,
  describedBy,
  errorAnnounced = false,
  children,
}: LabelledFieldProps) {
  const ids = fieldMessageIds(id, { hint, error, warning, describedBy });
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.describedBy })}
      <FieldMessage id={ids.errorId} message={error} kind="error" announced={errorAnnounced} />
      <FieldMessage id={ids.warningId} message={warning} kind="warning" />
    </div>
  );
}

export interface TextFieldProps
  extends
    Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'>,
    Omit<LabelledFieldProps, 'children'> {
  value: string;
  onValueChange(value: string): void;
  /** Lays the input out with what stands beside it (units before and after a figure). */
  renderInput?(input: React.ReactElement): React.ReactNode;
}

/** A labelled input (see LabelledField), its value given as text. */
export const TextField = React.forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    id,
    label,
    value,
    onValueChange,
    hint,
    error,
    describedBy,
    errorAnnounced,
    warning,
    renderInput,
    ...inputProps
  },
  ref,
) {
  return (
    <LabelledField
      id={id}
      label={label}
      hint={hint}
      error={error}
      warning={warning}
      describedBy={describedBy}
      errorAnnounced={errorAnnounced}
    >
      {(control) => {
        const input = (
          <input
            ref={ref}
            id={id}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            {...control}
            {...inputProps}
          />
        );
        return renderInput ? renderInput(input) : input;
      }}
    </LabelledField>
  );
});
