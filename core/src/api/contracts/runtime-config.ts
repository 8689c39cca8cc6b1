/**
 * The web app's runtime configuration: a JSON file beside index.html that names the API the
 * site talks to, so one build can be pointed at the operator's own back end without rebuilding.
 * The app fetches it before it mounts (app/src/site-config.ts); the server that serves the UI
 * reads the same file to let its Content-Security-Policy connect to that API (server/src/plugins/ui-csp.ts).
 *
 *   { "apiBase": "https://api.example.com/api", "sseBase": "https://api.example.com/api" }
 *
 * Both fields are optional: a missing `sseBase` is the `apiBase`, a missing `apiBase` the build's.
 */
export const RUNTIME_CONFIG_PATH = '/config.json';

export interface RuntimeConfig {
  /** Base of every API call: a path on the site ('/api') or an absolute http(s) URL. */
  readonly apiBase?: string;
  /** Base of the server-sent event streams (default: `apiBase`). */
  readonly sseBase?: string;
}

const FIELDS = ['apiBase', 'sseBase'] as const;

/** A base is a path on the site itself or an http(s) URL without query or fragment. */
function baseProblem(name: string, value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return `${name} must be a non-empty string`;
  if (value.startsWith('/') && !value.startsWith('//')) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${name} must be http(s), got ${url.protocol}`;
    if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '')
      return `${name} must have no query, fragment or credentials`;
    return null;
  } catch {
    return `${name} must be a path starting with / or an absolute http(s) URL, got ${JSON.stringify(value)}`;
  }
}

/** The file's content checked; an unknown field or a bad base is refused with every problem named. */
export function parseRuntimeConfig(json: unknown): { ok: true; value: RuntimeConfig } | { ok: false; problems: string[] } {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, problems: ['the file must hold a JSON object'] };
  const record = json as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(record))
    if (!(FIELDS as readonly string[]).includes(key)) problems.push(`unknown field ${key} (known: ${FIELDS.join(', ')})`);
  for (const name of FIELDS) {
    if (record[name] === undefined) continue;
    const problem = baseProblem(name, record[name]);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) return { ok: false, problems };
  const value: { apiBase?: string; sseBase?: string } = {};
  if (typeof record.apiBase === 'string') value.apiBase = record.apiBase;
  if (typeof record.sseBase === 'string') value.sseBase = record.sseBase;
  return { ok: true, value };
}

/** The origins outside the site the configuration connects to ('https://api.example.com'), for a CSP's connect-src. */
export function runtimeConfigOrigins(config: RuntimeConfig): string[] {
  const origins = new Set<string>();
  for (const base of [config.apiBase, config.sseBase]) if (base !== undefined && !base.startsWith('/')) origins.add(new URL(base).origin);
  return [...origins];
}
