import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { ok } from '@bet/core';
import { aSessionUser } from '../../../core/src/session/testing/session-fixtures.js';
import { flushPromises, shellFixture } from '../shell/testing/shell-fixture.js';
import { ShellOverlays } from '../shell/ShellOverlays.js';
import { LoginPage, loginTitleOf } from './LoginPage.js';
import { MaintenancePage } from './MaintenancePage.js';
import { MemberInfoPage } from './MemberInfoPage.js';
import { SectionPage } from './SectionPage.js';
import { TopPage } from './TopPage.js';

describe('TopPage', () => {
  it('loads the notice widget and lists the notices with YY.MM.DD dates, linking to each', () => {
    const f = shellFixture();
    const state$ = new BehaviorSubject({ widget: [{ id: 3, title: '점검 안내', date: '26.11.23' }], canWriteNotice: false });
    const boards = { state$, loadNoticeWidget: jest.fn() };
    f.render(<TopPage boards={boards} />, '/');
    expect(boards.loadNoticeWidget).toHaveBeenCalledTimes(1);
    expect(screen.getByText('26.11.23')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '점검 안내' }));
    expect(f.navigations).toEqual(['/community/notice/detail/3']);
    expect(screen.queryByRole('link', { name: '공지 작성' })).toBeNull();
  });

  it('shows the edit icon to role 1 and an empty text without notices', () => {
    const f = shellFixture();
    const boards = { state$: new BehaviorSubject({ widget: [], canWriteNotice: true }), loadNoticeWidget: () => undefined };
    f.render(<TopPage boards={boards} />, '/');
    expect(screen.getByRole('link', { name: '공지 작성' }).getAttribute('href')).toBe('/community/notice/regist');
    expect(screen.getByText('등록된 공지사항이 없습니다.')).toBeTruthy();
  });

  it('draws the shortcuts even without a boards model', () => {
    shellFixture().render(<TopPage />, '/');
    expect(screen.getByRole('link', { name: /라이브스포츠/ }).getAttribute('href')).toBe('/inplay');
  });
});

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

  it('shows nothing to a visitor (the guard keeps them out anyway)', () => {
    const { container } = shellFixture().render(<MemberInfoPage />, '/mypage/join_info');
    expect(container.textContent).toBe('');
  });
});

describe('SectionPage and MaintenancePage', () => {
  it('shows a section heading, its text and its sub-page links', () => {
    const f = shellFixture();
    f.render(<SectionPage section="minigame" />, '/minigame');
    expect(screen.getByRole('heading', { name: '미니게임' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/minigame/lotus',
      '/minigame/token',
      '/minigame/evolution',
      '/minigame/ntry',
      '/minigame/next',
    ]);
  });

  it('shows a section without links as heading and text only', () => {
    shellFixture().render(<SectionPage section="casino" />, '/casino');
    expect(screen.getByRole('heading', { name: '카지노' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('explains the maintenance', () => {
    shellFixture().render(<MaintenancePage />, '/maintenance');
    expect(screen.getByRole('heading', { name: '사이트 점검 중입니다' })).toBeTruthy();
  });
});
