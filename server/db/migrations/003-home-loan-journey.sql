-- The home-loan journey (docs/api-home-loan-journey.md): the loan the visitor has now, their
-- registration and confirmed mobile, what they did with each offer, the offers they accepted and
-- the referrals passed to the refinance partner.

-- A home-loan survey is a `surveys` row of kind 'home_loan' (same owners and the same resume rule
-- as card surveys). `current_loan` is the `current` object as the API answers it (dollars as
-- entered, defaults filled in).
ALTER TABLE surveys
  ADD COLUMN current_loan jsonb,
  ADD COLUMN current_loan_at timestamptz;

-- Registration codes reuse one_time_codes. `subject` ties a code to what it confirms (the survey
-- id for a home-loan registration; null for sign-up and sign-in codes).
ALTER TABLE one_time_codes
  ADD COLUMN subject text,
  DROP CONSTRAINT one_time_codes_purpose_check,
  ADD CONSTRAINT one_time_codes_purpose_check
    CHECK (purpose IN ('signup_email', 'signup_mobile', 'signin', 'hl_registration'));

-- One registration per survey. Sending the form again replaces the details and clears
-- verified_at until the new code is entered. Preferences stay null until the visitor sets them.
CREATE TABLE hl_registrations (
  survey_id uuid PRIMARY KEY REFERENCES surveys (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  browser_id text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  -- Lower-cased; the mobile number in E.164.
  email text NOT NULL,
  mobile_number text NOT NULL,
  consented_at timestamptz NOT NULL,
  code_sent_at timestamptz NOT NULL,
  verified_at timestamptz,
  rate_alerts boolean,
  alert_threshold_cents integer CHECK (alert_threshold_cents IN (50000, 100000, 200000)),
  preferred_contact text CHECK (preferred_contact IN ('email', 'phone')),
  best_time text CHECK (best_time IN ('morning', 'afternoon', 'evening', 'any')),
  preferences_updated_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX hl_registrations_rate_alerts ON hl_registrations (alert_threshold_cents)
  WHERE rate_alerts AND verified_at IS NOT NULL;

-- One outcome per survey and offer; a different outcome replaces it. `offer` is the offer summary
-- at the time, so it stays readable after the loan's figures change.
CREATE TABLE hl_survey_outcomes (
  survey_id uuid NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  offer_id text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('chosen', 'dismissed')),
  offer jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (survey_id, offer_id)
);

-- An accepted offer. One per survey and offer: accepting again answers the same reference.
CREATE TABLE hl_acceptances (
  id uuid PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  survey_id uuid NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  offer_id text NOT NULL,
  offer_type text NOT NULL CHECK (offer_type IN ('Stay', 'Switch')),
  provider_id text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  browser_id text,
  -- The offer summary as accepted, and the loan it was worked out for.
  offer jsonb NOT NULL,
  current_loan jsonb NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (survey_id, offer_id)
);

-- Referrals to the refinance partner, kept whatever happened: one row per survey and offer, sent
-- again while it has not been delivered. `payload` is the JSON posted (or written to the outbox).
CREATE TABLE hl_partner_referrals (
  id uuid PRIMARY KEY,
  survey_id uuid NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  offer_id text NOT NULL,
  provider_id text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  browser_id text,
  payload jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  -- 'webhook' (REFINANCE_WEBHOOK_URL) or 'outbox' (no URL configured).
  destination text CHECK (destination IN ('webhook', 'outbox')),
  partner_status integer,
  partner_answer jsonb,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  last_attempt_at timestamptz,
  sent_at timestamptz,
  UNIQUE (survey_id, offer_id)
);
CREATE INDEX hl_partner_referrals_failed ON hl_partner_referrals (updated_at) WHERE status = 'failed';
