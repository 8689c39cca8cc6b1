import type { Locator, Page } from 'playwright-core';
import { DEMO_ADMIN_PASSWORD } from '@bet/server/seed/demo-accounts.js';
import { waitForText } from './browser-kit.js';
import { dialogNamed } from './member-flows.js';
import { siteAuthenticator, type SiteAuthenticator } from './operator-codes.js';

/** The demo operator's login id. */
const OPERATOR = 'admin';

/** An operator who logs in (the demo operator by default; a test may add a colleague). */
export interface OperatorLogin {
  readonly userId: string;
  readonly password: string;
  /** Shown in the header after the login: '<nickname> 님'. */
  readonly nickname: string;
}
const DEMO_OPERATOR: OperatorLogin = { userId: OPERATOR, password: DEMO_ADMIN_PASSWORD, nickname: '운영팀' };

/** The login dialog's second step: enrolment (first login) or code. */
export const secondFactorDialog = (page: Page): Locator => page.getByRole('dialog', { name: /^관리자 2단계 인증/ });

/** The operator's authenticator for the site the page shows (its API and clock). */
const authenticatorOf = (page: Page): SiteAuthenticator => siteAuthenticator(`${new URL(page.url()).origin}/api`);

/** Opens the header's login dialog on the top page and types the operator's id and password key by key. */
export async function typeOperatorPassword(page: Page, operator: OperatorLogin = DEMO_OPERATOR): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: '로그인', exact: true }).first().click();
  const login = dialogNamed(page, '로그인');
  await login.locator('input[name="userId"]').pressSequentially(operator.userId);
  await login.locator('input[name="password"]').pressSequentially(operator.password);
  await login.locator('form').getByRole('button', { name: '로그인', exact: true }).click();
  await secondFactorDialog(page).waitFor({ state: 'visible' });
}

/** Whether the second step shows an enrolment; if so the secret is read off the screen into the authenticator. */
export async function readEnrolment(page: Page, userId = OPERATOR): Promise<boolean> {
  const dialog = secondFactorDialog(page);
  const secret = dialog.locator('[name="totpSecret"]');
  if ((await secret.count()) === 0) return false;
  authenticatorOf(page).authenticator.enrol(userId, (await secret.inputValue()).replace(/\s/g, ''));
  return true;
}

/** Types a code into the second step key by key (over what was typed before) and confirms it. */
export async function typeSecondFactorCode(page: Page, code: string): Promise<void> {
  const dialog = secondFactorDialog(page);
  const field = dialog.locator('input[name="otp"]');
  await field.fill('');
  await field.pressSequentially(code);
  await dialog.getByRole('button', { name: '확인', exact: true }).click();
}

/**
 * The authenticator's next code for the operator (computed with otpauth at the server's time).
 * When it needs the next 30-second step, the site's clock skips ahead and so does this page's, so
 * the two keep showing the same time (other open pages fall behind by that much).
 */
export async function nextOperatorCode(page: Page, userId = OPERATOR): Promise<string> {
  const { authenticator, now, skip } = authenticatorOf(page);
  const skipAhead = skip
    ? async (ms: number): Promise<void> => {
        skip(ms);
        await page.clock.fastForward(ms);
      }
    : undefined;
  return authenticator.nextCode(userId, now, skipAhead);
}

/** The back office opened after the login: the guard sends the operator to /admin, the dashboard. */
export async function waitForBackOffice(page: Page, nickname = DEMO_OPERATOR.nickname): Promise<void> {
  await page.waitForURL(/\/admin$/);
  await waitForText(page.getByRole('banner'), `${nickname} 님`);
  await page.getByTestId('admin-dashboard').waitFor({ state: 'visible' });
}

/**
 * The operator logs in through the header's login dialog, typing key by key: password, then the
 * second factor (enrolling from the screen's secret on the site's first operator login), then the
 * back office.
 */
export async function logInToDashboard(page: Page, operator: OperatorLogin = DEMO_OPERATOR): Promise<void> {
  await typeOperatorPassword(page, operator);
  await readEnrolment(page, operator.userId);
  await typeSecondFactorCode(page, await nextOperatorCode(page, operator.userId));
  await waitForBackOffice(page, operator.nickname);
}

/** The operator logs in (logInToDashboard) and opens the members (회원), where most back-office walks start. */
export async function logInAsOperator(page: Page, operator: OperatorLogin = DEMO_OPERATOR): Promise<void> {
  await logInToDashboard(page, operator);
  await openAdminPage(page, '회원', /\/admin\/members$/);
}

/** A link of the back office's side navigation. */
export const adminNav = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name, exact: true });

/** Opens a back-office page from the side navigation and waits for its address. */
export async function openAdminPage(page: Page, name: string, path: RegExp): Promise<void> {
  await adminNav(page, name).click();
  await page.waitForURL(path);
}

/** Answers the shell's confirm dialog with OK. */
export async function confirmWith(page: Page, question: string): Promise<void> {
  const confirm = page.getByRole('alertdialog').filter({ hasText: question });
  await confirm.getByRole('button', { name: '확인', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
}

/** Types into a back-office list's search box key by key and runs the search. */
export async function searchAdminList(page: Page, label: string, text: string): Promise<void> {
  const search = page.getByRole('textbox', { name: label });
  await search.fill('');
  await search.pressSequentially(text);
  await page.getByRole('button', { name: '검색', exact: true }).click();
}
