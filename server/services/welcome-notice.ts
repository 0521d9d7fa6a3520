/**
 * The welcome notice asks a new account for its next step: check a card, save the cards of a
 * check, or nothing once cards are saved. It is worded when listed, from the account as it is then,
 * so it never asks for something already done.
 */
import type { Queryable } from '../db/db';
import { type AccountStart, welcomeBody, WELCOME_NOTIFICATION } from './messages';
import { CREDIT_CARD_SURVEY } from './surveys';
import { findUserProducts } from './user-products';
import type { NotificationItem } from './user-records';

async function accountStart(db: Queryable, userId: string): Promise<AccountStart> {
  const saved = await findUserProducts(db, userId);
  const checks = await db.query(
    'SELECT 1 FROM surveys WHERE user_id = $1 AND kind = $2 AND estimate IS NOT NULL LIMIT 1',
    [userId, CREDIT_CARD_SURVEY],
  );
  return { savedCards: saved.products.length, checkedCards: checks.length > 0 };
}

/** The page's items with the welcome notice, when it is among them, worded for the account now. */
export async function withCurrentWelcome<T extends { items: NotificationItem[] }>(
  db: Queryable,
  userId: string,
  page: T,
): Promise<T> {
  if (!page.items.some((item) => item.kind === WELCOME_NOTIFICATION.kind)) return page;
  const body = welcomeBody(await accountStart(db, userId));
  return {
    ...page,
    items: page.items.map((item) => (item.kind === WELCOME_NOTIFICATION.kind ? { ...item, body } : item)),
  };
}
