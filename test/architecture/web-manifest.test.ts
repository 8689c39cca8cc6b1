import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteColors } from '../../ui/src/theme/theme.js';
import { SHELL_TEXTS } from '../../ui/src/shell/texts.js';
import { pngSize } from '../../server/src/testing/png-size.js';

const APP = path.resolve(process.cwd(), 'app');
const PUBLIC = path.join(APP, 'public');

interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}
interface WebManifest {
  readonly name: string;
  readonly short_name: string;
  readonly lang: string;
  readonly start_url: string;
  readonly display: string;
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly ManifestIcon[];
}

const manifest = JSON.parse(readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as WebManifest;
const indexHtml = readFileSync(path.join(APP, 'index.html'), 'utf8');
/** A file of app/public by the URL path the site serves it at. */
const publicFile = (url: string): Buffer => readFileSync(path.join(PUBLIC, url));
const attribute = (tag: RegExp, name: string): string | undefined =>
  new RegExp(`${name}="([^"]*)"`).exec(tag.exec(indexHtml)?.[0] ?? '')?.[1];

describe('the web manifest makes the site installable on a phone', () => {
  it('names the site in Korean, opens the top page standalone, in the dark theme', () => {
    expect(manifest).toMatchObject({ lang: 'ko', start_url: '/', display: 'standalone' });
    expect(manifest.name.startsWith(SHELL_TEXTS.siteName)).toBe(true);
    expect(manifest.short_name.startsWith(SHELL_TEXTS.siteName)).toBe(true);
    for (const name of [manifest.name, manifest.short_name]) expect(name).toMatch(/[\uac00-\ud7a3]/);
    expect(manifest.theme_color).toBe(siteColors.background);
    expect(manifest.background_color).toBe(siteColors.background);
  });

  it('declares 192 and 512 px PNG icons, plain and maskable, each a PNG of its declared size', () => {
    const declared = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort();
    expect(declared).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect([icon.src, pngSize(publicFile(icon.src))]).toEqual([icon.src, { width, height }]);
    }
  });

  it('is linked from index.html with the apple-touch-icon (180 px), the theme colour and the site name', () => {
    expect(attribute(/<link rel="manifest"[^>]*>/, 'href')).toBe('/manifest.webmanifest');
    const touchIcon = attribute(/<link rel="apple-touch-icon"[^>]*>/, 'href');
    expect(touchIcon).toBeDefined();
    expect(pngSize(publicFile(touchIcon!))).toEqual({ width: 180, height: 180 });
    expect(attribute(/<meta name="theme-color"[^>]*>/, 'content')).toBe(siteColors.background);
    expect(attribute(/<meta name="apple-mobile-web-app-title"[^>]*>/, 'content')).toBe(manifest.short_name);
    expect(/<title>([^<]*)<\/title>/.exec(indexHtml)?.[1]).toBe(SHELL_TEXTS.siteName);
  });

  it('reads PNG sizes from the header, and nothing from bytes that are not a PNG', () => {
    expect(pngSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
