-- "Tell me when an account I can open pays at least $X more a year": one alert per savings check
-- (setting it again replaces the amount and the address). `email_confirmed_at` is set at once for
-- an address already proved (the signed-in account's own) and otherwise by the confirmation link;
-- only confirmed alerts are looked at after each data refresh (jobs/deposit-alerts.ts).
CREATE TABLE deposit_alerts (
  survey_id uuid PRIMARY KEY REFERENCES surveys (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  threshold_cents integer NOT NULL CHECK (threshold_cents > 0),
  email_confirmed_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX deposit_alerts_user ON deposit_alerts (user_id);
