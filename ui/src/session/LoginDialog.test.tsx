import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { aSessionUser, failWith } from '../../../core/src/session/testing/session-fixtures.js';
import { ok } from '@bet/core/shared';
import { flushPromises, renderThemed, shellFixture } from '../shell/testing/shell-fixture.js';
import { ShellOverlays } from '../shell/ShellOverlays.js';
import { LoginDialog } from './LoginDialog.js';

const props = () => ({
  pending: false,
  captcha: null,
  onRefreshCaptcha: jest.fn(),
  onLogin: jest.fn<(u: string, p: string, c: string) => void>(),
  onJoin: jest.fn(),
  onNonMemberInquiry: jest.fn(),
  onClose: jest.fn(),
  supportChannelUrl: 'https://t.me/support',
});

const type = (name: string, value: string): void => {
  fireEvent.change(document.querySelector(`input[name="${name}"]`) as HTMLInputElement, { target: { value } });
};

describe('LoginDialog', () => {
  it('logs in with the typed user id and password', () => {
    const p = props();
    renderThemed(<LoginDialog {...p} />);
    type('userId', 'member01');
    type('password', 'pw1234');
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(p.onLogin).toHaveBeenCalledWith('member01', 'pw1234', '');
    expect(document.querySelector('input[name="captchaCode"]')).toBeNull();
  });

  it('shows the anti-automation code picture, its input and the refresh button when asked', () => {
    const p = { ...props(), captcha: { id: 'c1', image: 'data:image/svg+xml;base64,PHN2Zz4=' } };
    renderThemed(<LoginDialog {...p} />);
    expect(screen.getByRole('img', { name: '자동방지코드 그림' }).getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
    type('userId', 'member01');
    type('password', 'pw1234');
    fireEvent.change(screen.getByRole('textbox', { name: '자동방지코드' }), { target: { value: 'k7q2' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(p.onLogin).toHaveBeenCalledWith('member01', 'pw1234', 'k7q2');
    fireEvent.click(screen.getByRole('button', { name: '새로고침' }));
    expect(p.onRefreshCaptcha).toHaveBeenCalledTimes(1);
  });

  it('shows and hides the password with the toggle', () => {
    renderThemed(<LoginDialog {...props()} />);
    const password = document.querySelector('input[name="password"]') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 보기' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: '비밀번호 숨기기' }));
    expect(password.type).toBe('password');
  });

  it('offers join, non-member inquiry and the support channel, and disables login while pending', () => {
    const p = { ...props(), pending: true };
    renderThemed(<LoginDialog {...p} />);
    fireEvent.click(screen.getByRole('button', { name: '회원가입' }));
    fireEvent.click(screen.getByRole('button', { name: '비회원문의' }));
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(p.onJoin).toHaveBeenCalledTimes(1);
    expect(p.onNonMemberInquiry).toHaveBeenCalledTimes(1);
    expect(p.onClose).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: '로그인 중...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: '고객센터 텔레그램 바로가기' }).getAttribute('href')).toBe('https://t.me/support');
  });
});

describe('LoginDialogContainer', () => {
  it('logs in through the session and closes itself', async () => {
    const f = shellFixture();
    f.sessionGateway.loginAnswer = ok(aSessionUser({ nickname: '홍길동' }));
    f.render(<ShellOverlays />);
    act(() => f.services.dialogs.open('login'));
    type('userId', 'member01');
    type('password', 'pw1234');
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await act(flushPromises);
    expect(f.sessionGateway.calls.login).toBe(1);
    expect(screen.queryByRole('dialog', { name: '로그인' })).toBeNull();
  });

  it('shows the server text in the alert when the login is refused', async () => {
    const f = shellFixture();
    f.sessionGateway.loginAnswer = failWith(404, '아이디 또는 비밀번호가 일치하지 않습니다.');
    f.render(<ShellOverlays />);
    act(() => f.services.dialogs.open('login'));
    type('userId', 'member01');
    type('password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await act(flushPromises);
    expect(screen.getByRole('alertdialog').textContent).toContain('아이디 또는 비밀번호가 일치하지 않습니다.');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: '로그인' })).toBeTruthy();
  });

  it('starts from empty fields each time it opens, also after join was opened', async () => {
    const f = shellFixture();
    f.render(<ShellOverlays />);
    act(() => f.services.dialogs.open('login'));
    type('userId', 'member01');
    type('password', 'pw1234');
    fireEvent.click(screen.getByRole('button', { name: '회원가입' }));
    await act(flushPromises);
    expect(screen.getByRole('dialog', { name: '가입코드 입력' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    act(() => f.services.dialogs.open('login'));
    expect((document.querySelector('input[name="userId"]') as HTMLInputElement).value).toBe('');
    expect((document.querySelector('input[name="password"]') as HTMLInputElement).value).toBe('');
  });

  it('after a refusal that asks for the code, shows a new picture and sends the typed code with the next login', async () => {
    const f = shellFixture();
    f.sessionGateway.loginAnswer = failWith(404, '아이디 또는 비밀번호가 일치하지 않습니다.', {
      body: { message: '아이디 또는 비밀번호가 일치하지 않습니다.', code: 'loginFailed', captchaRequired: true },
    });
    f.render(<ShellOverlays />);
    act(() => f.services.dialogs.open('login'));
    type('userId', 'member01');
    type('password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await act(flushPromises);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByRole('img', { name: '자동방지코드 그림' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('자동방지코드를 입력해주세요.');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    f.sessionGateway.loginAnswer = ok(aSessionUser());
    type('captchaCode', 'K7Q2');
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await act(flushPromises);
    expect(f.sessionGateway.loginCaptchas.at(-1)).toEqual({ id: 'c1', code: 'K7Q2' });
    expect(screen.queryByRole('dialog', { name: '로그인' })).toBeNull();
  });

  it('opens the non-member inquiry from the login dialog', () => {
    const f = shellFixture();
    f.render(<ShellOverlays />);
    act(() => f.services.dialogs.open('login'));
    fireEvent.click(screen.getByRole('button', { name: '비회원문의' }));
    expect(f.services.dialogs.current).toBe('nonMemberInquiry');
  });
});
