import { act, fireEvent, screen } from '@testing-library/react';
import { firstValueFrom } from 'rxjs';
import { ok } from '@bet/core/shared';
import { aSessionUser } from '../../../core/src/session/testing/session-fixtures.js';
import { flushPromises, shellFixture, type ShellFixture } from './testing/shell-fixture.js';
import { PartnerShell, BareShell } from './PartnerShell.js';
import { SiteShell } from './SiteShell.js';
import { VIEWPORT_CHOICE_KEY } from './use-viewport.js';

const shell = (f: ShellFixture, at: string) =>
  f.render(
    <SiteShell betSlipPanel={<div data-testid="slip-panel" />}>
      <p>본문</p>
    </SiteShell>,
    at,
  );

async function loggedIn(f: ShellFixture) {
  f.sessionGateway.loginAnswer = ok(aSessionUser({ managementTarget3Percent: 1.5 }));
  f.services.session.login('member01', 'pw');
  await flushPromises();
}

describe('SiteShell', () => {
  it('shows sidebar and bet slip column on a list page', () => {
    shell(shellFixture(), '/europe');
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByTestId('slip-panel')).toBeTruthy();
    expect(screen.getByText('본문')).toBeTruthy();
  });

  it('hides side bars and slip on the top page and on /login', () => {
    shell(shellFixture(), '/');
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByTestId('slip-panel')).toBeNull();
  });

  it('leaves an empty page with only the reason when the session says the IP is blocked (406)', async () => {
    const f = shellFixture();
    await loggedIn(f);
    shell(f, '/europe');
    act(() => f.services.session.handleStatus(406));
    expect(screen.getByTestId('blank-page')).toBeTruthy();
    expect(screen.queryByText('본문')).toBeNull();
    expect(screen.getByRole('alertdialog').textContent).toContain('차단된 IP입니다.');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => f.services.dialogs.open('login'));
    expect(f.services.dialogs.current).toBeNull();
  });

  it('shows the session alert (logged in elsewhere) and dismisses it with OK', async () => {
    const f = shellFixture();
    await loggedIn(f);
    shell(f, '/europe');
    act(() => f.services.session.handleStatus(555));
    expect(screen.getByRole('alertdialog').textContent).toContain('다른 기기에서 로그인되어 로그아웃됩니다.');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('scrolls the main area to the top when the route changes, and only then', () => {
    const f = shellFixture();
    const page = (
      <SiteShell>
        <p>본문</p>
      </SiteShell>
    );
    const { rerender } = f.render(page, '/europe');
    const main = screen.getByRole('main');
    main.scrollTop = 300;
    rerender(f.tree(page, '/europe'));
    expect(main.scrollTop).toBe(300);
    rerender(f.tree(page, '/korea'));
    expect(screen.getByRole('main')).toBe(main);
    expect(main.scrollTop).toBe(0);
  });

  it('uses the mobile frame when the member chose it: header, footer, menus and the PC switch', async () => {
    const f = shellFixture();
    f.services.store?.set(VIEWPORT_CHOICE_KEY, 'mobile');
    await loggedIn(f);
    shell(f, '/europe');
    expect(screen.getByRole('navigation', { name: '하단 메뉴' })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByText('150,000원')).toBeTruthy();
    expect(screen.getByText('12.5 USD')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '전환' }));
    expect(f.services.dialogs.current).toBe('moneyConversion');
    fireEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
    expect(screen.getByRole('navigation', { name: '메뉴' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '카지노' }));
    expect(f.navigations).toEqual(['/casino']);
    expect(f.services.dialogs.current).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '내 정보 열기' }));
    fireEvent.click(screen.getByRole('button', { name: 'PC 버전으로 보기' }));
    expect(f.services.store?.get(VIEWPORT_CHOICE_KEY)).toBe('desktop');
    expect(screen.getByRole('search')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '모바일 버전으로 보기' }));
    expect(f.services.store?.get(VIEWPORT_CHOICE_KEY)).toBe('mobile');
  });

  it('searches from the left mobile menu and logs out from the right one', async () => {
    const f = shellFixture();
    f.services.store?.set(VIEWPORT_CHOICE_KEY, 'mobile');
    await loggedIn(f);
    shell(f, '/europe');
    fireEvent.click(screen.getByRole('button', { name: '메뉴 열기' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '첼시' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(f.navigations[0]).toMatch(/^\/europe\?time=\d+&search=/);
    fireEvent.click(screen.getByRole('button', { name: '내 정보 열기' }));
    fireEvent.click(screen.getByTestId('mobile-menu-backdrop-right'));
    expect(f.services.dialogs.current).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '내 정보 열기' }));
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(screen.getByRole('button', { name: '로그인' })).toBeTruthy();
  });

  it('offers login and join in the mobile header to a visitor', async () => {
    const f = shellFixture();
    f.services.store?.set(VIEWPORT_CHOICE_KEY, 'mobile');
    shell(f, '/');
    fireEvent.click(screen.getByRole('button', { name: '회원가입' }));
    await act(flushPromises);
    expect(screen.getByRole('dialog', { name: '가입코드 입력' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('dialog', { name: '로그인' })).toBeTruthy();
  });

  it('offers the tether join in the mobile header to a visitor, as the desktop header does (spec 2)', async () => {
    const f = shellFixture();
    f.services.store?.set(VIEWPORT_CHOICE_KEY, 'mobile');
    shell(f, '/');
    fireEvent.click(screen.getByRole('button', { name: '테더가입' }));
    await act(flushPromises);
    expect(screen.getByRole('dialog', { name: '가입코드 입력' })).toBeTruthy();
    expect(await firstValueFrom(f.services.signUp.state$)).toMatchObject({ status: 'referral', variant: 'usdtSimple' });
  });
});

describe('PartnerShell', () => {
  it('shows the nickname, contract percent (level 3 first), the area pages, main site and logout', async () => {
    const f = shellFixture();
    await loggedIn(f);
    f.render(
      <PartnerShell area="partner">
        <p>파트너 본문</p>
      </PartnerShell>,
      '/partner/calc',
    );
    expect(screen.getByText('계약 요율 1.5%')).toBeTruthy();
    expect(screen.getByRole('link', { name: '정산' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '메인 사이트' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(f.services.dialogs.current).toBeNull();
    expect(screen.queryByText('계약 요율 1.5%')).toBeNull();
  });

  it('lists the recommender pages in the recommender area, and the bare shell shows the page alone', () => {
    const f = shellFixture();
    f.render(
      <>
        <PartnerShell area="recommender">
          <p>추천</p>
        </PartnerShell>
        <BareShell>
          <p>관리</p>
        </BareShell>
      </>,
      '/recommender',
    );
    expect(screen.getByRole('link', { name: '추천 회원 목록' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('관리')).toBeTruthy();
  });
});
