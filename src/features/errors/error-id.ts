/**
 * Error reference ids: the time in base 36 (so ids sort by when they happened) and a random part
 * (so two visitors failing in the same millisecond still differ), e.g. `M3X9K2AB-7QF2C9`.
 */
export function makeErrorId(now: number = Date.now(), random: () => number = Math.random): string {
  const time = now.toString(36).toUpperCase();
  const randomPart = Math.floor(random() * 36 ** 6)
    .toString(36)
    .toUpperCase()
    .padStart(6, '0');
  return `${time}-${randomPart}`;
}
