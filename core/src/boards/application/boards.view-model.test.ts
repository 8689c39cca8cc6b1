import { BehaviorSubject } from 'rxjs';
import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { BoardPost } from '../domain/board-post.js';
import type { SiteBanner } from '../domain/site-banner.js';
import type { BoardsGateway } from './boards.gateway.js';
import { BoardsViewModel, type BoardsView } from './boards.view-model.js';

const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
const post = (id: number, category: string, createTimestamp: number | null = null): BoardPost => ({
  id,
  title: `t${id}`,
  contents: `<p>${id}</p>`,
  category,
  createTimestamp,
});
type Answer = Result<readonly BoardPost[], ApiError>;

class FakeBoardsGateway implements BoardsGateway {
  noticeAnswer: Answer = ok([post(1, 'notice'), post(2, 'notice')]);
  ruleAnswer: Answer = ok([post(10, 'rule')]);
  eventAnswer: Answer = ok([post(20, '9'), post(21, '2'), post(22, '2')]);
  widgetCount = 0;
  notices = async () => this.noticeAnswer;
  rules = async () => this.ruleAnswer;
  events = async () => this.eventAnswer;
  latestNotices = async (count: number) => {
    this.widgetCount = count;
    return ok([post(3, 'notice', Date.UTC(2026, 10, 22, 15))]);
  };
  bannerAnswer: Result<readonly SiteBanner[], ApiError> = ok([
    { id: 4, title: '첫충 10%', caption: '매일 첫 충전', imageUrl: null, link: '/events', tone: 'gold' },
  ]);
  banners = async () => this.bannerAnswer;
}

function setup(role: number | null = 2) {
  const gateway = new FakeBoardsGateway();
  const vm = new BoardsViewModel({ gateway, currentRole: () => role });
  let view!: BoardsView;
  vm.state$.subscribe((v) => {
    view = v;
  });
  return { gateway, vm, view: () => view };
}

describe('BoardsViewModel', () => {
  it('opens notices on the first post and selects another on click', async () => {
    const t = setup();
    t.vm.showTab('notice');
    expect(t.view().loading).toBe(true);
    await flush();
    expect(t.view().selected?.id).toBe(1);
    t.vm.select(2);
    expect(t.view().selected?.id).toBe(2);
  });

  it('follows the shortcut from notices to rules', async () => {
    const t = setup();
    t.vm.showTab('notice');
    t.vm.showTab('rule');
    await flush();
    expect(t.view().tab).toBe('rule');
    expect(t.view().selected?.id).toBe(10);
  });

  it('groups events, selects the first event and opens its category', async () => {
    const t = setup();
    t.vm.showTab('event');
    await flush();
    expect(t.view().selected?.id).toBe(21);
    expect(t.view().expandedCategories).toEqual([2]);
    expect(t.view().eventGroups.find((g) => g.category === 2)?.count).toBe(2);
    t.vm.toggleCategory(9);
    t.vm.toggleCategory(2);
    expect(t.view().expandedCategories).toEqual([9]);
    t.vm.select(20);
    expect(t.view().selected?.id).toBe(20);
  });

  it('opens no category when there are no events', async () => {
    const t = setup();
    t.gateway.eventAnswer = ok([]);
    t.vm.showTab('event');
    await flush();
    expect(t.view().selected).toBeNull();
    expect(t.view().expandedCategories).toEqual([]);
  });

  it('loads the notice widget with the edit icon for role 1 only', async () => {
    const writer = setup(1);
    await writer.vm.loadNoticeWidget();
    expect(writer.gateway.widgetCount).toBe(5);
    expect(writer.view().widget).toEqual([{ id: 3, title: 't3', date: '26.11.23' }]);
    expect(writer.view().canWriteNotice).toBe(true);
    const reader = setup(null);
    await reader.vm.loadNoticeWidget();
    expect(reader.view().canWriteNotice).toBe(false);
  });

  it('shows the server text when a board fails to load', async () => {
    const t = setup();
    t.gateway.ruleAnswer = fail(apiError('http', '규정을 불러올 수 없습니다.', { status: 500 }));
    t.vm.showTab('rule');
    await flush();
    expect(t.view().alert).toBe('규정을 불러올 수 없습니다.');
    t.vm.dismissAlert();
    t.gateway.noticeAnswer = fail(apiError('transport', ''));
    t.vm.showTab('notice');
    await flush();
    expect(t.view().alert).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
    t.vm.dispose();
  });

  it('shows or hides the edit icon as the session changes, and stops listening once disposed', () => {
    const role$ = new BehaviorSubject<number | null>(null);
    const vm = new BoardsViewModel({ gateway: new FakeBoardsGateway(), currentRole: () => role$.value, role$ });
    let view!: BoardsView;
    vm.state$.subscribe((v) => {
      view = v;
    });
    expect(view.canWriteNotice).toBe(false);
    role$.next(1);
    expect(view.canWriteNotice).toBe(true);
    role$.next(2);
    expect(view.canWriteNotice).toBe(false);
    vm.dispose();
    expect(role$.observed).toBe(false);
  });

  it('loads the top page banners, and keeps the page without them when the call fails', async () => {
    const t = setup();
    expect(t.view().banners).toEqual([]);
    await t.vm.loadBanners();
    expect(t.view().banners.map((b) => [b.title, b.link])).toEqual([['첫충 10%', '/events']]);
    const failing = setup();
    failing.gateway.bannerAnswer = fail(apiError('transport', ''));
    await failing.vm.loadBanners();
    expect([failing.view().banners, failing.view().alert]).toEqual([[], null]);
  });
});
