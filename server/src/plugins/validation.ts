import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { isCalendarDay, isCalendarMonth } from '@bet/core/shared';
import { isPlainText, isSafeHtml } from '../http/schema.js';

/**
 * Strict validation: bodies must have the right JSON types (no coercion of "123" or true to a
 * number), unknown fields are refused, strings carry the custom formats 'plain-text',
 * 'safe-html', 'calendar-day' and 'calendar-month'. Query and path values are text on the wire, so `coerceQueryAndParams` turns digit
 * strings into numbers (and comma lists into arrays) for the properties typed so, before ajv.
 */
export const AJV_OPTIONS: NonNullable<FastifyServerOptions['ajv']> = {
  customOptions: {
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: true,
    allErrors: false,
    allowUnionTypes: true,
    // Days and months are checked against the real calendar at the edge (issue 7 item 7).
    formats: { 'plain-text': isPlainText, 'safe-html': isSafeHtml, 'calendar-day': isCalendarDay, 'calendar-month': isCalendarMonth },
  },
};

type Props = Record<string, { type?: string | string[]; enum?: unknown[]; items?: { type?: string; enum?: unknown[] } }>;

const NUMBER = /^-?\d{1,20}(\.\d{1,20})?$/;

/** The JSON types a property admits: its `type`, or those of its `enum` values. */
function typesOf(spec: { type?: string | string[]; enum?: unknown[] } | undefined): (string | undefined)[] {
  if (spec?.type) return Array.isArray(spec.type) ? spec.type : [spec.type];
  return (spec?.enum ?? []).map((v) => (typeof v === 'number' ? 'number' : typeof v));
}

function convert(value: string, types: (string | undefined)[]): unknown {
  if ((types.includes('integer') || types.includes('number')) && NUMBER.test(value)) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function coerce(target: Record<string, unknown> | undefined, props: Props): void {
  if (!target) return;
  for (const [name, spec] of Object.entries(props)) {
    const value = target[name];
    if (spec.type === 'array') {
      const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
      if (list) target[name] = list.map((v) => (typeof v === 'string' ? convert(v, typesOf(spec.items)) : v));
    } else if (typeof value === 'string') {
      target[name] = convert(value, typesOf(spec));
    }
  }
}

export function registerValidation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { querystring?: { properties?: Props }; params?: { properties?: Props } } | undefined;
    const query = schema?.querystring?.properties;
    const params = schema?.params?.properties;
    if (!query && !params) return;
    const hook = async (request: FastifyRequest): Promise<void> => {
      if (query) coerce(request.query as Record<string, unknown>, query);
      if (params) coerce(request.params as Record<string, unknown>, params);
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [hook, ...(Array.isArray(existing) ? existing : [existing])] : [hook];
  });
}
