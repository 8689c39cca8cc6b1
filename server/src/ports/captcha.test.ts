import { CAPTCHA_ALPHABET } from '@bet/core/sign-up';
import { fixedCaptcha, svgCaptcha } from './captcha.js';
import { cryptoRandom, seededRandom } from './random.js';

/**
 * Issue 29 defect 4: a script read the 자동방지코드 from the SVG's <text> glyphs. The picture must
 * carry no characters at all (only drawn strokes), and no fixed shape per character: every drawing
 * of a code is distorted anew.
 */
const svgOf = (dataUrl: string): string => {
  expect(dataUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
  return Buffer.from(dataUrl.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
};

/** Character data of the markup: whatever is outside the tags, and what text-like elements hold. */
const characterData = (svg: string): string => svg.replace(/<[^>]*>/g, '').trim();
const pathData = (svg: string): string[] => [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!);

describe('the anti-automation picture (svgCaptcha)', () => {
  const captcha = svgCaptcha(cryptoRandom);

  it.each(['K7Q2', 'AAAA', '0O1I', 'WM88'])('draws %s without any text node or character data', (code) => {
    const svg = svgOf(captcha.image(code));
    expect(svg).not.toMatch(/<text|<tspan|<title|<desc|<foreignObject|<use|font-family/i);
    expect(characterData(svg)).toBe('');
    // Nothing in an attribute spells the code either.
    expect(svg.toUpperCase()).not.toContain(code);
    expect(pathData(svg).length).toBeGreaterThan(code.length);
  });

  it('draws one code differently every time: no stroke of one drawing recurs in the next', () => {
    const first = svgOf(captcha.image('K7Q2'));
    const second = svgOf(captcha.image('K7Q2'));
    expect(first).not.toBe(second);
    const again = new Set(pathData(second));
    expect(pathData(first).filter((d) => again.has(d))).toEqual([]);
  });

  it('has a drawing for every character of the alphabet, distorted per drawing even under one seed', () => {
    const seeded = svgCaptcha(seededRandom(42));
    for (const char of CAPTCHA_ALPHABET) {
      const code = char.repeat(4);
      const a = svgOf(seeded.image(code));
      const b = svgOf(seeded.image(code));
      expect(a).not.toBe(b);
      expect(characterData(a)).toBe('');
    }
  });

  it('fixedCaptcha (tests) issues its code and draws it the same way', () => {
    const fixed = fixedCaptcha('K7Q2', seededRandom(7));
    expect(fixed.newCode()).toBe('K7Q2');
    expect(characterData(svgOf(fixed.image('K7Q2')))).toBe('');
    expect(() => fixedCaptcha('k7', seededRandom(7))).toThrow();
  });
});
