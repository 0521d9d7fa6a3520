import * as React from 'react';
import { Fieldset } from '../../components/forms/link-button';
import type { CardUsage } from '../survey/survey-slice';
import { AmountField } from './amount-field';
import { dollarsError, dollarText, parseDollars } from './dollar-input';

/** A card's usage as typed: text, so a typo survives an error. */
export type UsageText = Record<keyof CardUsage, string>;

const KEYS = ['monthlySpend', 'monthlyRepayment', 'balanceRemaining'] as const;

const LABELS: Record<keyof CardUsage, string> = {
  monthlySpend: 'What you spend on it in a typical month ($)',
  monthlyRepayment: 'What you repay in a typical month ($)',
  balanceRemaining: 'What you owe on it today, not counting this month’s purchases ($)',
};

export function usageText(usage: CardUsage): UsageText {
  return {
    monthlySpend: dollarText(usage.monthlySpend),
    monthlyRepayment: dollarText(usage.monthlyRepayment),
    balanceRemaining: dollarText(usage.balanceRemaining),
  };
}

export function usageErrors(text: UsageText): Partial<UsageText> {
  const errors: Partial<UsageText> = {};
  for (const key of KEYS) {
    const problem = dollarsError(text[key]);
    if (problem) errors[key] = problem;
  }
  return errors;
}

/** The checked usage, or null while an amount is not valid. */
export function usageOf(text: UsageText): CardUsage | null {
  const [spend, repayment, balance] = KEYS.map((key) => parseDollars(text[key]));
  if (!spend?.ok || !repayment?.ok || !balance?.ok) return null;
  return {
    monthlySpend: spend.dollars,
    monthlyRepayment: repayment.dollars,
    balanceRemaining: balance.dollars,
  };
}

/** The id of the first field in error, to move focus to after a refused submit. */
export function firstErrorId(idPrefix: string, errors: Partial<UsageText>): string | null {
  const key = KEYS.find((name) => errors[name]);
  return key ? `${idPrefix}-${key}` : null;
}

/** One card's three amounts, in a fieldset named after the card. */
export function CardUsageFields({
  idPrefix,
  legend,
  text,
  errors,
  onChange,
}: {
  idPrefix: string;
  legend: string;
  text: UsageText;
  errors: Partial<UsageText>;
  onChange(key: keyof CardUsage, value: string): void;
}) {
  return (
    <Fieldset legend={legend}>
      {KEYS.map((key) => (
        <AmountField
          key={key}
          id={`${idPrefix}-${key}`}
          label={LABELS[key]}
          value={text[key]}
          error={errors[key] ?? null}
          onValueChange={(value) => onChange(key, value)}
        />
      ))}
    </Fieldset>
  );
}
