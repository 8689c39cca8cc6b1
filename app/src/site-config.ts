/**
 * Deployment settings of the front end. The outside links are the operator's (spec 1: banners
 * link to a streaming page, messaging channels and a sister site); replace them per site.
 */
export const SITE_CONFIG = {
  /** Every API call and stream goes under this path (docs/api-conventions.md). */
  apiBase: '/api',
  links: {
    supportChannel: 'https://t.me/',
    streaming: '/streaming',
    sisterSite: '/',
  },
  /** Hosts where the maintenance redirect is skipped (spec 4's test host); none by default. */
  maintenanceExemptHosts: [] as readonly string[],
} as const;
