import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml.js';
import { sanitizeHtml } from './sanitize.js';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links but keeps harmless markup', () => {
    const out = sanitizeHtml('<p>공지</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">x</a>');
    expect(out).toContain('<p>공지</p>');
    expect(out).not.toMatch(/onerror|<script|javascript:/i);
  });

  it('SafeHtml renders sanitised markup and runs no script', () => {
    const { container } = render(<SafeHtml html={'<b>안내</b><img src=x onerror="window.__pwned=1">'} />);
    expect(container.querySelector('b')?.textContent).toBe('안내');
    expect(container.innerHTML).not.toContain('onerror');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
