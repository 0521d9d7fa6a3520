import * as React from 'react';
import { useAppDispatch } from '../../store/hooks';
import { FormActions } from '../../components/forms/link-button';
import { type CardDraft, draftChanged, type SurveyStep } from '../survey/survey-slice';
import { CardPicker } from './card-picker';
import { MissingCardForm } from './missing-card-form';
import { ProviderPicker } from './provider-picker';
import { providerCards } from './provider-search';
import { goBack, goForward } from './survey-steps';
import type { CardCatalogue } from './use-card-catalogue';

export interface CardStepProps {
  step: SurveyStep;
  draft: CardDraft;
  catalogue: CardCatalogue;
  /** Where Back goes, or null on the very first step. */
  backTo: SurveyStep | null;
  heading: React.ReactNode;
  /** An issuer that is not in our data whose card the visitor came to enter by hand (search links here). */
  enterByHandFor?: string | null;
}

/** Step one for a card: the bank, then which of its cards, or the card's figures by hand. */
export function CardStep({ step, draft, catalogue, backTo, heading, enterByHandFor = null }: CardStepProps) {
  const dispatch = useAppDispatch();
  const [errors, setErrors] = React.useState<{ provider?: string; card?: string }>({});
  const [entering, setEntering] = React.useState({
    open: draft.entered !== null || enterByHandFor !== null,
    providerName: enterByHandFor ?? '',
  });
  const idPrefix = `card-${step.index}`;
  const provider = catalogue.providers.find((candidate) => candidate.id === draft.providerId) ?? null;
  const cards = providerCards(catalogue.products, draft.providerId);
  const change = (changes: Partial<CardDraft>) => dispatch(draftChanged({ index: step.index, changes }));

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    if (draft.entered) {
      goForward(dispatch, { index: step.index, stage: 'usage' }, { entered: true });
      return;
    }
    const found = {
      provider: provider ? undefined : 'Choose your bank, or search for it by name.',
      card: provider && !cards.some((card) => card.id === draft.productId) ? 'Choose your card.' : undefined,
    };
    setErrors(found);
    if (found.provider || found.card) {
      const target = found.provider
        ? document.getElementById(`${idPrefix}-provider-search`)
        : document.querySelector<HTMLInputElement>(`input[name="${idPrefix}-card"]`);
      target?.focus();
      return;
    }
    goForward(dispatch, { index: step.index, stage: 'usage' }, { productId: draft.productId });
  };

  return (
    <>
      {heading}
      <form onSubmit={next} noValidate>
        <ProviderPicker
          idPrefix={idPrefix}
          providers={catalogue.providers}
          products={catalogue.products}
          selectedId={draft.providerId}
          selectedCardId={draft.productId}
          error={errors.provider ?? null}
          onSelect={(providerId) => {
            setErrors({});
            change({ providerId, productId: null, entered: null, earnRate: '' });
          }}
          onSelectCard={(card) => {
            setErrors({});
            change({ providerId: card.providerId, productId: card.id, entered: null, earnRate: '' });
          }}
          onEnterByHand={(providerName) => {
            change({ providerId: null, productId: null, entered: null, earnRate: '' });
            setEntering({ open: true, providerName });
            // The form opens below the list: take the visitor to its first empty field.
            requestAnimationFrame(() => document.getElementById(`${idPrefix}-missing-cardName`)?.focus());
          }}
        />
        {provider ? (
          <CardPicker
            idPrefix={idPrefix}
            providerName={provider.name}
            cards={cards}
            selectedId={draft.productId}
            error={errors.card ?? null}
            onSelect={(productId) => {
              setErrors({});
              change({ productId, entered: null, earnRate: '' });
            }}
          />
        ) : null}
        <FormActions>
          <button type="submit" className="button">
            Continue
          </button>
          {backTo ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => goBack(dispatch, { index: step.index, stage: 'card' }, backTo)}
            >
              Back
            </button>
          ) : null}
        </FormActions>
      </form>
      <MissingCardForm
        idPrefix={idPrefix}
        provider={provider}
        entered={draft.entered}
        earnRate={draft.earnRate}
        providerName={entering.providerName}
        open={entering.open}
        onToggle={() => setEntering((current) => ({ ...current, open: !current.open }))}
        onEntered={(entered, earnRate, reference) => {
          change({ providerId: entered.providerId, productId: null, entered, earnRate });
          goForward(dispatch, { index: step.index, stage: 'usage' }, { entered: true, reference });
        }}
      />
    </>
  );
}
