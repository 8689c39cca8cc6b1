import type { Browser, BrowserContext, Page } from 'playwright-core';
import { UI_TIMEOUT_MS, saveScreenshot, type Viewport } from '../support/browser-kit.js';
import { describeInChromium, launchChromium } from '../support/chromium.js';
import { sidewaysScroll } from '../support/layout-probe.js';
import { logInDemoMember } from '../support/slip-kit.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/** A browser window (or a device) of this width; `device` turns on mobile emulation (meta viewport, touch). */
interface Screen {
  readonly width: number;
  readonly height: number;
  readonly device: boolean;
}

async function openScreen(browser: Browser, site: SiteServer, screen: Screen): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: site.baseUrl,
    viewport: { width: screen.width, height: screen.height },
    isMobile: screen.device,
    hasTouch: screen.device,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  const page = await context.newPage();
  await page.clock.install({ time: site.clock.now() });
  return { context, page };
}

/** A desktop window: nothing wider than the window, nothing to scroll. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await sidewaysScroll(page);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
  expect(widths.maxScrollX).toBe(0);
}

/** An emulated device: the page scale may round the width 1 px over (see sidewaysScroll), but nothing can scroll. */
async function expectNoSidewaysScrollOnDevice(page: Page): Promise<void> {
  const widths = await sidewaysScroll(page);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth + 1);
  expect(widths.maxScrollX).toBe(0);
}

/** The site frame's layout mode (SiteLayout's data-mode). */
const modeOf = (page: Page) => page.locator('[data-mode]').first().getAttribute('data-mode');

/** What the desktop frame shows once a member is on /europe: the sidebar and the slip column, and where they end. */
async function desktopFrame(page: Page) {
  const sidebar = page.locator('aside').filter({ hasText: '인기 경기' }).first();
  const slip = page.getByRole('complementary', { name: '베팅 슬립' });
  await sidebar.waitFor({ state: 'visible' });
  await slip.waitFor({ state: 'visible' });
  const slipBox = await slip.boundingBox();
  const windowWidth = await page.evaluate(() => window.innerWidth);
  return { slipRight: (slipBox?.x ?? 0) + (slipBox?.width ?? 0), windowWidth };
}

const shotName = (screen: Screen): Viewport => ({ name: screen.device ? 'mobile' : 'desktop', width: screen.width, height: screen.height });

describeInChromium('spec 4/9 viewport: 1920 px desktop layout from 768 px, mobile below, in Chromium against the real server', () => {
  let browser: Browser;
  let site: SiteServer;

  beforeAll(async () => {
    browser = await launchChromium();
    site = await startSiteServer({ serveUi: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it.each([1000, 1366, 1920])(
    'shows the whole desktop layout in a %i px desktop window, scaled to fit, with no sideways scrolling',
    async (width) => {
      const screen: Screen = { width, height: 900, device: false };
      const { context, page } = await openScreen(browser, site, screen);
      try {
        await page.goto('/');
        await logInDemoMember(page, 'member01');
        await page.goto('/europe');
        expect(await modeOf(page)).toBe('desktop');
        const frame = await desktopFrame(page);
        expect(frame.windowWidth).toBe(width);
        expect(frame.slipRight).toBeLessThanOrEqual(width);
        await expectNoSidewaysScroll(page);
        // The 1920 px layout, shrunk by width/1920 (none at 1920): the page's own width is 1920 px.
        const layout = await page.evaluate(() => ({ zoom: document.documentElement.style.zoom, bodyWidth: document.body.offsetWidth }));
        expect(layout.bodyWidth).toBe(1920);
        if (width < 1920) expect(Number(layout.zoom)).toBeCloseTo(width / 1920, 5);
        else expect(layout.zoom).toBe('');
        await saveScreenshot(page, 'viewport-europe', shotName(screen), { fullPage: false });
      } finally {
        await context.close();
      }
    },
  );

  it('lays a 1000 px tablet (mobile emulation, touch) out at 1920 px through the viewport meta tag, the desktop frame whole', async () => {
    const screen: Screen = { width: 1000, height: 1400, device: true };
    const { context, page } = await openScreen(browser, site, screen);
    try {
      await page.goto('/');
      await logInDemoMember(page, 'member01');
      await page.goto('/europe');
      expect(await modeOf(page)).toBe('desktop');
      expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe('width=1920, initial-scale=0.5208');
      await page.waitForFunction(() => window.innerWidth >= 1920);
      const frame = await desktopFrame(page);
      expect(frame.slipRight).toBeLessThanOrEqual(frame.windowWidth);
      await expectNoSidewaysScrollOnDevice(page);
      await saveScreenshot(page, 'viewport-tablet', shotName(screen), { fullPage: false });
    } finally {
      await context.close();
    }
  });

  it('lays a 425 px phone out as mobile, and keeps the PC mode a member picks (stored) until the mobile mode is picked again', async () => {
    const screen: Screen = { width: 425, height: 900, device: true };
    const { context, page } = await openScreen(browser, site, screen);
    try {
      await page.goto('/');
      expect(await modeOf(page)).toBe('mobile');
      await expectNoSidewaysScrollOnDevice(page);
      await logInDemoMember(page, 'member01');

      await page.getByRole('button', { name: '내 정보 열기' }).click();
      await page.getByRole('button', { name: 'PC 버전으로 보기' }).click();
      await page.locator('[data-mode="desktop"]').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('viewportChoice'))).toBe('desktop');
      // A page zooms out to a quarter at most: a 425 px phone shows 1700 px, and the 1920 px
      // layout is scaled into them like into a narrow desktop window.
      expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe('width=1700, initial-scale=0.2500');
      await page.waitForFunction(() => window.innerWidth === 1700);
      await expectNoSidewaysScrollOnDevice(page);
      await saveScreenshot(page, 'viewport-phone-pc-mode', shotName(screen), { fullPage: false });

      await page.reload();
      await page.locator('[data-mode="desktop"]').waitFor();
      await page.getByRole('button', { name: '모바일 버전으로 보기' }).click();
      await page.locator('[data-mode="mobile"]').waitFor();
      await page.waitForFunction(() => window.innerWidth === 425);
      expect(await page.evaluate(() => localStorage.getItem('viewportChoice'))).toBe('mobile');
      await expectNoSidewaysScrollOnDevice(page);
    } finally {
      await context.close();
    }
  });
});
