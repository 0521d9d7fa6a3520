import * as React from 'react';
import { navigate } from 'gatsby';
import { useAppDispatch } from '../../store/hooks';
import { formatDollars } from '../../domain/format';
import { FormActions } from '../../components/forms/link-button';
import { type CardDraft, draftAdded, draftRemoved, MAX_SURVEY_CARDS, setCards } from '../survey/survey-slice';
import { trackedActions } from '../tracking/action-names';
import { track } from '../tracking/track';
import { journeyPaths } from './journey-paths';
import { toSurveyCard, toSurveyCards } from './survey-cards';
import { goBack } from './survey-steps';
import { cardLabel, type CardCatalogue } from './use-card-catalogue';

function usageText(draft: CardDraft): string {
  const card = toSurveyCard(draft);
  if (!card) return 'Some figures still need checking.';
  const spend = `${formatDollars(card.usage.monthlySpend, { cents: true })} a month spent`;
  if (draft.paysInFull) return `${spend}, paid off in full each month.`;
  return `${spend}, ${formatDollars(card.usage.monthlyRepayment, { cents: true })} repaid a month, ${formatDollars(card.usage.balanceRemaining, { cents: true })} owed today.`;
}

/** The cards so far: change one, remove one, add another (up to five), or see the estimate. */
export function ReviewStep({
  drafts,
  catalogue,
  heading,
}: {
  drafts: readonly CardDraft[];
  catalogue: CardCatalogue;
  heading: React.ReactNode;
}) {
  const dispatch = useAppDispatch();
  const [problem, setProblem] = React.useState<string | null>(null);
  const review = { index: 0, stage: 'review' } as const;

  const estimate = () => {
    const cards = toSurveyCards(drafts);
    if (!cards) {
      setProblem('One of your cards needs its card or figures checked: choose Change on it.');
      return;
    }
    dispatch(setCards(cards));
    track(trackedActions.cardSurvey, { step: 'estimate', cards: cards.map((card) => card.productId) });
    void navigate(journeyPaths.estimate());
  };

  return (
    <>
      {heading}
      <ol className="journey-list">
        {drafts.map((draft, index) => {
          const name = cardLabel(catalogue.products, draft);
          return (
            <li key={index} className="tile">
              <h3>
                Card {index + 1}: {name}
              </h3>
              <p>{usageText(draft)}</p>
              <FormActions>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Change card ${index + 1}, ${name}`}
                  onClick={() => goBack(dispatch, review, { index, stage: 'card' })}
                >
                  Change
                </button>
                {drafts.length > 1 ? (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Remove card ${index + 1}, ${name}`}
                    onClick={() => dispatch(draftRemoved(index))}
                  >
                    Remove
                  </button>
                ) : null}
              </FormActions>
            </li>
          );
        })}
      </ol>
      {problem ? (
        <p className="notice notice--warning" role="alert">
          {problem}
        </p>
      ) : null}
      <FormActions>
        <button type="button" className="button" onClick={estimate}>
          Work out what {drafts.length === 1 ? 'it costs' : 'they cost'}
        </button>
        {drafts.length < MAX_SURVEY_CARDS ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              track(trackedActions.cardSurvey, { step: 'add-card', card: drafts.length + 1 });
              dispatch(draftAdded());
            }}
          >
            Add another card
          </button>
        ) : (
          <p>You’ve added the most cards we can compare at once ({MAX_SURVEY_CARDS}).</p>
        )}
      </FormActions>
    </>
  );
}
