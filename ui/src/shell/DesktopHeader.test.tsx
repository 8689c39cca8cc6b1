import { act, fireEvent, screen } from '@testing-library/react';
import { ok } from '@bet/core/shared';
import { aSessionUser } from '../../../core/src/session/testing/session-fixtures.js';
import { flushPromises, shellFixture } from './testing/shell-fixture.js';
import { HeaderContainer } from './HeaderContainer.js';
import { ShellOverlays } from './ShellOverlays.js';

const TABS = ['카지노', '슬롯', '홀덤', '스포츠', '라이브스포츠', '가상스포츠', '미니게임', '베팅내역', '마이페이지', '고객센터'];

async function member(overrides = {}) {
  const f = shellFixture();
  f.sessionGateway.loginAnswer = ok(aSessionUser(overrides));
  f.services.session.login('member01', 'pw1234');
  await flushPromises();
  f.render(
    <>
      <HeaderContainer />
      <ShellOverlays />
    </>,
  );
  return f;
}

describe('Desktop header', () => {
  it('shows the ten tabs in order, the clock and the visitor buttons', () => {
    const f = shellFixture();
    f.render(<HeaderContainer />, '/korea');
    expect(
      screen
        .getAllByRole('link')
        .slice(1)
        .map((a) => a.textContent),
    ).toEqual(TABS);
    expect(screen.getByText('12:00:00')).toBeTruthy();
    for (const name of ['로그인', '회원가입', '테더가입', '비회원문의']) expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '카지노' }));
    expect(f.navigations).toEqual(['/casino']);
  });

  it('opens login, join (standard and tether) and the non-member inquiry for a visitor', async () => {
    const f = shellFixture();
    f.render(
      <>
        <HeaderContainer />
        <ShellOverlays />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '비회원문의' }));
    expect(f.services.dialogs.current).toBe('nonMemberInquiry');
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('dialog', { name: '로그인' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '회원가입' })[0] as HTMLElement);
    await act(flushPromises);
    expect(f.services.dialogs.current).toBeNull();
    expect(screen.getByRole('dialog', { name: '가입코드 입력' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    fireEvent.click(screen.getByRole('button', { name: '테더가입' }));
    await act(flushPromises);
    expect(screen.getByRole('dialog', { name: '가입코드 입력' })).toBeTruthy();
  });

  it('shows the member buttons without partner management when no percentage is set', async () => {
    await member();
    for (const name of ['테더충전', '테더환전', '충전', '환전', '로그아웃']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '파트너관리' })).toBeNull();
    expect(screen.getByText('LV.2')).toBeTruthy();
    expect(screen.getByText('150,000원')).toBeTruthy();
  });

  it('shows partner management when a management percentage is set, and wires every member button', async () => {
    const f = await member({ managementTarget2Percent: 3 });
    fireEvent.click(screen.getByRole('button', { name: '파트너관리' }));
    fireEvent.click(screen.getByRole('button', { name: '충전' }));
    fireEvent.click(screen.getByRole('button', { name: '환전' }));
    expect(f.navigations).toEqual(['/partner', '/deposit', '/withdraw']);
    fireEvent.click(screen.getByRole('button', { name: '쪽지 0' }));
    expect(f.services.dialogs.current).toBe('memo');
    fireEvent.click(screen.getByRole('button', { name: '테더충전' }));
    expect(f.services.dialogs.current).toBe('usdDeposit');
    fireEvent.click(screen.getByRole('button', { name: '테더환전' }));
    expect(f.services.dialogs.current).toBe('usdWithdraw');
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(screen.getByRole('button', { name: '로그인' })).toBeTruthy();
  });
});
