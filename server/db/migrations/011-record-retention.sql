-- Housekeeping deletes tracked actions and error reports by age every hour
-- (src/domain/record-retention.ts); these let it find them without reading the whole table.
CREATE INDEX events_received_at ON events (received_at);
CREATE INDEX error_reports_created_at ON error_reports (created_at);
CREATE INDEX visits_last_seen_at ON visits (last_seen_at);
