-- Follow-ups (reminders, savings and rate alerts, check-ins, saved-card updates): what is due lives
-- in the tables it is about; the job queue (pg-boss, schema pgboss) runs the sending, with retries.

-- One row per message, keyed by what it is about (e.g. 'reminder:<registration>:<date>'): a
-- retried job, a second run or a second process finds the row and sends nothing twice.
CREATE TABLE sent_messages (
  idempotency_key text PRIMARY KEY,
  kind text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  -- The e-mail address or mobile number (E.164) it went to.
  recipient text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  subject text,
  -- 'suppressed': not sent, because the address had left the message's list.
  status text NOT NULL CHECK (status IN ('sending', 'sent', 'failed', 'suppressed')),
  job_id text,
  attempts integer NOT NULL DEFAULT 0,
  error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX sent_messages_updated_at ON sent_messages (updated_at DESC);

-- Lists an address has left, through the link in an e-mail or the one-click header (RFC 8058).
-- Mail on that list stops at once; resubscribing deletes the row. One-time codes are on no list.
CREATE TABLE email_unsubscribes (
  email text NOT NULL,
  list text NOT NULL,
  source text NOT NULL CHECK (source IN ('link', 'one-click')),
  unsubscribed_at timestamptz NOT NULL,
  PRIMARY KEY (email, list)
);
