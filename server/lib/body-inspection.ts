/**
 * One look at every value and field name of a parsed request body (or query string) before any
 * schema or handler sees it. What is refused here is refused for every route alike, because each
 * of these passed a schema and then failed later (in PostgreSQL, in JSON.stringify) or was
 * stored changed:
 * - NUL and half surrogate pairs, in values and in field names (lib/text.ts says why);
 * - nesting deeper than MAX_BODY_DEPTH: JSON.stringify and recursive checks overflow the stack
 *   a few thousand levels down;
 * - numbers too large for a double (JSON.parse makes 1e400 Infinity, stored as null);
 * - `__proto__` and `constructor.prototype` field names, which a later merge of the object
 *   could turn into a change of every object's prototype.
 */
import { findUnstorableCharacter } from './text';

/** Far deeper than any body the site sends (about 5 levels), far shallower than the stack allows. */
export const MAX_BODY_DEPTH = 32;

/**
 * Nesting past this is refused from the JSON text, before parsing: JSON.parse takes about 0.3 s
 * of the one main thread to build a megabyte of nesting. Below it the parsed body is inspected,
 * which names the field.
 */
export const MAX_TEXT_DEPTH = 256;

/** Segments of a long path shown in a message; the start says which field it is. */
const SHOWN_PATH_SEGMENTS = 5;

export type BodyPart = 'body' | 'query';

interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string | number | null;
  /** Objects and lists around this value. */
  depth: number;
}

function pathOf(visit: Visit): string {
  const keys: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  keys.reverse();
  const shown = keys
    .slice(0, SHOWN_PATH_SEGMENTS)
    .reduce<string>(
      (path, key) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key),
      '',
    );
  return keys.length > SHOWN_PATH_SEGMENTS ? `${shown}...` : shown;
}

function subjectOf(visit: Visit, part: BodyPart): string {
  const path = pathOf(visit);
  if (path === '') return part === 'query' ? 'The query string' : 'The request body';
  return part === 'query' ? `"${path}" in the address` : `"${path}"`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldNameProblem(parent: Visit, key: string, value: unknown, part: BodyPart): string | null {
  const found = findUnstorableCharacter(key);
  if (found) {
    const where = pathOf(parent) === '' ? '' : ` in ${subjectOf(parent, part)}`;
    return `A field name${where} must not contain ${found}.`;
  }
  const field = subjectOf({ value, parent, key, depth: parent.depth + 1 }, part);
  if (key === '__proto__') return `${field} is not allowed: "__proto__" cannot be a field name.`;
  if (key === 'constructor' && isObject(value) && Object.hasOwn(value, 'prototype')) {
    return `${field} is not allowed: "constructor" cannot hold a "prototype" field.`;
  }
  return null;
}

/** A sentence naming the first field that must be refused, or null when the body may go on. */
export function findBodyProblem(
  body: unknown,
  part: BodyPart = 'body',
  maxDepth: number = MAX_BODY_DEPTH,
): string | null {
  // A stack, not recursion: the body may be nested a million levels deep.
  const stack: Visit[] = [{ value: body, parent: null, key: null, depth: 0 }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value, depth } = visit;
    if (typeof value === 'string') {
      const found = findUnstorableCharacter(value);
      if (found) return `${subjectOf(visit, part)} must not contain ${found}.`;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return `${subjectOf(visit, part)} is a number too large to use.`;
    } else if (isObject(value)) {
      if (depth >= maxDepth) {
        return `${subjectOf(visit, part)} is nested too deeply: objects and lists may be nested at most ${maxDepth} levels.`;
      }
      // Pushed in reverse, so that the first problem in reading order is the one reported.
      if (Array.isArray(value)) {
        for (let index = value.length - 1; index >= 0; index -= 1) {
          stack.push({ value: value[index], parent: visit, key: index, depth: depth + 1 });
        }
        continue;
      }
      const keys = Object.keys(value);
      for (const key of keys) {
        const problem = fieldNameProblem(visit, key, value[key], part);
        if (problem) return problem;
      }
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index] as string;
        stack.push({ value: value[key], parent: visit, key, depth: depth + 1 });
      }
    }
  }
  return null;
}

const OPEN_OBJECT = 0x7b; // {
const OPEN_LIST = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_LIST = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Where in the JSON text objects and lists first nest deeper than `limit` (the index of the
 * bracket that opens one level too many), or null. Brackets inside strings do not count; the text
 * need not be valid JSON, since JSON.parse judges that afterwards.
 */
export function nestingOverflowAt(text: string, limit: number = MAX_TEXT_DEPTH): number | null {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_LIST) {
      depth += 1;
      if (depth > limit) return index;
    } else if (code === CLOSE_OBJECT || code === CLOSE_LIST) {
      depth -= 1;
    }
  }
  return null;
}
