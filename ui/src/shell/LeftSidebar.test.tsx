import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { ok } from '@bet/core/shared';
import { aSessionUser } from '../../../core/src/session/testing/session-fixtures.js';
import { flushPromises, shellFixture } from './testing/shell-fixture.js';
import { LeftSidebarContainer } from './LeftSidebarContainer.js';
import { ShellOverlays } from './ShellOverlays.js';
import type { SidebarSportsData } from './sidebar-data.js';

const DATA: SidebarSportsData = {
  sports: [
    {
      sportId: 6046,
      name: '축구',
      count: 17,
      expanded: true,
      locations: [
        {
          locationId: 243,
          name: '잉글랜드',
          count: 9,
          imagePath: '/flags/gb.png',
          expanded: true,
          leaguesLoading: false,
          leagues: [{ leagueId: 8, name: '프리미어리그', count: 9 }],
        },
        { locationId: 251, name: '스페인', count: 8, imagePath: null, expanded: false, leaguesLoading: false, leagues: [] },
      ],
    },
    { sportId: 48242, name: '농구', count: 7, expanded: false, locations: [] },
  ],
  popular: [{ fixtureId: 77, sportId: 6046, sportName: '축구', locationImagePath: null, home: '리버풀', away: '첼시' }],
};

function setup(at = '/korea') {
  const f = shellFixture();
  const data$ = new BehaviorSubject(DATA);
  const model = { state$: data$, toggleSport: jest.fn<(id: number) => void>(), toggleLocation: jest.fn<(s: number, l: number) => void>() };
  const services = { ...f.services, sidebarSports: model };
  Object.assign(f.services, services);
  f.render(
    <>
      <LeftSidebarContainer />
      <ShellOverlays />
    </>,
    at,
  );
  return { f, model };
}

describe('LeftSidebar', () => {
  it('searches on /europe with the time and the text', () => {
    const { f } = setup();
    fireEvent.change(screen.getByRole('textbox', { name: '팀명 / 리그명 검색' }), { target: { value: '리버풀' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(f.navigations).toEqual([`/europe?time=${Math.floor(f.clock.now() / 1000)}&search=%EB%A6%AC%EB%B2%84%ED%92%80`]);
  });

  it('ignores an empty search', () => {
    const { f } = setup();
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(f.navigations).toEqual([]);
  });

  it('opens a league on the current list with game_type=1, sportId, location and league', () => {
    const { f } = setup('/korea');
    fireEvent.click(screen.getByRole('button', { name: /프리미어리그/ }));
    expect(f.navigations).toEqual(['/korea?game_type=1&sportId=6046&location=243&league=8']);
  });

  it('hands branch toggles to the sports model', () => {
    const { model } = setup();
    fireEvent.click(screen.getByRole('button', { name: /농구/ }));
    fireEvent.click(screen.getByRole('button', { name: /스페인/ }));
    expect(model.toggleSport).toHaveBeenCalledWith(48242);
    expect(model.toggleLocation).toHaveBeenCalledWith(6046, 251);
  });

  it('opens a popular game by fixture id', () => {
    const { f } = setup();
    fireEvent.click(screen.getByRole('button', { name: /리버풀 VS 첼시/ }));
    expect(f.navigations).toEqual(['/europe?game_type=1&fixtureId=77']);
  });

  it("links the banners to casino, slot and hold'em", () => {
    setup();
    expect(screen.getByRole('link', { name: /카지노/ }).getAttribute('href')).toBe('/casino');
    expect(screen.getByRole('link', { name: /슬롯/ }).getAttribute('href')).toBe('/slot');
    expect(screen.getByRole('link', { name: /홀덤/ }).getAttribute('href')).toBe('/holdem');
  });

  it('asks a visitor to log in for attendance and roulette, and lets a member in', async () => {
    const { f } = setup();
    fireEvent.click(screen.getByRole('button', { name: '룰렛' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('로그인 후 이용해주세요.');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    f.sessionGateway.loginAnswer = ok(aSessionUser());
    await act(async () => {
      f.services.session.login('member01', 'pw');
      await flushPromises();
    });
    // Spec 2: attendance is a dialog (the page /mypage/attendance stays for the menus).
    fireEvent.click(screen.getByRole('button', { name: '출석체크' }));
    expect(f.services.dialogs.current).toBe('attendance');
    fireEvent.click(screen.getByRole('button', { name: '룰렛' }));
    expect(f.navigations).toEqual([]);
    expect(f.services.dialogs.current).toBe('roulette');
  });

  it('says so when there are no sports and no popular games', () => {
    const f = shellFixture();
    f.render(<LeftSidebarContainer />);
    expect(screen.getByText('진행 중인 경기가 없습니다.')).toBeTruthy();
    expect(screen.getByText('인기 경기가 없습니다.')).toBeTruthy();
  });
});
