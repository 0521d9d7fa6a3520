-- Reminders and alerts go only to an address the visitor has proved (double opt-in): the
-- signed-in account's own e-mail (proved at sign-up), an address already proved for the same
-- survey, or one that was sent a signed link which the visitor then used
-- (services/follow-up-opt-in.ts). email_confirmed_at is when the registration's current address
-- was proved: null until then, and again after the address changes. The follow-up jobs send
-- nothing to a registration without it.
ALTER TABLE survey_registrations ADD COLUMN email_confirmed_at timestamptz;
ALTER TABLE hl_registrations ADD COLUMN email_confirmed_at timestamptz;

-- Registrations from before: only those made by a signed-in user with the account's own address
-- count as proved. The others are never sent, and housekeeping removes the card ones (a
-- home-loan registration stays: its mobile number is proved; only its rate alerts wait).
UPDATE survey_registrations r SET email_confirmed_at = r.created_at
FROM users u
WHERE u.id = r.user_id AND lower(u.email) = lower(r.email);
UPDATE hl_registrations r SET email_confirmed_at = r.created_at
FROM users u
WHERE u.id = r.user_id AND lower(u.email) = lower(r.email);

CREATE INDEX survey_registrations_unconfirmed ON survey_registrations (updated_at)
  WHERE email_confirmed_at IS NULL;

-- Each e-mail asking to confirm an address, kept a week (the life of its link): at most one per
-- survey and address in ten minutes, and a few per address a day, counted per network and in
-- all (the network: an IPv4 address or an IPv6 /64, as for one-time codes).
CREATE TABLE confirmation_emails (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  survey_id uuid NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  requested_from text,
  sent_at timestamptz NOT NULL
);
CREATE INDEX confirmation_emails_email ON confirmation_emails (email, sent_at);
CREATE INDEX confirmation_emails_sent_at ON confirmation_emails (sent_at);
