-- Request-rate counters shared by every API process on one PostgreSQL (plugins/rate-limit-store.ts):
-- one row a key, its count in the current window and when that window ends (ms since 1970).
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at_ms bigint NOT NULL
);
CREATE INDEX rate_limit_counters_reset_at_ms ON rate_limit_counters (reset_at_ms);
