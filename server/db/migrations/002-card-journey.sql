-- The credit-card journey (docs/api-card-journey.md): what the visitor entered, the figures we
-- showed them, what they chose and what they asked us to do next.

-- A credit-card survey keeps the cards as entered (dollars), the estimate as answered and a
-- summary of the last offers (ids, types, savings), so a signed-in visitor finds them again.
ALTER TABLE surveys
  ADD COLUMN frontend text,
  ADD COLUMN cards jsonb,
  ADD COLUMN estimate jsonb,
  ADD COLUMN offers jsonb,
  ADD COLUMN estimated_at timestamptz,
  ADD COLUMN offers_at timestamptz;

-- One row per offer and type: telling us the same outcome twice changes nothing. `offer` is the
-- offer summary at the time, so the choice stays readable after the survey is estimated again.
CREATE TABLE survey_outcomes (
  survey_id uuid NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  offer_id text NOT NULL,
  offer_type text NOT NULL CHECK (offer_type IN ('Stay', 'Switch')),
  outcome text NOT NULL CHECK (outcome IN ('chosen', 'dismissed')),
  offer jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (survey_id, offer_id, offer_type)
);
CREATE INDEX survey_outcomes_chosen ON survey_outcomes (survey_id, updated_at) WHERE outcome = 'chosen';

-- A request to move to another card at the same bank. One per survey and offer: a resent form
-- updates the contact details and keeps the reference.
CREATE TABLE product_transfer_requests (
  id uuid PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  survey_id uuid NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  offer_id text NOT NULL,
  provider_id text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  visit_id uuid,
  browser_id text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  -- Lower-cased; the mobile number in E.164.
  email text NOT NULL,
  mobile_number text NOT NULL,
  card_last_four text,
  preferred_contact text NOT NULL CHECK (preferred_contact IN ('email', 'phone')),
  consented_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (survey_id, offer_id)
);

-- "Remind me", "tell me when a card would save me $50" and the "to be" wish list: one of each
-- kind per survey; registering again updates it.
CREATE TABLE survey_registrations (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('nudge', 'no_offers', 'to_be')),
  survey_id uuid NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  email text NOT NULL,
  first_name text,
  remind_on date,
  interests jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (kind, survey_id)
);
CREATE INDEX survey_registrations_remind_on ON survey_registrations (remind_on) WHERE kind = 'nudge';

-- Cards visitors hold that our data lacks; staff read them in offer-qa.
CREATE TABLE missing_products (
  id uuid PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  visit_id uuid,
  browser_id text,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  provider_id text,
  provider_name text NOT NULL,
  card_name text NOT NULL,
  annual_fee_cents integer,
  purchase_rate double precision,
  email text,
  created_at timestamptz NOT NULL
);
CREATE INDEX missing_products_created_at ON missing_products (created_at DESC);

-- A signed-in user's saved cards with their usage (dollars, as entered), replaced as a whole.
CREATE TABLE user_products (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  products jsonb NOT NULL,
  source text NOT NULL CHECK (source IN ('account', 'email-link')),
  updated_at timestamptz NOT NULL
);
