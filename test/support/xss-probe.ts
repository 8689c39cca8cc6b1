import type { Page } from 'playwright-core';

/** What a page's DOM says about injected markup (see domThreats). */
export interface DomThreats {
  /** window.__xss: set only if an injected script or handler ran. */
  readonly xss: unknown;
  /** Elements carrying any inline event handler attribute (onerror, onload, ...). */
  readonly handlerAttributes: readonly string[];
  /** Script elements inside the page body (the site's own scripts live in <head>). */
  readonly bodyScripts: number;
  /** Links or sources whose URL runs script. */
  readonly scriptUrls: readonly string[];
}

/**
 * Waits until every image of the page has finished loading or failed (an injected
 * `<img src=x onerror=...>` would have fired by then), then reads the DOM for anything that
 * could run script.
 */
export async function domThreats(page: Page): Promise<DomThreats> {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  return page.evaluate(() => {
    const handlerAttributes: string[] = [];
    const scriptUrls: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) handlerAttributes.push(`<${el.tagName.toLowerCase()} ${attr.name}="${attr.value}">`);
        if (
          ['href', 'src', 'xlink:href', 'action', 'formaction'].includes(attr.name.toLowerCase()) &&
          /^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value)
        ) {
          scriptUrls.push(`<${el.tagName.toLowerCase()} ${attr.name}="${attr.value}">`);
        }
      }
    }
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss,
      handlerAttributes,
      bodyScripts: document.body.querySelectorAll('script').length,
      scriptUrls,
    };
  });
}

/** The clean answer of domThreats. */
export const NO_THREATS: DomThreats = { xss: undefined, handlerAttributes: [], bodyScripts: 0, scriptUrls: [] };
