import { listHistory } from '../services/user-records';
import { getEventHistory } from '../../src/api/account';
import { defineContractRoute } from './define-route';
import { type PageQuery, pageQuerySchema, readPage } from './pagination';

/** The signed-in user's account history (sign-up, sign-ins, later: surveys and offers), newest first. */
export const getEventHistoryRoute = defineContractRoute<typeof getEventHistory, 'signed-in', PageQuery>(
  getEventHistory,
  {
    session: 'signed-in',
    query: pageQuerySchema,
    handler: ({ ctx, userId, query }) => listHistory(ctx.db, userId, readPage(query)),
  },
);
