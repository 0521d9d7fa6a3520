import * as React from 'react';
import { labelledName } from '../../domain/cards/labelled-name';
import { useAppSelector } from '../../store/hooks';
import type { CardDraft } from '../survey/survey-slice';
import { getListedProducts } from '../visit/main-providers';
import type { ListedProduct } from '../visit/main-providers';
import { offerTitle } from './offer-title';
import { type CardProvider, cardProviders } from './provider-search';

export interface CardCatalogue {
  /** 'pending' until /main/ has answered with the providers and their products. */
  status: 'pending' | 'ready' | 'failed';
  error: string | null;
  providers: CardProvider[];
  products: readonly ListedProduct[];
}

/** The banks and cards the survey offers, from the /main/ answer the visit start-up stored. */
export function useCardCatalogue(): CardCatalogue {
  const visitStatus = useAppSelector((state) => state.visit.status);
  const visitError = useAppSelector((state) => state.visit.error);
  return React.useMemo(() => {
    if (visitStatus === 'failed') {
      return { status: 'failed', error: visitError, providers: [], products: [] };
    }
    if (visitStatus !== 'succeeded') return { status: 'pending', error: null, providers: [], products: [] };
    const products = getListedProducts();
    return { status: 'ready', error: null, providers: cardProviders(products), products };
  }, [visitStatus, visitError]);
}

/** A card as the survey lists it: its name, with what tells it apart from a same-named card of its bank. */
export function listedCardName(product: Pick<ListedProduct, 'name' | 'label'>): string {
  return labelledName(product.name, product.label);
}

/** The draft's card with its bank, "ANZ Low Rate" or "American Express Explorer"; "your card" before one is chosen. */
export function cardLabel(
  products: readonly ListedProduct[],
  draft: Pick<CardDraft, 'productId' | 'entered'>,
): string {
  if (draft.entered)
    return offerTitle({ providerName: draft.entered.providerName, cardName: draft.entered.cardName });
  const product = products.find((candidate) => candidate.id === draft.productId);
  return product
    ? offerTitle({ providerName: product.providerName, cardName: listedCardName(product) })
    : 'your card';
}
