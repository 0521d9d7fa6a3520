/**
 * Limits for the fields that take any JSON the client likes (client_info, flags, an action's
 * data, an error's raw details). They are stored as jsonb as they come, so without limits one
 * page load could store a megabyte of nesting; the body-wide checks (lib/body-inspection.ts)
 * have already run, so what is measured here is at most MAX_BODY_DEPTH deep.
 */
export interface FreeFormLimits {
  /** Objects and lists nested inside each other, the field's own included: `{"a":[1]}` is 2. */
  maxDepth: number;
  /** Characters of the field's JSON text. */
  maxLength: number;
}

/** How deeply objects and lists nest in the value, counted up to one level past `limit`. */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [current, around] = item;
    if (typeof current !== 'object' || current === null) continue;
    const depth = around + 1;
    deepest = Math.max(deepest, depth);
    if (depth > limit) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth]);
  }
  return deepest;
}

const count = new Intl.NumberFormat('en-AU');

/** What is wrong with the value, worded to follow the field's name ("must ..."), or null. */
export function freeFormProblem(value: unknown, limits: FreeFormLimits): string | null {
  if (nestingDepth(value, limits.maxDepth) > limits.maxDepth) {
    return `must nest objects and lists at most ${limits.maxDepth} ${limits.maxDepth === 1 ? 'level' : 'levels'} deep`;
  }
  const length = JSON.stringify(value)?.length ?? 0;
  if (length > limits.maxLength) {
    return `must be at most ${count.format(limits.maxLength)} characters long as JSON`;
  }
  return null;
}
