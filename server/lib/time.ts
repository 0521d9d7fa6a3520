/** The server's notion of now; injected so tests can move time (code expiry, session timeouts). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Rows come back with Date objects from either driver (possibly from another realm under Jest). */
export function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string | number | Date).toISOString();
}

export function toMs(value: unknown): number {
  return new Date(value as string | number | Date).getTime();
}
