/**
 * Products of one provider and category published under the same name, told apart wherever the
 * name is shown (cards have richer rules of their own in `cards/distinguishing-names.ts`). A
 * product's label is its key figure's first part ("from 7.05% p.a.", "no monthly fee") when that
 * differs within its group; products whose figures are the same too are numbered by their place in
 * the provider's listing ("listing 2 of 3"), never by an internal id.
 */

export interface NamedProduct {
  id: string;
  providerId: string;
  name: string;
  /** The product's key figure (`From 7.05% p.a., comparison rate 7.30% p.a.`), or null. */
  figure: string | null;
}

const nameKey = (product: NamedProduct) =>
  `${product.providerId}\u0000${product.name.trim().replace(/\s+/g, ' ').toLowerCase()}`;

/** `From 7.05% p.a., comparison rate 7.30% p.a.` → `from 7.05% p.a.` */
function shortFigure(figure: string | null): string | null {
  const first = figure?.split(',')[0]?.trim();
  return first ? first.charAt(0).toLowerCase() + first.slice(1) : null;
}

function labelGroup(group: readonly NamedProduct[]): Map<string, string> {
  const figures = new Map(group.map((product) => [product.id, shortFigure(product.figure)]));
  const figuresDiffer = new Set(figures.values()).size > 1;
  const labels = new Map<string, string[]>(
    group.map((product) => {
      const figure = figures.get(product.id);
      return [product.id, figuresDiffer && figure ? [figure] : []];
    }),
  );
  const byLabel = new Map<string, NamedProduct[]>();
  for (const product of group) {
    const key = (labels.get(product.id) ?? []).join(', ');
    byLabel.set(key, [...(byLabel.get(key) ?? []), product]);
  }
  for (const clash of byLabel.values()) {
    if (clash.length < 2) continue;
    clash.forEach((product, index) =>
      labels.set(product.id, [...(labels.get(product.id) ?? []), `listing ${index + 1} of ${clash.length}`]),
    );
  }
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
