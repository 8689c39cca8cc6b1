import { sanitizeHtml } from './sanitize.js';

/** Renders server HTML only after sanitising it (DOMPurify). The only door for server markup. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
