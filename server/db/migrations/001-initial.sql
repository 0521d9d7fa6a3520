-- Initial schema. Times are timestamptz written by the application clock, so tests can move time.
-- Ids the server makes are uuids from crypto.randomUUID(); high-volume logs use bigserial.

-- Server-side secrets (the key for one-time-code hashes and signed tokens). Kept in the database
-- so that every process sharing a database uses the same key.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A browser is the random id the client keeps in local storage.
CREATE TABLE browsers (
  id text PRIMARY KEY,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  user_agent text,
  -- The last postcode the visitor gave (survey or registration), for /getUserLocation/.
  postcode text
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  -- Lower-cased; mobile numbers in E.164 (+614xxxxxxxx).
  email text NOT NULL UNIQUE,
  mobile_number text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  last_signed_in_at timestamptz
);

CREATE TABLE visits (
  id uuid PRIMARY KEY,
  browser_id text NOT NULL REFERENCES browsers (id),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  referrer text,
  ga_id text,
  app text,
  frontend text,
  client_info jsonb,
  cookies jsonb,
  flags jsonb
);
CREATE INDEX visits_browser_id ON visits (browser_id);

-- Only a hash of the session id is stored: a copy of this table cannot be used to sign in.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  xsrf_token text NOT NULL,
  browser_id text NOT NULL,
  visit_id uuid REFERENCES visits (id) ON DELETE SET NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  signed_in_at timestamptz
);
CREATE INDEX sessions_user_id ON sessions (user_id);

-- One row per code sent (or, for an address without an account, per code we pretend to send:
-- deliverable = false, so nothing reveals whether the account exists).
CREATE TABLE one_time_codes (
  id uuid PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('signup_email', 'signup_mobile', 'signin')),
  session_hash text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  destination text NOT NULL,
  deliverable boolean NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  signup jsonb,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  superseded_at timestamptz
);
CREATE INDEX one_time_codes_destination ON one_time_codes (destination, created_at);
CREATE INDEX one_time_codes_session ON one_time_codes (session_hash, purpose, created_at);

-- Credit-card and home-loan surveys; the survey routes fill this table, /checkActiveEvent/ reads it.
CREATE TABLE surveys (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('credit_card', 'home_loan')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished', 'abandoned')),
  browser_id text,
  visit_id uuid REFERENCES visits (id) ON DELETE SET NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX surveys_browser_id ON surveys (browser_id, updated_at);
CREATE INDEX surveys_user_id ON surveys (user_id, updated_at);

-- Tracked user actions, uploaded in batches. (dc_id, sequence_id) is unique, so a batch sent
-- twice stores each action once.
CREATE TABLE events (
  id bigserial PRIMARY KEY,
  dc_id text NOT NULL,
  sequence_id bigint NOT NULL,
  visit_id uuid,
  browser_id text,
  user_id uuid,
  app text,
  action text NOT NULL,
  data jsonb,
  url text,
  occurred_at timestamptz,
  started_at timestamptz,
  received_at timestamptz NOT NULL,
  UNIQUE (dc_id, sequence_id)
);
CREATE INDEX events_visit_id ON events (visit_id);

CREATE TABLE error_reports (
  id bigserial PRIMARY KEY,
  error_id text NOT NULL,
  visit_id text,
  browser_id text,
  name text,
  message text,
  stack text,
  raw jsonb,
  url text,
  user_agent text,
  created_at timestamptz NOT NULL
);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  seen_at timestamptz
);
CREATE INDEX notifications_user_id ON notifications (user_id, created_at DESC, id DESC);

CREATE TABLE event_history (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  description text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX event_history_user_id ON event_history (user_id, created_at DESC, id DESC);

CREATE TABLE subscriptions (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  list text NOT NULL,
  subscribed boolean NOT NULL,
  source text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, list)
);

-- Offers a visitor can be sent to. Seeded from the reference data at start-up: one 'Switch' offer
-- per product that has a web address in our data. The destination only ever comes from here.
CREATE TABLE offers (
  id text PRIMARY KEY,
  provider_id text NOT NULL,
  product_id text NOT NULL,
  category text NOT NULL,
  offer_type text NOT NULL,
  destination_url text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Every /productRedirect/ call; the id is the click id passed on to the provider.
CREATE TABLE redirects (
  id uuid PRIMARY KEY,
  offer_id text NOT NULL REFERENCES offers (id),
  offer_type text NOT NULL,
  visit_id uuid,
  browser_id text,
  user_id uuid,
  survey_id text,
  webpage_url text,
  destination_url text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX redirects_offer_id ON redirects (offer_id, created_at);
