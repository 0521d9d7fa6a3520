/**
 * Whether the CDR Register answers at all, asked once with a short time-out before a refresh: a
 * machine without a route to it gives up in seconds instead of after every brand's retries.
 * Any HTTP answer counts as reachable; the refresh itself judges what the register says.
 */
export const DEFAULT_PROBE_TIMEOUT_MS = 4_000;

/** Why the register cannot be reached, or null when it answered. */
export async function registerUnreachable(
  registerUrl: string,
  options: { timeoutMs?: number; fetch?: typeof fetch; userAgent: string },
): Promise<string | null> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS;
  const get = options.fetch ?? fetch;
  try {
    const answer = await get(registerUrl, {
      headers: { 'user-agent': options.userAgent },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await answer.body?.cancel();
    return null;
  } catch (error) {
    return unreachableReason(error, timeoutMs);
  }
}

function unreachableReason(error: unknown, timeoutMs: number): string {
  const { name, message, cause } = error as { name?: string; message?: string; cause?: unknown };
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `no answer within ${(timeoutMs / 1000).toLocaleString('en-AU')} s`;
  }
  const { code, hostname } = (cause ?? {}) as { code?: string; hostname?: string };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return hostname ? `the name ${hostname} does not resolve` : 'its name does not resolve';
  if (code === 'ECONNREFUSED') return 'the connection was refused';
  if (code === 'ENETUNREACH' || code === 'EHOSTUNREACH') return 'no route to it';
  return code ?? message ?? String(error);
}
