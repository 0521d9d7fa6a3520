/** How long to wait before asking again for a chunk that failed to load. */
export const CHUNK_RETRY_DELAY_MS = 1000;

/**
 * Loads a code chunk (`() => import(...)`), asking once more after a moment if the first request
 * fails: on a flaky connection the second often succeeds.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_DELAY_MS));
    return load();
  }
}
