/**
 * JSON text for the data files: containers are spread over lines down to a given depth and records
 * below it stay on one line, so a changed product is a one-line diff and no space is wasted on
 * indentation inside records. The same value always gives the same bytes.
 */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value))
    return value.length > 0 && value.every((item) => typeof item === 'object' && item !== null);
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

function render(value: unknown, indent: string, depth: number): string {
  if (depth <= 0 || !isContainer(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => `${inner}${render(item, inner, depth - 1)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${render(item, inner, depth - 1)}`,
  );
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

/** `depth` 1 puts each top-level entry on its own line; each extra level opens one more container. */
export function stableJson(value: unknown, depth: number): string {
  return `${render(value, '', depth)}\n`;
}
