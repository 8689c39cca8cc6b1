import { DEMO_ACCOUNTS } from '@bet/server/seed/demo-accounts.js';
import { openBetSlip, pickFromDifferentFixtures } from '../support/betting-flows.js';
import { acceptAlert, openSitePage, saveScreenshot, textOf, waitForText } from '../support/browser-kit.js';
import { describeInChromium } from '../support/chromium.js';
import { atBothWidthsWithOwnSite, logInDemoMember, typeStakeKeyByKey } from '../support/slip-kit.js';

const MEMBER = DEMO_ACCOUNTS.find((a) => a.userId === 'member02')!;
const STAKE = 10_000;

/** The total row's won cells by column: 입금, 출금, 베팅금액, 진행중 베팅, 당첨금액, 손익. */
const wonOf = (text: string | null | undefined): number => Number((text ?? '').replace(/[^0-9-]/g, ''));

describeInChromium('/mypage/statement keeps open bets out of the profit and loss (issue 29 defect 9)', () => {
  atBothWidthsWithOwnSite({ serveUi: true }, (at, viewport) => {
    it('shows a bet still waiting under 진행중 베팅, not as a loss', async () => {
      const { browser, site } = at();
      const { context, page, pageErrors } = await openSitePage(browser, site, viewport);
      try {
        await page.goto('/');
        await logInDemoMember(page, MEMBER.userId);
        await page.goto('/mypage/statement');
        const total = page.getByTestId('statement-total');
        await total.waitFor({ state: 'visible' });
        const before = (await total.locator('td').allTextContents()).map(wonOf);

        // A pre-match bet from the slip, typed key by key: still 대기.
        await page.goto('/europe');
        await pickFromDifferentFixtures(page, 1);
        const slip = await openBetSlip(page, viewport);
        await typeStakeKeyByKey(slip, String(STAKE));
        await slip.getByTestId('bet-submit').click();
        await acceptAlert(page, '베팅이 완료 되었습니다.');
        await page.goto('/mypage/statement');
        await waitForText(total.getByTestId('statement-open-stakes'), `${(before[3]! + STAKE).toLocaleString('en-US')}원`);
        const after = (await total.locator('td').allTextContents()).map(wonOf);
        expect(after).toEqual([before[0], before[1], before[2], before[3]! + STAKE, before[4], before[5]]);
        const header = await page.getByTestId('statement-table').locator('thead th').allTextContents();
        expect(header).toEqual(['날짜', '입금', '출금', '베팅금액', '진행중 베팅', '당첨금액', '손익']);
        expect(await textOf(page.getByTestId('statement-page'))).toContain('결과를 기다리는 베팅은 진행중 베팅에 따로 표시합니다');
        await saveScreenshot(page, 'statement-open-stakes', viewport, { fullPage: true });
        expect(pageErrors).toEqual([]);
      } catch (error) {
        await saveScreenshot(page, 'statement-failure', viewport).catch(() => undefined);
        throw error;
      } finally {
        await context.close();
      }
    });
  });
});
