import { trackGetStarted } from '../tracking/interaction-events';
import * as React from 'react';
import { navigate } from 'gatsby';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { RequestFailed } from '../../components/ui/request-failed';
import { useSubmit } from '../../components/forms/use-submit';
import { LabelledField } from '../../components/forms/text-field';
import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';
import { ErrorSummary } from './error-summary';
import { draftEdited, startingAnswersArrived, surveySaved } from './home-loan-slice';
import { homeLoanPaths } from './home-loan-paths';
import type { CurrentLoanInput, FieldMessage, ValidateResponse } from './home-loan-api';
import { LenderPicker } from './lender-picker';
import { startingAnswersFrom } from './starting-answers';
import { loadHomeLoanApi } from './load-home-loan-api';
import {
  type FieldProblems,
  fieldElementId,
  fieldOfApiName,
  type LoanDraft,
  type LoanField,
  loanFields,
  mergeProblems,
  readDraft,
} from './loan-draft';
import { JourneyScreen } from './journey-screen';
import { ChoiceGroup, LoanField as Field } from './loan-field';
import { useLenders } from './use-lenders';
import { useJourneySelector } from './use-journey-selector';

const repaymentOptions = [
  { value: 'principal-and-interest', label: 'Principal and interest' },
  { value: 'interest-only', label: 'Interest only' },
] as const;

const purposeOptions = [
  { value: 'owner-occupier', label: 'Home (I live in it)' },
  { value: 'investment', label: 'Investment' },
] as const;

const interestOnlyYears = ['1', '2', '3', '4', '5'];

function without(problems: FieldProblems, fields: readonly LoanField[]): FieldProblems {
  if (!fields.some((field) => problems[field])) return problems;
  const next = { ...problems };
  for (const field of fields) delete next[field];
  return next;
}

/** Warnings about one field, and those about no field in particular (the LVR, say). */
function sortWarnings(warnings: readonly FieldMessage[]) {
  const byField: Partial<Record<LoanField, string>> = {};
  const general: string[] = [];
  for (const warning of warnings) {
    const field = fieldOfApiName(warning.field);
    if (field && !byField[field]) byField[field] = warning.message;
    else general.push(warning.message);
  }
  return { byField, general };
}

/**
 * Asks the API, once the survey opens, for its starting answers (starting-answers.ts) and returns
 * the postcode it filled in, if any, so the form can say where it came from.
 */
