import type { RouteOptions } from 'fastify';

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

const toOpenApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');

function parameters(schema: Record<string, unknown> | undefined, where: 'query' | 'path'): unknown[] {
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

/** An OpenAPI 3.1 document of the API, built from the routes' own validation schemas. */
export function openApiDocument(entries: readonly CatalogEntry[], basePath: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of entries) {
    const config = (entry.route.config ?? {}) as { auth?: string; idempotent?: boolean };
    const e = {
      method: entry.method,
      url: entry.route.url,
      schema: entry.route.schema as Record<string, unknown> | undefined,
      auth: config.auth ?? 'member',
      idempotent: Boolean(config.idempotent),
    };
    if (!e.url.startsWith(basePath)) continue;
    const path = toOpenApiPath(e.url.slice(basePath.length) || '/');
    const op: Record<string, unknown> = {
      'x-auth': e.auth,
      parameters: [...parameters(e.schema, 'path'), ...parameters(e.schema, 'query')],
      responses: {
        '200': { description: 'OK (JSON)' },
        '4XX': { description: 'A Korean message for the member: { message, code }' },
      },
    };
    if (e.idempotent)
      (op.parameters as unknown[]).push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,100}$' },
      });
    if (e.schema?.body) op.requestBody = { required: true, content: { 'application/json': { schema: e.schema.body } } };
    (paths[path] ??= {})[e.method.toLowerCase()] = op;
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
  };
}
