-- A change of an account's mobile number or name, kept for a week so the owner can undo it from
-- the e-mail that tells them (services/account-changes.ts).
CREATE TABLE account_changes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('mobile', 'name')),
  previous jsonb NOT NULL,
  changed_at timestamptz NOT NULL,
  undone_at timestamptz
);
CREATE INDEX account_changes_changed_at ON account_changes (changed_at);
