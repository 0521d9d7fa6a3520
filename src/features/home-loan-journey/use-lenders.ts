import * as React from 'react';
import { useAppSelector } from '../../store/hooks';
import { getListedProducts } from '../visit/main-providers';
import type { ListedProduct } from '../visit/main-providers';
import { compareText } from '../../domain/text-order';

export interface Lender {
  id: string;
  name: string;
  big4: boolean;
}

export interface LenderList {
  /** 'pending' until /main/ has answered with the providers and their products. */
  status: 'pending' | 'ready' | 'failed';
  lenders: Lender[];
}

/** Providers with at least one home loan in the /main/ products list, big four first, then A to Z. */
export function homeLoanLenders(products: readonly ListedProduct[]): Lender[] {
  const byId = new Map<string, Lender>();
  for (const product of products) {
    if (product.category !== 'hl' || byId.has(product.providerId)) continue;
    byId.set(product.providerId, { id: product.providerId, name: product.providerName, big4: product.big4 });
  }
  return [...byId.values()].sort((a, b) => Number(b.big4) - Number(a.big4) || compareText(a.name, b.name));
}

/** The lenders the survey offers, from the /main/ answer the visit start-up stored. */
export function useLenders(): LenderList {
  const visitStatus = useAppSelector((state) => state.visit.status);
  return React.useMemo(() => {
    if (visitStatus === 'failed') return { status: 'failed', lenders: [] };
    if (visitStatus !== 'succeeded') return { status: 'pending', lenders: [] };
    return { status: 'ready', lenders: homeLoanLenders(getListedProducts()) };
  }, [visitStatus]);
}
