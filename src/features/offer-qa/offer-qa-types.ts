/** What the offer-review calls answer, camelized by the API client. Money is whole cents. */
export interface QaFlag {
  code: string;
  text: string;
}

export interface QaProfile {
  id: 'transactor' | 'revolver' | 'big-spender';
  label: string;
}

export interface QaRow {
  cardId: string;
  cardName: string;
  providerId: string;
  providerName: string;
  sponsored: boolean;
  costs: { profile: QaProfile['id']; yearlyCostCents: number; notes: string[] }[];
  flags: QaFlag[];
}

export interface QaMissingProduct {
  reference: string;
  providerName: string | null;
  cardName: string;
  createdAt: string;
}

export interface OffersQaPage {
  profiles: QaProfile[];
  items: QaRow[];
  total: number;
  limit: number;
  offset: number;
  hasMore: boolean;
  missingProducts: QaMissingProduct[];
}

export interface QaWorkingLine {
  kind: string;
  label: string;
  amountCents: number;
  detail: string;
}

export interface QaProfileEstimate {
  id: QaProfile['id'];
  label: string;
  estimate: {
    ongoing: { totalCents: number; working: QaWorkingLine[] };
    notes: { code: string; text: string }[];
  };
}

export interface OfferDetailsQa {
  card: { name?: string; providerName?: string } & Record<string, unknown>;
  profiles: QaProfileEstimate[];
  raw: unknown;
  normalised: unknown;
  program: unknown;
  flags: QaFlag[];
}
