import fc from 'fast-check';
import { isPlainText, isSafeHtml, offsetOf } from './schema.js';

describe('text formats', () => {
  it('plain text refuses tags, control characters and script URLs', () => {
    expect(isPlainText('안녕하세요 hello 123 !?')).toBe(true);
    expect(isPlainText('a < b and 3<4')).toBe(true);
    for (const bad of ['<script>', '<img src=x>', '</p>', '<!-- x -->', 'javascript:alert(1)', 'a\u0000b', 'data: text/html'])
      expect(isPlainText(bad)).toBe(false);
  });

  it('safe HTML allows markup but no script elements, handlers or script URLs', () => {
    expect(isSafeHtml('<p><b>공지</b> <a href="/event">이벤트</a></p>')).toBe(true);
    for (const bad of ['<script>x</script>', '<iframe src=x>', '<img src=x onerror=alert(1)>', '<a href="javascript:x">', '<object>'])
      expect(isSafeHtml(bad)).toBe(false);
  });

  it('safe HTML sees through slash-separated handlers, entity-encoded and split script URLs', () => {
    const bypasses = [
      '<img/src=x/onerror="window.__xss=1">',
      '<svg/onload=window.__xss=4>',
      '<a href="jav&#x61;script:alert(1)">x</a>',
      '<a href="jav&#97;script&colon;alert(1)">x</a>',
      '<a href="java\tscript:alert(1)">x</a>',
      '<img src=x "onerror=alert(1)">',
    ];
    for (const bad of bypasses) expect(isSafeHtml(bad)).toBe(false);
    expect(isSafeHtml('<p>&#xD55C;&#44544; &amp; 공지</p>')).toBe(true);
    expect(isSafeHtml('&#x110000; &#99999999999;')).toBe(true);
  });

  it('property: text without angle brackets, control characters or a colon is always plain text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), (s) => {
        // eslint-disable-next-line no-control-regex -- the generator's control characters are removed on purpose
        const cleaned = s.replace(/[<:\u0000-\u001f\u007f]/g, '');
        expect(isPlainText(cleaned)).toBe(true);
      }),
    );
  });

  it('property: the page offset is (page - 1) x perpage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 100 }), (page, perpage) => {
        expect(offsetOf(page, perpage)).toBe((page - 1) * perpage);
      }),
    );
  });
});
