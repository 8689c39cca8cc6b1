/**
 * First-visit benchmark (issue 12: a small first load): a member opening / with an empty cache on a
 * phone-like link in Chromium, with the site built as it is (pages in chunks loaded on first use) and, in the same
 * run on the same server build, the same sources built as one bundle (the baseline: what the site
 * sent before code splitting). Prints figures; asserts nothing.
 *
 *   npx tsx server/bench/first-visit.ts [--runs=5] [--latency=150] [--kbps=1600] [--cpu=4]
 *
 * Each run is a fresh browser context (empty cache) with the network emulated at `--latency` ms
 * round trip and `--kbps` kilobits a second down (Chrome's "Slow 4G" preset is 150 ms / 1,600),
 * and the CPU slowed `--cpu` times (a mid-range phone). Per build it prints the p50 and worst of:
 * script bytes over the wire (compressed), requests, first contentful paint, the top page drawn
 * (its notice widget shown), and the in-play
 * list shown after an in-app navigation to /inplay (the split build fetches that page's chunk
 * then; the one bundle has it already). Needs `npm run build:server` and Chromium (CHROMIUM_PATH,
 * default /usr/bin/chromium); the two site builds are made here, in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { BENCH_MEMBER, launchBenchChromium } from './bench-browser.js';
import { build, type InlineConfig, type UserConfig } from 'vite';
import { percentile, printTable, round1, startServerProcess } from './bench-kit.js';

const arg = (name: string, fallback: string): number =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = arg('runs', '5');
const LATENCY_MS = arg('latency', '150');
const KBPS = arg('kbps', '1600');
const CPU_SLOWDOWN = arg('cpu', '4');
const ROOT = resolve(import.meta.dirname, '../..');
const MEMBER = BENCH_MEMBER;
/** Seed 27 starts matches in play, so /inplay has a list to show. */
const FEED_SEED = '27';
const step = (what: string): void => void process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${what}\n`);

interface Visit {
  readonly scriptKb: number;
  readonly requests: number;
  readonly fcpMs: number;
  readonly topReadyMs: number;
  readonly inplayMs: number;
}

/** Builds the site into `outDir`; `oneBundle` inlines every lazy chunk (the build before code splitting). */
async function buildSite(outDir: string, oneBundle: boolean): Promise<void> {
  const loaded = (await import(join(ROOT, 'app/vite.config.ts'))) as { default: UserConfig };
  const base = loaded.default;
  const output = oneBundle ? { inlineDynamicImports: true } : base.build?.rollupOptions?.output;
  const config: InlineConfig = {
    ...base,
    configFile: false,
    logLevel: 'warn',
    build: { ...base.build, outDir, sourcemap: false, rollupOptions: { ...base.build?.rollupOptions, output } },
  };
  await build(config);
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The member's session cookie, from a login through the site's own dialog (no throttling: not measured). */
async function memberSession(browser: Browser, url: string): Promise<Session> {
  const context = await browser.newContext({ baseURL: url });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: '로그인', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: '로그인', exact: true });
    await dialog.locator('input[name="userId"]').fill(MEMBER.userId);
    await dialog.locator('input[name="password"]').fill(MEMBER.password);
    await dialog.locator('form').getByRole('button', { name: '로그인', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * One visit of a logged-in member with an empty cache (a new phone, or the first visit after a
 * release): / until the top page is drawn, then /inplay in the app until its list shows.
 */
async function visit(browser: Browser, url: string, session: Session): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 425, height: 900 },
    isMobile: true,
    hasTouch: true,
    storageState: session,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: (KBPS * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scripts = new Set<string>();
  let scriptBytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    requests += 1;
    if (scripts.has(e.requestId)) scriptBytes += e.encodedDataLength;
  });
  try {
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    await page.getByText('사이트 이용 안내').first().waitFor({ state: 'visible', timeout: 120_000 });
    const topReadyMs = await page.evaluate(() => performance.now());
    const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    const firstLoad = { scriptKb: scriptBytes / 1024, requests };
    // An in-app move (the router's own navigation, as a menu link does), timed in the page.
    const inplayMs = await page.evaluate(async () => {
      const start = performance.now();
      window.history.pushState({}, '', '/inplay');
      window.dispatchEvent(new PopStateEvent('popstate'));
      while (!document.querySelector('[data-testid="inplay-fixture"]')) {
        if (performance.now() - start > 60_000) throw new Error(`no in-play list after 60 s at ${location.pathname}`);
        await new Promise((r) => setTimeout(r, 5));
      }
      return performance.now() - start;
    });
    return { ...firstLoad, fcpMs, topReadyMs, inplayMs };
  } finally {
    await context.close();
  }
}

const summary = (name: string, values: readonly number[]): Record<string, string> => {
  const sorted = [...values].sort((a, b) => a - b);
  return { [`${name} p50`]: round1(percentile(sorted, 50)), [`${name} max`]: round1(sorted[sorted.length - 1] ?? NaN) };
};

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-first-visit-'));
  const browser = await launchBenchChromium();
  const rows: Record<string, string | number>[] = [];
  try {
    for (const [name, oneBundle] of [
      ['one bundle (baseline)', true],
      ['chunks (the site)', false],
    ] as const) {
      const uiDir = join(work, oneBundle ? 'one-bundle' : 'chunks');
      step(`building ${name}`);
      await buildSite(uiDir, oneBundle);
      // vite's build set NODE_ENV=production in this process: the server runs as `npm start` does.
      const server = await startServerProcess({
        NODE_ENV: 'development',
        DATA_DIR: join(work, `data-${String(oneBundle)}`),
        UI_DIR: uiDir,
        SPORTS_FEED_SEED: FEED_SEED,
      });
      try {
        const session = await memberSession(browser, server.url);
        await visit(browser, server.url, session); // warms the server (first answers, page cache), not counted
        const visits: Visit[] = [];
        for (let i = 0; i < RUNS; i++) {
          step(`${name}: visit ${i + 1}/${RUNS}`);
          visits.push(await visit(browser, server.url, session));
        }
        rows.push({
          build: name,
          'JS KB (wire)': round1(visits[0]!.scriptKb),
          requests: visits[0]!.requests,
          ...summary(
            'FCP ms',
            visits.map((v) => v.fcpMs),
          ),
          ...summary(
            'top drawn ms',
            visits.map((v) => v.topReadyMs),
          ),
          ...summary(
            'to /inplay ms',
            visits.map((v) => v.inplayMs),
          ),
        });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `first visit to / of a logged-in member with an empty cache at 425 px: ${LATENCY_MS} ms round trip, ${KBPS} kbit/s down, CPU ${CPU_SLOWDOWN}x slower; ${RUNS} runs each, fresh cache`,
  );
  printTable(rows);
  const [one, split] = rows;
  if (one && split) {
    const ratio = Number(split['top drawn ms p50']) / Number(one['top drawn ms p50']);
    console.log(`top page drawn, chunks / one bundle (p50): ${ratio.toFixed(2)}`);
  }
}

await main();
