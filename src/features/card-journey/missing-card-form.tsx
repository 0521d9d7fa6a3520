import * as React from 'react';
import {
  MAX_ENTERED_ANNUAL_FEE_CENTS,
  MAX_ENTERED_PURCHASE_RATE,
  MAX_INTEREST_FREE_DAYS,
} from '../../domain/cards/entered-card';
import { formatCents } from '../../domain/format';
import { useVisitId } from '../auth/use-auth-state';
import { emailError } from '../../lib/form-checks';
import { FormAlert } from '../../components/forms/form-alert';
import { LabelledField, TextField } from '../../components/forms/text-field';
import type { EarnRateAnswer, EnteredCard } from '../survey/survey-slice';
import { AmountField } from './amount-field';
import { parseDollars } from './dollar-input';
import { EARN_RATE_MISSING, EarnRateField } from './earn-rate-field';
import { loadJourneyApi } from './load-journey-api';
import type { CardProvider } from './provider-search';
import { type ProgramChoice, useProgramChoices } from './reward-program-choices';
import { useSubmit } from '../../components/forms/use-submit';

interface Fields {
  providerName: string;
  cardName: string;
  annualFee: string;
  purchaseRate: string;
  interestFreeDays: string;
  rewardProgramId: string;
  earnRate: EarnRateAnswer;
  email: string;
}

type Errors = Partial<Record<keyof Fields, string>>;

const MAX_FEE_DOLLARS = MAX_ENTERED_ANNUAL_FEE_CENTS / 100;
const MAX_RATE_PERCENT = MAX_ENTERED_PURCHASE_RATE * 100;

function feeError(text: string): string | null {
  const fee = parseDollars(text);
  if (!fee.ok)
    return text.trim() === '' ? 'Enter the annual fee in dollars, or 0 if there is none.' : fee.message;
  return fee.dollars > MAX_FEE_DOLLARS
    ? `Enter an annual fee from $0 to ${formatCents(MAX_ENTERED_ANNUAL_FEE_CENTS, { wholeDollarsIfRound: true })}.`
    : null;
}

function rateError(text: string): string | null {
  const typed = text.trim().replace(/%$/, '');
  return /^\d{1,2}(\.\d{1,2})?$/.test(typed) && Number(typed) <= MAX_RATE_PERCENT
    ? null
    : `Enter the purchase rate as a percentage from 0 to ${MAX_RATE_PERCENT}, like 20.99.`;
}

function daysError(text: string): string | null {
  return /^\d{1,3}$/.test(text.trim()) && Number(text) <= MAX_INTEREST_FREE_DAYS
    ? null
    : `Enter a whole number of days from 0 to ${MAX_INTEREST_FREE_DAYS}, like 55, or 0 if there are none.`;
}

function check(fields: Fields, provider: CardProvider | null, program: ProgramChoice | undefined): Errors {
  const found: Errors = {
    providerName:
      !provider && fields.providerName.trim() === ''
        ? 'Enter the name of your bank or card provider.'
        : undefined,
    cardName: fields.cardName.trim() === '' ? 'Enter the name of your card.' : undefined,
    annualFee: feeError(fields.annualFee) ?? undefined,
    purchaseRate: rateError(fields.purchaseRate) ?? undefined,
    interestFreeDays: daysError(fields.interestFreeDays) ?? undefined,
    earnRate: program?.valued && fields.earnRate === '' ? EARN_RATE_MISSING : undefined,
    email: fields.email.trim() === '' ? undefined : (emailError(fields.email) ?? undefined),
  };
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Errors;
}

const ORDER: readonly (keyof Fields)[] = [
  'providerName',
  'cardName',
  'annualFee',
  'purchaseRate',
  'interestFreeDays',
  'earnRate',
  'email',
];

