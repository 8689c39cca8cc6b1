import DOMPurify from 'dompurify';
import { keepsUrlAttribute, storedHtmlOptions } from '@bet/core/shared';

// The URL policy of core (http(s), mailto, relative): the same one the server applies on write.
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (!keepsUrlAttribute(data.attrName, data.attrValue)) data.keepAttr = false;
});

/**
 * Every HTML string from the server (notices, messages, popups, alert text) passes through
 * here before it reaches the DOM: scripts, event handlers, styles and links or images to
 * anything but http(s), mailto and relative URLs are removed.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, storedHtmlOptions());
}
