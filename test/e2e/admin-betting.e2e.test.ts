import type { Locator, Page } from 'playwright-core';
import { memberBalances } from '@bet/server/ledger/balances.js';
import { createCashWallet } from '@bet/server/ledger/cash-wallet.js';
import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { enterFixtureResults } from '@bet/server/routes/sports/settlement/fixture-results.js';
import { kickOff } from '@bet/server/routes/sports/testing/kick-off.js';
import { confirmWith, logInAsOperator, openAdminPage, searchAdminList } from '../support/admin-kit.js';
import { loggedInSession } from '../support/api-session.js';
import { miniGameBet, prematchSingle } from '../support/back-office-play.js';
import { openBetSlip, pickFromDifferentFixtures, type ShownPick } from '../support/betting-flows.js';
import { acceptAlert, DESKTOP, MOBILE, openSitePage, saveScreenshot, waitForText, type Viewport } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { waitForHeaderCash } from '../support/member-flows.js';
import type { SiteServer } from '../support/site-server.js';
import { memberIdOf, useSiteInChromium } from '../support/site-in-chromium.js';
import { logInDemoMember, slipEntryOf, typeStakeKeyByKey } from '../support/slip-kit.js';

const MEMBER = 'member03';
/** Places the slips voided after settlement (the site seeds its demo members with CASH). */
const PLAYER = 'member05';
/** The seed's opening cash of a demo member. */
const CASH = 1_000_000;
const STAKE = 10_000;

async function one<R>(site: SiteServer, sql: string, params: unknown[]): Promise<R> {
  const { rows } = await site.db.query<R>(sql, params);
  if (!rows[0]) throw new Error(`no row for ${sql}`);
  return rows[0];
}

/**
 * member05 places a pre-match single (settled won by the fixture's result) and a mini-game bet
 * through the API; on /admin/bets the operator finds the mini-game slip under 미니게임 with its
 * pick, then voids the won slip under 스포츠: the question names the payout taken back, and the
 * member's cash is back where the bet found it.
 */
async function voidsASettledSlipAndShowsAMiniGameSlip(page: Page, site: SiteServer, viewport: Viewport): Promise<void> {
  const player = await loggedInSession(site.apiUrl, PLAYER, DEMO_ACCOUNTS.find((a) => a.userId === PLAYER)!.password);
  const playerId = await memberIdOf(site, PLAYER);
  await prematchSingle(player, playerId, 'e2e-admin-betting-won');
  await miniGameBet(site, player, playerId, 'e2e-admin-betting-mini');
  const leg = await one<{ slip_id: number; fixture_id: number; market_id: number; odds_id: number }>(
    site,
    'SELECT l.slip_id, l.fixture_id, l.market_id, l.odds_id FROM bet_legs l JOIN bet_slips s ON s.id = l.slip_id WHERE s.member_id = $1 AND s.game_type = 1',
    [playerId],
  );
  // The match kicks off, and its result (as the feed or the results screen would enter it): the member's pick wins.
  await kickOff(site.db, Number(leg.fixture_id), site.clock.now());
  await enterFixtureResults(
    site.db,
    createCashWallet(),
    Number(leg.fixture_id),
    { markets: [{ marketId: Number(leg.market_id), winningOddsIds: [Number(leg.odds_id)] }], score: { home: 1, away: 0 } },
    site.clock.now(),
  );
  const { win_amount: payout } = await one<{ win_amount: number }>(site, 'SELECT win_amount FROM bet_slips WHERE id = $1', [leg.slip_id]);
  expect(Number(payout)).toBeGreaterThan(STAKE);
  expect((await memberBalances(site.db, playerId)).cash).toBe(CASH - 2 * STAKE + Number(payout));

  await searchAdminList(page, '회원 아이디', PLAYER);
  await page.getByRole('tab', { name: '미니게임', exact: true }).click();
  const mini = page.locator(`[data-testid="admin-bet-row"][data-user-id="${PLAYER}"][data-game-type="3"]`);
  await waitForText(mini.getByTestId('admin-bet-leg'), /^로투스 파워볼 \d+회차 · 일반 홀짝 · \S+ \(\d\.\d\d\) 대기$/);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'admin-bets-minigame', viewport);

  await page.getByRole('tab', { name: '스포츠', exact: true }).click();
  const won = page.locator(`[data-testid="admin-bet-row"][data-slip-id="${leg.slip_id}"]`);
  await waitForText(won, '적중');
  await won.getByRole('button', { name: '무효 처리', exact: true }).click();
  const shown = Number(payout).toLocaleString('en-US');
  await confirmWith(page, `정산된 베팅입니다. 무효 처리하면 당첨금 ${shown}원을 회수하고 베팅금 10,000원을 환급합니다.`);
  await acceptAlert(page, `베팅이 무효 처리되었습니다. 당첨금 ${shown}원을 회수하고 베팅금 10,000원을 환급했습니다.`);
  await waitForText(page.locator(`[data-testid="admin-bet-row"][data-slip-id="${leg.slip_id}"]`), '무효처리');
  // Only the mini-game stake is still out: the won slip left the member as if never placed.
  expect((await memberBalances(site.db, playerId)).cash).toBe(CASH - STAKE);
  await saveScreenshot(page, 'admin-bets-settled-void', viewport);
}

