import type { Locator, Page } from 'playwright-core';
import { DEMO_ADMIN_PASSWORD } from '@bet/server/seed/demo-accounts.js';
import { waitForText } from './browser-kit.js';
import { dialogNamed } from './member-flows.js';

/** The operator logs in through the header's login dialog, typing key by key; the guard sends them to /admin (-> members). */
export async function logInAsOperator(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: '로그인', exact: true }).first().click();
  const login = dialogNamed(page, '로그인');
  await login.locator('input[name="userId"]').pressSequentially('admin');
  await login.locator('input[name="password"]').pressSequentially(DEMO_ADMIN_PASSWORD);
  await login.locator('form').getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(/\/admin\/members$/);
  await waitForText(page.getByRole('banner'), '운영팀 님');
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
