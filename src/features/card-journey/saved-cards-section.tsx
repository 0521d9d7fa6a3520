import * as React from 'react';
import { FiguresDateLine } from '../visit/figures-date-line';
import { navigate } from 'gatsby';
import { Link } from '../../components/navigation/link';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { RequestFailed } from '../../components/ui/request-failed';
import { errorMessage } from '../errors/error-message';
import { FormAlert } from '../forms/form-alert';
import { FormActions } from '../forms/link-button';
import { dealRestored, type SurveyCard } from '../survey/survey-slice';
import {
  CardUsageFields,
  firstErrorId,
  usageErrors,
  usageOf,
  usageText,
  type UsageText,
} from './card-usage-fields';
import { DealSummaryList } from './deal-summary-list';
import { journeyPaths } from './journey-paths';
import { loadJourneyApi } from './load-journey-api';
import { draftOf, restoredDeal, type SavedCard, type SavedCards, surveyCardOf } from './saved-deal';
import { useJourneyRequest } from './use-journey-request';

const cardTitle = (card: SavedCard) => `${card.cardName} (${card.providerName})`;

function formatDay(iso: string | null): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-AU', { dateStyle: 'medium' });
}

function UsageEditor({
  index,
  card,
  busy,
  onSave,
  onCancel,
}: {
  index: number;
  card: SavedCard;
  busy: boolean;
  onSave(usage: SurveyCard['usage']): void;
  onCancel(): void;
}) {
  const [text, setText] = React.useState<UsageText>(() => usageText(surveyCardOf(card).usage));
  const [checked, setChecked] = React.useState(false);
  const idPrefix = `saved-card-${index}`;
  const firstField = React.useRef(false);
  React.useEffect(() => {
    if (firstField.current) return;
    firstField.current = true;
    document.getElementById(`${idPrefix}-monthlySpend`)?.focus();
  }, [idPrefix]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        const firstError = firstErrorId(idPrefix, usageErrors(text));
        const usage = usageOf(text);
        if (firstError || !usage) {
          if (firstError) document.getElementById(firstError)?.focus();
          return;
        }
        onSave(usage);
      }}
    >
      <CardUsageFields
        idPrefix={idPrefix}
        legend={`How you use the ${card.cardName}`}
        text={text}
        errors={checked ? usageErrors(text) : {}}
        onChange={(key, value) => setText((current) => ({ ...current, [key]: value }))}
      />
      <FormActions>
        <button type="submit" className="button button--small" disabled={busy}>
          {busy ? 'Saving…' : 'Save usage'}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
      </FormActions>
    </form>
  );
}

function SavedCardItem({
  index,
  card,
  editing,
  busy,
  onEdit,
  onSave,
  onCancel,
  onRemove,
}: {
  index: number;
  card: SavedCard;
  editing: boolean;
  busy: boolean;
  onEdit(): void;
  onSave(usage: SurveyCard['usage']): void;
  onCancel(): void;
  onRemove(): void;
}) {
  return (
    <li className="journey-panel">
      <h3>{cardTitle(card)}</h3>
      {card.unavailable ? (
        <p className="notice notice--warning">
          Its bank no longer publishes this card, so we can’t work out what it costs now. Remove it, or check
          the card you have today.
        </p>
      ) : (
        <DealSummaryList
          summary={{
            yearlyCostCents: card.yearlyCostCents,
            bestStay: card.bestStay,
            bestSwitch: card.bestSwitch,
          }}
        />
      )}
      {editing ? (
        <UsageEditor index={index} card={card} busy={busy} onSave={onSave} onCancel={onCancel} />
      ) : (
        <FormActions>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy || card.unavailable === true}
            onClick={onEdit}
          >
            Edit usage<span className="visually-hidden"> of the {card.cardName}</span>
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={onRemove}
          >
            Remove<span className="visually-hidden"> the {card.cardName}</span>
          </button>
        </FormActions>
      )}
    </li>
  );
}

/**
 * "Your cards" on the account page: the cards a user saved, each with its yearly cost on today's
 * data and its best Stay and best Switch, with their usage to edit and a way to remove them. A user
 * with none is offered the cards of their latest check.
 */