const fixtureRow = (page: Page, fixtureId: number): Locator =>
  page.locator(`[data-testid="admin-betting-fixture"][data-fixture-id="${fixtureId}"]`);
const marketBox = (page: Page, marketId: number): Locator => page.locator(`[data-testid="admin-market"][data-market-id="${marketId}"]`);
const oddsButton = (page: Page, oddsId: number): Locator => page.locator(`[data-testid="odds-button"][data-odds-id="${oddsId}"]`);

/** The member bets STAKE on the first open price of /europe; the pick goes back into the slip so the slip watches it. */
async function memberBets(page: Page): Promise<ShownPick> {
  await page.goto('/');
  await logInDemoMember(page, MEMBER);
  await waitForHeaderCash(page, CASH);
  await page.goto('/europe');
  const [pick] = await pickFromDifferentFixtures(page, 1);
  if (!pick) throw new Error('a pick expected');
  const slip = await openBetSlip(page, DESKTOP);
  await typeStakeKeyByKey(slip, String(STAKE));
  await slip.getByTestId('bet-submit').click();
  await acceptAlert(page, '베팅이 완료 되었습니다.');
  await waitForHeaderCash(page, CASH - STAKE);
  await oddsButton(page, pick.oddsId).click();
  await slipEntryOf(await openBetSlip(page, DESKTOP), pick.oddsId).waitFor({ state: 'visible' });
  return pick;
}

/** The operator finds the fixture on /admin/betting by its home team and opens its markets. */
async function openFixtureMarkets(page: Page, fixtureId: number, home: string): Promise<void> {
  await openAdminPage(page, '마켓/노출', /\/admin\/betting$/);
  await searchAdminList(page, '팀 또는 리그', home);
  await fixtureRow(page, fixtureId).getByRole('button', { name: '마켓 보기', exact: true }).click();
  await page.getByTestId('admin-betting-markets').waitFor({ state: 'visible' });
}

/**
 * Issue 11, the operator's betting desk in Chromium against the real server: a member bets and
 * keeps the pick in the slip; the operator sees the stake in the market's exposure and suspends
 * the market; the member's page (a second browser context) shows the pick locked at once, and a
 * bet on it is refused; the operator voids the member's bet, and the member's header shows the
 * stake back and the history says '무효처리'; the audit log lists both actions with their change.
 * At 425 px the three screens fit the width, and the operator voids a won slip (the payout taken
 * back, the stake returned) and finds a mini-game slip under its game type.
 */
