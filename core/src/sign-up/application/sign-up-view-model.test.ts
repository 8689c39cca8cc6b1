import { ok } from '../../shared/domain/result.js';
import type { SignUpPolicySettings } from '../domain/sign-up-policy.js';
import { serverFailure } from '../testing/fake-sign-up-gateway.js';
import { aValidSignUpForm } from '../testing/sign-up-fixtures.js';
import type { SignUpFormValues } from '../domain/sign-up-form.js';
import { atForm, filledForm, flush, formOf, setup } from '../testing/sign-up-vm-harness.js';

describe('SignUpViewModel referral step', () => {
  it('opens the referral step with the 1212 hint', async () => {
    const t = setup();
    await t.vm.open();
    expect(t.view()).toMatchObject({ status: 'referral', code: '', busy: false, placeholder: '가입코드 (코드가 없으면 1212)' });
  });

  it('refuses to open when sign-up has ended', async () => {
    const t = setup();
    t.gateway.settingsAnswer = ok({ signUpClosed: true, bannedWords: [], minimumAge: null });
    await t.vm.open();
    expect(t.view()).toEqual({ status: 'closed', alert: '현재 회원가입은 종료했습니다.' });
  });

  it('shows the error text when the settings cannot be loaded', async () => {
    const t = setup();
    t.gateway.settingsAnswer = { ok: false, error: serverFailure('설정 오류') };
    await t.vm.open();
    expect(t.view()).toEqual({ status: 'closed', alert: '설정 오류' });
  });

  it('requires a code', async () => {
    const t = setup();
    await t.vm.open();
    t.vm.submitReferralCode();
    await flush();
    expect(t.view()).toMatchObject({ status: 'referral', error: '위 항목을 입력해주세요.' });
    expect(t.gateway.lookups).toEqual([]);
  });

  it('refuses an unknown code and a code without a recommender', async () => {
    const t = setup();
    await t.vm.open();
    t.vm.setReferralCode('9999');
    t.vm.submitReferralCode();
    await flush();
    expect(t.view()).toMatchObject({ status: 'referral', error: '유효하지 않은 가입코드입니다.' });
    t.vm.setReferralCode('NOBODY');
    t.vm.submitReferralCode();
    await flush();
    expect(t.view()).toMatchObject({ status: 'referral', error: '유효한 추천인코드가 아닙니다.' });
  });

  it('alerts the server text when the lookup fails', async () => {
    const t = setup();
    await t.vm.open();
    t.gateway.lookupFailure = serverFailure('조회 실패');
    t.vm.setReferralCode('1212');
    t.vm.submitReferralCode();
    await flush();
    expect(t.view()).toMatchObject({ status: 'referral', busy: false, alert: '조회 실패' });
    t.vm.dismissAlert();
    expect(t.view().alert).toBeNull();
  });

  it('moves a valid code to the form, looking it up once however often Next is pressed', async () => {
    const t = setup();
    await t.vm.open();
    t.vm.setReferralCode(' P77 ');
    t.vm.submitReferralCode();
    t.vm.submitReferralCode();
    await flush();
    expect(t.gateway.lookups).toEqual(['P77']);
    expect(formOf(t.view()).referral).toEqual({ code: 'P77', suggestionCode1: null, suggestionCode2: 'P77', recommenderId: 9 });
  });

  it('looks a joinCd link up directly and opens the form with a captcha and birth-year range', async () => {
    const t = await atForm();
    const form = formOf(t.view());
    expect(form.referral.suggestionCode1).toBe('1212');
    // The picture is the server's (GET /auth/captcha): the form holds its id and image, never its code.
    expect(form.captchaRequired).toBe(true);
    expect(form.captcha).toEqual({ id: 'c1', image: expect.stringMatching(/^data:image\/svg\+xml/) });
    expect(form.birthYears).toEqual({ min: 1950, max: 2007 });
  });

  it('takes the minimum age from the settings when given', async () => {
    const t = setup();
    t.gateway.settingsAnswer = ok({ signUpClosed: false, bannedWords: [], minimumAge: 20 });
    await t.vm.openWithJoinCode('1212');
    await flush();
    expect(formOf(t.view()).birthYears.max).toBe(2006);
  });

  it('drops a lookup answer after the dialog was closed', async () => {
    const t = setup();
    const opening = t.vm.openWithJoinCode('1212');
    t.vm.close();
    await opening;
    await flush();
    expect(t.view()).toEqual({ status: 'closed', alert: null });
  });
});

