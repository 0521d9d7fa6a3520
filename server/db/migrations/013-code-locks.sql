-- Wrong one-time codes are capped per account (per address where there is no account) over a day;
-- past the cap, its codes stop working until `locked_until` (services/code-locks.ts).
CREATE TABLE code_locks (
  key text PRIMARY KEY,
  locked_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
-- The network a code was asked from (an IPv4 address or an IPv6 /64): the per-address send limit
-- counts each network's sends apart, so sends from elsewhere cannot use up the owner's.
ALTER TABLE one_time_codes ADD COLUMN requested_from text;
CREATE INDEX one_time_codes_user ON one_time_codes (user_id, created_at) WHERE user_id IS NOT NULL;