function fieldsOf(entered: EnteredCard | null, earnRate: EarnRateAnswer, providerName: string): Fields {
  return {
    providerName: entered?.providerId ? '' : (entered?.providerName ?? providerName),
    cardName: entered?.cardName ?? '',
    annualFee: entered ? String(entered.annualFee) : '',
    purchaseRate: entered ? String(Math.round(entered.purchaseRate * 10000) / 100) : '',
    interestFreeDays: entered ? String(entered.interestFreeDays) : '',
    rewardProgramId: entered ? String(entered.rewardProgramId) : '0',
    earnRate: entered ? earnRate : '',
    email: '',
  };
}

/** The card as the visitor entered it, its figures in the survey's units. */
function enteredCardOf(
  fields: Fields,
  provider: CardProvider | null,
  program: ProgramChoice | undefined,
): EnteredCard {
  const fee = parseDollars(fields.annualFee);
  return {
    providerId: provider?.id ?? null,
    providerName: provider?.name ?? fields.providerName.trim(),
    cardName: fields.cardName.trim(),
    annualFee: fee.ok ? fee.dollars : 0,
    purchaseRate: Math.round(Number(fields.purchaseRate.trim().replace(/%$/, '')) * 100) / 10000,
    interestFreeDays: Number(fields.interestFreeDays.trim()),
    rewardProgramId: program?.id ?? 0,
  };
}

export interface MissingCardFormProps {
  idPrefix: string;
  /** The bank chosen above, when the visitor's bank is in our data but the card is not. */
  provider: CardProvider | null;
  /** A card entered before (the visitor came back to change it), shown to edit. */
  entered: EnteredCard | null;
  earnRate: EarnRateAnswer;
  /** The issuer's name when the visitor came from "enter your American Express card by hand". */
  providerName: string;
  open: boolean;
  onToggle(): void;
  /** The card is recorded for staff and its figures go into the survey. */
  onEntered(card: EnteredCard, earnRate: EarnRateAnswer, reference: string): void;
}

/**
 * "My card isn't listed": the card's figures by hand (name, fee, purchase rate, interest-free
 * days, rewards), so it gets an estimate and offers like any card. They are sent to
 * /addMissingProduct/ too, so staff can add the card.
 */
export function MissingCardForm({
  idPrefix,
  provider,
  entered,
  earnRate,
  providerName,
  open,
  onToggle,
  onEntered,
}: MissingCardFormProps) {
  const visitId = useVisitId();
  const programs = useProgramChoices();
  const [fields, setFields] = React.useState<Fields>(() => fieldsOf(entered, earnRate, providerName));
  const [errors, setErrors] = React.useState<Errors>({});
  const form = useSubmit();
  const panelId = `${idPrefix}-missing`;
  const program = programs.find((choice) => String(choice.id) === fields.rewardProgramId);

  React.useEffect(() => {
    if (providerName) setFields((current) => ({ ...current, providerName }));
  }, [providerName]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = check(fields, provider, program);
    setErrors(found);
    form.setError(null);
    const first = ORDER.find((key) => found[key]);
    if (first) {
      const target =
        first === 'earnRate'
          ? document.querySelector<HTMLInputElement>(`input[name="${panelId}-earnRate-choice"]`)
          : document.getElementById(`${panelId}-${first}`);
      target?.focus();
      return;
    }
    const card = enteredCardOf(fields, provider, program);
    const answer: EarnRateAnswer = program?.valued ? fields.earnRate : '';
    await form.run(async () => {
      const { postAddMissingProduct } = await loadJourneyApi();
      const { reference } = await postAddMissingProduct({
        visitId,
        ...(card.providerId ? { providerId: card.providerId } : { providerName: card.providerName }),
        cardName: card.cardName,
        annualFee: card.annualFee,
        purchaseRate: card.purchaseRate,
        interestFreeDays: card.interestFreeDays,
        rewardProgramId: card.rewardProgramId,
        ...(answer === '' ? {} : { earnRate: answer === 'unknown' ? null : Number(answer) }),
        ...(fields.email.trim() !== '' ? { email: fields.email.trim() } : {}),
      });
      onEntered(card, answer, reference);
    });
  };

  return (
    <div>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        My card isn’t listed
      </button>
      <div id={panelId} hidden={!open}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Enter your card by hand">
          <p>
            Enter your card’s figures from your statement or the card’s website, and we’ll work out what it
            costs you and compare it like any other card. We’ll also note the card so we can add it.
          </p>
          <CardFigureFields
            panelId={panelId}
            provider={provider}
            program={program}
            programs={programs}
            fields={fields}
            errors={errors}
            onChange={(change) => setFields((current) => ({ ...current, ...change }))}
          />
          <FormAlert message={form.error} />
          <button type="submit" className="button" disabled={form.busy}>
            {form.busy ? 'Saving…' : 'Use this card'}
          </button>
        </form>
      </div>
    </div>
  );
}

