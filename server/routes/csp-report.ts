import { BODY_LIMIT_BYTES, defineRoute, type JsonSchema } from './define-route';

/** A report as sent for `report-uri`, with the CSP 2 field names. */
interface CspReportUriReport {
  'document-uri': string;
  referrer?: string | null;
  'blocked-uri'?: string | null;
  'effective-directive'?: string | null;
  'violated-directive'?: string | null;
  disposition?: string | null;
  'source-file'?: string | null;
  'line-number'?: number | null;
  'column-number'?: number | null;
  'status-code'?: number | null;
  'script-sample'?: string | null;
  'original-policy'?: string | null;
}

/** One report of a Reporting API batch (`report-to`). */
interface ReportingApiReport {
  type: 'csp-violation';
  user_agent?: string | null;
  body: {
    documentURL: string;
    referrer?: string | null;
    blockedURL?: string | null;
    effectiveDirective: string;
    disposition?: string | null;
    sourceFile?: string | null;
    lineNumber?: number | null;
    columnNumber?: number | null;
    statusCode?: number | null;
    sample?: string | null;
    originalPolicy?: string | null;
  };
}

type CspReportBody = { 'csp-report': CspReportUriReport } | ReportingApiReport[];

const text = (maxLength: number): JsonSchema => ({ type: ['string', 'null'], maxLength });
const address = text(8192);
const directive = text(100);
/** Line and column numbers; an integer column holds them. */
const position: JsonSchema = { type: ['integer', 'null'], minimum: 0, maximum: 2_147_483_647 };
const statusCode: JsonSchema = { type: ['integer', 'null'], minimum: 0, maximum: 999 };
const disposition: JsonSchema = { type: ['string', 'null'], enum: ['enforce', 'report', null] };
const policy = text(16_384);
const sample = text(1000);

/**
 * Browsers write these objects, and their fields grow with the standard (a sample of the blocked
 * code came late, and browsers differ in which they send), so fields not listed here are ignored,
 * not refused: a browser update must not turn every report into a 400. The envelope, the types and
 * lengths of the fields we store, and the number of fields are checked as everywhere else.
 */
const REPORT_OBJECT = { type: 'object', maxProperties: 40 } as const;

const reportUriSchema: JsonSchema = {
  type: 'object',
  properties: {
    'csp-report': {
      ...REPORT_OBJECT,
      properties: {
        'document-uri': { type: 'string', minLength: 1, maxLength: 8192 },
        referrer: address,
        'blocked-uri': address,
        'effective-directive': directive,
        'violated-directive': directive,
        disposition,
        'source-file': address,
        'line-number': position,
        'column-number': position,
        'status-code': statusCode,
        'script-sample': sample,
        'original-policy': policy,
      },
      required: ['document-uri'],
    },
  },
  required: ['csp-report'],
  additionalProperties: false,
};

const reportingApiSchema: JsonSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 100,
  items: {
    ...REPORT_OBJECT,
    properties: {
      type: { type: 'string', enum: ['csp-violation'] },
      user_agent: text(1000),
      body: {
        ...REPORT_OBJECT,
        properties: {
          documentURL: { type: 'string', minLength: 1, maxLength: 8192 },
          referrer: address,
          blockedURL: address,
          effectiveDirective: { type: 'string', maxLength: 100 },
          disposition,
          sourceFile: address,
          lineNumber: position,
          columnNumber: position,
          statusCode,
          sample,
          originalPolicy: policy,
        },
        required: ['documentURL', 'effectiveDirective'],
      },
    },
    required: ['type', 'body'],
  },
};

/** The column values of one stored violation. */
interface CspViolationRow {
  via: 'report-uri' | 'report-to';
  document_url: string;
  referrer: string | null;
  blocked_url: string | null;
  effective_directive: string | null;
  violated_directive: string | null;
  disposition: string | null;
  source_file: string | null;
  line_number: number | null;
  column_number: number | null;
  status_code: number | null;
  sample: string | null;
  original_policy: string | null;
  user_agent: string | null;
}

function rowsOf(body: CspReportBody, headerUserAgent: string | null): CspViolationRow[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    return [
      {
        via: 'report-uri',
        document_url: report['document-uri'],
        referrer: report.referrer ?? null,
        blocked_url: report['blocked-uri'] ?? null,
        // Older browsers name only the directive as written in the policy.
        effective_directive: report['effective-directive'] ?? null,
        violated_directive: report['violated-directive'] ?? null,
        disposition: report.disposition ?? null,
        source_file: report['source-file'] ?? null,
        line_number: report['line-number'] ?? null,
        column_number: report['column-number'] ?? null,
        status_code: report['status-code'] ?? null,
        sample: report['script-sample'] ?? null,
        original_policy: report['original-policy'] ?? null,
        user_agent: headerUserAgent,
      },
    ];
  }
  return body.map(({ body: report, user_agent: userAgent }) => ({
    via: 'report-to',
    document_url: report.documentURL,
    referrer: report.referrer ?? null,
    blocked_url: report.blockedURL ?? null,
    effective_directive: report.effectiveDirective,
    violated_directive: null,
    disposition: report.disposition ?? null,
    source_file: report.sourceFile ?? null,
    line_number: report.lineNumber ?? null,
    column_number: report.columnNumber ?? null,
    status_code: report.statusCode ?? null,
    sample: report.sample ?? null,
    original_policy: report.originalPolicy ?? null,
    // The Reporting API sends reports later, possibly from another browser process: the report's own
    // user agent is the page's.
    user_agent: userAgent ?? headerUserAgent,
  }));
}

/**
 * Stores the Content-Security-Policy violations browsers report, from the `report-uri` and
 * `report-to` of every page's policy. Browsers post these by themselves, with no session header,
 * CSRF token or app key we could ask for, so the route needs none; it is rate limited per address.
 * The body's shape follows its kind: an object under "csp-report", or a Reporting API batch.
 */
export const cspReportRoute = defineRoute<CspReportBody, Record<string, never>, 'none'>({
  // The address the policies name (lib/content-security-policy.ts), under /api/v1.
  path: '/cspReport/',
  session: 'none',
  rateLimit: 'cspReport',
  // Up to 100 reports, each with its addresses and sample.
  bodyLimit: BODY_LIMIT_BYTES,
  body: {
    // The matching shape's own messages name the field that is wrong ("if" picks the shape).
    if: { type: 'array' },
    then: reportingApiSchema,
    else: reportUriSchema,
  },
  handler: async ({ ctx, request, body, now }) => {
    const rows = rowsOf(body, request.headers['user-agent']?.slice(0, 500) ?? null);
    await ctx.db.query(
      `INSERT INTO csp_reports (via, document_url, referrer, blocked_url, effective_directive,
         violated_directive, disposition, source_file, line_number, column_number, status_code,
         sample, original_policy, user_agent, created_at)
       SELECT via, document_url, referrer, blocked_url, effective_directive, violated_directive,
         disposition, source_file, line_number, column_number, status_code, sample,
         original_policy, user_agent, $2::timestamptz
       FROM jsonb_to_recordset($1::jsonb) AS r(via text, document_url text, referrer text,
         blocked_url text, effective_directive text, violated_directive text, disposition text,
         source_file text, line_number integer, column_number integer, status_code integer,
         sample text, original_policy text, user_agent text)`,
      [JSON.stringify(rows), now.toISOString()],
    );
    return { stored: rows.length };
  },
});