describeInChromium('the operator betting desk, in Chromium against the real server', () => {
  const at = useSiteInChromium({ serveUi: true, rounds: true });

  it('at 1920 px: suspends a market the member sees locked, voids the member’s bet and the stake comes back, audits both', async () => {
    const { browser, site } = at();
    const viewport: Viewport = DESKTOP;
    const member = await openSitePage(browser, site, viewport);
    const operator = await openSitePage(browser, site, viewport);
    const { page } = operator;
    try {
      const pick = await memberBets(member.page);
      const { market_id: marketId } = await one<{ market_id: number }>(site, 'SELECT market_id FROM sports_odds WHERE id = $1', [
        pick.oddsId,
      ]);
      const { home } = await one<{ home: string }>(site, 'SELECT home_name_korean AS home FROM sports_fixtures WHERE id = $1', [
        pick.fixtureId,
      ]);
      const { id: memberId } = await one<{ id: number }>(site, 'SELECT id FROM members WHERE user_id = $1', [MEMBER]);

      // The operator sees the stake in the market's exposure and suspends the market.
      await logInAsOperator(page);
      await openFixtureMarkets(page, pick.fixtureId, home);
      const market = marketBox(page, Number(marketId));
      await waitForText(market, '베팅 1건 · 베팅액 10,000');
      await market.getByRole('button', { name: '베팅 중지', exact: true }).click();
      await acceptAlert(page, '마켓의 베팅을 중지했습니다.');
      await marketBox(page, Number(marketId)).and(page.locator('[data-held="true"]')).waitFor({ state: 'visible' });
      await waitForText(marketBox(page, Number(marketId)), '관리자 중지');
      await saveScreenshot(page, 'admin-betting', viewport);

      // The member's page, open all along, shows the pick locked; a bet on it is refused.
      const slip = await openBetSlip(member.page, viewport);
      await waitForText(slipEntryOf(slip, pick.oddsId).getByTestId('bet-slip-locked'), '베팅중지');
      await oddsButton(member.page, pick.oddsId).and(member.page.locator('[disabled]')).waitFor({ state: 'visible' });
      await saveScreenshot(member.page, 'admin-betting-member-locked', viewport, { fullPage: false });
      await typeStakeKeyByKey(slip, String(STAKE));
      await slip.getByTestId('bet-submit').click();
      await acceptAlert(member.page, '베팅이 일시 중지된 배당이 포함되어 있습니다.');
      expect((await memberBalances(site.db, Number(memberId))).cash).toBe(CASH - STAKE);

      // The operator voids the member's waiting bet; the stake goes back once.
      await openAdminPage(page, '베팅 내역', /\/admin\/bets$/);
      await searchAdminList(page, '회원 아이디', MEMBER);
      const bet = page.locator(`[data-testid="admin-bet-row"][data-user-id="${MEMBER}"]`);
      await waitForText(bet, '10,000');
      await saveScreenshot(page, 'admin-bets', viewport);
      await bet.getByRole('button', { name: '무효 처리', exact: true }).click();
      await confirmWith(page, '이 베팅을 무효 처리하시겠습니까?');
      await acceptAlert(page, '베팅이 무효 처리되고 베팅금이 환급되었습니다.');
      await bet.waitFor({ state: 'detached' });
      expect((await memberBalances(site.db, Number(memberId))).cash).toBe(CASH);
      await waitForHeaderCash(member.page, CASH);
      await member.page.goto('/bet_result');
      await waitForText(member.page.getByTestId('bet-history-row').first(), '무효처리');
      await saveScreenshot(member.page, 'admin-betting-member-history', viewport, { fullPage: false });

      // The audit log shows both actions: who, from where, before and after.
      await openAdminPage(page, '감사 로그', /\/admin\/audit$/);
      const lines = page.getByTestId('admin-audit-row');
      await waitForText(lines.filter({ hasText: '베팅 무효 처리' }).first(), 'voided: 예');
      // Before and after as key: value lines (core's audit-line): not suspended, then suspended.
      await waitForText(lines.filter({ hasText: '마켓 베팅 중지' }).first(), /suspended: 아니오\s*suspended: 예/);
      expect(await lines.filter({ hasText: '마켓 베팅 중지' }).first().textContent()).toContain('admin');
      await saveScreenshot(page, 'admin-audit', viewport);
      expect(operator.pageErrors).toEqual([]);
      expect(member.pageErrors).toEqual([]);
    } finally {
      await member.context.close();
      await operator.context.close();
    }
  });

  it('at 425 px: the betting desk, the bets and the audit log fit the width; lifting a suspension', async () => {
    const { browser, site } = at();
    const viewport: Viewport = MOBILE;
    const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
    try {
      await logInAsOperator(page);
      const { fixture_id: fixtureId, market_id: marketId } = await one<{ fixture_id: number; market_id: number }>(
        site,
        'SELECT m.fixture_id, h.market_id FROM sports_market_holds h JOIN sports_markets m ON m.id = h.market_id',
        [],
      );
      const { home } = await one<{ home: string }>(site, 'SELECT home_name_korean AS home FROM sports_fixtures WHERE id = $1', [fixtureId]);
      await openFixtureMarkets(page, Number(fixtureId), home);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'admin-betting', viewport);
      await marketBox(page, Number(marketId)).getByRole('button', { name: '중지 해제', exact: true }).click();
      await acceptAlert(page, '마켓의 베팅 중지를 해제했습니다.');
      await marketBox(page, Number(marketId)).and(page.locator('[data-held="false"]')).waitFor({ state: 'visible' });
      expect((await site.db.query('SELECT 1 FROM sports_market_holds')).rows).toEqual([]);

      await openAdminPage(page, '베팅 내역', /\/admin\/bets$/);
      await page.getByRole('checkbox', { name: '대기 중인 베팅만' }).click();
      await waitForText(page.getByTestId('admin-bet-row').first(), '무효처리');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'admin-bets', viewport);

      await voidsASettledSlipAndShowsAMiniGameSlip(page, site, viewport);

      await openAdminPage(page, '감사 로그', /\/admin\/audit$/);
      await waitForText(page.getByTestId('admin-audit-row').filter({ hasText: '마켓 베팅 중지 해제' }).first(), '마켓 베팅 중지 해제');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'admin-audit', viewport);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
