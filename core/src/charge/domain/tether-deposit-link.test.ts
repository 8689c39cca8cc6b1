import fc from 'fast-check';
import { tetherDepositLink } from './tether-deposit-link.js';

describe('tetherDepositLink (spec 5: opened only if it starts with https)', () => {
  it('keeps an https link, trimmed', () => {
    expect(tetherDepositLink('https://pay.example.com/tether?member=7')).toBe('https://pay.example.com/tether?member=7');
    expect(tetherDepositLink('  https://pay.example.com/t  ')).toBe('https://pay.example.com/t');
    expect(tetherDepositLink('HTTPS://PAY.EXAMPLE.COM')).toBe('HTTPS://PAY.EXAMPLE.COM');
  });

  it('refuses anything else: http, other schemes, no host, spaces or quotes, nothing', () => {
    for (const raw of [
      'http://pay.example.com/tether',
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '//pay.example.com',
      'pay.example.com',
      'https://',
      'https:///path',
      'https://pay.example.com/a b',
      'https://pay.example.com/"onmouseover="x',
      ' javascript:https://x',
      '',
      null,
      undefined,
    ]) {
      expect(tetherDepositLink(raw)).toBeNull();
    }
  });

  it('property: whatever it returns starts with https:// and holds no whitespace', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl().map((u) => u.replace(/^http:/, 'https:')),
        ),
        (raw) => {
          const link = tetherDepositLink(raw);
          if (link !== null) {
            expect(link.toLowerCase().startsWith('https://')).toBe(true);
            expect(/\s/.test(link)).toBe(false);
          }
        },
      ),
    );
  });
});
