-- News about StaySmart goes only to an account that ticked the box for it: the time it agreed, or
-- null. Every account was put on the news list at sign-up without being asked, so that counts as
-- no consent; a member who chose "Subscribe" on the account page later did agree, at that time.
ALTER TABLE users ADD COLUMN marketing_opt_in_at timestamptz;
UPDATE users SET marketing_opt_in_at = subscriptions.updated_at
  FROM subscriptions
  WHERE subscriptions.user_id = users.id AND subscriptions.list = 'newsletter'
    AND subscriptions.subscribed AND subscriptions.source <> 'signup';
DROP TABLE subscriptions;

-- A saved card removed on the account page, kept for a few minutes so "Undo" can put it back as it
-- was, at its place in the list (services/removed-cards.ts); housekeeping deletes it after that.
CREATE TABLE removed_user_products (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product jsonb NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  removed_at timestamptz NOT NULL
);
CREATE INDEX removed_user_products_removed_at ON removed_user_products (removed_at);
