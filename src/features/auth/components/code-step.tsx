import * as React from 'react';
import { FormAlert } from '../../../components/forms/form-alert';
import { FormActions, LinkButton } from '../../../components/forms/link-button';
import { codeDigits, codeError } from '../../../lib/form-checks';
import { isApiError } from '../../../lib/api-client';
import { CodeField } from './code-field';
import { ResendCodeButton } from './resend-code-button';

const newCodeNotice = 'We’ve sent a new code. Codes sent before it no longer work.';

/**
 * What the visitor typed in a code step, what is wrong with it, and the notice about a new code.
 * With `clearProblemOnInput`, typing takes the problem away.
 */
export function useCodeEntry({ clearProblemOnInput = false }: { clearProblemOnInput?: boolean } = {}) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [code, setCode] = React.useState('');
  const [problem, setProblem] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState<string | null>(null);
  return {
    inputRef,
    code,
    setCode,
    problem,
    notice,
    setNotice,
    onInput: (value: string) => {
      setCode(value);
      if (clearProblemOnInput) setProblem(null);
    },
    /** An empty field and no messages, for a code just sent. */
    reset: () => {
      setCode('');
      setProblem(null);
      setNotice(null);
    },
    /**
     * "Send a new code": `send` asks for it, and once it is on its way the step says so; a failure
     * goes to `failed`.
     */
    sendNewCode: async (send: () => Promise<void>, failed: (error: unknown) => void) => {
      setNotice(null);
      try {
        await send();
        setNotice(newCodeNotice);
      } catch (error) {
        failed(error);
      }
    },
    /**
     * After a failed check, the code is selected to be typed again. Answers whether the API refused
     * the code as typed (a wrong code): that refusal is shown on the field itself, as its error.
     * Other failures (an expired code, too many tries, the network) are the caller's to show.
     */
    refusedCode: (error: unknown): boolean => {
      inputRef.current?.select();
      if (!isApiError(error) || error.code !== 'INVALID_CODE') return false;
      setProblem(error.message);
      return true;
    },
    /** The code's digits; or null, having shown what is wrong and put focus back in the field. */
    checked: (): string | null => {
      const found = codeError(code);
      setProblem(found);
      if (found) {
        inputRef.current?.focus();
        return null;
      }
      return codeDigits(code);
    },
  };
}

export type CodeEntry = ReturnType<typeof useCodeEntry>;

export interface CodeStepProps {
  entry: CodeEntry;
  /** Ids of the heading, of the text saying where the code went, and of the code field. */
  ids: { heading: string; help: string; field: string };
  /** Above the heading: where the step stands in the flow. */
  progress?: string;
  heading: string;
  /** 3 when the step sits inside a section of its own (the account page); 2 on a screen of its own. */
  headingLevel?: 2 | 3;
  /** Where the code went and how long it lasts; read with the code field. */
  help: React.ReactNode;
  label: string;
  serverError: string | null;
  busy: boolean;
  /**
   * While busy, the submit button stays focusable and says it is unavailable (aria-disabled) rather
   * than being disabled; the submit handler then ignores the press.
   */
  focusableWhileBusy?: boolean;
  submitLabel: string;
  onSubmit(event: React.FormEvent): void;
  /** When the last code was sent, and the seconds to wait before asking for a new one. */
  sentAt: number;
  waitSeconds: number;
  onResend(): Promise<void> | void;
  /** The way back to the step that sent the code. */
  changeDetailsLabel: React.ReactNode;
  onChangeDetails(): void;
}

/**
 * The step that takes a one-time code: where it went, the code field, "Send a new code" with its
 * countdown, and the way back. It starts in the code field (its explanation is read with it), and
 * again when a new field takes its place.
 */
export function CodeStep({
  entry,
  ids,
  progress,
  heading,
  headingLevel = 2,
  help,
  label,
  serverError,
  busy,
  focusableWhileBusy = false,
  submitLabel,
  onSubmit,
  sentAt,
  waitSeconds,
  onResend,
  changeDetailsLabel,
  onChangeDetails,
}: CodeStepProps) {
  const { inputRef } = entry;
  React.useEffect(() => {
    inputRef.current?.focus();
  }, [inputRef, ids.field]);

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={ids.heading}>
      {progress ? <p className="legal">{progress}</p> : null}
      {headingLevel === 3 ? <h3 id={ids.heading}>{heading}</h3> : <h2 id={ids.heading}>{heading}</h2>}
      <p id={ids.help}>{help}</p>
      <FormAlert message={serverError} />
      <FormAlert message={entry.notice} tone="info" />
      <CodeField
        ref={inputRef}
        id={ids.field}
        label={label}
        describedBy={ids.help}
        value={entry.code}
        onValueChange={entry.onInput}
        error={entry.problem}
      />
      <FormActions>
        <button
          type="submit"
          className="button"
          disabled={focusableWhileBusy ? undefined : busy}
          aria-disabled={focusableWhileBusy ? busy || undefined : undefined}
        >
          {busy ? 'Checking…' : submitLabel}
        </button>
        <ResendCodeButton sentAt={sentAt} waitSeconds={waitSeconds} onResend={onResend} />
      </FormActions>
      <p>
        <LinkButton onClick={onChangeDetails}>{changeDetailsLabel}</LinkButton>
      </p>
    </form>
  );
}
