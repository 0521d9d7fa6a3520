/**
 * Items in groups whose order is fixed beforehand (not the order the items came in): groups with no
 * items are left out, and each group's items are sorted. Every item lands in exactly one group;
 * an item whose key is not in the order is left out, so the order must name every key there is.
 */
export interface OrderedGroup<K extends string, T> {
  key: K;
  items: T[];
}

export function groupInOrder<K extends string, T>(
  items: readonly T[],
  order: readonly K[],
  keyOf: (item: T) => K,
  compare: (a: T, b: T) => number,
): OrderedGroup<K, T>[] {
  return order.flatMap((key) => {
    const inGroup = items.filter((item) => keyOf(item) === key).sort(compare);
    return inGroup.length === 0 ? [] : [{ key, items: inGroup }];
  });
}
