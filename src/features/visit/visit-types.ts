/** The /main/ call: what the client sends and what it gets back (camelCase, as the client sees it). */
import type { FiguresDates } from '../../domain/figures-date';

export interface ClientInfo {
  build: { label: string; dataVersion: string; compilationHash: string | null };
  screen: { width: number; height: number };
  userAgent: { raw: string; language: string | null; platform: string | null; mobile: boolean | null };
}

export interface MainRequest {
  clientInfo: ClientInfo;
  gaId: null;
  cookies: boolean;
  referrer: string;
  visitId?: string;
  app: 'web';
  frontend: 'gatsby';
  flags: Record<string, string>;
}

export interface MainProduct {
  id: string;
  name: string;
  category: string;
  big4: boolean;
  /** Credit cards sharing a name at one provider: what tells them apart, e.g. "no annual fee, 14.55% p.a.". */
  label?: string;
  /** Credit cards whose earn rate is not published: the survey asks it, naming the points. */
  asksEarnRate?: { pointsName: string };
}

export interface MainProvider {
  id: string;
  name: string;
  urlSlug: string;
  big4: boolean;
  products: MainProduct[];
}

export interface MainResponse {
  visitId: string;
  resumed?: boolean;
  /** The first and last day the server's figures were fetched from the banks. */
  figuresDates?: FiguresDates;
  providers: MainProvider[];
}

/** A product from /main/, listed without its provider: the provider's id and big4 flag come along. */
export interface ListedProduct extends MainProduct {
  providerId: string;
  providerName: string;
}
