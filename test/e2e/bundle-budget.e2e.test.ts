import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_UI_DIR } from '../support/paths.js';

/**
 * The bundle budget (issue 12), checked on the build the browser tests serve (this project's
 * global set-up builds it for production): what a first visit to / downloads, and every script of
 * every route together, as gzip sizes of the copies the server sends (app/build/precompress.ts).
 * The targets are 150 KB for / and 300 KB in all, not met: React, react-dom and the router
 * are 100 KB, the other libraries 63 KB, and every view model's code (core) loads with the
 * container at start. The budgets below are today's figures with a little room, so a change that
 * grows the bundle fails here and has to say why: 308 / 323 KB on 2026-11-25; 320.4 / 340.5 KB on
 * 2026-11-26 after the jackpot counter, the per-cell live prices, and the operator's USDT queue,
 * bonus rates, second-factor reset and mini-game switches (the admin desk's view models are bound
 * by the container at start; loading its container module with the admin chunk is the next lever).
 */
const FIRST_LOAD_BUDGET_KB = 325;
const ALL_ROUTES_BUDGET_KB = 345;

const kb = (bytes: number): number => Math.round(bytes / 102.4) / 10;
const gzipSize = (file: string): number => statSync(`${join(E2E_UI_DIR, file)}.gz`).size;

/** Scripts and styles index.html makes the browser fetch before the first render. */
function firstLoadFiles(): string[] {
  const html = readFileSync(join(E2E_UI_DIR, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*\bhref)="\/([^"]+)"/g)];
  return refs.map((m) => m[1]!);
}

describe('bundle budget of the built site', () => {
  it('has a compressed copy of every script and style, and index.html names only files that exist', () => {
    const assets = readdirSync(join(E2E_UI_DIR, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    expect(assets.length).toBeGreaterThan(0);
    for (const file of assets) expect([file, existsSync(join(E2E_UI_DIR, 'assets', `${file}.gz`))]).toEqual([file, true]);
    for (const file of firstLoadFiles()) expect([file, existsSync(join(E2E_UI_DIR, file))]).toEqual([file, true]);
  });

  it(`sends at most ${FIRST_LOAD_BUDGET_KB} KB (gzip) on a first visit to /, ${ALL_ROUTES_BUDGET_KB} KB for all routes`, () => {
    const first = firstLoadFiles().filter((f) => /\.(js|css)$/.test(f));
    const firstBytes = first.reduce((sum, f) => sum + gzipSize(f), 0);
    const all = readdirSync(join(E2E_UI_DIR, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    const allBytes = all.reduce((sum, f) => sum + gzipSize(join('assets', f)), 0);
    // Printed so the figures are in every test log (and in bench/RESULTS when copied there).
    process.stdout.write(
      `\n[bundle] first visit ${kb(firstBytes)} KB gzip in ${first.length} files; all routes ${kb(allBytes)} KB gzip in ${all.length} files\n`,
    );
    expect(kb(firstBytes)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
    expect(kb(allBytes)).toBeLessThanOrEqual(ALL_ROUTES_BUDGET_KB);
  });
});
