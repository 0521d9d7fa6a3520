import * as React from 'react';
import { useVisitId } from '../auth/use-auth-state';
import { emailError } from '../auth/validate';
import { errorMessage } from '../errors/error-message';
import { FormAlert } from '../forms/form-alert';
import { TextField } from '../forms/text-field';
import { AmountField } from './amount-field';
import { parseDollars } from './dollar-input';
import type { CardProvider } from './provider-search';
import { loadJourneyApi } from './load-journey-api';

interface Fields {
  providerName: string;
  cardName: string;
  annualFee: string;
  purchaseRate: string;
  email: string;
}

type Errors = Partial<Record<keyof Fields, string>>;

function rateError(text: string): string | null {
  if (text.trim() === '') return null;
  return /^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) && Number(text) <= 100
    ? null
    : 'Enter the rate as a percentage, like 20.99.';
}

function check(fields: Fields, provider: CardProvider | null): Errors {
  const errors: Errors = {};
  if (!provider && fields.providerName.trim() === '') errors.providerName = 'Enter the name of your bank.';
  if (fields.cardName.trim() === '') errors.cardName = 'Enter the name of your card.';
  if (fields.annualFee.trim() !== '') {
    const fee = parseDollars(fields.annualFee);
    if (!fee.ok) errors.annualFee = fee.message;
  }
  const rate = rateError(fields.purchaseRate);
  if (rate) errors.purchaseRate = rate;
  if (fields.email.trim() !== '') {
    const email = emailError(fields.email);
    if (email) errors.email = email;
  }
  return errors;
}

/** "My card isn't listed": tells us about it (/addMissingProduct/), so staff can add it. */
export function MissingCardForm({ idPrefix, provider }: { idPrefix: string; provider: CardProvider | null }) {
  const visitId = useVisitId();
  const [open, setOpen] = React.useState(false);
  const [fields, setFields] = React.useState<Fields>({
    providerName: '',
    cardName: '',
    annualFee: '',
    purchaseRate: '',
    email: '',
  });
  const [errors, setErrors] = React.useState<Errors>({});
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [reference, setReference] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const panelId = `${idPrefix}-missing`;
  const set = (key: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = check(fields, provider);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const fee = parseDollars(fields.annualFee);
      const { postAddMissingProduct } = await loadJourneyApi();
      const answer = await postAddMissingProduct({
        visitId,
        ...(provider ? { providerId: provider.id } : { providerName: fields.providerName.trim() }),
        cardName: fields.cardName.trim(),
        ...(fields.annualFee.trim() !== '' && fee.ok ? { annualFee: fee.dollars } : {}),
        ...(fields.purchaseRate.trim() !== ''
          ? { purchaseRate: Math.round(Number(fields.purchaseRate) * 100) / 10000 }
          : {}),
        ...(fields.email.trim() !== '' ? { email: fields.email.trim() } : {}),
      });
      setReference(answer.reference);
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        My card isn’t listed
      </button>
      <div id={panelId} hidden={!open}>
        {reference ? (
          <p className="notice" role="status">
            Thanks, we’ve noted your card (reference {reference}) and will add it. For now, choose the card
            most like yours to see an estimate.
          </p>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Tell us about your card">
            <p>Tell us about your card and we’ll add it.</p>
            {provider ? (
              <p>Bank: {provider.name}</p>
            ) : (
              <TextField
                id={`${panelId}-provider`}
                label="Bank or card provider"
                value={fields.providerName}
                onValueChange={set('providerName')}
                error={errors.providerName}
              />
            )}
            <TextField
              id={`${panelId}-card`}
              label="Card name"
              value={fields.cardName}
              onValueChange={set('cardName')}
              error={errors.cardName}
            />
            <AmountField
              id={`${panelId}-fee`}
              label="Annual fee in dollars (optional)"
              value={fields.annualFee}
              onValueChange={set('annualFee')}
              error={errors.annualFee ?? null}
            />
            <TextField
              id={`${panelId}-rate`}
              label="Purchase rate, % a year (optional)"
              inputMode="decimal"
              value={fields.purchaseRate}
              onValueChange={set('purchaseRate')}
              error={errors.purchaseRate}
            />
            <TextField
              id={`${panelId}-email`}
              label="E-mail address (optional)"
              hint="We’ll tell you when the card is added."
              type="email"
              autoComplete="email"
              value={fields.email}
              onValueChange={set('email')}
              error={errors.email}
            />
            <FormAlert message={serverError} />
            <button type="submit" className="button button--secondary" disabled={busy}>
              {busy ? 'Sending…' : 'Send card details'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
