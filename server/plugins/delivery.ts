import type { FastifyBaseLogger } from 'fastify';

/**
 * Messages are sent after the response is decided, not while the client waits: a slow mail server
 * then cannot make "we sent you a code" answer measurably slower than "we pretend to have sent
 * one", which would reveal whether an account exists. `idle()` waits for everything in flight (used
 * at shutdown and by tests that read the outbox).
 */
export interface DeliveryQueue {
  dispatch(description: string, send: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createDeliveryQueue(log: FastifyBaseLogger): DeliveryQueue {
  const pending = new Set<Promise<void>>();
  return {
    dispatch(description, send) {
      const job = send()
        .catch((error: unknown) => log.error({ err: error }, `Could not deliver ${description}`))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
