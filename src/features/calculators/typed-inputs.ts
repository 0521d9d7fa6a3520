/**
 * What the hub's calculators keep of each typed field: the text as typed, its value once it is
 * valid, and an error shown only once the visitor has typed in the field, so an empty form opens
 * without complaints. Optional amounts count as $0 while empty.
 */
import * as React from 'react';
import type { TypicalRate } from '../../domain/finance/typical-rate';
import { formatCount, formatIsoDate, formatRate } from '../../domain/format';
import { checkAmount, type AmountCheck, type AmountRange } from './amount-input';

export interface TypedValue {
  text: string;
  setText: (text: string) => void;
  /** Null while the text is not a valid value. */
  value: number | null;
  /** Why the text is not valid, once the visitor has typed in the field. */
  error: string | null;
}

function useTypedValue(check: (text: string) => AmountCheck, initial: string): TypedValue {
  const [text, setTextState] = React.useState(initial);
  const [typed, setTyped] = React.useState(false);
  const checked = check(text);
  return {
    text,
    setText: (next) => {
      setTextState(next);
      setTyped(true);
    },
    value: checked.ok ? checked.value : null,
    error: checked.ok || !typed ? null : checked.error,
  };
}

/** A dollar amount, empty at first; `optional` counts an empty field as $0. */
export function useTypedAmount(range: AmountRange, what: string, optional = false): TypedValue {
  return useTypedValue(
    (text) => (optional && text.trim() === '' ? { ok: true, value: 0 } : checkAmount(text, range, what)),
    '',
  );
}

/** The most a calculator takes as a yearly rate, in per cent. */
const MAX_RATE_PERCENT = 30;

/** Reads a yearly rate typed in per cent (`6.09`, `6.09%`, `6.09% p.a.`) as a fraction. */
export function checkRate(text: string): AmountCheck {
  const cleaned = text.replace(/p\.?\s*a\.?/gi, '').replace(/[%\s]/g, '');
  if (cleaned === '') return { ok: false, error: 'Enter the interest rate.' };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false, error: 'Use a rate like 6.09.' };
  const percent = Number(cleaned);
  if (percent > MAX_RATE_PERCENT) return { ok: false, error: `Enter a rate of 0 to ${MAX_RATE_PERCENT}.` };
  return { ok: true, value: Math.round(percent * 100) / 10_000 };
}

/** The rate, filled in with the data's typical rate when there is one. */
export function useTypedRate(typical: TypicalRate | null): TypedValue {
  return useTypedValue(
    checkRate,
    typical ? formatRate(typical.rate, { perAnnum: false }).replace('%', '') : '',
  );
}

/** Where the filled-in rate comes from, in a sentence. */
export function typicalRateHint(typical: TypicalRate | null): string {
  if (!typical) return 'Type the rate you would pay.';
  return (
    `Filled in with ${formatRate(typical.rate)}, the median of ${formatCount(typical.count)} ${typical.of}` +
    `, as published on ${formatIsoDate(typical.asOf)}. Change it to your own rate.`
  );
}
