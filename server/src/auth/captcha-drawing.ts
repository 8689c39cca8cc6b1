import type { RandomPort } from '../ports/random.js';
import { CAPTCHA_GLYPHS, type GlyphPoint, type GlyphStroke } from './captcha-glyphs.js';

/** The picture's size in CSS pixels (the dialogs show it at this size). */
export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

type Point = [number, number];

/** Uniform in [min, max) from the port's integers (the port has no fractions). */
const between = (random: RandomPort, min: number, max: number): number => min + (random.int(1_000_000) / 1_000_000) * (max - min);
const pick = <T>(random: RandomPort, items: readonly T[]): T => items[random.int(items.length)]!;
const fixed = (n: number): string => n.toFixed(1);

/** Dark and mid tones: characters and noise share them, so colour does not tell them apart. */
const INKS = ['#1f2d5c', '#2b4a2f', '#5a1f3d', '#3b3b3b', '#1d4f6e', '#5c3a12', '#402a6b'];
const PAPERS = ['#f4f1e8', '#eef3f6', '#f3eef6', '#f1f5ec'];

/** One bend of the whole picture: every point moves on a sine of the other coordinate. */
interface Wave {
  readonly amplitude: number;
  readonly length: number;
  readonly phase: number;
}
const waveAt = (w: Wave, t: number): number => w.amplitude * Math.sin((2 * Math.PI * t) / w.length + w.phase);

/** Points every ~0.9 grid units along a stroke, so the jitter bends lines, not just corners. */
function densify(stroke: GlyphStroke): GlyphPoint[] {
  const out: GlyphPoint[] = [stroke[0]!];
  for (let i = 1; i < stroke.length; i++) {
    const [ax, ay] = stroke[i - 1]!;
    const [bx, by] = stroke[i]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / 0.9));
    for (let s = 1; s <= steps; s++) out.push([ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps]);
  }
  return out;
}

/** A smooth path through the points (quadratic curves through the midpoints): a hand-drawn line. */
function smoothPath(points: readonly Point[]): string {
  const [first, ...rest] = points;
  let d = `M${fixed(first![0])} ${fixed(first![1])}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const [x, y] = rest[i]!;
    const [nx, ny] = rest[i + 1]!;
    d += `Q${fixed(x)} ${fixed(y)} ${fixed((x + nx) / 2)} ${fixed((y + ny) / 2)}`;
  }
  const last = rest.at(-1) ?? first!;
  return `${d}L${fixed(last[0])} ${fixed(last[1])}`;
}

const strokePath = (d: string, ink: string, width: number): string =>
  `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${fixed(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** One character: its own scale, shear and rotation, then the picture's waves and a jitter per point. */
function glyphPaths(random: RandomPort, char: string, slot: number, slots: number, waves: readonly [Wave, Wave]): string[] {
  const strokes = CAPTCHA_GLYPHS[char];
  if (!strokes) throw new Error(`no drawing for captcha character ${char}`);
  const cell = (CAPTCHA_WIDTH - 16) / slots;
  const cx = 8 + cell * (slot + 0.5) + between(random, -3, 3);
  const cy = CAPTCHA_HEIGHT / 2 + between(random, -3, 3);
  const scale = between(random, 3.1, 3.6);
  const sx = scale * between(random, 0.85, 1.15);
  const sy = scale * between(random, 0.85, 1);
  const shear = between(random, -0.3, 0.3);
  const angle = (between(random, -20, 20) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  // One ink and width per character, so a person sees its strokes as one shape.
  const ink = pick(random, INKS);
  const width = between(random, 2.2, 3);
  return strokes.map((stroke) => {
    const points = densify(stroke).map(([gx, gy]): Point => {
      const lx = (gx - 3 + shear * (gy - 5)) * sx;
      const ly = (gy - 5) * sy;
      const x = cx + lx * cos - ly * sin;
      const y = cy + lx * sin + ly * cos;
      return [x + waveAt(waves[1], y) + between(random, -0.7, 0.7), y + waveAt(waves[0], x) + between(random, -0.7, 0.7)];
    });
    return strokePath(smoothPath(points), ink, width);
  });
}

/** A long wavy line across the picture, in the characters' inks. */
function noiseCurve(random: RandomPort): string {
  const points: Point[] = [];
  let x = between(random, -10, 20);
  let y = between(random, 5, CAPTCHA_HEIGHT - 5);
  const drift = between(random, -0.5, 0.5);
  while (x < CAPTCHA_WIDTH + 10) {
    points.push([x, y]);
    x += between(random, 8, 16);
    y = Math.min(CAPTCHA_HEIGHT, Math.max(0, y + drift * 10 + between(random, -7, 7)));
  }
  // Thinner than the characters' strokes (1.0-2.0 against 2.2-3.0): a person reads through them.
  return strokePath(smoothPath(points), pick(random, INKS), between(random, 1, 2));
}

function noiseDot(random: RandomPort): string {
  return `<circle cx="${fixed(between(random, 0, CAPTCHA_WIDTH))}" cy="${fixed(between(random, 0, CAPTCHA_HEIGHT))}" r="${fixed(between(random, 0.6, 1.8))}" fill="${pick(random, INKS)}"/>`;
}

/** Fisher-Yates: the markup's order says nothing about which stroke belongs to which character. */
function shuffled<T>(random: RandomPort, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The anti-automation picture of `code`: characters drawn as distorted strokes (no text, no
 * font, no shape that repeats between drawings), crossed by wavy lines of the same inks and
 * widths, and dotted. Readable by a person; a script has to read the picture, not the markup.
 */
export function drawCaptcha(code: string, random: RandomPort): string {
  const waves: [Wave, Wave] = [
    { amplitude: between(random, 1.5, 3.5), length: between(random, 40, 90), phase: between(random, 0, 2 * Math.PI) },
    { amplitude: between(random, 0.8, 2), length: between(random, 25, 50), phase: between(random, 0, 2 * Math.PI) },
  ];
  const chars = [...code];
  const strokes = chars.flatMap((char, i) => glyphPaths(random, char, i, chars.length, waves));
  const noise = Array.from({ length: 2 + random.int(3) }, () => noiseCurve(random));
  const dots = Array.from({ length: 28 + random.int(16) }, () => noiseDot(random));
  const body = shuffled(random, [...strokes, ...noise]).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${pick(random, PAPERS)}"/>${dots.join('')}${body}</svg>`
  );
}
