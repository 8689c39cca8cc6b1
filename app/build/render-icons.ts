/**
 * Renders the home-screen icons (app/public/images/brand/*.png) from the operator's logo
 * (app/public/images/brand/logo.svg) with the Chromium the browser tests use (playwright-core):
 * the logo's mark, its leftmost square (the full logo is a wide word mark, unreadable at icon
 * size), centred on the manifest's background colour. Run it after replacing the logo and commit
 * the PNGs: `npx tsx app/build/render-icons.ts`. The icons' sizes are the manifest's and the
 * apple-touch-icon's (test/architecture/web-manifest.test.ts checks both).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const BRAND = here('../public/images/brand/');

/** How much of the icon the mark fills: 'any' icons are shown as drawn; maskable ones are cut to
 * a circle or squircle by the launcher, which keeps only the central 80 % (the safe zone). */
const ICONS = [
  { file: 'icon-192.png', size: 192, markShare: 0.8 },
  { file: 'icon-512.png', size: 512, markShare: 0.8 },
  { file: 'icon-maskable-192.png', size: 192, markShare: 0.56 },
  { file: 'icon-maskable-512.png', size: 512, markShare: 0.56 },
  // iOS rounds the corners itself and shows no transparency: a full-bleed square.
  { file: 'apple-touch-icon.png', size: 180, markShare: 0.7 },
] as const;

const manifest = JSON.parse(readFileSync(here('../public/manifest.webmanifest'), 'utf8')) as { background_color: string };
const logo = readFileSync(`${BRAND}logo.svg`, 'utf8');
const logoHeight = Number(/viewBox="[\d.]+ [\d.]+ [\d.]+ ([\d.]+)"/.exec(logo)?.[1]);
if (!Number.isFinite(logoHeight)) throw new Error('logo.svg needs a viewBox');
// The logo's drawing without its outer element and title, nested below in a square viewport.
const drawing = logo
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<title>[\s\S]*?<\/title>/, '');

function iconSvg(size: number, markShare: number): string {
  const mark = Math.round(size * markShare);
  const at = (size - mark) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${manifest.background_color}"/>` +
    `<svg x="${at}" y="${at}" width="${mark}" height="${mark}" viewBox="0 0 ${logoHeight} ${logoHeight}">${drawing}</svg></svg>`
  );
}

// Debian's Chromium, as the browser tests use it (server/src/testing/chromium.ts; app may not import the server).
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(`<html><body style="margin:0">${iconSvg(icon.size, icon.markShare)}</body></html>`);
    writeFileSync(
      `${BRAND}${icon.file}`,
      await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: icon.size, height: icon.size } }),
    );
    await page.close();
    console.log(`wrote app/public/images/brand/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
