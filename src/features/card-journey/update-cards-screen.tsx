import * as React from 'react';
import { FiguresDateLine } from '../visit/figures-date-line';
import { addressQueryValue } from '../../lib/address-query';
import { navigate } from 'gatsby';
import { Link } from '../../components/navigation/link';
import type { RouteComponentProps } from '@gatsbyjs/reach-router';
import { paths } from '../../config/paths';
import { formatCents } from '../../domain/format';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Loading, RequestFailed } from '../../components/ui/request-failed';
import { FormAlert } from '../../components/forms/form-alert';
import { useFocusOnChange } from '../../components/forms/focus-on-mount';
import { FormActions } from '../../components/forms/link-button';
import { dealRestored } from '../survey/survey-slice';
import {
  CardUsageFields,
  firstErrorId,
  usageErrors,
  usageOf,
  usageText,
  type UsageText,
} from './card-usage-fields';
import { journeyPaths } from './journey-paths';
import { loadJourneyApi } from './load-journey-api';
import { draftOf, surveyCardOf } from './saved-deal';
import type { KeptCard, LinkedSurvey } from '../../api/card-journey-types';
import { DealSummaryList } from './deal-summary-list';
import { useApiResource } from '../../lib/use-api-resource';
import './card-journey.css';
import { useSubmit } from '../../components/forms/use-submit';

interface EditedCard {
  card: KeptCard;
  text: UsageText;
}

const editedCards = (survey: LinkedSurvey): EditedCard[] =>
  survey.products.map((card) => ({ card, text: usageText(surveyCardOf(card).usage) }));

function cardLegend(card: KeptCard): string {
  return `${card.cardName} (${card.providerName})`;
}

/** The other ways to update cards: the account (signed in, or after signing in), or a new check. */
function OtherWays() {
  const signedIn = useAppSelector((state) => state.auth.user !== null);
  return (
    <p>
      {signedIn ? (
        <>
          Update the cards saved in <Link to={paths.user()}>your account</Link>
        </>
      ) : (
        <>
          <Link to={paths.signIn()}>Sign in</Link> to update the cards saved in your account
        </>
      )}
      , or <Link to={paths.cardSurvey()}>check your cards again</Link>.
    </p>
  );
}

/**
 * Opened from the link in a reminder or savings e-mail: the cards of the survey the link names,
 * their usage to update without signing in, and what they cost now.
 */
export function UpdateCardsScreen(_props: RouteComponentProps) {
  // The link's signed code, from `?event=`.
  const [code] = React.useState(() => addressQueryValue('event'));
  const visitId = useAppSelector((state) => state.visit.visitId);
  const visitStatus = useAppSelector((state) => state.visit.status);
  const load = useApiResource<LinkedSurvey>(() => {
    if (code === null || visitStatus !== 'succeeded') return null;
    return loadJourneyApi().then((api) => api.postGetSurveyByEventId(code, visitId));
  }, [code, visitStatus]);

  let body: React.ReactNode;
  if (code === null) {
    body = (
      <>
        <p className="notice notice--warning">
          This address is missing the code from your e-mail. Open the link in the e-mail again.
        </p>
        <OtherWays />
      </>
    );
  } else if (load.status === 'failed' || visitStatus === 'failed') {
    body = (
      <>
        <RequestFailed message={load.error ?? 'We couldn’t open your cards.'} onRetry={load.reload} />
        <OtherWays />
      </>
    );
  } else if (load.data) {
    body = <UpdateCardsForm code={code} survey={load.data} />;
  } else {
    body = <Loading what="Opening your cards…" />;
  }

  return (
    <div className="container narrow">
      <h1>Update your cards</h1>
      {body}
    </div>
  );
}

function UpdateCardsForm({ code, survey }: { code: string; survey: LinkedSurvey }) {
  const dispatch = useAppDispatch();
  const visitId = useAppSelector((state) => state.visit.visitId);
  const [cards, setCards] = React.useState(() => editedCards(survey));
  const [checked, setChecked] = React.useState(false);
  const { busy, error, checked: mayBeSent, run } = useSubmit();
  const [saved, setSaved] = React.useState<LinkedSurvey | null>(null);
  const savedHeading = useFocusOnChange<HTMLHeadingElement>(saved);

  const errorsOf = (text: UsageText) => (checked ? usageErrors(text) : {});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const firstError = cards
      .map((edited, index) => firstErrorId(`linked-card-${index}`, usageErrors(edited.text)))
      .find((id) => id !== null);
    if (!mayBeSent(firstError)) return;
    const updated = cards.map(({ card, text }) => ({ ...surveyCardOf(card), usage: usageOf(text)! }));
    await run(async () => {
      const api = await loadJourneyApi();
      setSaved(await api.postUpdateProductsByEventId(code, visitId, updated));
    });
  };

  const seeOffers = () => {
    const shown = saved ?? survey;
    const surveyCards = shown.products.map(surveyCardOf);
    // A new check on this device: the linked survey may belong to another browser.
    dispatch(
      dealRestored({
        surveyId: null,
        drafts: shown.products.map(draftOf),
        cards: surveyCards,
        estimateResult: null,
      }),
    );
    void navigate(journeyPaths.estimate());
  };

  return (
    <>
      <p>
        Change what you spend and repay, and we’ll work out again what your cards cost on the banks’ latest
        figures. You don’t need to sign in: the link in your e-mail works for 30 days.
      </p>
      <FiguresDateLine />
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {cards.map((edited, index) => (
          <div key={`${edited.card.productId ?? edited.card.cardName}-${index}`}>
            <CardUsageFields
              idPrefix={`linked-card-${index}`}
              legend={cardLegend(edited.card)}
              text={edited.text}
              errors={errorsOf(edited.text)}
              onChange={(key, value) =>
                setCards((current) =>
                  current.map((item, at) =>
                    at === index ? { ...item, text: { ...item.text, [key]: value } } : item,
                  ),
                )
              }
            />
            {cards.length > 1 ? (
              <p>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => setCards((current) => current.filter((_, at) => at !== index))}
                >
                  I no longer have the {edited.card.cardName}
                </button>
              </p>
            ) : null}
          </div>
        ))}
        <FormAlert message={error} />
        <FormActions>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Working it out…' : 'Save and work out my costs'}
          </button>
        </FormActions>
      </form>
      {saved ? (
        <section aria-labelledby="linked-result-heading" className="journey-panel">
          <h2 id="linked-result-heading" ref={savedHeading} tabIndex={-1}>
            {saved.estimate
              ? `Saved. Your cards cost you about ${formatCents(saved.estimate.totalCents, { wholeDollarsIfRound: true })} a year`
              : 'Saved'}
          </h2>
          {/* The heading says the yearly cost: the list adds the best Stay and Switch. */}
          <DealSummaryList summary={saved.summary ? { ...saved.summary, yearlyCostCents: null } : null} />
          <p>
            <button type="button" className="button button--secondary" onClick={seeOffers}>
              Check these cards against today’s offers
            </button>
          </p>
        </section>
      ) : null}
    </>
  );
}
