import { parseRuntimeConfig, RUNTIME_CONFIG_PATH } from '@bet/core/api';
import { portToken } from '@bet/core/shared';

/**
 * Deployment settings of the front end. The outside links are the operator's (spec 1: banners
 * link to a streaming page, messaging channels and a sister site); replace them per site.
 */
export const SITE_CONFIG = {
  links: {
    supportChannel: 'https://t.me/',
    streaming: '/streaming',
    sisterSite: '/',
  },
  /** Hosts where the maintenance redirect is skipped (spec 4's test host); none by default. */
  maintenanceExemptHosts: [] as readonly string[],
} as const;

/** Where the API calls and the live streams go (docs/api-conventions.md). */
export interface ApiEndpoints {
  readonly apiBase: string;
  readonly sseBase: string;
}

/** The build's API base: VITE_API_BASE when the UI was built with one, else the site's own /api. */
export const BUILD_API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

/**
 * The API base at start (README "Pointing the UI at another API"): the runtime file
 * `/config.json` beside index.html when the operator placed one, else the build's. Fetched (not a
 * script tag) because the site's CSP allows no inline script. A missing file (404, or a dev
 * server answering with its HTML page) keeps the build's base; a file that is there but wrong
 * stops the start with the problems named, rather than quietly talking to the wrong server.
 */
export async function loadApiEndpoints(fetchFile: typeof fetch = fetch): Promise<ApiEndpoints> {
  const fallback = { apiBase: BUILD_API_BASE, sseBase: BUILD_API_BASE };
  const response = await fetchFile(RUNTIME_CONFIG_PATH, { cache: 'no-cache', credentials: 'same-origin' }).catch(() => null);
  if (!response?.ok || !(response.headers.get('content-type') ?? '').includes('json')) return fallback;
  const parsed = parseRuntimeConfig(await response.json());
  if (!parsed.ok) throw new Error(`${RUNTIME_CONFIG_PATH} is invalid: ${parsed.problems.join('; ')}`);
  const apiBase = parsed.value.apiBase ?? BUILD_API_BASE;
  return { apiBase, sseBase: parsed.value.sseBase ?? apiBase };
}

/** The container's binding of the endpoints loaded at start (main.tsx). */
export const ApiEndpointsToken = portToken<ApiEndpoints>('ApiEndpoints');
