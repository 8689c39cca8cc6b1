import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, generateCaptcha } from '@bet/core/sign-up';
import { drawCaptcha } from '../auth/captcha-drawing.js';
import type { RandomPort } from './random.js';

/**
 * The anti-automation code (자동방지코드) of the login and the sign-up: 4 characters from A-Z0-9
 * (spec 5) and a picture of them. The built-in one (auth/captcha-drawing.ts) draws each character
 * as distorted strokes with noise, no text in the markup; a deployment may swap in another
 * provider behind the same port.
 */
export interface CaptchaPort {
  newCode(): string;
  /** The picture as a data URL (an <img src> the page shows; no markup reaches the DOM). */
  image(code: string): string;
}

const dataUrl = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

export function svgCaptcha(random: RandomPort): CaptchaPort {
  return {
    newCode: () => generateCaptcha((max) => random.int(max)),
    image: (code) => dataUrl(drawCaptcha(code, random)),
  };
}

/** Always the same code (tests and browser tests type it); never used by main.ts. */
export function fixedCaptcha(code: string, random: RandomPort): CaptchaPort {
  if (!new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`).test(code))
    throw new Error(`a captcha code is ${CAPTCHA_LENGTH} of A-Z0-9`);
  return { newCode: () => code, image: (c) => dataUrl(drawCaptcha(c, random)) };
}