interface CardFigureFieldsProps {
  panelId: string;
  provider: CardProvider | null;
  program: ProgramChoice | undefined;
  programs: readonly ProgramChoice[];
  fields: Fields;
  errors: Errors;
  onChange(change: Partial<Fields>): void;
}

/** The card's own figures: bank, name, fee, purchase rate, interest-free days, rewards, and an address for news of it. */
function CardFigureFields({
  panelId,
  provider,
  program,
  programs,
  fields,
  errors,
  onChange,
}: CardFigureFieldsProps) {
  return (
    <>
      {provider ? (
        <p>Bank: {provider.name}</p>
      ) : (
        <TextField
          id={`${panelId}-providerName`}
          label="Bank or card provider"
          value={fields.providerName}
          onValueChange={(value) => onChange({ providerName: value })}
          error={errors.providerName}
        />
      )}
      <TextField
        id={`${panelId}-cardName`}
        label="Card name"
        value={fields.cardName}
        onValueChange={(value) => onChange({ cardName: value })}
        error={errors.cardName}
      />
      <AmountField
        id={`${panelId}-annualFee`}
        label="Annual fee ($)"
        hint="0 if there is none."
        value={fields.annualFee}
        onValueChange={(value) => onChange({ annualFee: value })}
        error={errors.annualFee ?? null}
      />
      <TextField
        id={`${panelId}-purchaseRate`}
        label="Purchase rate (% a year)"
        hint="Like 20.99."
        inputMode="decimal"
        autoComplete="off"
        value={fields.purchaseRate}
        onValueChange={(value) => onChange({ purchaseRate: value })}
        error={errors.purchaseRate}
      />
      <TextField
        id={`${panelId}-interestFreeDays`}
        label="Interest-free days on purchases (up to)"
        hint="Often 44 or 55; 0 if there are none."
        inputMode="numeric"
        autoComplete="off"
        value={fields.interestFreeDays}
        onValueChange={(value) => onChange({ interestFreeDays: value })}
        error={errors.interestFreeDays}
      />
      <LabelledField
        id={`${panelId}-rewardProgramId`}
        label="Rewards program"
        hint={
          program && program.id !== 0 && !program.valued
            ? 'We have no value for this program’s points, so they count as $0.'
            : undefined
        }
      >
        {(control) => (
          <select
            id={`${panelId}-rewardProgramId`}
            value={fields.rewardProgramId}
            onChange={(event) => onChange({ rewardProgramId: event.target.value, earnRate: '' })}
            {...control}
          >
            {programs.map((choice) => (
              <option key={choice.id} value={String(choice.id)}>
                {choice.name}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      {program?.valued ? (
        <EarnRateField
          id={`${panelId}-earnRate`}
          pointsName={program.pointsName}
          hint="Your statement or the card’s website shows it; rough is fine."
          value={fields.earnRate}
          error={errors.earnRate ?? null}
          onChange={(value) => onChange({ earnRate: value })}
        />
      ) : null}
      <TextField
        id={`${panelId}-email`}
        label="E-mail address (optional)"
        hint="We’ll tell you when we add the card."
        type="email"
        autoComplete="email"
        value={fields.email}
        onValueChange={(value) => onChange({ email: value })}
        error={errors.email}
      />
    </>
  );
}