describe('SignUpViewModel availability checks', () => {
  it('marks an available id valid with the spec text', async () => {
    const t = await atForm();
    t.vm.setField('userId', 'newbie01');
    t.vm.checkUserId();
    await flush();
    expect(formOf(t.view()).userIdCheck).toEqual({ isValid: true, checking: false, message: 'newbie01는 사용가능합니다.' });
  });

  it('reports a taken id and a taken nickname with the spec text', async () => {
    const t = await atForm();
    t.vm.setField('userId', 'taken01');
    t.vm.setField('nickname', '사용중');
    t.vm.checkUserId();
    t.vm.checkNickname();
    await flush();
    expect(formOf(t.view()).userIdCheck).toEqual({ isValid: false, checking: false, message: 'taken01는 이미 사용중입니다.' });
    expect(formOf(t.view()).nicknameCheck.message).toBe('사용중는 이미 사용중입니다.');
  });

  it('checks the id rule first: length 6-12 and banned words, without asking the server', async () => {
    const t = await atForm();
    t.vm.setField('userId', 'abc');
    t.vm.checkUserId();
    await flush();
    expect(formOf(t.view()).userIdCheck.message).toBe('6자이상,12자 이내로 입력해주세요');
    t.vm.setField('userId', 'admin123');
    t.vm.checkUserId();
    await flush();
    expect(formOf(t.view()).userIdCheck.message).toBe('금지된 아이디입니다.');
    t.vm.setField('nickname', '운영자');
    t.vm.checkNickname();
    await flush();
    expect(formOf(t.view()).nicknameCheck.message).toBe('금지된 닉네임입니다.');
    expect(t.gateway.checks).toEqual([]);
  });

  it('clears isValid when the checked field is edited, and ignores a late answer for old text', async () => {
    const t = await atForm();
    t.vm.setField('nickname', '신입회원');
    t.vm.checkNickname();
    await flush();
    expect(formOf(t.view()).nicknameCheck.isValid).toBe(true);
    t.vm.setField('nickname', '신입회원이');
    expect(formOf(t.view()).nicknameCheck).toEqual({ isValid: false, checking: false, message: null });
    t.vm.checkNickname();
    t.vm.setField('nickname', '다른이름');
    await flush();
    expect(formOf(t.view()).nicknameCheck.isValid).toBe(false);
  });

  it('shows the error text when a check fails', async () => {
    const t = await atForm();
    t.gateway.checkFailure = serverFailure('확인 실패');
    t.vm.setField('userId', 'newbie01');
    t.vm.checkUserId();
    await flush();
    expect(formOf(t.view()).userIdCheck).toEqual({ isValid: false, checking: false, message: '확인 실패' });
  });
});