export function SavedCardsSection() {
  const dispatch = useAppDispatch();
  const visitId = useAppSelector((state) => state.visit.visitId);
  const [saved, setSaved] = React.useState<SavedCards | null>(null);
  const [editing, setEditing] = React.useState<number | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [message, setMessage] = React.useState<string | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);
  /** After a save, a removal or a cancel the list changes under the keyboard: focus goes to its heading. */
  const backToHeading = () => heading.current?.focus();
  const load = useJourneyRequest<SavedCards>(
    () => loadJourneyApi().then((api) => api.postGetUserProducts(visitId)),
    [visitId],
  );
  const shown = saved ?? load.data;
  const latest = load.data?.latestSurvey ?? null;

  const save = async (cards: SurveyCard[], done: string) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      const api = await loadJourneyApi();
      const answer = await api.postUpdateUserProducts(visitId, cards);
      setSaved({ ...answer, latestSurvey: latest });
      setEditing(null);
      setMessage(done);
      backToHeading();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const cardsOf = (products: readonly SavedCard[]) => products.map(surveyCardOf);

  const saveLatest = async () => {
    setBusy(true);
    setError(null);
    try {
      const api = await loadJourneyApi();
      const deal = restoredDeal(await api.postMyCurrentDeal(visitId, latest?.surveyId ?? null));
      setBusy(false);
      if (!deal) {
        setError('Your latest check has no cards to save. Check your cards first.');
        return;
      }
      await save(
        deal.cards,
        deal.cards.length === 1 ? 'Saved your card.' : `Saved your ${deal.cards.length} cards.`,
      );
    } catch (caught) {
      setBusy(false);
      setError(errorMessage(caught));
    }
  };

  const checkAgainstOffers = (products: readonly SavedCard[]) => {
    const usable = products.filter((card) => !card.unavailable);
    dispatch(
      dealRestored({
        surveyId: null,
        drafts: usable.map(draftOf),
        cards: cardsOf(usable),
        estimateResult: null,
      }),
    );
    void navigate(journeyPaths.estimate());
  };

  let body: React.ReactNode;
  if (!shown) {
    body =
      load.status === 'failed' ? (
        <RequestFailed message={load.error ?? 'We couldn’t load your cards.'} onRetry={load.retry} />
      ) : (
        <p role="status">Loading your cards…</p>
      );
  } else if (shown.products.length === 0) {
    body = latest ? (
      <>
        <p>
          You haven’t saved any cards. Save the{' '}
          {latest.cardCount === 1 ? 'card' : `${latest.cardCount} cards`} from your check on{' '}
          {formatDay(latest.estimatedAt)}, and we’ll tell you here when their figures change.
        </p>
        <FormActions>
          <button type="button" className="button" disabled={busy} onClick={() => void saveLatest()}>
            {busy ? 'Saving…' : latest.cardCount === 1 ? 'Save this card' : 'Save these cards'}
          </button>
        </FormActions>
      </>
    ) : (
      <p>
        You haven’t saved any cards. <Link to={paths.cardSurvey()}>Check your cards</Link>, then save them
        here to see what they cost as banks change their prices.
      </p>
    );
  } else {
    const products = shown.products;
    body = (
      <>
        <p>
          What each card costs you a year, and the best card to move to. We’ll tell you here when a saved
          card’s figures change.
        </p>
        <FiguresDateLine />
        <ul className="journey-list">
          {products.map((card, index) => (
            <SavedCardItem
              key={`${card.productId ?? card.cardName}-${index}`}
              index={index}
              card={card}
              editing={editing === index}
              busy={busy}
              onEdit={() => {
                setMessage(null);
                setError(null);
                setEditing(index);
              }}
              onCancel={() => {
                setEditing(null);
                backToHeading();
              }}
              onSave={(usage) =>
                void save(
                  cardsOf(products).map((item, at) => (at === index ? { ...item, usage } : item)),
                  `Saved the new usage of the ${card.cardName}.`,
                )
              }
              onRemove={() =>
                void save(
                  cardsOf(products).filter((_, at) => at !== index),
                  `Removed the ${card.cardName} from your cards.`,
                )
              }
            />
          ))}
        </ul>
        {products.some((card) => !card.unavailable) ? (
          <FormActions>
            <button type="button" className="button" onClick={() => checkAgainstOffers(products)}>
              Check these cards against today’s offers
            </button>
          </FormActions>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="account-cards-heading">
      <h2 id="account-cards-heading" ref={heading} tabIndex={-1}>
        Your cards
      </h2>
      {body}
      <FormAlert message={error} />
      <FormAlert message={message} tone="info" />
    </section>
  );
}
