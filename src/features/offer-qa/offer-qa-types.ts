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

/** /getJobsQA/: the follow-up queues, the jobs that failed every try, and the messages sent. */
export interface JobsQaPage {
  queues: {
    queue: string;
    label: string;
    waiting: number;
    running: number;
    retrying: number;
    completed: number;
    failed: number;
  }[];
  deadLetters: {
    id: string;
    queue: string | null;
    label: string | null;
    key: string | null;
    error: string | null;
    failedAt: string | null;
  }[];
  messages: {
    items: {
      key: string;
      kind: string;
      channel: string;
      recipient: string;
      status: string;
      attempts: number;
      error: string | null;
      updatedAt: string | null;
      sentAt: string | null;
    }[];
    total: number;
    limit: number;
    offset: number;
    hasMore: boolean;
  };
}
