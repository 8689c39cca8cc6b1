import { act, fireEvent, screen } from '@testing-library/react';
import { ok } from '@bet/core/shared';
import { aSessionUser } from '../../../core/src/session/testing/session-fixtures.js';
import { flushPromises, shellFixture } from '../shell/testing/shell-fixture.js';
import { ShellOverlays } from '../shell/ShellOverlays.js';
import { LoginPage, loginTitleOf } from './LoginPage.js';
import { MemberInfoPage } from './MemberInfoPage.js';

describe('LoginPage', () => {
  it('reads the member page of the title query, ignoring unknown ones', () => {
    expect(loginTitleOf('?title=deposit')).toBe('deposit');
    expect(loginTitleOf('?title=hack')).toBeNull();
    expect(loginTitleOf('')).toBeNull();
  });

  it('names the page that needs a login, opens the login dialog, and continues there after login', async () => {
    const f = shellFixture();
    f.sessionGateway.loginAnswer = ok(aSessionUser());
    f.render(
      <>
        <LoginPage />
        <ShellOverlays />
      </>,
      '/login?title=deposit',
    );
    expect(screen.getByText('입금신청 메뉴는 로그인 후 이용하실 수 있습니다.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '로그인' })).toBeTruthy();
    await act(async () => {
      f.services.session.login('member01', 'pw');
      await flushPromises();
    });
    expect(f.navigations).toEqual(['/deposit']);
  });

  it('offers join without a title and goes to the top page after login', async () => {
    const f = shellFixture();
    f.render(<LoginPage />, '/login');
    expect(screen.getByText('로그인 후 모든 메뉴를 이용하실 수 있습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '회원가입' }));
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(f.services.dialogs.current).toBe('login');
    await act(async () => {
      f.services.session.login('member01', 'pw');
      await flushPromises();
    });
    expect(f.navigations).toEqual(['/']);
  });
});

describe('MemberInfoPage', () => {
  it('shows the member record from the session, with the bank name', async () => {
    const f = shellFixture();
    f.sessionGateway.banksAnswer = ok([{ useFlag: true, bankCode: 4, bankName: '국민은행', codeId: '004', codeName: 'KB' }]);
    f.services.session.navigate('/');
    f.services.session.login('member01', 'pw');
    await flushPromises();
    f.render(<MemberInfoPage />, '/mypage/join_info');
    expect(screen.getByText('member01')).toBeTruthy();
    expect(screen.getByText('LV.2')).toBeTruthy();
    expect(screen.getByText('150,000원')).toBeTruthy();
    expect(screen.getByText('국민은행 1234567890 홍길동')).toBeTruthy();
  });

  it('opens the member dialogs from the page, money conversion included (a desktop has no mobile header)', async () => {
    const f = shellFixture();
    f.services.session.navigate('/');
    f.services.session.login('member01', 'pw');
    await flushPromises();
    f.render(<MemberInfoPage />, '/mypage/join_info');
    const group = screen.getByRole('group', { name: '바로 열기' });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '테더충전',
      '테더환전',
      '머니전환',
      '일반 룰렛',
      'VIP 룰렛',
      '출석체크',
      '포인트전환',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '머니전환' }));
    expect(f.services.dialogs.current).toBe('moneyConversion');
    fireEvent.click(screen.getByRole('button', { name: '포인트전환' }));
    expect(f.services.dialogs.current).toBe('pointToCash');
  });

  it('shows nothing to a visitor (the guard keeps them out anyway)', () => {
    const { container } = shellFixture().render(<MemberInfoPage />, '/mypage/join_info');
    expect(container.textContent).toBe('');
  });
});
