import { jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BANNER_ROTATE_MS } from '@bet/core/boards';
import { BehaviorSubject } from 'rxjs';
import { shellFixture } from '../shell/testing/shell-fixture.js';
import { MaintenancePage } from './MaintenancePage.js';
import { SectionPage } from './SectionPage.js';
import { TopPage } from './TopPage.js';
import { PopularGameTiles } from './top/PopularGameTiles.js';
import { BannerStrip } from './top/BannerStrip.js';

describe('TopPage', () => {
  it('loads the notice widget and lists the notices with YY.MM.DD dates, linking to each', () => {
    const f = shellFixture();
    const state$ = new BehaviorSubject({ widget: [{ id: 3, title: '점검 안내', date: '26.11.23' }], canWriteNotice: false });
    const boards = { state$, loadNoticeWidget: jest.fn() };
    f.render(<TopPage boards={boards} />, '/');
    expect(boards.loadNoticeWidget).toHaveBeenCalledTimes(1);
    // The widget (the scrolling notice above it shows the same notices).
    const widget = within(screen.getByRole('region', { name: '공지사항' }));
    expect(widget.getByText('26.11.23')).toBeTruthy();
    fireEvent.click(widget.getByRole('link', { name: '점검 안내' }));
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

  it('draws the popular games, each tile a link to its page, even without a boards model', () => {
    shellFixture().render(<TopPage games={<PopularGameTiles />} />, '/');
    const games = within(screen.getByRole('navigation', { name: '인기 게임' }));
    expect(games.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/casino',
      '/slot',
      '/holdem',
      '/minigame/lotus',
      '/minigame/evolution',
      '/bet365/horse',
    ]);
    expect(screen.queryByTestId('banner-strip')).toBeNull();
  });

  it('loads the banners and rotates them, each slide a link to its page; the arrows choose one', () => {
    jest.useFakeTimers();
    try {
      const f = shellFixture();
      const banners = [
        { id: 1, title: '첫충 10%', caption: '매일 첫 충전', imageUrl: null, link: '/events' as const, tone: 'gold' as const },
        { id: 2, title: '라이브 카지노', caption: '', imageUrl: '/images/brand/logo.svg', link: '/casino' as const, tone: 'red' as const },
      ];
      const boards = {
        state$: new BehaviorSubject({ widget: [], canWriteNotice: false, banners }),
        loadNoticeWidget: jest.fn(),
        loadBanners: jest.fn(),
      };
      f.render(<TopPage boards={boards} renderBanners={(b) => <BannerStrip banners={b} />} />, '/');
      expect(boards.loadBanners).toHaveBeenCalledTimes(1);
      const shownSlide = () => screen.getAllByTestId('banner').find((b) => b.getAttribute('aria-hidden') === 'false');
      expect(shownSlide()?.textContent).toContain('첫충 10%');
      act(() => void jest.advanceTimersByTime(BANNER_ROTATE_MS));
      expect(shownSlide()?.textContent).toContain('라이브 카지노');
      fireEvent.click(screen.getByRole('button', { name: '다음 배너' }));
      expect(shownSlide()?.textContent).toContain('첫충 10%');
      fireEvent.click(within(shownSlide()!).getByRole('link'));
      expect(f.navigations).toEqual(['/events']);
    } finally {
      jest.useRealTimers();
    }
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
