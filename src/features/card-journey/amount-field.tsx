import * as React from 'react';
import { TextField } from '../../components/forms/text-field';

export interface AmountFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** An example shown while the field is empty ("e.g. 1,500"), never a value. */
  placeholder?: string;
  value: string;
  error: string | null;
  onValueChange(value: string): void;
}

/** A dollar amount: decimal keypad on phones, the hint and error read with the input. */
export const AmountField = React.forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { id, label, hint, placeholder, value, error, onValueChange },
  ref,
) {
  return (
    <TextField
      ref={ref}
      id={id}
      label={label}
      hint={hint}
      placeholder={placeholder}
      value={value}
      error={error}
      onValueChange={onValueChange}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
    />
  );
});
