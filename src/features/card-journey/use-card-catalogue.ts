import * as React from 'react';
import { useAppSelector } from '../../store/hooks';
import { getListedProducts } from '../visit/main-providers';
import type { ListedProduct } from '../visit/visit-types';
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

export function cardLabel(products: readonly ListedProduct[], productId: string | null): string {
  const product = products.find((candidate) => candidate.id === productId);
  return product ? offerTitle({ providerName: product.providerName, cardName: product.name }) : 'your card';
}
