/**
 * Which URLs stored HTML may link to or load (href, src, srcset): http(s), mailto, and relative
 * URLs. Everything else (javascript:, vbscript:, data:, blob:, file:, custom schemes) is dropped.
 * One policy for both ends: the page's DOMPurify and the server's (on write) call this.
 */
export const ALLOWED_URL_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

/** Attributes whose value is one URL. */
export const URL_ATTRIBUTES: readonly string[] = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'background',
  'cite',
  'longdesc',
  'ping',
];

// Browsers ignore ASCII tabs and newlines anywhere in a URL and leading/trailing C0 controls and
// spaces, so "java\tscript:" is a script URL to them and must be judged as one.
const IGNORED_INSIDE = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex -- see above
const IGNORED_AROUND = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** True when the URL is http(s), mailto or relative (after the normalisation browsers apply). */
export function isAllowedUrl(url: string): boolean {
  const normalised = url.replace(IGNORED_INSIDE, '').replace(IGNORED_AROUND, '');
  const scheme = SCHEME.exec(normalised)?.[1];
  if (scheme === undefined) return !normalised.includes(':') || /^[^:]*[/?#]/.test(normalised);
  return ALLOWED_URL_SCHEMES.includes(scheme.toLowerCase());
}

/** A srcset ("a.png 1x, b.png 2x") is allowed when every candidate URL is. */
export function isAllowedSrcset(srcset: string): boolean {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((candidateUrl) => candidateUrl !== '')
    .every(isAllowedUrl);
}

/**
 * What stored HTML may contain besides its URLs, as DOMPurify options (plain data, so core stays
 * free of the library): no style (CSS can load URLs), no forms, frames or plugins.
 */
export function storedHtmlOptions(): { USE_PROFILES: { html: boolean }; FORBID_TAGS: string[]; FORBID_ATTR: string[] } {
  return {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style'],
  };
}

/** Whether an attribute survives the URL policy (DOMPurify's uponSanitizeAttribute hook asks). */
export function keepsUrlAttribute(name: string, value: string): boolean {
  const attribute = name.toLowerCase();
  if (attribute === 'srcset') return isAllowedSrcset(value);
  return URL_ATTRIBUTES.includes(attribute) ? isAllowedUrl(value) : true;
}
