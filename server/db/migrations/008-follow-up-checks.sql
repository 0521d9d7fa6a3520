-- Follow-ups that look at the whole market (savings alerts) run once per version of the product
-- data: the version each was last checked against is kept here.
CREATE TABLE follow_up_checks (
  name text PRIMARY KEY,
  data_version text NOT NULL,
  checked_at timestamptz NOT NULL
);

-- A follow-up can be an in-app notification alone (a saved card's figures changed): its key is
-- kept like an e-mail's, so it is never stored twice.
ALTER TABLE sent_messages
  DROP CONSTRAINT sent_messages_channel_check,
  ADD CONSTRAINT sent_messages_channel_check CHECK (channel IN ('email', 'sms', 'in_app'));
