-- Content-Security-Policy violations the browsers report (/cspReport/), one row per violation,
-- stored like error reports. A table of its own rather than error_reports with a kind column:
-- a violation has its own facts (which directive blocked what, on which page, from which line),
-- and finding what a policy blocks is a plain GROUP BY over them instead of digging in JSON.
CREATE TABLE csp_reports (
  id bigserial PRIMARY KEY,
  -- How it came: 'report-uri' (application/csp-report) or 'report-to' (the Reporting API).
  via text NOT NULL CHECK (via IN ('report-uri', 'report-to')),
  document_url text NOT NULL,
  referrer text,
  blocked_url text,
  effective_directive text,
  violated_directive text,
  disposition text,
  source_file text,
  line_number integer,
  column_number integer,
  status_code integer,
  sample text,
  original_policy text,
  user_agent text,
  created_at timestamptz NOT NULL
);
CREATE INDEX csp_reports_created_at ON csp_reports (created_at);
