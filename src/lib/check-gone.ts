/**
 * The API's answer for a card or home-loan check this browser may no longer open (the account it
 * belongs to signed out here, or it was made in another browser): code `SURVEY_NOT_FOUND`, in
 * words that name no id. Read without the API client, so nothing heavy comes with it.
 */
export const CHECK_GONE_CODE = 'SURVEY_NOT_FOUND';

export function isCheckGone(error: unknown): boolean {
  return error instanceof Error && (error as Error & { code?: unknown }).code === CHECK_GONE_CODE;
}

/**
 * Sends a check's answers to the check kept for this visitor, or, when that check is gone (or
 * there is none), as a new one: `send(id)` with the kept id, then with null.
 */
export async function sendToKeptCheck<Answer>(
  keptId: string | null,
  send: (id: string | null) => Promise<Answer>,
): Promise<Answer> {
  try {
    return await send(keptId);
  } catch (error) {
    if (keptId === null || !isCheckGone(error)) throw error;
    return send(null);
  }
}
