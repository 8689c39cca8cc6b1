import { createRequire } from 'node:module';
import type { default as createDomPurify, DOMPurify } from 'dompurify';
import type { JSDOM as JsdomWindow } from 'jsdom';
import { keepsUrlAttribute, storedHtmlOptions } from '@bet/core/shared';

/**
 * The server's copy of the page's sanitiser: DOMPurify on a jsdom window with core's policy
 * (no scripts, handlers or styles; links and images only to http(s), mailto and relative URLs).
 * Stored HTML passes through it on write, so what is stored is already what pages may show.
 *
 * jsdom is loaded on the first sanitised write, not when the server starts: loading it costs
 * about 0.3 s of CPU (more under jest's module registry, paid by every test file that builds the
 * app), and only operators' board, message and popup writes need it.
 */
const requireFromHere = createRequire(import.meta.url);
let purifier: DOMPurify | null = null;

function purify(): DOMPurify {
  if (purifier) return purifier;
  const { JSDOM } = requireFromHere('jsdom') as { JSDOM: typeof JsdomWindow };
  const createDOMPurify = requireFromHere('dompurify') as typeof createDomPurify;
  const made = createDOMPurify(new JSDOM('').window);
  made.addHook('uponSanitizeAttribute', (_node, data) => {
    if (!keepsUrlAttribute(data.attrName, data.attrValue)) data.keepAttr = false;
  });
  purifier = made;
  return made;
}

export function sanitiseStoredHtml(html: string): string {
  return purify().sanitize(html, storedHtmlOptions());
}