describe("SignUpViewModel follows the operator's sign-up readings", () => {
  const ALL_OFF: SignUpPolicySettings = { signUpUserIdMax14: false, signUpPasswordMax255: false, signUpNicknameWeighted: false };
  const ALL_ON: SignUpPolicySettings = { signUpUserIdMax14: true, signUpPasswordMax255: true, signUpNicknameWeighted: true };

  async function formUnder(readings: SignUpPolicySettings, overrides: Partial<SignUpFormValues> = {}) {
    const t = setup();
    t.gateway.settingsAnswer = ok({ signUpClosed: false, bannedWords: [], minimumAge: null, readings });
    await t.vm.openWithJoinCode('1212');
    await flush();
    const values = aValidSignUpForm({ captcha: t.gateway.captchaCode, ...overrides });
    for (const [field, value] of Object.entries(values)) t.vm.setField(field as keyof SignUpFormValues, value as never);
    t.vm.checkUserId();
    await flush();
    t.vm.checkNickname();
    await flush();
    return t;
  }
  const long = { userId: 'newbie0123456', nickname: 'abcd', password: 'longpass12345', passwordConfirm: 'longpass12345' };

  it('keeps the defaults with every switch off: a 13-character id, nickname abcd and a 13-character password are refused', async () => {
    const t = await formUnder(ALL_OFF, long);
    expect(formOf(t.view()).userIdCheck.message).toBe('6자이상,12자 이내로 입력해주세요');
    expect(formOf(t.view()).nicknameCheck.message).toBe('닉네임은 한글 2~6자로 입력하세요.');
    expect(t.gateway.checks).toEqual([]);
    t.vm.submit();
    await flush();
    expect(formOf(t.view()).errors.password).toBe('비밀번호는 영문, 숫자, 특수문자(!@#$%^*+=-) 4~12자로 입력해주세요.');
    expect(t.gateway.joins).toEqual([]);
  });

  it('with every switch on, takes the 14-character id, the weighted nickname and the long password', async () => {
    const t = await formUnder(ALL_ON, long);
    expect(formOf(t.view()).userIdCheck.isValid).toBe(true);
    expect(formOf(t.view()).nicknameCheck.isValid).toBe(true);
    t.vm.submit();
    await flush();
    expect(t.gateway.joins).toHaveLength(1);
    expect(t.gateway.joins[0]).toMatchObject({ userId: 'newbie0123456', nickname: 'abcd', password: 'longpass12345' });
  });

  it('uses the default before the settings arrive (no readings sent)', async () => {
    const t = setup();
    t.gateway.settingsAnswer = ok({ signUpClosed: false, bannedWords: [], minimumAge: null });
    await t.vm.openWithJoinCode('1212');
    await flush();
    t.vm.setField('userId', 'newbie0123456');
    t.vm.checkUserId();
    await flush();
    expect(formOf(t.view()).userIdCheck.message).toBe('6자이상,12자 이내로 입력해주세요');
  });
});

