/**
 * How a card's distinguishing label (distinguishing-names.ts) joins its name wherever the name is
 * shown. A module of its own, so screens that only show names do not carry the labelling rules.
 */

/** `Low Rate credit card (no annual fee, 14.55% p.a.)`, or the name alone without a label. */
export function labelledName(name: string, label: string | null | undefined): string {
  return label ? `${name} (${label})` : name;
}
