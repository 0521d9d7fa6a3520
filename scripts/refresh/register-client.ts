/** Reads the banking data-holder brands from the CDR Register (Get Data Holder Brands Summary v2). */
import { REGISTER_VERSIONS } from './cdr-version';
import type { GetJson } from './http-client';

export interface RegisterBrand {
  dataHolderBrandId: string;
  brandName: string;
  /** Where the brand's product endpoints live: `productBaseUri` when given, else `publicBaseUri`. */
  productBaseUri: string;
  /** The register's summary fields as sent. */
  summary: Record<string, unknown>;
}

export function brandsSummaryUrl(registerUrl: string): string {
  return `${registerUrl.replace(/\/+$/, '')}/cdr-register/v1/banking/data-holders/brands/summary`;
}

function textField(record: Record<string, unknown>, field: string): string | null {
  const value = record[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The brands of a register answer; entries without an id, a name or a base address are reported. */
export function readBrandsSummary(body: unknown): { brands: RegisterBrand[]; problems: string[] } {
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
        `register entry ${index + 1} (${brandName ?? 'no name'}) lacks an id, a name or a base address`,
      );
      return;
    }
    if (seen.has(id)) return;
    seen.add(id);
    brands.push({ dataHolderBrandId: id, brandName, productBaseUri: base, summary: record });
  });
  return { brands, problems };
}

export async function fetchRegisterBrands(
  registerUrl: string,
  getJson: GetJson,
): Promise<{ brands: RegisterBrand[]; problems: string[] }> {
  const answer = await getJson(brandsSummaryUrl(registerUrl), REGISTER_VERSIONS);
  if (!answer.ok) throw new Error(`the CDR Register could not be read: ${answer.reason}`);
  return readBrandsSummary(answer.body);
}
