import DOMPurify from 'dompurify';

/**
 * Every HTML string from the server (notices, messages, popups, alert text) passes through
 * here before it reaches the DOM: scripts, event handlers and javascript: URLs are removed.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
