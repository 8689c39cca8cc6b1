import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeSchemas, type CallContract, type ServerTypes } from '@bet/core/api';

/** Route options that are not the contract's: who may call, idempotency, rate limits. */
export interface ContractRouteOptions {
  readonly config?: Record<string, unknown>;
}

/** A handler typed by the contract: it reads the wire request and must return the wire answer. */
export type ContractHandler<C extends CallContract> = (
  request: FastifyRequest<ServerTypes<C>>,
  reply: FastifyReply,
) => Promise<ServerTypes<C>['Reply']>;

/**
 * Registers a route from core's call contract: method, path and the JSON Schemas of params,
 * query and body come from it (and the answer's, for /api/openapi.json), and the handler's types too, so the client and the server read
 * one definition (a renamed field is a compile error on both ends).
 */
export function serve<C extends CallContract>(
  api: FastifyInstance,
  contract: C,
  options: ContractRouteOptions,
  handler: ContractHandler<C>,
): void {
  // A GET the contract marks state-changing gets the CSRF check of a POST (plugins/session.ts).
  const config = contract.method === 'GET' && contract.stateChanging ? { ...options.config, stateChangingGet: true } : options.config;
  api.route<ServerTypes<C>>({
    method: contract.method,
    url: contract.path,
    schema: routeSchemas(contract),
    // The answer's schema rides in the route's config for the OpenAPI document only: as Fastify's
    // `schema.response` it would also re-serialise every answer (dropping fields it does not list).
    config: { ...config, responseSchema: contract.response.schema },
    handler: handler as never,
  });
}

/** A handler that writes the answer itself (a file stream) from the contract's validated request. */
export type ContractFileHandler<C extends CallContract> = (
  request: FastifyRequest<ServerTypes<C>>,
  reply: FastifyReply,
) => Promise<FastifyReply>;

/**
 * Registers a download route from core's call contract: path and the JSON Schemas of params and
 * query come from it (bad input gets the same Korean 400 as every call), but the handler sends a
 * file (a CSV stream) rather than the contract's JSON.
 */
export function serveFile<C extends CallContract>(api: FastifyInstance, contract: C, handler: ContractFileHandler<C>): void {
  api.route<ServerTypes<C>>({
    method: contract.method,
    url: contract.path,
    schema: routeSchemas(contract),
    // As in serve(): the answer's schema for the OpenAPI document only (a file's is its text).
    config: { responseSchema: contract.response.schema },
    handler: handler as never,
  });
}
