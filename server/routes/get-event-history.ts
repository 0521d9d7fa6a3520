import { listHistory } from '../services/user-records';
import { defineRoute, EMPTY_BODY } from './define-route';
import { type PageQuery, pageQuerySchema, readPage } from './pagination';

/** The signed-in user's account history (sign-up, sign-ins, later: surveys and offers), newest first. */
export const getEventHistoryRoute = defineRoute<Record<string, never>, PageQuery, 'signed-in'>({
  path: '/getEventHistory/',
  session: 'signed-in',
  body: EMPTY_BODY,
  query: pageQuerySchema,
  handler: ({ ctx, userId, query }) => listHistory(ctx.db, userId, readPage(query)),
});
