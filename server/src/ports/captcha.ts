import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, generateCaptcha } from '@bet/core/sign-up/domain/captcha.js';
import type { RandomPort } from './random.js';

/**
 * The anti-automation code (자동방지코드) of the login: 4 characters from A-Z0-9 (spec 5) and a
 * picture of them. The built-in one draws an SVG with jittered glyphs and noise lines; a real
 * deployment may swap in a stronger provider behind the same port.
 */
export interface CaptchaPort {
  newCode(): string;
  /** The picture as a data URL (an <img src> the page shows; no markup reaches the DOM). */
  image(code: string): string;
}

const WIDTH = 120;
const HEIGHT = 40;

function svgOf(code: string, random: RandomPort): string {
  const between = (min: number, max: number): number => min + random.int(max - min + 1);
  const glyphs = [...code]
    .map((char, i) => {
      const x = 14 + i * 26 + between(-3, 3);
      const y = 28 + between(-4, 4);
      const rotate = between(-25, 25);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="monospace" font-size="24" font-weight="700" fill="#${between(0x20, 0x60).toString(16).repeat(3)}">${char}</text>`;
    })
    .join('');
  const lines = Array.from(
    { length: 5 },
    () =>
      `<line x1="${between(0, WIDTH)}" y1="${between(0, HEIGHT)}" x2="${between(0, WIDTH)}" y2="${between(0, HEIGHT)}" stroke="#999" stroke-width="1"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f1f1f1"/>${lines}${glyphs}</svg>`;
}

const dataUrl = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

export function svgCaptcha(random: RandomPort): CaptchaPort {
  return {
    newCode: () => generateCaptcha((max) => random.int(max)),
    image: (code) => dataUrl(svgOf(code, random)),
  };
}

/** Always the same code (tests and browser tests type it); never used by main.ts. */
export function fixedCaptcha(code: string, random: RandomPort): CaptchaPort {
  if (!new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`).test(code))
    throw new Error(`a captcha code is ${CAPTCHA_LENGTH} of A-Z0-9`);
  return { newCode: () => code, image: (c) => dataUrl(svgOf(c, random)) };
}