function useStartingAnswers(): string | null {
  const dispatch = useAppDispatch();
  const visitStatus = useAppSelector((state) => state.visit.status);
  const [postcode, setPostcode] = React.useState<string | null>(null);
  // Asked once the visit has its session: a call racing /main/ would go with its new session
  // cookie before the page can send the matching CSRF header, and be refused.
  const visitSettled = visitStatus === 'succeeded' || visitStatus === 'failed';
  React.useEffect(() => {
    if (!visitSettled) return;
    let live = true;
    void loadHomeLoanApi()
      .then((api) =>
        Promise.allSettled([api.getHomeLoanParameters(), api.getUserLocation()]).then(
          ([parameters, location]) =>
            startingAnswersFrom(
              parameters.status === 'fulfilled' ? parameters.value : null,
              location.status === 'fulfilled' ? location.value : null,
            ),
        ),
      )
      .then((answers) => {
        if (!live) return;
        dispatch(startingAnswersArrived(answers));
        setPostcode(answers.postcode);
      })
      // Without them the visitor answers as on any form; a failed call is reported by the API client.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dispatch, visitSettled]);
  return postcode;
}

/**
 * Checking the answers with the API, then storing them on the survey and moving on to the results.
 * Problems found are shown on their fields; `checks` counts the checks that found some.
 */
function useSurveyCheck(onProblems: (found: FieldProblems) => void) {
  const dispatch = useAppDispatch();
  const draft = useJourneySelector((journey) => journey.draft);
  const surveyId = useJourneySelector((journey) => journey.surveyId);
  const visitId = useAppSelector((state) => state.visit.visitId);
  const [problems, setProblems] = React.useState<FieldProblems>({});
  const [warnings, setWarnings] = React.useState<FieldMessage[]>([]);
  const [checks, setChecks] = React.useState(0);
  const form = useSubmit();

  /** Saves checked answers; answers whether the next screens may be shown. */
  const save = async (input: CurrentLoanInput, answer: ValidateResponse) => {
    const api = await loadHomeLoanApi();
    const saved = await api.saveSurveyInput(surveyId, input, visitId);
    dispatch(
      surveySaved({
        surveyId: saved.surveyId,
        current: saved.current,
        summary: saved.summary,
        warnings: answer.warnings,
      }),
    );
    // Reported by the action; the next screens need the id, so the visitor stays here.
    if (!saved.surveyId) form.setError('We couldn’t save your answers on our side. Please try again.');
    return Boolean(saved.surveyId);
  };

  const check = () =>
    form.run(async () => {
      const { input, problems: own } = readDraft(draft);
      const api = await loadHomeLoanApi();
      const answer = await api.postValidateCurrent(input);
      const answerWarnings = answer.warnings;
      const found = mergeProblems(own, answer.errors);
      setProblems(found);
      setWarnings(answerWarnings);
      const fields = Object.keys(found);
      if (!answer.valid || fields.length > 0) {
        track(trackedActions.homeLoanSurvey, { step: 'survey-problems', fields });
        onProblems(found);
        setChecks((count) => count + 1);
        return;
      }
      if (!(await save(input, answer))) return;
      track(trackedActions.homeLoanSurvey, {
        step: 'deal-vs-market',
        providerId: input.providerId,
        purpose: input.purpose,
        repayment: input.repayment,
        warnings: answerWarnings.map((warning) => warning.field),
      });
      await navigate(homeLoanPaths.dealVsMarket());
    });

  return { problems, setProblems, warnings, checks, check, busy: form.busy, failure: form.error };
}

/**
 * /home-loans/survey/: the visitor's current loan. Every keystroke goes to the store (and from
 * there to browser storage); the API checks the answers, then stores them on the survey.
 */
export function SurveyScreen(_props: RouteComponentProps) {
  const dispatch = useAppDispatch();
  const draft = useJourneySelector((journey) => journey.draft);
  const surveyId = useJourneySelector((journey) => journey.surveyId);
  const lenders = useLenders();
  const earlierPostcode = useStartingAnswers();
  const summaryRef = React.useRef<HTMLDivElement>(null);
  const [feesOpen, setFeesOpen] = React.useState(draft.dischargeFee !== '' || draft.annualFees !== '');
  const { problems, setProblems, warnings, checks, check, busy, failure } = useSurveyCheck((found) => {
    if (found.dischargeFee || found.annualFees) setFeesOpen(true);
  });

  React.useEffect(() => trackGetStarted('home-loan'), []);

  // After a check that found problems, the summary is read first.
  React.useEffect(() => {
    if (checks > 0) summaryRef.current?.focus();
  }, [checks]);

  const edit = (fields: readonly LoanField[], changes: Partial<LoanDraft>) => {
    dispatch(draftEdited(changes));
    setProblems((current) => without(current, fields));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void check();
  };

  const { byField, general } = sortWarnings(warnings);
  const fieldProps = (field: LoanField) => ({
    id: fieldElementId(field),
    error: problems[field] ?? null,
    warning: byField[field] ?? null,
  });
  const summaryProblems = loanFields
    .filter((field) => problems[field])
    .map((field) => ({ targetId: fieldElementId(field), message: problems[field] as string }));

  return (
    <JourneyScreen title="Check your home loan" narrow>
      <p>
        Tell us about the loan you have now. We’ll compare it with the loans you qualify for, and show whether
        staying or switching saves you more. Rough figures are fine.
      </p>
      {surveyId ? (
        <p className="notice">
          Your answers from last time are filled in. Change any of them and compare again, or{' '}
          <Link to={homeLoanPaths.dealVsMarket()}>see your results</Link>.
        </p>
      ) : null}
      <ErrorSummary ref={summaryRef} problems={summaryProblems} />
      <form onSubmit={submit} noValidate aria-labelledby="hl-survey-form-title">
        <h2 id="hl-survey-form-title" className="visually-hidden">
          Your current loan
        </h2>
        <LenderPicker
          list={lenders}
          selectedId={draft.providerId}
          notListed={draft.lenderNotListed}
          error={problems.lender ?? null}
          onSelect={(providerId) =>
            edit(['lender', 'lenderName'], { providerId, lenderNotListed: false, lenderName: '' })
          }
          onNotListed={() => edit(['lender'], { providerId: null, lenderNotListed: true })}
          nameField={
            <Field
              {...fieldProps('lenderName')}
              label="Your lender’s name (optional)"
              hint="So we know which lender you mean."
              autoComplete="organization"
              maxLength={120}
              value={draft.lenderName}
              onValueChange={(lenderName) => edit(['lenderName'], { lenderName })}
            />
          }
        />
        <LoanFigureFields
          draft={draft}
          fieldProps={fieldProps}
          edit={edit}
          earlierPostcode={earlierPostcode}
        />
        <FeeFields
          draft={draft}
          fieldProps={fieldProps}
          edit={edit}
          open={feesOpen}
          onOpenChange={setFeesOpen}
        />
        <GeneralWarnings messages={general} />
        {failure ? <RequestFailed message={failure} onRetry={() => void check()} /> : null}
        <div className="hl-submit">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            Compare my loan
          </button>
          <p role="status" className="hl-submit__status">
            {busy ? 'Checking your loan…' : ''}
          </p>
        </div>
        <p className="legal">
          We keep your answers in this browser so you can come back to them. Our estimates are general
          information, not advice.
        </p>
      </form>
    </JourneyScreen>
  );
}

interface FieldGroupProps {
  draft: LoanDraft;
  fieldProps(field: LoanField): { id: string; error: string | null; warning: string | null };
  edit(fields: readonly LoanField[], changes: Partial<LoanDraft>): void;
}

/** The loan's own figures: balance, offset, rate, term, repayment, property and postcode. */
function LoanFigureFields({
  draft,
  fieldProps,
  edit,
  earlierPostcode,
}: FieldGroupProps & { earlierPostcode: string | null }) {
  return (
    <>
      <Field
        {...fieldProps('balance')}
        label="How much you owe"
        hint="In dollars, like 450,000. Your latest statement or banking app shows it."
        inputMode="decimal"
        prefix="$"
        value={draft.balance}
        onValueChange={(balance) => edit(['balance'], { balance })}
      />
      <Field
        {...fieldProps('offsetBalance')}
        label="Money in an offset account (optional)"
        hint="In dollars. Savings in an offset account linked to this loan lower its interest; leave empty if you have none."
        inputMode="decimal"
        prefix="$"
        value={draft.offsetBalance}
        onValueChange={(offsetBalance) => edit(['offsetBalance'], { offsetBalance })}
      />
      <Field
        {...fieldProps('rate')}
        label="Your interest rate, % a year"
        hint="The rate you pay now, like 6.19."
        inputMode="decimal"
        suffix="% p.a."
        value={draft.rate}
        onValueChange={(rate) => edit(['rate'], { rate })}
      />
      <Field
        {...fieldProps('remainingYears')}
        label="Years left on your loan"
        hint="Whole years, 1 to 30."
        inputMode="numeric"
        suffix="years"
        size={4}
        value={draft.remainingYears}
        onValueChange={(remainingYears) => edit(['remainingYears'], { remainingYears })}
      />
      <ChoiceGroup
        {...fieldProps('repayment')}
        legend="How you repay it"
        name="hl-repayment"
        value={draft.repayment}
        options={repaymentOptions}
        onChange={(repayment) => edit(['repayment', 'interestOnlyYears'], { repayment })}
      />
      {draft.repayment === 'interest-only' ? (
        <LabelledField
          id={fieldElementId('interestOnlyYears')}
          label="Interest-only years left"
          hint="Most interest-only periods are 5 years or less."
          error={fieldProps('interestOnlyYears').error}
        >
          {(control) => (
            <select
              id={fieldElementId('interestOnlyYears')}
              value={draft.interestOnlyYears}
              onChange={(event) => edit(['interestOnlyYears'], { interestOnlyYears: event.target.value })}
              {...control}
            >
              <option value="">Choose the years left</option>
              {interestOnlyYears.map((years) => (
                <option key={years} value={years}>
                  {years} {years === '1' ? 'year' : 'years'}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
      ) : null}
      <Field
        {...fieldProps('propertyValue')}
        label="What your property is worth"
        hint="Your best estimate in dollars, like 850,000."
        inputMode="decimal"
        prefix="$"
        value={draft.propertyValue}
        onValueChange={(propertyValue) => edit(['propertyValue'], { propertyValue })}
      />
      <ChoiceGroup
        {...fieldProps('purpose')}
        legend="What the property is"
        name="hl-purpose"
        value={draft.purpose}
        options={purposeOptions}
        onChange={(purpose) => edit(['purpose'], { purpose })}
      />
      <Field
        {...fieldProps('postcode')}
        label="The property’s postcode"
        hint={
          earlierPostcode !== null && draft.postcode === earlierPostcode
            ? 'The postcode you gave us before; change it if this property is elsewhere.'
            : '4 digits, like 2000.'
        }
        inputMode="numeric"
        autoComplete="postal-code"
        size={6}
        value={draft.postcode}
        onValueChange={(postcode) => edit(['postcode'], { postcode })}
      />
    </>
  );
}

/** The fees paid now, folded away until opened or in question. */
function FeeFields({
  draft,
  fieldProps,
  edit,
  open,
  onOpenChange,
}: FieldGroupProps & { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <details
      className="hl-disclosure"
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
    >
      <summary>Fees you pay now (optional)</summary>
      <p className="field__hint">
        Leave these empty if you’re not sure: we’ll use your lender’s published fees, or typical ones.
      </p>
      <Field
        {...fieldProps('dischargeFee')}
        label="Discharge fee to close your loan"
        hint="In dollars, 0 to 5,000."
        inputMode="decimal"
        prefix="$"
        value={draft.dischargeFee}
        onValueChange={(dischargeFee) => edit(['dischargeFee'], { dischargeFee })}
      />
      <Field
        {...fieldProps('annualFees')}
        label="Package or account fees a year"
        hint="In dollars a year, 0 to 5,000."
        inputMode="decimal"
        prefix="$"
        value={draft.annualFees}
        onValueChange={(annualFees) => edit(['annualFees'], { annualFees })}
      />
    </details>
  );
}

/** The API's warnings that belong to no one field. */
function GeneralWarnings({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="notice notice--warning" role="status">
      <p>
        <strong>Worth checking</strong>
      </p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
