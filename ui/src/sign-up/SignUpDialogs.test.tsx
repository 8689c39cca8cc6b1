import { act, fireEvent, screen } from '@testing-library/react';
import { ok } from '@bet/core/shared';
import { flushPromises, shellFixture } from '../shell/testing/shell-fixture.js';
import { ShellOverlays } from '../shell/ShellOverlays.js';

const input = (name: string): HTMLInputElement => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string): void => void fireEvent.change(input(name), { target: { value } });

async function openForm() {
  const f = shellFixture();
  f.sessionGateway.banksAnswer = ok([{ useFlag: true, bankCode: 4, bankName: '국민은행', codeId: '004', codeName: 'KB' }]);
  f.services.session.navigate('/');
  f.render(<ShellOverlays />);
  await act(async () => f.services.signUp.open());
  type('joinCode', '1212');
  fireEvent.click(screen.getByRole('button', { name: '다음' }));
  await act(flushPromises);
  return f;
}

describe('SignUpDialogs: tether join (테더가입) is its own short form', () => {
  it('has no bank, account number or holder field, and joins a USD-only member (user type T) without them', async () => {
    const f = shellFixture();
    f.sessionGateway.banksAnswer = ok([{ useFlag: true, bankCode: 4, bankName: '국민은행', codeId: '004', codeName: 'KB' }]);
    f.render(<ShellOverlays />);
    await act(async () => f.services.signUp.open('usdtSimple'));
    type('joinCode', '1212');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await act(flushPromises);
    const dialog = screen.getByRole('dialog', { name: '테더 회원가입' });
    for (const name of ['bankCode', 'bankAccountNumber', 'accountHolder']) expect(dialog.querySelector(`[name="${name}"]`)).toBeNull();
    expect(screen.queryByText('은행')).toBeNull();

    type('userId', 'tether01');
    fireEvent.click(screen.getAllByRole('button', { name: '중복확인' })[0] as HTMLElement);
    await act(flushPromises);
    type('nickname', '테더회원');
    fireEvent.click(screen.getAllByRole('button', { name: '중복확인' })[1] as HTMLElement);
    await act(flushPromises);
    for (const [name, value] of [
      ['password', 'pass1234!'],
      ['passwordConfirm', 'pass1234!'],
      ['birthDate', '19900101'],
      ['sex', '1'],
      ['carrierCode', '2'],
      ['phoneNumber', '01012345679'],
      ['bankAccountPssword', '1234'],
    ] as const)
      type(name, value);
    // The picture comes from the server; the fake's pictures all show its captchaCode.
    expect(screen.getByRole('img', { name: '자동방지코드 그림' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    type('captcha', f.signUpGateway.captchaCode);
    fireEvent.click(input('adultTermsAgreed'));
    fireEvent.click(screen.getByRole('button', { name: '회원가입' }));
    await act(flushPromises);
    expect(f.signUpGateway.joins).toHaveLength(1);
    expect(f.signUpGateway.joins[0]).toMatchObject({
      userId: 'tether01',
      userType: 'T',
      bankCode: 0,
      bankAccountNumber: '',
      accountHolder: '',
    });
    expect(screen.getByRole('dialog', { name: '가입신청 완료' })).toBeTruthy();
  });
});

describe('SignUpDialogs', () => {
  it('refuses an unknown referral code under the field', async () => {
    const f = shellFixture();
    f.render(<ShellOverlays />);
    await act(async () => f.services.signUp.open());
    expect(input('joinCode').placeholder).toBe('가입코드 (코드가 없으면 1212)');
    type('joinCode', 'WRONG');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    await act(flushPromises);
    expect(screen.getByRole('alert').textContent).toBe('유효하지 않은 가입코드입니다.');
  });

  it('walks from the referral code through the join form to the awaiting-approval confirmation', async () => {
    const f = await openForm();
    expect(screen.getByRole('dialog', { name: '회원가입' })).toBeTruthy();
    type('userId', 'newbie01');
    fireEvent.click(screen.getAllByRole('button', { name: '중복확인' })[0] as HTMLElement);
    await act(flushPromises);
    expect(screen.getByText('newbie01는 사용가능합니다.')).toBeTruthy();
    type('nickname', '신입회원');
    fireEvent.click(screen.getAllByRole('button', { name: '중복확인' })[1] as HTMLElement);
    await act(flushPromises);
    for (const [name, value] of [
      ['password', 'pass1234!'],
      ['passwordConfirm', 'pass1234!'],
      ['birthDate', '19900101'],
      ['sex', '1'],
      ['carrierCode', '2'],
      ['phoneNumber', '01012345678'],
      ['bankCode', '4'],
      ['bankAccountNumber', '12345678901234'],
      ['accountHolder', '홍길동'],
      ['bankAccountPssword', '1234'],
    ] as const)
      type(name, value);
    // The picture comes from the server; the fake's pictures all show its captchaCode.
    expect(screen.getByRole('img', { name: '자동방지코드 그림' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    type('captcha', f.signUpGateway.captchaCode);
    fireEvent.click(input('adultTermsAgreed'));
    fireEvent.click(screen.getByRole('button', { name: '회원가입' }));
    await act(flushPromises);
    expect(f.signUpGateway.joins).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: '가입신청 완료' }).textContent).toContain('관리자 승인 후');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows each failing field under it when the form is sent incomplete', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: '회원가입' }));
    await act(flushPromises);
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(5);
    expect(screen.getByText('성인 확인 및 이용약관에 동의해주세요.')).toBeTruthy();
  });

  it('reports a taken id and draws a new captcha on refresh', async () => {
    await openForm();
    type('userId', 'taken01');
    fireEvent.click(screen.getAllByRole('button', { name: '중복확인' })[0] as HTMLElement);
    await act(flushPromises);
    expect(screen.getByText('taken01는 이미 사용중입니다.')).toBeTruthy();
    type('captcha', 'ZZZZ');
    const before = screen.getByRole('img', { name: '자동방지코드 그림' }).getAttribute('src');
    fireEvent.click(screen.getByRole('button', { name: '새로고침' }));
    await act(flushPromises);
    expect(input('captcha').value).toBe('');
    expect(screen.getByRole('img', { name: '자동방지코드 그림' }).getAttribute('src')).not.toBe(before);
  });

  it('says sign-up has ended when the settings close it', async () => {
    const f = shellFixture();
    f.signUpGateway.settingsAnswer = ok({ signUpClosed: true, bannedWords: [], minimumAge: null });
    f.render(<ShellOverlays />);
    await act(async () => f.services.signUp.open());
    expect(screen.getByRole('alertdialog').textContent).toContain('현재 회원가입은 종료했습니다.');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
