import * as React from 'react';
import type { TermDepositCheckAnswer } from '../../api/deposit-checks';
import { useSubmit } from '../../components/forms/use-submit';
import { isCheckGone, sendToKeptCheck } from '../../lib/check-gone';
import { forgetTermDeposit, keepTermDeposit, readKeptTermDeposit } from './kept-term-deposit-check';
import { loadTermDepositCheckApi } from './load-term-deposit-check-api';
import type { KeptTermDepositCheck } from './term-deposit-check-api';
import {
  draftOfInput,
  emptyTermDepositDraft,
  type TermDepositDraft,
  termDepositCheckRequest,
} from './term-deposit-draft';

export type TermDepositStep =
  | { kind: 'opening' }
  | { kind: 'form' }
  | { kind: 'answer'; answer: TermDepositCheckAnswer; ownCheck: boolean };

const FAILED = 'We couldn’t work out what your deposit earns. Please try again.';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FAILED;
}

/** The signed code of an e-mail or text link back to a check (`?event=`), or null. */
function linkEvent(): string | null {
  return new URLSearchParams(window.location.search).get('event');
}

/** A check the account page named (`?survey=`), else null. */
function namedCheck(): string | null {
  return new URLSearchParams(window.location.search).get('survey');
}

/** A named check that is gone says nothing of this browser's own: it stays kept. */
async function openNamed(surveyId: string): Promise<KeptTermDepositCheck | null> {
  const api = await loadTermDepositCheckApi();
  return api.postGetTermDepositCheck(surveyId).catch(() => null);
}

async function openKept(surveyId: string | null): Promise<KeptTermDepositCheck | null> {
  const api = await loadTermDepositCheckApi();
  return api.postGetTermDepositCheck(surveyId).catch((error: unknown) => {
    if (isCheckGone(error)) forgetTermDeposit();
    return null;
  });
}

async function openLinked(event: string): Promise<KeptTermDepositCheck | null> {
  const api = await loadTermDepositCheckApi();
  return api.postTermDepositCheckByLink(event).catch(() => null);
}

/**
 * The check's form and answer, and its calls. On opening, a link's check (`?event=`), else the
 * one the account page named (`?survey=`), else the check this browser kept (else the visitor's newest on the server) is shown with today's figures;
 * what is typed is kept as it is typed, so a reload keeps the form too.
 */
export function useTermDepositCheck(ready: boolean) {
  const [draft, setDraft] = React.useState<TermDepositDraft>(emptyTermDepositDraft);
  const [step, setStep] = React.useState<TermDepositStep>({ kind: 'opening' });
  const submit = useSubmit({ failureMessage: messageOf });
  const [linkFailed, setLinkFailed] = React.useState(false);
  const surveyId = React.useRef<string | null>(null);

  React.useEffect(() => {
    if (!ready) return;
    let live = true;
    const kept = readKeptTermDeposit();
    const named = namedCheck();
    if (kept && (named === null || kept.surveyId === named)) {
      setDraft(kept.draft);
      surveyId.current = kept.surveyId;
    }
    const event = linkEvent();
    void (async () => {
      const found = event
        ? await openLinked(event)
        : named
          ? await openNamed(named)
          : await openKept(kept?.surveyId ?? null);
      if (!live) return;
      if (event && !found?.check) setLinkFailed(true);
      if (found?.check) {
        const own = !event;
        if (found.input) setDraft(draftOfInput(found.input));
        if (own) surveyId.current = found.check.surveyId;
        setStep({ kind: 'answer', answer: found.check, ownCheck: own });
      } else {
        if (!event) surveyId.current = null;
        setStep({ kind: 'form' });
      }
    })();
    return () => {
      live = false;
    };
    // Opened once, when the visit is ready.
  }, [ready]);

  const check = async (next: TermDepositDraft) => {
    setDraft(next);
    await submit.run(async () => {
      const api = await loadTermDepositCheckApi();
      const answer = await sendToKeptCheck(surveyId.current, (id) =>
        api.postTermDepositCheck(termDepositCheckRequest(next, id)),
      );
      surveyId.current = answer.surveyId;
      keepTermDeposit({ surveyId: answer.surveyId, draft: next });
      setStep({ kind: 'answer', answer, ownCheck: true });
    });
  };

  return {
    draft,
    step,
    busy: submit.busy,
    failure: submit.error,
    linkFailed,
    check,
    /** Keeps what is typed, so a reload comes back to it. */
    keepTyping(next: TermDepositDraft) {
      keepTermDeposit({ surveyId: surveyId.current, draft: next });
    },
    changeAnswers() {
      submit.setError(null);
      setStep({ kind: 'form' });
    },
    startAgain() {
      forgetTermDeposit();
      surveyId.current = null;
      setDraft(emptyTermDepositDraft);
      setStep({ kind: 'form' });
    },
  };
}
