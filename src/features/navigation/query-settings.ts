/**
 * Settings of a page kept in its address's query string (`?sort=annual-fee&dir=desc&program=flybuys`),
 * so that a reload or a shared link shows the same view. Each setting reads its own parameter and
 * knows its values: a value it does not know is ignored and dropped from the address, never an
 * error. A setting at its initial value is left out of the address, so the default view has a
 * clean one. Parameters that belong to no setting (a campaign tag, a visit id) are kept as they are.
 */

export interface QuerySetting<T> {
  /** The value when the address names none; never written to the address. */
  initial: T;
  /** The value the address's text names, or undefined when it names none this setting knows. */
  parse(text: string): T | undefined;
  /** The address's text for a value. */
  format(value: T): string;
}

/** One setting per parameter, under the parameter's name. */
export type QuerySettings<V> = { readonly [K in keyof V & string]: QuerySetting<V[K]> };

function names<V>(settings: QuerySettings<V>): (keyof V & string)[] {
  return Object.keys(settings) as (keyof V & string)[];
}

export function initialQueryValues<V>(settings: QuerySettings<V>): V {
  return Object.fromEntries(names(settings).map((name) => [name, settings[name].initial])) as V;
}

/** True when every setting is at its initial value. */
export function atInitialValues<V>(settings: QuerySettings<V>, values: V): boolean {
  return names(settings).every((name) => Object.is(values[name], settings[name].initial));
}

/**
 * The query string for `values` on top of `search`: the other parameters kept in their order,
 * these settings after them in the settings' order, initial values left out. '' or '?...'.
 */
export function writeQuerySettings<V>(settings: QuerySettings<V>, values: V, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of names(settings)) params.delete(name);
  for (const name of names(settings)) {
    const setting = settings[name];
    if (!Object.is(values[name], setting.initial)) params.append(name, setting.format(values[name]));
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * What the address says: each setting's value (its first readable one, or its initial value), and
 * the query string as it should read, without the values that were not understood.
 */
export function readQuerySettings<V>(
  settings: QuerySettings<V>,
  search: string,
): { values: V; search: string } {
  const params = new URLSearchParams(search);
  const values = initialQueryValues(settings);
  for (const name of names(settings)) {
    for (const text of params.getAll(name)) {
      const value = settings[name].parse(text);
      if (value !== undefined) {
        values[name] = value;
        break;
      }
    }
  }
  return { values, search: writeQuerySettings(settings, values, search) };
}

/** A setting with a fixed list of values, each written as itself. */
export function oneOf<T extends string>(choices: readonly T[], initial: T): QuerySetting<T> {
  return {
    initial,
    parse: (text) => choices.find((choice) => choice === text),
    format: (value) => value,
  };
}

/** A yes/no setting, written `yes` or `no`. */
export function yesNo(initial: boolean): QuerySetting<boolean> {
  return {
    initial,
    parse: (text) => (text === 'yes' ? true : text === 'no' ? false : undefined),
    format: (value) => (value ? 'yes' : 'no'),
  };
}

/** A number from `min` to `max`, written in plain digits (`250000`, `4.5`). */
export function numberBetween(min: number, max: number, initial: number): QuerySetting<number> {
  return {
    initial,
    parse: (text) => {
      if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
      const value = Number(text);
      return value >= min && value <= max ? value : undefined;
    },
    format: (value) => String(value),
  };
}
