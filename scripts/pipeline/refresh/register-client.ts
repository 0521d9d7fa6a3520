/**
 * Reads the data-holder brands of the industries whose products the site compares from the CDR
 * Register (Get Data Holder Brands Summary v2, `/cdr-register/v1/{industry}/data-holders/brands/summary`):
 * banks under `banking`, non-bank lenders (and buy now pay later providers) under `non-bank-lending`.
 * A brand listed under both is one brand, read once, that records both industries.
 */
import { REGISTER_VERSIONS } from './cdr-version';
import type { GetJson } from './http-client';

/** The register industries read, in the order they are read. */
export const REGISTER_INDUSTRIES = ['banking', 'non-bank-lending'] as const;
export type RegisterIndustry = (typeof REGISTER_INDUSTRIES)[number];

export interface RegisterBrand {
  dataHolderBrandId: string;
  brandName: string;
  /** Where the brand's product endpoints live: `productBaseUri` when given, else `publicBaseUri`. */
  productBaseUri: string;
  /** The industries whose list names the brand, or whose `industries` field the brand's entry gives. */
  industries: RegisterIndustry[];
  /** The register's summary fields as sent (from the first list naming the brand). */
  summary: Record<string, unknown>;
}

export function isRegisterIndustry(value: unknown): value is RegisterIndustry {
  return REGISTER_INDUSTRIES.includes(value as RegisterIndustry);
}

export function brandsSummaryUrl(registerUrl: string, industry: RegisterIndustry): string {
  return `${registerUrl.replace(/\/+$/, '')}/cdr-register/v1/${industry}/data-holders/brands/summary`;
}

function textField(record: Record<string, unknown>, field: string): string | null {
  const value = record[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The industries a brand belongs to: the list it came from, plus those its own entry names. */
function industriesOf(record: Record<string, unknown>, listedUnder: RegisterIndustry): RegisterIndustry[] {
  const named = Array.isArray(record.industries) ? record.industries.filter(isRegisterIndustry) : [];
  return REGISTER_INDUSTRIES.filter((industry) => industry === listedUnder || named.includes(industry));
}

/** The brands of one register answer; entries without an id, a name or a base address are reported. */
export function readBrandsSummary(
  body: unknown,
  industry: RegisterIndustry = 'banking',
): { brands: RegisterBrand[]; problems: string[] } {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new Error('the register answer has no data list');
  const brands: RegisterBrand[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  data.forEach((item: unknown, index) => {
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const id = textField(record, 'dataHolderBrandId') ?? textField(record, 'interimId');
    const brandName = textField(record, 'brandName');
    const base = textField(record, 'productBaseUri') ?? textField(record, 'publicBaseUri');
    if (id === null || brandName === null || base === null) {
      problems.push(
        `${industry} entry ${index + 1} (${brandName ?? 'no name'}) lacks an id, a name or a base address`,
      );
      return;
    }
    if (seen.has(id)) return;
    seen.add(id);
    brands.push({
      dataHolderBrandId: id,
      brandName,
      productBaseUri: base,
      industries: industriesOf(record, industry),
      summary: record,
    });
  });
  return { brands, problems };
}

export interface RegisterBrands {
  brands: RegisterBrand[];
  problems: string[];
  /** Industries whose list could not be read (their brands are kept from the last snapshot). */
  unread: { industry: RegisterIndustry; reason: string }[];
}

/** Brands of several lists as one list: a brand listed again adds its industries to the first entry. */
export function mergeBrandLists(lists: readonly RegisterBrand[][]): RegisterBrand[] {
  const byId = new Map<string, RegisterBrand>();
  for (const brand of lists.flat()) {
    const first = byId.get(brand.dataHolderBrandId);
    if (first === undefined) {
      byId.set(brand.dataHolderBrandId, { ...brand });
      continue;
    }
    const industries = new Set([...first.industries, ...brand.industries]);
    first.industries = REGISTER_INDUSTRIES.filter((industry) => industries.has(industry));
  }
  return [...byId.values()];
}

/**
 * Reads every industry's list. An industry whose list cannot be read is reported in `unread`; when
 * none can be read the register is taken as down and this fails.
 */
export async function fetchRegisterBrands(registerUrl: string, getJson: GetJson): Promise<RegisterBrands> {
  const lists: RegisterBrand[][] = [];
  const problems: string[] = [];
  const unread: RegisterBrands['unread'] = [];
  for (const industry of REGISTER_INDUSTRIES) {
    const answer = await getJson(brandsSummaryUrl(registerUrl, industry), REGISTER_VERSIONS);
    if (!answer.ok) {
      unread.push({ industry, reason: answer.reason });
      continue;
    }
    try {
      const read = readBrandsSummary(answer.body, industry);
      lists.push(read.brands);
      problems.push(...read.problems);
    } catch (error) {
      unread.push({ industry, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  if (lists.length === 0) {
    const reasons = unread.map((list) => `${list.industry}: ${list.reason}`).join('; ');
    throw new Error(`the CDR Register could not be read: ${reasons}`);
  }
  return { brands: mergeBrandLists(lists), problems, unread };
}
