/**
 * Products of one provider and category published under the same name, told apart wherever the
 * name is shown (cards have richer rules of their own in `cards/distinguishing-names.ts`). A
 * product's label is its key figure's first part ("from 7.05% p.a.", "no monthly fee") when that
 * differs within its group; products whose figures are the same too are told apart by the first of
 * their facets that differs (`same-name-facets.ts`: the brand's web address, "interest only",
 * "fixed for 1 year"), then by a rate one has and the others lack. Only products alike in all of
 * these are numbered by their place in the provider's listing ("listing 2 of 3, same figures" when all their figures are alike),
 * never by an internal id.
 */

export interface NamedProduct {
  id: string;
  providerId: string;
  name: string;
  /** The product's key figure (`From 7.05% p.a., comparison rate 7.30% p.a.`), or null. */
  figure: string | null;
  /** What else may tell it apart, in the order to try (null: the product does not say). */
  facets?: readonly (string | null)[];
  /** Its rates or conditions in words: a product is told by the first one the others lack. */
  details?: readonly string[];
  /** All its figures in one comparable string: alike products say "same figures". */
  figures?: string;
}

const nameKey = (product: NamedProduct) =>
  `${product.providerId}\u0000${product.name.trim().replace(/\s+/g, ' ').toLowerCase()}`;

/** `From 7.05% p.a., comparison rate 7.30% p.a.` → `from 7.05% p.a.` */
function shortFigure(figure: string | null): string | null {
  const first = figure?.split(',')[0]?.trim();
  return first ? first.charAt(0).toLowerCase() + first.slice(1) : null;
}

type Labels = Map<string, string[]>;

const MAX_ROUNDS = 12;

function clashes(group: readonly NamedProduct[], labels: Labels): NamedProduct[][] {
  const byLabel = new Map<string, NamedProduct[]>();
  for (const product of group) {
    const key = (labels.get(product.id) ?? []).join(', ');
    byLabel.set(key, [...(byLabel.get(key) ?? []), product]);
  }
  return [...byLabel.values()].filter((clash) => clash.length > 1);
}

type Split = (string | null)[];

/** Each product's part of every facet that differs within the clash, in the facets' order. */
function facetSplits(clash: readonly NamedProduct[]): Split[] {
  const count = Math.max(...clash.map((product) => product.facets?.length ?? 0));
  const splits: Split[] = [];
  for (let index = 0; index < count; index += 1) {
    const values = clash.map((product) => product.facets?.[index] ?? null);
    if (new Set(values).size > 1) splits.push(values);
  }
  return splits;
}

/**
 * Each product's first detail the whole clash does not share; a product with none of its own is
 * described by all of its details ("only variable … at 6.39% p.a.").
 */
function detailSplit(clash: readonly NamedProduct[]): Split | null {
  const shared = (detail: string) => clash.every((product) => product.details?.includes(detail));
  const values = clash.map((product) => {
    const own = product.details?.find((detail) => !shared(detail));
    return own ?? (product.details?.length ? `only ${product.details.join(' and ')}` : null);
  });
  return new Set(values).size > 1 ? values : null;
}

const tellsAllApart = (split: Split) => new Set(split).size === split.length;

/** The one fact that tells every product of the clash apart, else the first that tells some apart. */
function bestSplit(clash: readonly NamedProduct[]): Split | null {
  const detail = detailSplit(clash);
  const splits = [...facetSplits(clash), ...(detail ? [detail] : [])];
  return splits.find(tellsAllApart) ?? splits[0] ?? null;
}

const sameFigures = (clash: readonly NamedProduct[]) =>
  clash.every((product) => product.figures !== undefined && product.figures === clash[0]?.figures);

/** A product left without a word of its own while others have one is numbered in the listing. */
function numberUnlabelled(group: readonly NamedProduct[], labels: Labels): void {
  group.forEach((product, index) => {
    if ((labels.get(product.id) ?? []).length === 0)
      labels.set(product.id, [`listing ${index + 1} of ${group.length}`]);
  });
}

function labelGroup(group: readonly NamedProduct[]): Map<string, string> {
  const figures = new Map(group.map((product) => [product.id, shortFigure(product.figure)]));
  const figuresDiffer = new Set(figures.values()).size > 1;
  const labels: Labels = new Map(
    group.map((product) => {
      const figure = figures.get(product.id);
      return [product.id, figuresDiffer && figure ? [figure] : []];
    }),
  );
  let open = clashes(group, labels);
  // Every round splits or numbers each clash, so this ends; the bound only guards against a loop.
  for (let round = 0; open.length > 0; round += 1) {
    const unsplit: NamedProduct[][] = [];
    for (const clash of open) {
      const values = round < MAX_ROUNDS ? bestSplit(clash) : null;
      if (!values) unsplit.push(clash);
      else
        clash.forEach((product, index) => {
          const value = values[index];
          if (value) labels.set(product.id, [...(labels.get(product.id) ?? []), value]);
        });
    }
    for (const clash of unsplit) {
      const alike = sameFigures(clash) ? ', same figures' : '';
      clash.forEach((product, index) =>
        labels.set(product.id, [
          ...(labels.get(product.id) ?? []),
          `listing ${index + 1} of ${clash.length}${alike}`,
        ]),
      );
    }
    open = clashes(group, labels);
  }
  numberUnlabelled(group, labels);
  return new Map([...labels].map(([id, parts]) => [id, parts.join(', ')]));
}

/**
 * A label for every product that shares its name with another of the same provider, by id, in the
 * order given (the provider's listing). Products with a name of their own get none.
 */
export function sameNameLabels(products: readonly NamedProduct[]): Map<string, string> {
  const groups = new Map<string, NamedProduct[]>();
  for (const product of products) {
    const key = nameKey(product);
    groups.set(key, [...(groups.get(key) ?? []), product]);
  }
  const labels = new Map<string, string>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    for (const [id, label] of labelGroup(group)) labels.set(id, label);
  }
  return labels;
}
