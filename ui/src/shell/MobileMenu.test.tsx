import { fireEvent, screen, within } from '@testing-library/react';
import { ok } from '@bet/core/shared';
import { aSessionUser } from '../../../core/src/session/testing/session-fixtures.js';
import { flushPromises, shellFixture, type ShellFixture } from './testing/shell-fixture.js';
import { SiteShell } from './SiteShell.js';
import { VIEWPORT_CHOICE_KEY } from './use-viewport.js';

/** A member on the mobile frame, on /europe. */
async function mobileMember(): Promise<ShellFixture> {
  const f = shellFixture();
  f.services.store?.set(VIEWPORT_CHOICE_KEY, 'mobile');
  f.sessionGateway.loginAnswer = ok(aSessionUser());
  f.services.session.login('member01', 'pw');
  await flushPromises();
  f.render(
    <SiteShell>
      <p>본문</p>
    </SiteShell>,
    '/europe',
  );
  return f;
}

const openLeft = (): HTMLElement => {
  fireEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
  return screen.getByRole('navigation', { name: '메뉴' });
};
const openRight = (): HTMLElement => {
  fireEvent.click(screen.getByRole('button', { name: '내 정보 열기' }));
  return screen.getByRole('navigation', { name: '내 정보' });
};

/** Spec 2: the header tabs, in order (the left menu offers them all beside the search). */
const LEFT_PAGES: readonly [string, string][] = [
  ['카지노', '/casino'],
  ['슬롯', '/slot'],
  ['홀덤', '/holdem'],
  ['스포츠', '/europe'],
  ['라이브스포츠', '/inplay'],
  ['가상스포츠', '/bet365'],
  ['미니게임', '/minigame'],
  ['베팅내역', '/bet_result'],
  ['마이페이지', '/mypage/join_info'],
  ['고객센터', '/qna'],
];

/** My pages and the member pages a desktop reaches from the header and sidebar. */
const RIGHT_PAGES: readonly [string, string][] = [
  ['회원정보', '/mypage/join_info'],
  ['포인트 내역', '/mypage/point_history'],
  ['출석체크', '/mypage/attendance'],
  ['쪽지함', '/mypage/message'],
  ['추천인', '/mypage/recommender'],
  ['베팅내역', '/bet_result'],
  ['포인트 전환', '/point'],
  ['공지사항', '/notice'],
  ['베팅규정', '/rules'],
  ['이벤트', '/events'],
];

/** The header's and sidebar's dialogs: USD deposit and withdrawal, money conversion, both roulettes. */
const RIGHT_DIALOGS: readonly [string, string][] = [
  ['테더충전', 'usdDeposit'],
  ['테더환전', 'usdWithdraw'],
  ['머니전환', 'moneyConversion'],
  ['일반 룰렛', 'roulette'],
  ['VIP 룰렛', 'vipRoulette'],
];

describe('mobile menus: every entry the spec and issue 10 name, each opening its page or dialog', () => {
  it('the left menu has the search and every header tab; a tab goes to its page and closes the menu', async () => {
    const f = await mobileMember();
    const menu = openLeft();
    expect(within(menu).getByRole('search')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(LEFT_PAGES.map(([label]) => label));
    fireEvent.click(screen.getByTestId('mobile-menu-backdrop-left'));
    expect(f.services.dialogs.current).toBeNull();
    for (const [label, to] of LEFT_PAGES) {
      fireEvent.click(within(openLeft()).getByRole('link', { name: label }));
      expect(f.navigations.at(-1)).toBe(to);
      expect(f.services.dialogs.current).toBeNull();
    }
  });

  it.each(RIGHT_PAGES)('the right menu links %s to %s and closes', async (label, to) => {
    const f = await mobileMember();
    fireEvent.click(within(openRight()).getByRole('link', { name: label }));
    expect(f.navigations).toEqual([to]);
    expect(f.services.dialogs.current).toBeNull();
  });

  it.each(RIGHT_DIALOGS)('the right menu opens %s (dialog %s) in place of the menu', async (label, kind) => {
    const f = await mobileMember();
    fireEvent.click(within(openRight()).getByRole('button', { name: label }));
    expect(f.services.dialogs.current).toBe(kind);
    expect(screen.queryByRole('navigation', { name: '내 정보' })).toBeNull();
  });

  it('the right menu also has the PC switch and logout, and the header the conversion', async () => {
    const f = await mobileMember();
    const menu = openRight();
    expect(within(menu).getByRole('button', { name: 'PC 버전으로 보기' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: '로그아웃' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('mobile-menu-backdrop-right'));
    fireEvent.click(screen.getByRole('button', { name: '전환' }));
    expect(f.services.dialogs.current).toBe('moneyConversion');
  });
});
