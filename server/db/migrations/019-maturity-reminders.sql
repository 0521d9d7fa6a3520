-- "Remind me before it matures" (docs/api-deposit-checks.md): one per term-deposit check, sent 14
-- days and 2 days before the check's maturity date (read from the check itself, so a changed date
-- moves the reminders with it), by e-mail or by text. A text goes only to the signed-in account's
-- own mobile number (proved at sign-up), read when it is sent; an e-mail to an address proved as
-- the card reminders' are (services/follow-up-opt-in.ts). The messages themselves are keyed in
-- sent_messages by reminder, maturity date and days before, so each goes once.
CREATE TABLE maturity_reminders (
  id bigserial PRIMARY KEY,
  survey_id uuid NOT NULL UNIQUE REFERENCES surveys (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  -- Lower-cased; null for a text.
  email text,
  -- When the address was proved: null until then (an e-mail to an address not the account's own).
  email_confirmed_at timestamptz,
  -- The Sydney day the reminder was set: a reminder day already past then is not sent.
  asked_on date NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((channel = 'email') = (email IS NOT NULL))
);
CREATE INDEX maturity_reminders_unconfirmed ON maturity_reminders (updated_at)
  WHERE email_confirmed_at IS NULL;
