import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sanitiseStoredHtml } from '../http/html-sanitiser.js';

type BodySchema = { properties?: Record<string, { format?: string }> } | undefined;

/**
 * Every body field declared as HTML (`S.html`, format 'safe-html') is sanitised after validation
 * and before the handler, so no route can store raw HTML by forgetting a call.
 */
export function registerHtmlSanitising(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const properties = (route.schema?.body as BodySchema)?.properties ?? {};
    const htmlFields = Object.entries(properties)
      .filter(([, spec]) => spec.format === 'safe-html')
      .map(([name]) => name);
    if (htmlFields.length === 0) return;
    const hook = async (request: FastifyRequest): Promise<void> => {
      const body = request.body as Record<string, unknown> | null;
      if (!body) return;
      for (const name of htmlFields) if (typeof body[name] === 'string') body[name] = sanitiseStoredHtml(body[name]);
    };
    const existing = route.preHandler;
    route.preHandler = existing ? [hook, ...(Array.isArray(existing) ? existing : [existing])] : [hook];
  });
}
