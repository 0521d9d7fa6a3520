/**
 * One definition of each API shape. A contract names a route's path, the JSON schema of its
 * request body and of its answer, written once with TypeBox, whose schemas are plain JSON schema
 * (the server validates bodies with them) and whose types follow from them (`Static`). The server
 * defines the route from the contract (`server/routes/define-route.ts`, `defineContractRoute`), so
 * its handler must answer the contract's type; the client calls it with `callApi` and gets the
 * camelCased type without a cast. Outside production both sides also check each answer against
 * the schema, so a field renamed on one side fails at once, in the tests, not in a visitor's browser.
 */
import { type Static, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import type { Camelized } from './camel-case';
import { nullable } from './fields';

export interface ApiContract<
  Request extends TSchema = TSchema,
  Response extends TSchema = TSchema,
  Path extends `/${string}/` = `/${string}/`,
> {
  /** Path under /api/v1, with a trailing slash; without the slashes, the route's name. */
  path: Path;
  /** The body: an object (`requestBody`), or for a route that also takes plain text, a union with a string. */
  request: Request;
  response: Response;
}

export function defineContract<
  Request extends TSchema,
  Response extends TSchema,
  const Path extends `/${string}/`,
>(contract: ApiContract<Request, Response, Path>): ApiContract<Request, Response, Path> {
  return contract;
}

/** Fields every request may carry: the client always sends its visit id, and may send the app key. */
export const commonRequestFields = {
  visit_id: Type.Optional(
    nullable(Type.String({ maxLength: 64, description: 'the visit id from /main/, or null' })),
  ),
  app_key: Type.Optional(Type.String({ maxLength: 128, description: 'the app key as text' })),
};

/** A request body: its own fields and the common ones, nothing else. */
export function requestBody<Properties extends TProperties>(properties: Properties) {
  return Type.Object({ ...commonRequestFields, ...properties }, { additionalProperties: false });
}

/** The body as the server reads it (snake_case). */
export type RequestOf<C extends ApiContract> = Static<C['request']>;
/** The answer as the server sends it (snake_case). */
export type ResponseOf<C extends ApiContract> = Static<C['response']>;
/** The body as the client passes it: camelCase, without the fields the API client adds itself. */
export type ClientRequestOf<C extends ApiContract> = ClientBody<Extract<RequestOf<C>, object>>;
type ClientBody<Body> = Camelized<Omit<Body, 'visit_id' | 'app_key'>> & { visitId?: string | null };
/** The answer as the client receives it (camelCase). */
export type ClientResponseOf<C extends ApiContract> = Camelized<ResponseOf<C>>;

/** A page of items, as every paged answer has it. */
export function pageOf<Item extends TSchema>(item: Item) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    limit: Type.Integer(),
    offset: Type.Integer(),
    has_more: Type.Boolean(),
  });
}
