/**
 * One contract per API call: method, path, the wire types of path parameters, query, body and
 * answer. The client (`invoke`) encodes and decodes with it; the server registers the route with
 * its JSON Schemas and its TypeScript types (`server/src/http/contract-route.ts`). Renaming or
 * retyping a field here breaks the build on both ends (test/architecture/contract-drift.test.ts).
 */
import type { HttpMethod } from '../../shared/ports/http-port.js';
import type { AnyWire, JsonSchema, TypeOf, WireOf } from './wire.js';

export interface CallContract<
  P extends AnyWire | undefined = AnyWire | undefined,
  Q extends AnyWire | undefined = AnyWire | undefined,
  B extends AnyWire | undefined = AnyWire | undefined,
  R extends AnyWire = AnyWire,
> {
  readonly method: HttpMethod;
  /** Path below `/api`, Fastify style: `/member/:id`. */
  readonly path: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  /** Moves money: the client sends an Idempotency-Key and retries with it. */
  readonly moneyMoving: boolean;
  /**
   * A GET that changes state (the spec keeps a few): the client sends the CSRF header on it as on
   * a POST, and the server requires that header and refuses a cross-site request.
   */
  readonly stateChanging: boolean;
}

export interface CallDefinition<P, Q, B, R> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  readonly moneyMoving?: boolean;
  readonly stateChanging?: boolean;
}

export function defineCall<
  R extends AnyWire,
  P extends AnyWire | undefined = undefined,
  Q extends AnyWire | undefined = undefined,
  B extends AnyWire | undefined = undefined,
>(definition: CallDefinition<P, Q, B, R>): CallContract<P, Q, B, R> {
  return {
    method: definition.method,
    path: definition.path,
    params: definition.params as P,
    query: definition.query as Q,
    body: definition.body as B,
    response: definition.response,
    moneyMoving: definition.moneyMoving ?? false,
    stateChanging: definition.stateChanging ?? definition.method !== 'GET',
  };
}

type Part<X> = X extends AnyWire ? TypeOf<X> : undefined;
type WirePart<X> = X extends AnyWire ? WireOf<X> : undefined;

/** What the client passes: domain values of the parts the call has. */
export type CallArgs<C extends CallContract> = {
  readonly [K in 'params' | 'query' | 'body' as C[K] extends AnyWire ? K : never]: Part<C[K]>;
};

/** The domain value of the answer. */
export type AnswerOf<C extends CallContract> = TypeOf<C['response']>;

/** The wire types the server's handler sees and returns (Fastify's route generic). */
export interface ServerTypes<C extends CallContract> {
  Params: WirePart<C['params']>;
  Querystring: WirePart<C['query']>;
  Body: WirePart<C['body']>;
  Reply: WireOf<C['response']>;
}

/** The JSON Schemas of a call, keyed as Fastify's route `schema` option. */
export function routeSchemas(contract: CallContract): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  if (contract.params) out.params = contract.params.schema;
  if (contract.query) out.querystring = contract.query.schema;
  if (contract.body) out.body = contract.body.schema;
  return out;
}

/** Fills `:name` segments with URL-encoded parameter values. */
export function fillPath(template: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return template.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}
