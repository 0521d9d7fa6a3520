import * as React from 'react';
import type { SavingsCheckAnswer } from '../../api/deposit-checks';
import type { BonusQuestion } from '../../domain/deposits/bonus-verdict';
import type { SavingsMeasure } from '../../domain/deposits/rank-savings';
import { useSubmit } from '../../components/forms/use-submit';
import { isCheckGone, sendToKeptCheck } from '../../lib/check-gone';
import { forgetCheck, keepCheck, readKeptCheck } from './kept-savings-check';
import { loadSavingsCheckApi } from './load-savings-check-api';
import { draftOfStored } from './stored-draft';
import { emptyDraft, type KnownProvider, type SavingsDraft, savingsCheckRequest } from './savings-draft';

export type SavingsStep =
  | { kind: 'opening' }
  | { kind: 'account' }
  | { kind: 'money' }
  /** The questions that decide a bonus, and the months of the visitor's own introductory rate when it has one. */
  | { kind: 'questions'; questions: BonusQuestion[]; introductoryMonths: number | null }
  | { kind: 'result'; answer: SavingsCheckAnswer };

const FAILED = 'We couldn’t work out what your savings earn. Please try again.';

/** Whether the answer needs more from the visitor: a question deciding a bonus, or their own introductory months. */
function asksMore(answer: SavingsCheckAnswer): boolean {
  return answer.questions.length > 0 || answer.current.introductoryMonths !== null;
}

/** The questions when they are still to be asked, else the result. */
function stepAfter(answer: SavingsCheckAnswer, asking: boolean): SavingsStep {
  return asking
    ? {
        kind: 'questions',
        questions: answer.questions,
        introductoryMonths: answer.current.introductoryMonths,
      }
    : { kind: 'result', answer };
}

/** A check the account page named (`?survey=`), else null. */
function namedCheck(): string | null {
  return new URLSearchParams(window.location.search).get('survey');
}

/**
 * The check a savings alert's link names (`?event=`), else the one the account page named, else
 * this browser's or the visitor's newest; null when none.
 */
async function findCheck(keptSurveyId: string | null, named: string | null) {
  const api = await loadSavingsCheckApi();
  const event = new URLSearchParams(window.location.search).get('event');
  // A named check that is gone says nothing of this browser's own: it stays kept.
  if (!event && named) return api.postGetSavingsCheck(named).catch(() => null);
  const opening = event ? api.postLinkedSavingsCheck(event) : api.postGetSavingsCheck(keptSurveyId);
  return opening.catch((error: unknown) => {
    if (isCheckGone(error)) forgetCheck();
    return null;
  });
}

/** The same account (of our data, or entered by hand): its introductory months told stay with it. */
function sameAccount(draft: SavingsDraft, choice: Pick<SavingsDraft, 'productId' | 'entered'>): boolean {
  return draft.productId === choice.productId && (draft.entered === null) === (choice.entered === null);
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FAILED;
}

/**
 * The check's steps and its calls. On opening, the check this browser kept (else the visitor's
 * newest on the server) is shown again with today's figures; a new answer is kept, so a reload
 * or a return visit comes back to it. The questions that decide a bonus are asked once, and only
 * when the answer names them.
 */
/** An account a link asked for (a product page's "Check my savings"): `?account=<id>`. */
function linkedAccount(): string | null {
  return new URLSearchParams(window.location.search).get('account');
}

export function useSavingsCheck(
  ready: boolean,
  providers: readonly KnownProvider[],
  isSavingsAccount: (id: string) => boolean,
) {
  const [draft, setDraft] = React.useState<SavingsDraft>(emptyDraft);
  const [step, setStep] = React.useState<SavingsStep>({ kind: 'opening' });
  const submit = useSubmit({ failureMessage: messageOf });
  const [measure, setMeasure] = React.useState<SavingsMeasure>('first-year');
  const surveyId = React.useRef<string | null>(null);
  const questionsAsked = React.useRef(false);

  React.useEffect(() => {
    if (!ready) return;
    let live = true;
    const named = namedCheck();
    const kept = readKeptCheck();
    if (kept && (named === null || kept.surveyId === named)) {
      setDraft(kept.draft);
      surveyId.current = kept.surveyId;
    }
    const asked = linkedAccount();
    if (asked && isSavingsAccount(asked)) {
      // A new check of the account the link named, from the figures told last time.
      setDraft({ ...(kept?.draft ?? emptyDraft), productId: asked, entered: null });
      setStep({ kind: 'account' });
      return;
    }
    void (async () => {
      const found = await findCheck(kept?.surveyId ?? null, named);
      if (!live) return;
      if (found?.check) {
        if (found.input && named !== null && kept?.surveyId !== named) {
          setDraft(draftOfStored(found.input, providers));
        }
        surveyId.current = found.check.surveyId;
        questionsAsked.current = true;
        setStep({ kind: 'result', answer: found.check });
      } else {
        surveyId.current = null;
        setStep({ kind: 'account' });
      }
    })();
    return () => {
      live = false;
    };
    // Opened once, when the visit is ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const check = async (next: SavingsDraft) => {
    setDraft(next);
    await submit.run(async () => {
      const api = await loadSavingsCheckApi();
      const answer = await sendToKeptCheck(surveyId.current, (id) =>
        api.postSavingsCheck(savingsCheckRequest(next, providers, id, measure)),
      );
      surveyId.current = answer.surveyId;
      keepCheck({ surveyId: answer.surveyId, draft: next });
      const asking = !questionsAsked.current && asksMore(answer);
      questionsAsked.current ||= asking;
      setStep(stepAfter(answer, asking));
    });
  };

  /** The same check ranked on another measure: the figures are the server's, only their order changes. */
  const rankBy = async (next: SavingsMeasure) => {
    if (step.kind !== 'result') return;
    setMeasure(next);
    const { answer } = step;
    await submit.run(
      async () => {
        const api = await loadSavingsCheckApi();
        const found = await api.postGetSavingsCheck(answer.surveyId, next);
        if (found.check) setStep({ kind: 'result', answer: found.check });
      },
      {
        onFailure: () => {
          // The lists stay as they were ranked, and so does the choice.
          setMeasure(answer.measure);
        },
      },
    );
  };

  return {
    draft,
    step,
    busy: submit.busy,
    failure: submit.error,
    measure,
    rankBy,
    chooseAccount(choice: Pick<SavingsDraft, 'productId' | 'entered'>) {
      const answers = sameAccount(draft, choice)
        ? draft.answers
        : { ...draft.answers, introductoryMonthsLeft: '' };
      setDraft({ ...draft, ...choice, answers });
      submit.setError(null);
      setStep({ kind: 'money' });
    },
    check,
    changeAnswers() {
      questionsAsked.current = false;
      setStep({ kind: 'account' });
    },
    backToAccount() {
      submit.setError(null);
      setStep({ kind: 'account' });
    },
    startAgain() {
      forgetCheck();
      surveyId.current = null;
      questionsAsked.current = false;
      setDraft(emptyDraft);
      setStep({ kind: 'account' });
    },
  };
}
