/**
 * The calls every page makes: the start of a page load (/main/), the tracked actions, error
 * reports, the visitor's state for the journeys, and the server's health. Times are ISO date-times.
 */
import { type Static, Type } from '@sinclair/typebox';
import { commonRequestFields, defineContract, requestBody } from './contract';
import { answerOneOf, freeForm, nullable, orNull } from './fields';

const smallObject = (limits: { maxDepth: number; maxLength: number }) =>
  freeForm<Record<string, unknown>>(limits, { type: 'object', maxProperties: 100, description: 'an object' });

const mainProduct = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  big4: Type.Boolean(),
  /** Credit cards only, when the provider has another card of the same name: what tells them apart. */
  label: Type.Optional(Type.String()),
  /** Credit cards only, when the survey asks the visitor's earn rate (not published): the points' name. */
  asks_earn_rate: Type.Optional(Type.Object({ points_name: Type.String() })),
});
export type MainProductAnswer = Static<typeof mainProduct>;

const mainProvider = Type.Object({
  id: Type.String(),
  name: Type.String(),
  url_slug: Type.String(),
  big4: Type.Boolean(),
  products: Type.Array(mainProduct),
});
export type MainProviderAnswer = Static<typeof mainProvider>;

/**
 * Start of every page load: records the browser, starts or resumes the visit, makes sure there is
 * a session, and answers the providers with their personal products. A `browser_id` is accepted
 * from older pages and ignored: the server's cookie names the browser.
 */
export const main = defineContract({
  path: '/main/',
  request: requestBody({
    client_info: Type.Optional(smallObject({ maxDepth: 4, maxLength: 5_000 })),
    ga_id: Type.Optional(nullable(Type.String({ maxLength: 200 }))),
    cookies: Type.Optional(
      freeForm<boolean | Record<string, unknown>>(
        { maxDepth: 2, maxLength: 2_000 },
        {
          type: ['boolean', 'object'],
          maxProperties: 50,
          description: 'true, false or an object of consent choices',
        },
      ),
    ),
    browser_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        pattern: '^[A-Za-z0-9_.:-]+$',
        description:
          'up to 64 letters, digits or dashes (it is ignored: the server’s cookie names the browser)',
      }),
    ),
    referrer: Type.Optional(
      Type.String({ maxLength: 4096, description: 'a base64-encoded web address, or empty' }),
    ),
    app: Type.Optional(Type.String({ maxLength: 100 })),
    frontend: Type.Optional(Type.String({ maxLength: 100 })),
    flags: Type.Optional(smallObject({ maxDepth: 2, maxLength: 5_000 })),
  }),
  response: Type.Object({
    /** The first and last day the server's figures were fetched from the banks. */
    figures_dates: Type.Object({ from: Type.String(), to: Type.String() }),
    providers: Type.Array(mainProvider),
    visit_id: Type.String(),
    resumed: Type.Boolean(),
  }),
});

export const MAX_ACTIONS_PER_BATCH = 500;

const clientTime = Type.Optional(
  Type.Unsafe<number | string | null>({
    type: ['integer', 'string', 'null'],
    maxLength: 40,
    description: 'milliseconds since 1970 or an ISO date-time, from 2000-01-01 to 2099-12-31',
  }),
);

/**
 * A batch of tracked actions (at most MAX_ACTIONS_PER_BATCH), stored once each: an action is
 * identified by (dc_id, sequence_id), so a retried batch stores nothing twice.
 */
export const updateEvents = defineContract({
  path: '/updateEvents/',
  request: requestBody({
    actions: Type.Array(
      Type.Object(
        {
          action: Type.String({ minLength: 1, maxLength: 100 }),
          data: Type.Optional(freeForm({ maxDepth: 8, maxLength: 10_000 })),
          url: Type.Optional(nullable(Type.String({ maxLength: 4096 }))),
          timestamp: clientTime,
          sequence_id: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
          start_timestamp: clientTime,
        },
        { additionalProperties: false },
      ),
    ),
    dc_id: Type.String({
      minLength: 4,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_.:-]+$',
      description: 'an id of letters, digits, dot, colon, dash or underscore',
    }),
    app: Type.Optional(nullable(Type.String({ maxLength: 100 }))),
  }),
  response: Type.Object({ received: Type.Integer(), stored: Type.Integer(), duplicates: Type.Integer() }),
});

/** An error the client caught (window error, unhandled rejection, failed call); without a session too. */
export const errorReport = defineContract({
  path: '/errorReport/',
  request: requestBody({
    error_id: Type.String({ minLength: 1, maxLength: 100, description: 'the error id made on the page' }),
    message: Type.Optional(nullable(Type.String({ maxLength: 5000 }))),
    name: Type.Optional(nullable(Type.String({ maxLength: 200 }))),
    stack: Type.Optional(nullable(Type.String({ maxLength: 20000 }))),
    raw: Type.Optional(freeForm({ maxDepth: 16, maxLength: 50_000 })),
    url: Type.Optional(nullable(Type.String({ maxLength: 4096 }))),
  }),
  response: Type.Object({ stored: Type.Literal(true), error_id: Type.String() }),
});

/**
 * The Australian state of the last postcode this browser gave (in a survey or registration), or
 * none: no IP lookup and no outside service.
 */
export const getUserLocation = defineContract({
  path: '/getUserLocation/',
  request: requestBody({}),
  response: Type.Object({
    state: orNull(Type.String()),
    postcode: orNull(Type.String()),
    source: answerOneOf(['postcode', 'none'] as const),
  }),
});

/**
 * Health: whether the database answers (and how fast), and which reference data is live. Answers
 * 503 with `status: 'degraded'` when the database is down. Takes any body: nothing in it is used.
 */
export const status = defineContract({
  path: '/status/',
  request: Type.Object(commonRequestFields, { additionalProperties: true }),
  response: Type.Object({
    status: answerOneOf(['ok', 'degraded'] as const),
    time: Type.String(),
    uptime_seconds: Type.Integer(),
    database: Type.Object({ reachable: Type.Boolean(), driver: Type.String(), latency_ms: Type.Number() }),
    data: Type.Object({
      snapshot_date: Type.String(),
      fetched_from: orNull(Type.String()),
      fetched_to: orNull(Type.String()),
      version: Type.String(),
      loaded_at: Type.String(),
      client_data_version: Type.String(),
    }),
  }),
});
