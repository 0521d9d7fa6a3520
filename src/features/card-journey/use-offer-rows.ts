import * as React from 'react';
import type { OfferType } from '../../api/card-journey-types';
import { OFFER_ROWS_STEP } from './offer-settings';

export type OfferRows = Record<OfferType, number>;

/** One list's "Show more": the rows it adds, and where focus goes once they are shown. */
export interface ListPaging {
  /** Index of the first row "Show more" added, to focus once it is shown; null otherwise. */
  focusFrom: number | null;
  /** Ten more past the `shown` rows. */
  onShowMore: (shown: number) => void;
  onFocused: () => void;
}

const FIRST_ROWS: OfferRows = { Stay: OFFER_ROWS_STEP, Switch: OFFER_ROWS_STEP };

interface Asked {
  /** The settings the rows were asked for: other settings start again at the first ten. */
  key: string;
  rows: OfferRows;
  focus: { type: OfferType; from: number } | null;
}

/**
 * How many rows of each list to ask for: the first ten, and ten more past those shown at each
 * "Show more". A change of horizon, filter or answer starts both lists again at ten.
 */
export function useOfferRows(settingsKey: string): {
  rows: OfferRows;
  paging: Record<OfferType, ListPaging>;
} {
  const fresh = React.useCallback(
    (): Asked => ({ key: settingsKey, rows: FIRST_ROWS, focus: null }),
    [settingsKey],
  );
  const [asked, setAsked] = React.useState<Asked>(fresh);
  const current = asked.key === settingsKey ? asked : null;

  const showMore = React.useCallback(
    (type: OfferType, from: number) =>
      setAsked((previous) => {
        const base = previous.key === settingsKey ? previous : fresh();
        return { ...base, rows: { ...base.rows, [type]: from + OFFER_ROWS_STEP }, focus: { type, from } };
      }),
    [settingsKey, fresh],
  );
  const onFocused = React.useCallback(() => setAsked((previous) => ({ ...previous, focus: null })), []);
  const pagingOf = (type: OfferType): ListPaging => ({
    focusFrom: current?.focus?.type === type ? current.focus.from : null,
    onShowMore: (shown) => showMore(type, shown),
    onFocused,
  });
  return {
    rows: current?.rows ?? FIRST_ROWS,
    paging: { Stay: pagingOf('Stay'), Switch: pagingOf('Switch') },
  };
}
