/**
 * JSON-schema helpers for route validation. Every object refuses unknown fields, every string
 * has a maximum length, every number a range: bad input is a 400 before any handler runs.
 * Query and path values arrive as text; the validation plugin turns digits into numbers first.
 */
export type Schema = Record<string, unknown>;

/** Ids of rows: positive safe integers. */
export const MAX_ID = Number.MAX_SAFE_INTEGER;
/** A won amount no request may exceed (one trillion). */
export const MAX_WON = 1_000_000_000_000;
/** Micro-USDT no request may exceed (one billion USDT). */
export const MAX_MICRO_USDT = 1_000_000_000_000_000;
export const MAX_PER_PAGE = 100;

export const S = {
  int: (minimum: number, maximum: number): Schema => ({ type: 'integer', minimum, maximum }),
  id: (): Schema => ({ type: 'integer', minimum: 1, maximum: MAX_ID }),
  won: (minimum = 0, maximum = MAX_WON): Schema => ({ type: 'integer', minimum, maximum }),
  microUsdt: (minimum = 0): Schema => ({ type: 'integer', minimum, maximum: MAX_MICRO_USDT }),
  bool: (): Schema => ({ type: 'boolean' }),
  /** Member-typed text: no HTML tags, no control characters, no script URLs. */
  text: (maxLength: number, minLength = 0): Schema => ({ type: 'string', minLength, maxLength, format: 'plain-text' }),
  /** Text matching a pattern (ids, codes, digits). */
  pattern: (pattern: string, maxLength: number): Schema => ({ type: 'string', pattern, maxLength }),
  /** Admin-written HTML (notices, messages): tags allowed, scripts and event handlers refused. */
  html: (maxLength: number): Schema => ({ type: 'string', maxLength, format: 'safe-html' }),
  /** A real calendar day 'YYYY-MM-DD' (2000-2100); anything else is a Korean 400. */
  day: (): Schema => ({ type: 'string', maxLength: 10, format: 'calendar-day' }),
  /** A real month 'YYYY-MM' (2000-2100). */
  month: (): Schema => ({ type: 'string', maxLength: 7, format: 'calendar-month' }),
  enumOf: (...values: readonly (string | number)[]): Schema => ({ enum: [...values] }),
  nullable: (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] }),
  array: (items: Schema, maxItems: number): Schema => ({ type: 'array', items, maxItems }),
  /** An object with exactly these properties; all required unless listed as optional. */
  obj: (properties: Record<string, Schema>, optional: readonly string[] = []): Schema => ({
    type: 'object',
    additionalProperties: false,
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
  }),
  /** Paging query (page from 1). */
  paging: (): Record<string, Schema> => ({ page: S.int(1, 100_000), perpage: S.int(1, MAX_PER_PAGE) }),
};

/** Anything goes in these but HTML tags, control characters and script URLs. */
export function isPlainText(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value)) return false;
  // A browser opens a tag only when "<" is directly followed by a letter, "!", "/" or "?".
  if (/<[a-z!/?]/i.test(value)) return false;
  return !/(javascript|vbscript|data)\s*:/i.test(value);
}

/**
 * Decodes numeric and the script-relevant named character references, the way a browser does
 * before it reads an attribute value, so `jav&#x61;script:` cannot hide a script URL.
 */
function decodeCharacterReferences(value: string): string {
  const code = (n: number): string => (Number.isInteger(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '');
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => code(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => code(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '');
}

/**
 * Admin HTML: no script-like elements, no inline event handlers, no script URLs. This is a
 * second line of defence: the UI sanitises every server HTML string with DOMPurify anyway.
 * A handler may follow whitespace, a slash or a quote (`<img/src=x/onerror=...>`); browsers
 * drop tabs and newlines inside URLs, so they are removed before looking for a script scheme.
 */
export function isSafeHtml(value: string): boolean {
  const text = decodeCharacterReferences(value);
  if (/<\s*\/?\s*(script|iframe|object|embed|base|meta|link|form|svg|math|style)\b/i.test(text)) return false;
  if (/[\s/"'<]on[a-z]+\s*=/i.test(text)) return false;
  // eslint-disable-next-line no-control-regex -- browsers skip control characters inside a scheme
  return !/(javascript|vbscript):/i.test(text.replace(/[\s\u0000-\u001f]+/g, ''));
}

/** Offset of a page (page from 1). */
export const offsetOf = (page: number, perpage: number): number => (page - 1) * perpage;
