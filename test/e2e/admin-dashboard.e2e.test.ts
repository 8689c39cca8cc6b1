import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { houseAccount, memberAccount, transfer } from '@bet/server/ledger/index.js';
import { adminNav, logInToDashboard } from '../support/admin-kit.js';
import { digitsOf, DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import type { SiteServer } from '../support/site-server.js';
import { useSiteInChromium } from '../support/site-in-chromium.js';

/** Where the screenshots this test takes are kept for a person to look at. */
const SHOTS = '/work/shots/dash';

let key = 0;
/** A won deposit credited to a demo member now (the ledger kind an approved deposit writes). */
async function deposit(site: SiteServer, userId: string, amount: number): Promise<void> {
  const { rows } = await site.db.query<{ id: number }>('SELECT id FROM members WHERE user_id = $1', [userId]);
  const memberId = Number(rows[0]!.id);
  await site.db.transaction(async (tx) => {
    const done = await transfer(tx, {
      key: `e2e-dashboard:${++key}:${Date.now()}`,
      kind: 'charge.deposit',
      memberId,
      at: site.clock.now(),
      legs: [{ from: houseAccount('bank', 'KRW'), to: memberAccount(memberId, 'cash'), amount }],
    });
    if (!done.ok) throw new Error(done.error.message);
  });
}

const todayDeposits = (page: Page) => page.getByTestId('dashboard-today-deposits');

/** Both charts drawn: a canvas in each, as wide as its card and no wider than the screen, with something painted. */
async function expectCharts(page: Page, viewport: Viewport): Promise<void> {
  const charts = page.getByTestId('dashboard-chart');
  await charts.nth(1).locator('canvas').waitFor({ state: 'visible' });
  expect(await charts.count()).toBe(2);
  for (const chart of await charts.all()) {
    const box = (await chart.locator('canvas').boundingBox())!;
    expect(box.width).toBeGreaterThan(150);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    const painted = await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let inked = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) inked += 1;
      return inked;
    });
    expect(painted).toBeGreaterThan(500);
  }
}

/**
 * Issue 27: the operator logs in (password and TOTP, key by key) and lands on the dashboard at
 * /admin: two deposits of 10,000 and 20,000 made while the page is open raise today's deposits
 * by 30,000 after 새로고침; the charts are drawn (uPlot on canvas, under the production CSP: a
 * blocked script or eval would be a page error); at 425 px the same, with no sideways scroll. The
 * members' CSV downloads with 다운로드 and is read back. Screenshots go to /work/shots/dash.
 */
describeInChromium('the operator dashboard and CSV download, in Chromium against the real server', () => {
  const at = useSiteInChromium();

  it.each([
    ['1920', DESKTOP],
    ['425', MOBILE],
  ] as const)('at %s px: shows the seeded deposits, the figures and the charts', async (_w, viewport: Viewport) => {
    const { browser, site } = at();
    const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
    try {
      await logInToDashboard(page);
      await waitForText(page.getByTestId('admin-dashboard'), '최근 30일');
      const before = digitsOf((await todayDeposits(page).textContent())!);
      await deposit(site, 'member03', 10_000);
      await deposit(site, 'member04', 20_000);
      await page.getByRole('button', { name: '새로고침', exact: true }).click();
      await waitForText(todayDeposits(page), `${(before + 30_000).toLocaleString('en-US')}원`);
      for (const label of ['입금', '출금', '베팅금액', '당첨금', '총 게임 수익 (GGR)', '활동 회원', '신규 가입'])
        await waitForText(page.getByTestId('dashboard-last30'), label);
      await waitForText(page.getByRole('region', { name: '처리 대기' }), '가입 승인');
      expect(await page.getByTestId('dashboard-queue-signUps').textContent()).toMatch(/가입 승인\d+건/);
      await waitForText(page.getByTestId('dashboard-liability'), '원');
      await expectCharts(page, viewport);
      if (viewport.name === 'mobile') await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'admin-dashboard', viewport);
      await page.screenshot({ path: `${SHOTS}/dashboard-${viewport.width}.png`, fullPage: true, animations: 'disabled' });
      // The menu still opens the members table at its own address, and 대시보드 comes back.
      await adminNav(page, '회원').click();
      await page.waitForURL(/\/admin\/members$/);
      await page.getByTestId('admin-members').waitFor({ state: 'visible' });
      await adminNav(page, '대시보드').click();
      await page.waitForURL(/\/admin$/);
      await page.getByTestId('admin-dashboard').waitFor({ state: 'visible' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 1920 px: 다운로드 saves the members CSV (BOM, Korean headers) and the audit log filtered to one action', async () => {
    const { browser, site } = at();
    const { context, page, pageErrors } = await openSitePage(browser, site, DESKTOP);
    try {
      await logInToDashboard(page);
      await adminNav(page, '회원').click();
      await page.waitForURL(/\/admin\/members$/);
      const bar = page.getByTestId('admin-export-members');
      await bar.waitFor({ state: 'visible' });
      const [file] = await Promise.all([page.waitForEvent('download'), bar.getByRole('link', { name: '회원 CSV 다운로드' }).click()]);
      expect(file.suggestedFilename()).toMatch(/^members_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = readFileSync((await file.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('번호,아이디,닉네임,레벨,구분,상태,추천인,가입일시,최근 로그인,최근 로그인 IP');
      expect(lines.some((l) => l.split(',')[1] === 'member01')).toBe(true);
      await page.screenshot({ path: `${SHOTS}/members-export-1920.png`, animations: 'disabled' });

      // The audit log narrowed to one action on the screen, and its CSV downloaded with the same filter.
      await adminNav(page, '감사 로그').click();
      await page.waitForURL(/\/admin\/audit$/);
      await page.getByRole('combobox', { name: '작업 종류' }).selectOption({ label: '로그인' });
      await waitForText(page.getByTestId('admin-audit-action').first(), '로그인');
      const actions = await page.getByTestId('admin-audit-action').allTextContents();
      expect(actions.length).toBeGreaterThan(0);
      expect(new Set(actions)).toEqual(new Set(['로그인']));
      const [audit] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: '감사 로그 CSV 다운로드' }).click(),
      ]);
      const rows = readFileSync((await audit.path())!)
        .subarray(3)
        .toString('utf8')
        .split('\r\n')
        .filter((l) => l !== '');
      expect(rows[0]).toBe('번호,일시,아이디,IP,작업,대상,내용');
      expect(rows.length).toBeGreaterThan(1);
      expect(new Set(rows.slice(1).map((l) => l.split(',')[4]))).toEqual(new Set(['로그인']));
      await page.screenshot({ path: `${SHOTS}/audit-filter-1920.png`, animations: 'disabled' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
