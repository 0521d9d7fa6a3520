import { MAX_ACTIONS_PER_BATCH, updateEvents } from '../../src/api/site';
import { ApiError, badRequest } from '../lib/api-error';
import { readClientTime } from '../lib/client-time';
import { checkWebAddress, decodeWebAddress } from '../lib/web-address';
import { visitBelongsToBrowser } from '../services/visits';
import { BODY_LIMIT_BYTES, defineContractRoute } from './define-route';

/** The action's address: base64 like every address the client sends, or (leniently) a plain path or URL. */
function actionUrl(value: string | null | undefined, index: number): string | null {
  if (!value) return null;
  const address = decodeWebAddress(value) ?? checkWebAddress(value);
  if (!address)
    throw badRequest(`"actions[${index}].url" must be a base64-encoded http(s) address or site path.`);
  return address;
}

/**
 * Stores a batch of tracked actions. Idempotent: an action is identified by (dc_id, sequence_id),
 * so a batch that is retried after a lost response stores nothing twice.
 */
export const updateEventsRoute = defineContractRoute(updateEvents, {
  session: 'required',
  rateLimit: 'write',
  // A batch of up to MAX_ACTIONS_PER_BATCH actions, each with its data and address.
  bodyLimit: BODY_LIMIT_BYTES,
  handler: async ({ ctx, session, body, now }) => {
    if (body.actions.length > MAX_ACTIONS_PER_BATCH) {
      throw new ApiError(
        413,
        'PAYLOAD_TOO_LARGE',
        `A batch can hold at most ${MAX_ACTIONS_PER_BATCH} actions (this one has ${body.actions.length}). Send them in smaller batches.`,
      );
    }
    let visitId = session.visitId;
    if (body.visit_id && body.visit_id !== visitId) {
      if (!(await visitBelongsToBrowser(ctx.db, body.visit_id, session.browserId))) {
        throw new ApiError(
          403,
          'FORBIDDEN',
          'This visit does not belong to your browser. Reload the page to start a new visit.',
        );
      }
      visitId = body.visit_id;
    }
    if (body.actions.length === 0) return { received: 0, stored: 0, duplicates: 0 };
    const actions = body.actions.map((action, index) => ({
      sequence_id: action.sequence_id,
      action: action.action,
      data: action.data === undefined ? null : action.data,
      url: actionUrl(action.url, index),
      occurred_at: readClientTime(action.timestamp, `actions[${index}].timestamp`),
      started_at: readClientTime(action.start_timestamp, `actions[${index}].start_timestamp`),
    }));
    // Answered once the batch is committed, so a 2xx means stored.
    const { stored } = await ctx.batches.events.add({
      dcId: body.dc_id,
      visitId,
      browserId: session.browserId,
      userId: session.userId,
      app: body.app ?? null,
      receivedAt: now,
      actions,
    });
    return { received: actions.length, stored, duplicates: actions.length - stored };
  },
});