describe('SignUpViewModel submit', () => {
  it('shows every field error and asks for the availability checks', async () => {
    const t = await atForm();
    t.vm.setField('userId', 'newbie01');
    t.vm.submit();
    await flush();
    const errors = formOf(t.view()).errors;
    expect(errors.userId).toBe('아이디 중복확인을 해주세요.');
    expect(errors.password).toBe('위 항목을 입력해주세요.');
    expect(errors.nickname).toBe('위 항목을 입력해주세요.');
    t.vm.setField('nickname', '신입회원');
    t.vm.submit();
    await flush();
    expect(formOf(t.view()).errors.nickname).toBe('닉네임 중복확인을 해주세요.');
    expect(t.gateway.joins).toEqual([]);
  });

  it('clears a field error when the field is edited', async () => {
    const t = await atForm();
    t.vm.submit();
    await flush();
    t.vm.setField('password', 'x');
    expect(formOf(t.view()).errors.password).toBeUndefined();
  });

  it('joins with the full payload and ends on the awaiting-approval confirm, codes cleared', async () => {
    const t = await filledForm();
    t.vm.submit();
    t.vm.submit();
    await flush();
    expect(t.gateway.joins).toHaveLength(1);
    expect(t.gateway.joins[0]).toMatchObject({
      userId: 'newbie01',
      userType: 'A',
      suggestionCode1: '1212',
      recommenderId: 5,
      birthDate: '19900101',
    });
    expect(t.view()).toEqual({
      status: 'done',
      message: '회원가입 신청이 완료되었습니다. 관리자 승인 후 이용하실 수 있습니다.',
      alert: null,
    });
  });

  it.each([
    ['phoneNumber', '01012345678', '중복된 휴대전화번호 입니다.'],
    ['bankAccountNumber', '12345678901234', '중복된 계좌번호 입니다.'],
    ['userId', 'newbie01', '중복된 아이디 입니다.'],
    ['nickname', '신입회원', '중복된 닉네임 입니다.'],
  ] as const)('refuses a %s taken since the check with the duplicate message', async (field, value, message) => {
    const t = await filledForm();
    t.gateway.taken[field].push(value);
    t.vm.submit();
    await flush();
    const form = formOf(t.view());
    expect(form.errors[field]).toBe(message);
    expect(form.submitting).toBe(false);
    expect(t.gateway.joins).toEqual([]);
  });

  it('alerts the error text when the duplicate check fails', async () => {
    const t = await filledForm();
    t.gateway.checkFailure = serverFailure('확인 실패');
    t.vm.submit();
    await flush();
    expect(formOf(t.view()).alert).toBe('확인 실패');
  });

  it('shows the server body when the join fails, else the spec failure message', async () => {
    const t = await filledForm();
    t.gateway.joinAnswer = { ok: false, error: serverFailure('기본 메시지', { message: '가입이 제한된 IP입니다.' }) };
    t.vm.submit();
    await flush();
    expect(formOf(t.view()).alert).toBe('가입이 제한된 IP입니다.');
    // Each refused join spent its picture: the member types the next one.
    t.vm.setField('captcha', 'AB12');
    t.gateway.joinAnswer = { ok: false, error: serverFailure('기본 메시지', '텍스트 본문') };
    t.vm.submit();
    await flush();
    expect(formOf(t.view()).alert).toBe('텍스트 본문');
    t.vm.setField('captcha', 'AB12');
    t.gateway.joinAnswer = { ok: false, error: serverFailure('기본 메시지') };
    t.vm.submit();
    await flush();
    expect(formOf(t.view()).alert).toBe('회원등록에 실패했습니다. 메세지를 확인해주세요.');
  });

  it('sends user type T from the USD-only simple sign-up', async () => {
    const t = setup();
    await t.vm.openWithJoinCode('1212', 'usdtSimple');
    await flush();
    const values = aValidSignUpForm({ captcha: t.gateway.captchaCode });
    for (const [field, value] of Object.entries(values)) t.vm.setField(field as keyof SignUpFormValues, value as never);
    t.vm.checkUserId();
    await flush();
    t.vm.checkNickname();
    await flush();
    t.vm.submit();
    await flush();
    expect(t.gateway.joins[0]?.userType).toBe('T');
  });

  it('tether join is its own short form: no bank fields checked, none sent, no account number looked up', async () => {
    const t = setup();
    await t.vm.openWithJoinCode('1212', 'usdtSimple');
    await flush();
    const values = aValidSignUpForm({
      captcha: t.gateway.captchaCode,
      bankCode: '',
      bankAccountNumber: '',
      accountHolder: '',
    });
    for (const [field, value] of Object.entries(values)) t.vm.setField(field as keyof SignUpFormValues, value as never);
    t.vm.checkUserId();
    await flush();
    t.vm.checkNickname();
    await flush();
    t.vm.submit();
    await flush();
    expect(t.gateway.joins).toHaveLength(1);
    expect(t.gateway.joins[0]).toMatchObject({ userType: 'T', bankCode: 0, bankAccountNumber: '', accountHolder: '' });
    expect(t.gateway.checks.map((c) => c.field)).not.toContain('bankAccountNumber');
  });

  it('ignores form intents outside the form and stops on dispose', async () => {
    const t = setup();
    t.vm.setField('userId', 'x');
    t.vm.refreshCaptcha();
    t.vm.setReferralCode('1');
    t.vm.submit();
    t.vm.checkUserId();
    await flush();
    expect(t.view()).toEqual({ status: 'closed', alert: null });
    let completed = false;
    t.vm.state$.subscribe({ complete: () => (completed = true) });
    t.vm.dispose();
    expect(completed).toBe(true);
    t.vm.open();
    await flush();
    expect(t.view()).toEqual({ status: 'closed', alert: null });
  });
});
