import * as React from 'react';
import { TextField } from '../../../components/forms/text-field';
import { codeDigits } from '../../../lib/form-checks';

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
 * One field for a six-digit code, whose error (a code the form or the server refused) is
 * announced: the browser may fill it from the message (autocomplete="one-time-code"), phones show
 * the number pad, and a pasted "123 456" or "123-456" becomes "123456". No maxLength: it would cut
 * "123 456" before the digits are taken.
 */
export const CodeField = React.forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(
  { onValueChange, ...fieldProps },
  ref,
) {
  return (
    <TextField
      ref={ref}
      {...fieldProps}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      // A wrong code comes back from the server while focus stays in the field.
      errorAnnounced
      size={8}
      onValueChange={(value) => onValueChange(codeDigits(value))}
    />
  );
});
