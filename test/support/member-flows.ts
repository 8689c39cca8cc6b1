import type { Locator, Page } from 'playwright-core';
import { acceptAlert, waitForText } from './browser-kit.js';
import { SITE_CAPTCHA_CODE } from './site-server.js';

/** '90,000원', as the site writes won. */
export const wonText = (amount: number): string => `${amount.toLocaleString('en-US')}원`;

/** What a visitor types into the join form (spec 5 rules: id 6-12 letters/digits, Korean nickname). */
export interface NewMember {
  readonly userId: string;
  readonly password: string;
  readonly nickname: string;
  readonly phoneNumber: string;
  readonly bankAccountNumber: string;
  readonly accountHolder: string;
  readonly depositPassword: string;
}

export const dialogNamed = (page: Page, name: string): Locator => page.getByRole('dialog', { name, exact: true });

/** A header button by its exact label (the desktop header, or the mobile header for a visitor). */
const headerButton = (page: Page, name: string): Locator => page.getByRole('button', { name, exact: true }).first();

/** The tether join's short form has no bank, account number or holder (spec 2, core's TETHER_JOIN_OMITTED_FIELDS). */
export type TetherMember = Omit<NewMember, 'bankAccountNumber' | 'accountHolder'>;

export interface SignUpOptions {
  /** Type a wrong 자동방지코드 first: the refusal shows under the field, then the next picture's code joins. */
  readonly wrongCaptchaFirst?: boolean;
  /** The header button that starts it: 회원가입 (the full form) or 테더가입 (the short form). */
  readonly button?: '회원가입' | '테더가입';
  /** Type every text key by key as a person would (pressSequentially) instead of filling it. */
  readonly keyByKey?: boolean;
}

/**
 * A visitor signs up: 회원가입 (or 테더가입) -> referral code -> every field of the join form (with
 * the id and nickname availability checks and the captcha shown on screen) -> the join-confirm
 * dialog. Without bank fields in `m` it expects the tether join's short form. Returns the confirm
 * dialog's text (the account now waits for approval).
 */
export async function signUpInBrowser(
  page: Page,
  referralCode: string,
  m: NewMember | TetherMember,
  { button = '회원가입', keyByKey = false, wrongCaptchaFirst = false }: SignUpOptions = {},
): Promise<string> {
  await headerButton(page, button).click();
  const referral = dialogNamed(page, '가입코드 입력');
  await typeInto(referral.locator('input[name="joinCode"]'), referralCode, keyByKey);
  await referral.getByRole('button', { name: '다음', exact: true }).click();
  return fillJoinForm(page, m, { title: button === '테더가입' ? '테더 회원가입' : '회원가입', keyByKey, wrongCaptchaFirst });
}

const typeInto = (target: Locator, text: string, keyByKey: boolean): Promise<void> =>
  keyByKey ? target.pressSequentially(text) : target.fill(text);

/**
 * The open join form (after the referral code, or opened by a `?joinCd=` link): every field, with
 * the id and nickname availability checks and the captcha shown on screen, then the join-confirm
 * dialog. Without bank fields in `m` it expects the tether join's short form. Returns the confirm text.
 */
export async function fillJoinForm(
  page: Page,
  m: NewMember | TetherMember,
  {
    title = '회원가입',
    keyByKey = false,
    wrongCaptchaFirst = false,
    beforeSubmit,
  }: {
    readonly title?: string;
    readonly keyByKey?: boolean;
    readonly wrongCaptchaFirst?: boolean;
    /** Runs when the form is complete, just before 회원가입 is pressed (a screenshot). */
    readonly beforeSubmit?: () => Promise<void>;
  } = {},
): Promise<string> {
  const type = (target: Locator, text: string): Promise<void> => typeInto(target, text, keyByKey);
  const join = dialogNamed(page, title);
  await join.waitFor({ state: 'visible' });
  const field = (name: string): Locator => join.locator(`[name="${name}"]`);
  const checks = join.getByRole('button', { name: '중복확인', exact: true });

  await type(field('userId'), m.userId);
  await checks.nth(0).click();
  await waitForText(join, `${m.userId}는 사용가능합니다.`);
  await type(field('nickname'), m.nickname);
  await checks.nth(1).click();
  await waitForText(join, `${m.nickname}는 사용가능합니다.`);
  await type(field('password'), m.password);
  await type(field('passwordConfirm'), m.password);
  await type(field('birthDate'), '19900101');
  await field('sex').selectOption({ index: 1 });
  await field('carrierCode').selectOption({ index: 1 });
  await type(field('phoneNumber'), m.phoneNumber);
  if ('bankAccountNumber' in m) {
    // Banks arrive from /api/settingbankname: wait until the select has them.
    await field('bankCode').locator('option').nth(4).waitFor({ state: 'attached' });
    await field('bankCode').selectOption({ index: 4 });
    await type(field('bankAccountNumber'), m.bankAccountNumber);
    await type(field('accountHolder'), m.accountHolder);
  }
  await type(field('bankAccountPssword'), m.depositPassword);
  await field('adultTermsAgreed').check();
  const submit = join.getByRole('button', { name: '회원가입', exact: true });
  if (wrongCaptchaFirst) {
    // A mistyped code: the server refuses it, spends the picture and the form shows the next one.
    const before = await captchaPicture(join);
    await type(field('captcha'), 'ZZZZ');
    await submit.click();
    await waitForText(join, '자동방지코드가 일치하지 않습니다.');
    await join.page().waitForFunction(({ old, alt }) => document.querySelector(`img[alt="${alt}"]`)?.getAttribute('src') !== old, {
      old: before,
      alt: CAPTCHA_PICTURE,
    });
  }
  // The code a person reads on the server's picture (the site server draws SITE_CAPTCHA_CODE).
  await captchaPicture(join);
  await type(field('captcha'), SITE_CAPTCHA_CODE);
  await beforeSubmit?.();
  await submit.click();

  const done = dialogNamed(page, '가입신청 완료');
  await done.waitFor({ state: 'visible' });
  return (await done.innerText()).replace(/\s+/g, ' ');
}

