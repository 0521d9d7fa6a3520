import * as React from 'react';
import { FiguresDateLine } from '../visit/figures-date-line';
import { navigate } from 'gatsby';
import { Link } from '../../components/navigation/link';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { RequestFailed } from '../../components/ui/request-failed';
import { FormAlert } from '../../components/forms/form-alert';
import { FormActions } from '../../components/forms/link-button';
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
import { RemovalNotice } from './removal-notice';
import { draftOf, restoredDeal, surveyCardOf } from './saved-deal';
import type { SavedCard, SavedCards } from '../../api/card-journey-types';
import { useSavedCards } from './use-saved-cards';
import { useSubmit } from '../../components/forms/use-submit';

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

const cardsOf = (products: readonly SavedCard[]) => products.map(surveyCardOf);

/** Starts the estimate with the saved cards that can still be costed. */
function useCheckAgainstOffers() {
  const dispatch = useAppDispatch();
  return (products: readonly SavedCard[]) => {
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
}

/** No saved cards yet: the cards of the latest check to save, or a check to make first. */
function NoSavedCards({
  latest,
  busy,
  onSaveLatest,
}: {
  latest: SavedCards['latestSurvey'];
  busy: boolean;
  onSaveLatest(): void;
}) {
  return latest ? (
    <>
      <p>
        You haven’t saved any cards. Save the {latest.cardCount === 1 ? 'card' : `${latest.cardCount} cards`}{' '}
        from your check on {formatDay(latest.estimatedAt)}, and we’ll tell you here when their figures change.
      </p>
      <FormActions>
        <button type="button" className="button" disabled={busy} onClick={onSaveLatest}>
          {busy ? 'Saving…' : latest.cardCount === 1 ? 'Save this card' : 'Save these cards'}
        </button>
      </FormActions>
    </>
  ) : (
    <p>
      You haven’t saved any cards. <Link to={paths.cardSurvey()}>Check your cards</Link>, then save them here
      to see what they cost as banks change their prices.
    </p>
  );
}

/** The saved cards, each with its figures and buttons, and the way to check them all against the offers. */
function SavedCardList({
  products,
  editing,
  busy,
  onEdit,
  onCancel,
  onSave,
  onRemove,
  onCheck,
}: {
  products: readonly SavedCard[];
  editing: number | null;
  busy: boolean;
  onEdit(index: number): void;
  onCancel(): void;
  onSave(index: number, usage: SurveyCard['usage']): void;
  onRemove(index: number): void;
  onCheck(): void;
}) {
  return (
    <>
      <p>
        What each card costs you a year, and the best card to move to. We’ll tell you here when a saved card’s
        figures change.
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
            onEdit={() => onEdit(index)}
            onCancel={onCancel}
            onSave={(usage) => onSave(index, usage)}
            onRemove={() => onRemove(index)}
          />
        ))}
      </ul>
      {products.some((card) => !card.unavailable) ? (
        <FormActions>
          <button type="button" className="button" onClick={onCheck}>
            Check these cards against today’s offers
          </button>
        </FormActions>
      ) : null}
    </>
  );
}

/** A card just removed: its name, and the id that puts it back. */
interface Removed {
  id: string;
  cardName: string;
}

/**
 * "Your cards" on the account page: the cards a user saved, each with its yearly cost on the current
 * data and its best Stay and best Switch, with their usage to edit and a way to remove them (with an
 * undo). A user with none is offered the cards of their latest check. `onChanged` is told of every
 * change made here; a new `refreshSignal` loads the cards again, quietly, unless one is being edited.
 */
