import { IdGenerator } from '../ports/id-generator.js';
import { isAllowedSrcset, isAllowedUrl, keepsUrlAttribute, storedHtmlOptions } from './url-policy.js';

describe('the stored-HTML URL policy (issue 7 item 9)', () => {
  it.each([
    'https://example.com/a',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:help@example.com',
    '/notice/3',
    'notice/3',
    '../x',
    '?page=2',
    '#top',
    '//cdn.example.com/x.png',
    'a/b:c',
    '',
  ])('allows %j', (url) => expect(isAllowedUrl(url)).toBe(true));

  it.each([
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/png;base64,xx',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    ' \u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'blob:https://example.com/uuid',
    'file:///etc/passwd',
    'tel:0101234',
  ])('refuses %j', (url) => expect(isAllowedUrl(url)).toBe(false));

  it('judges every candidate of a srcset', () => {
    expect(isAllowedSrcset('/a.png 1x, https://x.example/b.png 2x')).toBe(true);
    expect(isAllowedSrcset('/a.png 1x, data:image/png;base64,xx 2x')).toBe(false);
  });
});

describe("the policy as DOMPurify's hook and options read it", () => {
  it('judges URL attributes and srcset, and leaves other attributes alone', () => {
    expect(keepsUrlAttribute('HREF', 'javascript:alert(1)')).toBe(false);
    expect(keepsUrlAttribute('src', '/images/flags/kr.svg')).toBe(true);
    expect(keepsUrlAttribute('srcset', '/a.png 1x, data:x 2x')).toBe(false);
    expect(keepsUrlAttribute('title', 'javascript: is only text here')).toBe(true);
  });

  it('forbids styles, forms, frames and plugins, with a fresh object each time', () => {
    const options = storedHtmlOptions();
    expect(options.FORBID_ATTR).toContain('style');
    expect(options.FORBID_TAGS).toEqual(expect.arrayContaining(['style', 'form', 'iframe', 'object', 'embed']));
    expect(storedHtmlOptions()).not.toBe(options);
  });
});

describe('the id port token', () => {
  it('is one registry symbol, so every container finds the same binding', () => {
    expect(IdGenerator).toBe(Symbol.for('IdGenerator'));
  });
});
