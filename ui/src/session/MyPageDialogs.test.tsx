import { act, fireEvent, screen, within } from '@testing-library/react';
import { ok } from '@bet/core/shared';
import { aSessionUser } from '../../../core/src/session/testing/session-fixtures.js';
import { flushPromises, shellFixture } from '../shell/testing/shell-fixture.js';
import { ShellOverlays } from '../shell/ShellOverlays.js';
import { SiteShell } from '../shell/SiteShell.js';
import { VIEWPORT_CHOICE_KEY } from '../shell/use-viewport.js';
import { sessionDialogs } from './dialogs.js';

async function member(role: number, viewport: 'mobile' | 'desktop') {
  const f = shellFixture({ renderers: sessionDialogs() });
  f.services.store?.set(VIEWPORT_CHOICE_KEY, viewport);
  f.sessionGateway.loginAnswer = ok(aSessionUser({ role, nickname: '행운이' }));
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

const levelImage = (within_: HTMLElement): string | null =>
  within(within_).getByTestId('level-badge').querySelector('img')?.getAttribute('src') ?? null;

describe('the my page and simple my page dialogs (spec 2)', () => {
  it("mobile: the header's level and nickname open the simple my page; its 마이페이지 opens the full one", async () => {
    const f = await member(3, 'mobile');
    fireEvent.click(screen.getByRole('button', { name: /마이페이지 열기/ }));
    expect(f.services.dialogs.current).toBe('simpleMyPage');
    const simple = screen.getByRole('dialog', { name: '내 정보' });
    expect(simple.textContent).toContain('행운이님');
    expect(levelImage(simple)).toBe('/images/levels/lv3.svg');
    expect(
      within(simple)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['충전', '환전', '포인트전환', '출석체크', '쪽지함', '마이페이지']));
    fireEvent.click(within(simple).getByRole('button', { name: '마이페이지' }));
    const full = screen.getByRole('dialog', { name: '마이페이지' });
    expect(screen.queryByRole('dialog', { name: '내 정보' })).toBeNull();
    expect(within(full).getByText('member01')).toBeTruthy();
    fireEvent.click(within(full).getByRole('button', { name: '닫기' }));
    expect(f.services.dialogs.current).toBeNull();
  });

  it('desktop: the header shows the level image (a role above 5 shows level 5’s) and opens the my page dialog', async () => {
    const f = await member(9, 'desktop');
    const opener = screen.getByRole('button', { name: /마이페이지 열기/ });
    expect(levelImage(opener)).toBe('/images/levels/lv5.svg');
    expect(opener.textContent).toContain('LV.5');
    fireEvent.click(opener);
    const full = screen.getByRole('dialog', { name: '마이페이지' });
    expect(levelImage(full)).toBe('/images/levels/lv5.svg');
    act(() => {
      fireEvent.click(within(full).getByRole('button', { name: '출석체크' }));
    });
    expect(f.services.dialogs.current).toBe('attendance');
  });

  it('the header’s 포인트전환 opens the point-to-cash dialog', async () => {
    const f = await member(1, 'desktop');
    fireEvent.click(screen.getByTestId('header-point-to-cash'));
    expect(f.services.dialogs.current).toBe('pointToCash');
  });

  it('draws nothing for a visitor (the openers ask them to log in)', () => {
    const f = shellFixture({ renderers: sessionDialogs() });
    f.render(<ShellOverlays />);
    act(() => f.services.dialogs.open('simpleMyPage'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