export function SavedCardsSection({
  onChanged,
  refreshSignal = 0,
}: {
  onChanged?(): void;
  refreshSignal?: number;
} = {}) {
  const visitId = useAppSelector((state) => state.visit.visitId);
  const [editing, setEditing] = React.useState<number | null>(null);
  const { busy, error, setError, run: submit } = useSubmit();
  const [message, setMessage] = React.useState<string | null>(null);
  const [removed, setRemoved] = React.useState<Removed | null>(null);
  const { shown, latest, load, setSaved } = useSavedCards(visitId, refreshSignal, editing === null && !busy);
  const heading = React.useRef<HTMLHeadingElement>(null);
  /** After a save, an undo or a cancel the list changes under the keyboard: focus goes to its heading. */
  const backToHeading = () => heading.current?.focus();

  /** Runs one change to the saved cards: busy meanwhile, its message or error after. */
  const change = async (run: () => Promise<string | null>) => {
    setMessage(null);
    await submit(async () => {
      setMessage(await run());
      onChanged?.();
    });
  };

  const save = (cards: SurveyCard[], done: string) =>
    change(async () => {
      const api = await loadJourneyApi();
      setSaved({ ...(await api.postUpdateUserProducts(visitId, cards)), latestSurvey: latest });
      setEditing(null);
      setRemoved(null);
      backToHeading();
      return done;
    });

  const remove = (index: number, card: SavedCard) =>
    change(async () => {
      const api = await loadJourneyApi();
      const answer = await api.postRemoveUserProduct(visitId, index, card.cardName);
      setSaved({ products: answer.products, updatedAt: answer.updatedAt, latestSurvey: latest });
      setRemoved({ id: answer.removed.id, cardName: card.cardName });
      return null;
    });

  const undo = (card: Removed) =>
    change(async () => {
      const api = await loadJourneyApi();
      setSaved({ ...(await api.postRestoreUserProduct(visitId, card.id)), latestSurvey: latest });
      setRemoved(null);
      backToHeading();
      return `Put the ${card.cardName} back in your cards.`;
    });

  /** Saves the cards of the latest check (their usage as checked). */
  const saveLatest = () =>
    change(async () => {
      const api = await loadJourneyApi();
      const deal = restoredDeal(await api.postMyCurrentDeal(visitId, latest?.surveyId ?? null));
      if (!deal) throw new Error('Your latest check has no cards to save. Check your cards first.');
      setSaved({ ...(await api.postUpdateUserProducts(visitId, deal.cards)), latestSurvey: latest });
      setRemoved(null);
      backToHeading();
      return deal.cards.length === 1 ? 'Saved your card.' : `Saved your ${deal.cards.length} cards.`;
    });

  const checkAgainstOffers = useCheckAgainstOffers();

  let body: React.ReactNode;
  if (!shown) {
    body =
      load.status === 'failed' ? (
        <RequestFailed message={load.error ?? 'We couldn’t load your cards.'} onRetry={load.reload} />
      ) : (
        <p role="status">Loading your cards…</p>
      );
  } else if (shown.products.length === 0) {
    body = <NoSavedCards latest={latest} busy={busy} onSaveLatest={() => void saveLatest()} />;
  } else {
    const products = shown.products;
    body = (
      <SavedCardList
        products={products}
        editing={editing}
        busy={busy}
        onEdit={(index) => {
          setMessage(null);
          setError(null);
          setEditing(index);
        }}
        onCancel={() => {
          setEditing(null);
          backToHeading();
        }}
        onSave={(index, usage) =>
          void save(
            cardsOf(products).map((item, at) => (at === index ? { ...item, usage } : item)),
            `Saved the new usage of the ${products[index]?.cardName ?? 'card'}.`,
          )
        }
        onRemove={(index) => {
          const card = products[index];
          if (card) void remove(index, card);
        }}
        onCheck={() => checkAgainstOffers(products)}
      />
    );
  }

  return (
    <section aria-labelledby="account-cards-heading">
      <h2 id="account-cards-heading" ref={heading} tabIndex={-1}>
        Your cards
      </h2>
      {body}
      <FormAlert message={error} />
      <RemovalNotice removed={removed} busy={busy} onUndo={(card) => void undo(card)} message={message} />
    </section>
  );
}
