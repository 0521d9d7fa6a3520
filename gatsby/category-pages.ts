/**
 * The context of the category comparison pages (hand-written in src/pages, filled with data
 * here): every product of a category in one table, with the participant's paid placement shown
 * apart from it, plus the interest-free credit cards page, which is a category page of its own.
 */
import { paths } from '../src/config/paths';
import { bnplSourceWords } from '../src/domain/bnpl-words';
import { countProviderKinds } from '../src/domain/provider-kinds';
import type { RawDataFiles, RawProvider } from '../src/domain/data/raw-types';
import type { CategoryPageContext, SponsoredPlacement } from '../src/features/catalogue/view-models';
import type { RowIdentity } from '../src/features/compare/table-config';
import { productCodes, productSetsOf, programsUsed, providerCountOf, type Catalogue } from './catalogue';
import type { TableFiles } from './table-files';

export function categoryPageContexts(
  data: RawDataFiles,
  { rowsByCode, programs }: Catalogue,
  bnplRows: RowIdentity[],
  tables: TableFiles,
): Record<string, CategoryPageContext<RowIdentity>> {
  const asOf = data.meta.snapshotDate;
  const productSets = productSetsOf(data);
  const participant = data.providers.find((provider) => provider.participant === 1) ?? null;
  const contexts: Record<string, CategoryPageContext<RowIdentity>> = {};
  const kindsOf = (rows: readonly RowIdentity[]) => {
    const offering = new Set(rows.map((row) => row.providerId));
    return countProviderKinds(data.providers.filter((provider) => offering.has(provider.id)));
  };

  for (const code of productCodes) {
    const categoryPrograms = code === 'cc' ? programsUsed(rowsByCode.cc, programs) : undefined;
    contexts[paths.category(code)] = {
      code,
      ...tables.ship(code, rowsByCode[code], code, categoryPrograms),
      asOf: productSets[code].dateUpdated,
      providerCount: providerCountOf(rowsByCode[code]),
      providerKinds: kindsOf(rowsByCode[code]),
      sponsored: sponsoredFor(participant, rowsByCode[code]),
      programs: categoryPrograms,
    };
  }
  contexts[paths.category('bnpl')] = {
    code: 'bnpl',
    ...tables.ship('bnpl', bnplRows, 'bnpl'),
    asOf:
      data.bnpl
        .map((service) => service.checkedOn)
        .sort()
        .at(-1) ?? asOf,
    sourceWords: bnplSourceWords(data.bnpl),
    providerCount: bnplRows.length,
    sponsored: [],
  };

  const noInterestCards = rowsByCode.cc.filter(
    (row) => (row as unknown as { purchaseRate: number | null }).purchaseRate === null,
  );
  contexts['/interest-free-credit-cards/'] = {
    code: 'cc',
    ...tables.ship('cc', noInterestCards, 'cc-no-interest'),
    asOf,
    providerCount: providerCountOf(noInterestCards),
    providerKinds: kindsOf(noInterestCards),
    sponsored: [],
    programs: [],
  };
  return contexts;
}

/** The participant's first product in the category, shown in its own labelled block. */
function sponsoredFor(participant: RawProvider | null, rows: RowIdentity[]): SponsoredPlacement[] {
  if (!participant) return [];
  const first = rows.find((row) => row.providerId === participant.id);
  return first
    ? [
        {
          rowId: first.id,
          name: first.name,
          href: first.href,
          providerName: first.providerName,
          label: `Paid placement by ${participant.name}`,
        },
      ]
    : [];
}
