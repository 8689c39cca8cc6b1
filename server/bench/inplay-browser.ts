/**
 * In-play browser benchmark (issue 9): the real server in its own process, /inplay open in
 * Chromium with 100+ markets on the page, and the odds feed moving `--rate` prices a second for
 * `--seconds`. Prints figures; asserts nothing.
 *
 *   npm run bench:inplay -- [--rate=2000] [--seconds=20] [--clicks=15] [--seed=27] [--ui=app/dist] [--profile=page.cpuprofile] [--trace]
 *   (= npx tsx server/bench/inplay-browser.ts ...)
 *
 * - browser: long tasks over 50 ms (PerformanceObserver 'longtask'), frames per second
 *   (requestAnimationFrame callbacks per second), odds frames the page received, and the delay of
 *   a click on a price: from the pointer event's timestamp to the first frame after the slip
 *   shows the pick (the pick is taken out again before the next click);
 * - server: CPU (share of one core) and resident memory of its process, sampled every second,
 *   and the feed events it stored and published (GET /api/health, task 'feedSync').
 *
 * The load is the server's own development hook SPORTS_FEED_LOAD_RATE (the simulator's
 * `startLoad`: batches every 50 ms of price changes of matches in play), which config.ts refuses
 * with NODE_ENV=production. Seed 27 starts 17 matches in play, so the first page (15 matches)
 * holds 100+ markets. Needs app/dist (built here when missing) and Chromium (CHROMIUM_PATH,
 * default /usr/bin/chromium).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { BENCH_MEMBER, launchBenchChromium } from './bench-browser.js';
import { CLICK_TIMEOUT_MS, inPage, longTaskTimes, PAGE_PROBES, readProbes, resetProbes, shownOn } from './inplay-probes.js';
import { startProfile, startTrace, stopProfile, stopTrace } from './page-profile.js';
import { freePort } from './bench-kit.js';
import { countServerOdds, feedSyncRuns, sampleProcess, startServer } from './inplay-server.js';

const arg = (name: string, fallback: string): string => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RATE = Number(arg('rate', '2000'));
const SECONDS = Number(arg('seconds', '20'));
const CLICKS = Number(arg('clicks', '15'));
const SEED = arg('seed', '27');
/** Writes a CPU profile of the page's main thread over the measured window here, and prints where the time went. */
const PROFILE = arg('profile', '');
/** Also records a timeline trace of the window and prints the main thread's time per kind of work. */
const TRACE = process.argv.includes('--trace');
/** The built site to serve (another build, e.g. of an older commit, compares two versions on one machine). */
const UI_BUILD = arg('ui', 'app/dist');
const MEMBER = BENCH_MEMBER;
const ROOT = resolve(import.meta.dirname, '../..');
/** Progress on stderr (the figures go to stdout). */
const step = (what: string): void => void process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${what}\n`);

/* ------------------------------------------------------------------ figures */

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
const f1 = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '-');
const spread = (values: readonly number[], unit: string): string =>
  `p50 ${f1(percentile(values, 50))} ${unit}, p99 ${f1(percentile(values, 99))} ${unit}, max ${f1(Math.max(...values))} ${unit} (n=${values.length})`;

async function logIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: '로그인', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '로그인', exact: true });
  await dialog.locator('input[name="userId"]').fill(MEMBER.userId);
  await dialog.locator('input[name="password"]').fill(MEMBER.password);
  await dialog.locator('form').getByRole('button', { name: '로그인', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Presses an open price of a match not pressed before, waits for the slip, then takes the pick out. */
async function pressAPrice(page: Page, used: Set<string>): Promise<void> {
  const fixtures = page.getByTestId('inplay-fixture');
  const count = await fixtures.count();
  for (let i = 0; i < count; i++) {
    const fixture = fixtures.nth(i);
    const id = (await fixture.getAttribute('data-fixture-id')) ?? '';
    if (used.has(id)) continue;
    const button = fixture.locator('[data-testid="odds-button"]:not([disabled])[aria-pressed="false"]').first();
    if ((await button.count()) === 0) continue;
    used.add(id);
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (!box) continue;
    const oddsId = await button.getAttribute('data-odds-id');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const entry = page.locator(`[data-testid="bet-slip-entry"][data-odds-id="${oddsId}"]`);
    await entry.waitFor({ state: 'attached', timeout: CLICK_TIMEOUT_MS }).catch(() => undefined);
    // Out again (a second press), so the next pick never meets the slip's combination rules.
    await inPage(page, `document.querySelector('[data-testid="odds-button"][data-odds-id="${oddsId}"]')?.click()`).catch(() => undefined);
    await entry.waitFor({ state: 'detached', timeout: CLICK_TIMEOUT_MS }).catch(() => undefined);
    return;
  }
  used.clear();
}

/* ------------------------------------------------------------------ main */

async function main(): Promise<void> {
  const build = resolve(ROOT, UI_BUILD);
  if (UI_BUILD === 'app/dist' && !existsSync(join(ROOT, 'app/dist/index.html'))) {
    console.log('app/dist is missing: npm run build:ui');
    spawnSync('npm', ['run', 'build:ui'], { cwd: ROOT, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-inplay-'));
  // The server lists its UI files at start: a copy, so a rebuild of app/dist meanwhile cannot break the page.
  const uiDir = join(dataDir, 'ui');
  cpSync(build, uiDir, { recursive: true });
  console.log(`site              ${build}`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const startedAt = Date.now();
  const server = await startServer(port, join(dataDir, 'db'), uiDir, { root: ROOT, seed: SEED, rate: RATE });
  const pid = server.pid ?? 0;
  console.log(`server            pid ${pid}, ready in ${Date.now() - startedAt} ms (fresh PGlite in ${dataDir})`);
  const browser = await launchBenchChromium();
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1920, height: 1080 },
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    await context.addInitScript({ content: PAGE_PROBES });
    const page = await context.newPage();
    step('log in');
    await logIn(page);
    step('open /inplay');
    await page.goto('/inplay');
    await page.getByTestId('inplay-fixture').first().waitFor({ state: 'visible' });
    await page.waitForTimeout(2_000); // the slip streams open and the first frames arrive
    const shown = await shownOn(page);

    step(`measuring for ${SECONDS} s`);
    // The measured window: the load keeps running; a price is pressed every SECONDS/CLICKS seconds.
    await resetProbes(page);
    const profiling = PROFILE ? await startProfile(page) : null;
    const tracing = TRACE ? await startTrace(page) : null;
    const serverOdds = await countServerOdds(baseUrl);
    const feedBefore = await feedSyncRuns(baseUrl);
    const cpu: number[] = [];
    const rss: number[] = [];
    let last = sampleProcess(pid);
    let lastAt = performance.now();
    const sampler = setInterval(() => {
      const now = sampleProcess(pid);
      const at = performance.now();
      cpu.push((100 * (now.cpuSeconds - last.cpuSeconds)) / ((at - lastAt) / 1000));
      rss.push(now.rssMb);
      last = now;
      lastAt = at;
    }, 1_000);
    const windowStart = performance.now();
    const used = new Set<string>();
    for (let i = 0; i < CLICKS; i++) {
      const due = windowStart + ((i + 0.5) * SECONDS * 1000) / CLICKS;
      // A saturated page makes presses slow: the window keeps its length, the presses left are skipped.
      if (due > windowStart + SECONDS * 1000 || performance.now() > windowStart + SECONDS * 1000) break;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      await pressAPrice(page, used);
      step(`click ${i + 1}/${CLICKS}`);
    }
    await new Promise((r) => setTimeout(r, Math.max(0, windowStart + SECONDS * 1000 - performance.now())));
    clearInterval(sampler);
    const elapsed = (performance.now() - windowStart) / 1000;
    const probes = await readProbes(page);
    if (profiling) await stopProfile(profiling, PROFILE);
    if (tracing) await stopTrace(tracing, elapsed);
    const feedAfter = await feedSyncRuns(baseUrl);
    const delivered = serverOdds.count();
    const deliveredRows = serverOdds.rows();
    serverOdds.close();

    // Frames per second: animation frames counted in each whole second of the window.
    const perSecond = new Map<number, number>();
    const first = probes.frames[0] ?? 0;
    for (const t of probes.frames) perSecond.set(Math.floor((t - first) / 1000), (perSecond.get(Math.floor((t - first) / 1000)) ?? 0) + 1);
    const fps = [...perSecond.entries()].filter(([s]) => s < Math.floor(elapsed)).map(([, n]) => n);
    const longOver50 = probes.longTasks.filter((d) => d > 50);
    const feedRuns = feedAfter.runs - feedBefore.runs;

    console.log(`load              ${RATE} price changes/s asked (SPORTS_FEED_LOAD_RATE, batches every 50 ms), ${f1(elapsed)} s measured`);
    console.log(
      `page              /inplay at 1920x1080: ${shown.fixtures} matches, ${shown.markets} markets (${shown.marketsInView} in the viewport), ${shown.prices} prices`,
    );
    console.log(
      `server feed       ${feedRuns} feed events stored and published (${f1(feedRuns / elapsed)}/s), failures ${feedAfter.failures - feedBefore.failures}; ${delivered} odds frames sent for the prices in play (${f1(delivered / elapsed)}/s) carrying ${deliveredRows} price rows`,
    );
    console.log(
      `odds frames       ${probes.oddsFrames} received by the page (${f1(probes.oddsFrames / elapsed)}/s) carrying ${probes.oddsRows} price rows (${f1(probes.oddsRows / elapsed)}/s; only the prices on the page are streamed)`,
    );
    console.log(
      `long tasks > 50ms ${longOver50.length} (${f1(longOver50.length / elapsed)}/s, ${f1(longOver50.reduce((a, b) => a + b, 0))} ms in all)${longOver50.length ? `: ${spread(longOver50, 'ms')}; at ${longTaskTimes(probes)}` : ''}`,
    );
    console.log(
      `frames per second ${f1(probes.frames.length / elapsed)} on average; per second: p50 ${f1(percentile(fps, 50))}, worst ${f1(Math.min(...fps))}`,
    );
    console.log(
      `click -> slip     ${probes.clicks.length ? spread(probes.clicks, 'ms') : 'none measured'}; ${probes.failedClicks} not shown within 5 s`,
    );
    console.log(`server CPU        ${spread(cpu, '% of one core')}`);
    console.log(`server memory     RSS ${spread(rss, 'MB')}`);
    await context.close();
  } finally {
    await browser.close();
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    const forced = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(forced);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
