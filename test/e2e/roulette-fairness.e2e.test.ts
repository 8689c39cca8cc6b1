import { sha256Hex } from '@bet/core/fairness';
import { DEMO_ACCOUNTS } from '@bet/server';
import { acceptAlert, DESKTOP, MOBILE, saveScreenshot, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { expectNoSidewaysScroll } from '../support/layout-probe.js';
import { asMemberInBrowser, useSiteInChromium } from '../support/site-in-chromium.js';

/** member01 of the demo seed: 3 normal roulette coupons and 1 VIP. */
const MEMBER = DEMO_ACCOUNTS.find((a) => a.userId === 'member01')!;
/** member02: the reality check in a slot session. */
const SLOT_MEMBER = DEMO_ACCOUNTS.find((a) => a.userId === 'member02')!;
/** The fairness page's game id of the normal wheel (core's ROULETTE_FAIR_GAME_IDS). */
const NORMAL_WHEEL = 9001;

describeInChromium('issue 13 in Chromium: a provably fair roulette spin, and a reality check in a slot session', () => {
  const at = useSiteInChromium();

  it('shows the commitment before a spin, then verifies that spin on /fairness in the browser (a seed altered by one character does not)', async () => {
    const { site } = at();
    await asMemberInBrowser(at(), DESKTOP, MEMBER, async (page) => {
      // The top page has no sidebar: its roulette button is on the other pages.
      await page.goto('/europe');
      await page.getByRole('button', { name: '룰렛', exact: true }).click();
      const dialog = page.getByTestId('roulette-dialog');
      // The short form a person reads, then the whole hash under 전체 보기 to copy and compare.
      await waitForText(dialog.getByTestId('roulette-commitment-short'), /^[0-9a-f]{8}…[0-9a-f]{8}$/);
      await dialog.getByText('전체 보기', { exact: true }).click();
      const commitment = dialog.getByTestId('roulette-commitment-full');
      await waitForText(commitment, /^[0-9a-f]{64}$/);
      expect(await dialog.getByTestId('roulette-commitment-short').innerText()).toBe(
        `${(await commitment.innerText()).slice(0, 8)}…${(await commitment.innerText()).slice(-8)}`,
      );
      const committed = await commitment.innerText();
      await saveScreenshot(page, 'roulette-commitment', DESKTOP);
      await dialog.getByTestId('roulette-spin').click();
      await acceptAlert(page, /당첨되었습니다|꽝입니다/);
      // The server drew with the seed it had committed to, revealed it, and committed a new one.
      const { rows } = await site.db.query<{ id: number | string; seed: string; seed_hash: string }>(
        'SELECT s.id, s.seed, s.seed_hash FROM roulette_spins s JOIN members m ON m.id = s.member_id WHERE m.user_id = $1 ORDER BY s.id DESC LIMIT 1',
        [MEMBER.userId],
      );
      const spin = rows[0]!;
      expect(spin.seed_hash).toBe(committed);
      expect(sha256Hex(spin.seed)).toBe(committed);
      await waitForText(commitment, /^[0-9a-f]{64}$/);
      expect(await commitment.innerText()).not.toBe(committed);
      await dialog.getByRole('button', { name: /닫기/ }).first().click();

      await page.goto('/fairness');
      await page.getByLabel('게임', { exact: true }).selectOption({ label: '일반 룰렛' });
      const round = page.locator(`[data-testid="fair-round"][data-round-key="${NORMAL_WHEEL}:${Number(spin.id)}"]`);
      await round.waitFor({ state: 'visible' });
      expect(await page.getByTestId('fair-round').count()).toBe(1);
      await round.getByRole('button').click();
      await waitForText(page.getByTestId('fair-verdict'), '검증 성공: 공개된 값과 일치합니다.');
      expect(await page.getByTestId('fair-hash-verdict').innerText()).toBe('일치');
      expect(await page.getByTestId('fair-result-verdict').innerText()).toBe('일치');
      await waitForText(page.getByTestId('fair-computed-result'), /^숫자 \d+ · /);
      const seed = page.getByLabel('서버 시드');
      expect(await seed.inputValue()).toBe(spin.seed);
      await saveScreenshot(page, 'fairness-roulette-verified', DESKTOP);

      const last = spin.seed.slice(-1);
      await seed.press('End');
      await seed.press('Backspace');
      await seed.pressSequentially(last === '0' ? '1' : '0');
      await waitForText(page.getByTestId('fair-verdict'), '검증 실패: 공개된 값과 일치하지 않습니다.');
      expect(await page.getByTestId('fair-hash-verdict').innerText()).toBe('불일치');
      await saveScreenshot(page, 'fairness-roulette-tampered', DESKTOP);
    });

    // The same spin on a phone: listed and verified, nothing scrolls sideways.
    await asMemberInBrowser(at(), MOBILE, MEMBER, async (page) => {
      await page.goto('/fairness');
      await page.getByLabel('게임', { exact: true }).selectOption({ label: '일반 룰렛' });
      await page.getByTestId('fair-round').first().getByRole('button').click();
      await waitForText(page.getByTestId('fair-verdict'), '검증 성공: 공개된 값과 일치합니다.');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'fairness-roulette-verified', MOBILE);
    });
  });

  it('shows a reality check in a slot session at the interval the member chose (15 minutes), and again after 계속', async () => {
    await asMemberInBrowser(at(), DESKTOP, SLOT_MEMBER, async (page) => {
      await page.goto('/mypage/reality_check');
      await page.getByLabel('알림 주기').selectOption({ label: '15분마다' });
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await acceptAlert(page, '이용 시간 알림 설정이 저장되었습니다.');

      await page.goto('/slot');
      await page.getByTestId('casino-game').first().waitFor({ state: 'visible' });
      const check = page.getByRole('alertdialog', { name: '이용 시간 알림' });
      await page.clock.fastForward(13 * 60_000);
      await page.getByTestId('casino-game').first().waitFor({ state: 'visible' });
      expect(await check.count()).toBe(0);
      await page.clock.fastForward(2 * 60_000 + 5_000);
      await check.waitFor({ state: 'visible' });
      await waitForText(check.getByTestId('reality-played'), /^15분$/);
      await saveScreenshot(page, 'reality-check-slot', DESKTOP);
      await check.getByRole('button', { name: '계속' }).click();
      await check.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/slot');
      await page.clock.fastForward(15 * 60_000);
      await check.waitFor({ state: 'visible' });
      await waitForText(check.getByTestId('reality-played'), /^30분$/);
    });
  });
});
