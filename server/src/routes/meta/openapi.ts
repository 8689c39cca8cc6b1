import type { RouteOptions } from 'fastify';
import { errorAnswer } from '@bet/core/api';

export interface CatalogEntry {
  readonly method: string;
  /** The route as registered; read when the document is built, after every onRoute hook ran. */
  readonly route: RouteOptions;
}

/** Keeps every route (one entry per method) as it is registered. */
export function catalogEntry(route: RouteOptions): CatalogEntry[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((m) => m !== 'HEAD').map((method) => ({ method, route }));
}

type Schema = Readonly<Record<string, unknown>>;

const toOpenApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');

/** Where the error body is described once in the document. */
const ERROR_REF = { $ref: '#/components/schemas/ErrorAnswer' } as const;

/** The answers every call may give besides its own: the Korean error body of core's contract. */
const ERROR_RESPONSES = {
  '4XX': {
    description: 'Refused: `message` is the Korean sentence shown to the member, `code` the machine code clients branch on.',
    content: { 'application/json': { schema: ERROR_REF } },
  },
  '5XX': {
    description: 'Server fault, or 503 `retryLater` (nothing was changed; the same request may be sent again).',
    content: { 'application/json': { schema: ERROR_REF } },
  },
} as const;

function parameters(schema: Schema | undefined, where: 'query' | 'path'): unknown[] {
  const part = schema?.[where === 'query' ? 'querystring' : 'params'] as
    { properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (!part?.properties) return [];
  return Object.entries(part.properties).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (part.required ?? []).includes(name),
    schema: s,
  }));
}

/** Path segments of the template that the route's schema does not declare (`*`, untyped `:id`). */
function undeclaredPathParameters(path: string, declared: readonly unknown[]): unknown[] {
  const named = new Set(declared.map((p) => (p as { name: string }).name));
  return [...path.matchAll(/\{([^}]+)\}/g)]
    .map((m) => m[1]!)
    .filter((name) => !named.has(name))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

/** The 200 answer: the contract's schema for routes served from one (`serve`), else what the route says of itself. */
function successResponse(responseSchema: Schema | undefined): Record<string, unknown> {
  if (!responseSchema) return { description: 'Not a JSON call of the contracts (a page, an image or an event stream).' };
  return { description: 'OK', content: { 'application/json': { schema: responseSchema } } };
}

/**
 * An OpenAPI 3.1 document of the API, built from the routes as registered: parameters and bodies
 * from their validation schemas, answers from their call contracts (core/src/api/contracts, kept
 * on the route by `serve` as `config.responseSchema`), errors from core's `errorAnswer`.
 */
export function openApiDocument(entries: readonly CatalogEntry[], basePath: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of entries) {
    const url = entry.route.url;
    if (!url.startsWith(basePath)) continue;
    const config = entry.route.config ?? {};
    const schema = entry.route.schema as Schema | undefined;
    const path = toOpenApiPath(url.slice(basePath.length) || '/');
    const declared = [...parameters(schema, 'path'), ...parameters(schema, 'query')];
    const op: Record<string, unknown> = {
      'x-auth': config.auth ?? 'member',
      parameters: [...declared, ...undeclaredPathParameters(path, declared)],
      responses: { '200': successResponse(config.responseSchema), ...ERROR_RESPONSES },
    };
    if (config.idempotent)
      (op.parameters as unknown[]).push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,100}$' },
      });
    if (schema?.body) op.requestBody = { required: true, content: { 'application/json': { schema: schema.body } } };
    (paths[path] ??= {})[entry.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Betting site reference API',
      version: '0.1.0',
      description:
        'Calls of spec section 7 under the base path, plus auth and admin. Session cookie `sid`; state-changing calls carry X-CSRF-Token = `csrf` cookie.',
    },
    servers: [{ url: basePath }],
    paths,
    components: { schemas: { ErrorAnswer: errorAnswer.schema } },
  };
}