const CAPTCHA_PICTURE = '자동방지코드 그림';

/** Waits until the form shows the server's picture, drawn (not a broken image); answers its src. */
async function captchaPicture(form: Locator): Promise<string | null> {
  const picture = form.getByRole('img', { name: CAPTCHA_PICTURE });
  await picture.waitFor({ state: 'visible' });
  await form.page().waitForFunction((alt) => {
    const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
    return img !== null && img.complete && img.naturalWidth > 0;
  }, CAPTCHA_PICTURE);
  return picture.getAttribute('src');
}

/** Closes the join-confirm dialog with its OK button. */
export async function closeJoinConfirm(page: Page): Promise<void> {
  const done = dialogNamed(page, '가입신청 완료');
  await done.getByRole('button', { name: '확인', exact: true }).click();
  await done.waitFor({ state: 'detached' });
}

/** Logs in through the header's login button and dialog; waits until the member's header shows. */
export async function logInInBrowser(page: Page, userId: string, password: string, nickname: string): Promise<void> {
  await headerButton(page, '로그인').click();
  const login = dialogNamed(page, '로그인');
  await login.locator('input[name="userId"]').fill(userId);
  await login.locator('input[name="password"]').fill(password);
  await login.locator('form').getByRole('button', { name: '로그인', exact: true }).click();
  await login.waitFor({ state: 'detached' });
  await memberHeader(page).filter({ hasText: nickname }).waitFor({ state: 'visible' });
}

/** The header (desktop, or the mobile one below 1263 px) with the member's nickname and won balance. */
export function memberHeader(page: Page): Locator {
  return page.locator('header').filter({ visible: true }).first();
}

/** Waits until the header shows this cash balance ('90,000원'). */
export async function waitForHeaderCash(page: Page, cash: number): Promise<void> {
  // Not preceded by another digit or separator: 90,000원 must not match 190,000원.
  await waitForText(memberHeader(page), new RegExp(`(^|[^0-9,])${wonText(cash)}`));
}

/** Requests a won deposit on /deposit (no bonus); returns once the history lists it as waiting. */
export async function requestDeposit(page: Page, amount: number): Promise<void> {
  await page.goto('/deposit');
  await page.getByTestId('deposit-amount').fill(String(amount));
  await page.getByTestId('deposit-bonus').selectOption({ label: '포인트 받지 않음' });
  await page.getByTestId('deposit-submit').click();
  await acceptAlert(page, '충전신청을 완료했습니다.');
  const row = page.getByTestId('deposit-history').getByTestId('charge-history-row').first();
  await waitForText(row, amount.toLocaleString('en-US'));
  await waitForText(row, '대기');
}

/** Logs in through the header's login dialog, typing id and password key by key as a person would. */
export async function logInKeyByKey(
  page: Page,
  account: { readonly userId: string; readonly password: string; readonly nickname: string },
): Promise<void> {
  await page.getByRole('button', { name: '로그인', exact: true }).first().click();
  const login = dialogNamed(page, '로그인');
  await login.locator('input[name="userId"]').pressSequentially(account.userId);
  await login.locator('input[name="password"]').pressSequentially(account.password);
  await login.locator('form').getByRole('button', { name: '로그인', exact: true }).click();
  await login.waitFor({ state: 'detached' });
  await memberHeader(page).filter({ hasText: account.nickname }).waitFor({ state: 'visible' });
}
