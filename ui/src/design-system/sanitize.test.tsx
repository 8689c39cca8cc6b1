import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml.js';
import { sanitizeHtml } from './sanitize.js';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links but keeps harmless markup', () => {
    const out = sanitizeHtml(
      '<p>공지</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">x</a>',
    );
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

describe('the URL policy on the page (issue 7 item 9)', () => {
  it('drops data:, javascript: and obfuscated script links and images, keeps http(s), mailto and relative ones', () => {
    const html = [
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
      '<a href="&#106;avascript:alert(1)">entity</a>',
      '<a href="java&#9;script:alert(1)">tab</a>',
      '<a href="JAVASCRIPT:alert(1)">upper</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="d">',
      '<img srcset="/ok.png 1x, data:image/png;base64,xx 2x" alt="s">',
      '<a href="https://example.com/a">https</a>',
      '<a href="mailto:help@example.com">mail</a>',
      '<a href="/notice/3">relative</a>',
      '<img src="/images/flags/kr.svg" alt="kr">',
    ].join('');
    const { container } = render(<SafeHtml html={html} />);
    const hrefOf = (text: string) => [...container.querySelectorAll('a')].find((a) => a.textContent === text)?.getAttribute('href') ?? null;
    expect(['data', 'entity', 'tab', 'upper'].map(hrefOf)).toEqual([null, null, null, null]);
    expect(['https', 'mail', 'relative'].map(hrefOf)).toEqual(['https://example.com/a', 'mailto:help@example.com', '/notice/3']);
    expect(container.querySelector('img[alt="d"]')?.getAttribute('src')).toBeNull();
    expect(container.querySelector('img[alt="s"]')?.getAttribute('srcset')).toBeNull();
    expect(container.querySelector('img[alt="kr"]')?.getAttribute('src')).toBe('/images/flags/kr.svg');
  });
});
