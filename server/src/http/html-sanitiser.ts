import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { keepsUrlAttribute, storedHtmlOptions } from '@bet/core/shared/domain/url-policy.js';

/**
 * The server's copy of the page's sanitiser: DOMPurify on a jsdom window with core's policy
 * (no scripts, handlers or styles; links and images only to http(s), mailto and relative URLs).
 * Stored HTML passes through it on write, so what is stored is already what pages may show.
 */
const purify = createDOMPurify(new JSDOM('').window);
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (!keepsUrlAttribute(data.attrName, data.attrValue)) data.keepAttr = false;
});

export function sanitiseStoredHtml(html: string): string {
  return purify.sanitize(html, storedHtmlOptions());
}
