import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import type { InboxMessage } from '../domain/inbox-message.js';
import type { InboxGateway } from './inbox.gateway.js';
import { InboxViewModel, type InboxView } from './inbox.view-model.js';

const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
const msg = (id: number, confirmStatus: 0 | 1): InboxMessage => ({
  id,
  createdAt: '2026-11-22 10:00:00',
  title: `t${id}`,
  contents: 'x',
  confirmStatus,
});
const done = ok(undefined) as Result<void, ApiError>;

class FakeInboxGateway implements InboxGateway {
  messages: InboxMessage[] = [msg(1, 0), msg(2, 1), msg(3, 1)];
  failure: ApiError | null = null;
  readonly calls: string[] = [];
  /** Whether each read was a background poll, in order, per call. */
  readonly inBackground = { count: [] as boolean[], list: [] as boolean[], unreadCount: [] as boolean[] };
  private answer<T>(value: T): Result<T, ApiError> {
    return this.failure ? fail(this.failure) : ok(value);
  }
  count = async (background = false) => {
    this.inBackground.count.push(background);
    return this.answer(this.messages.length);
  };
  list = async (page: number, perPage: number, background = false) => {
    this.calls.push(`list ${page}/${perPage}`);
    this.inBackground.list.push(background);
    return this.answer(this.messages.slice((page - 1) * perPage, page * perPage));
  };
  unreadCount = async (background = false) => {
    this.inBackground.unreadCount.push(background);
    return this.answer(this.messages.filter((m) => m.confirmStatus === 0).length);
  };
  markRead = async (id: number) => {
    this.calls.push(`read ${id}`);
    this.messages = this.messages.map((m) => (m.id === id ? { ...m, confirmStatus: 1 as const } : m));
    return this.answer(undefined);
  };
  markAllRead = async () => {
    this.calls.push('readAll');
    return this.answer(undefined);
  };
  deleteOne = async (id: number) => {
    this.calls.push(`delete ${id}`);
    return this.answer(undefined);
  };
  deleteMany = async (ids: readonly number[]) => {
    this.calls.push(`deleteMany ${ids.join(',')}`);
    return this.answer(undefined);
  };
  deleteAllRead = async () => {
    this.calls.push('deleteAllRead');
    return done;
  };
}

async function setup() {
  const gateway = new FakeInboxGateway();
  const clock = new FakeClock(0);
  const vm = new InboxViewModel({ gateway, clock });
  let view!: InboxView;
  vm.state$.subscribe((v) => {
    view = v;
  });
  vm.openDialog();
  await flush();
  return { gateway, clock, vm, view: () => view };
}

describe('InboxViewModel', () => {
  it('loads the first page of 10 with the unread count and polls every 5 s', async () => {
    const t = await setup();
    expect(t.view().messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(t.view().unreadCount).toBe(1);
    expect(t.gateway.calls).toEqual(['list 1/10']);
    t.gateway.messages.push(msg(4, 0));
    t.clock.advance(5_000);
    await flush();
    expect(t.view().totalCount).toBe(4);
    expect(t.view().unreadCount).toBe(2);
  });

  it("sends the member's loads unmarked and the poll's as background polls", async () => {
    const t = await setup();
    t.clock.advance(5_000);
    await flush();
    t.vm.goToPage(1);
    await flush();
    // Opening and paging are the member's; the tick in between is the timer's, which must not
    // keep an idle member's session alive (docs/api-conventions.md, "Background polls").
    const loads = [false, true, false];
    expect(t.gateway.inBackground).toEqual({ count: loads, list: loads, unreadCount: loads });
  });

  it('marks an unread message read on opening and refreshes the unread count', async () => {
    const t = await setup();
    t.vm.toggleExpand(1);
    await flush();
    expect(t.view().expandedId).toBe(1);
    expect(t.gateway.calls).toContain('read 1');
    expect(t.view().messages[0]?.confirmStatus).toBe(1);
    expect(t.view().unreadCount).toBe(0);
    t.vm.toggleExpand(1);
    expect(t.view().expandedId).toBeNull();
  });

  it('keeps the dialog open while unread messages exist', async () => {
    const t = await setup();
    t.vm.requestCloseDialog();
    expect(t.view().dialogOpen).toBe(true);
    expect(t.view().alert).toBe('읽지 않은 쪽지가 있습니다.');
    t.vm.toggleExpand(1);
    await flush();
    t.vm.requestCloseDialog();
    expect(t.view().dialogOpen).toBe(false);
  });

  it('refuses to delete an unread message', async () => {
    const t = await setup();
    t.vm.deleteOne(1);
    expect(t.view().alert).toBe('읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.');
    expect(t.view().confirm).toBeNull();
  });

  it('deletes a read message after the confirm', async () => {
    const t = await setup();
    t.vm.deleteOne(2);
    expect(t.view().confirm?.message).toBe('쪽지를 삭제하시겠습니까?');
    t.vm.acceptConfirm();
    t.vm.acceptConfirm();
    await flush();
    expect(t.gateway.calls.filter((c) => c.startsWith('delete'))).toEqual(['delete 2']);
    expect(t.view().alert).toBe('삭제되었습니다.');
  });

  it('deletes only the read part of the selection and refuses an unread-only one', async () => {
    const t = await setup();
    t.vm.deleteSelected();
    expect(t.view().alert).toBe('쪽지가 선택되지 않았거나 읽지않은 쪽지만 선택되었습니다.');
    t.vm.dismissAlert();
    t.vm.toggleSelectAll();
    expect(t.view().selectedIds).toEqual([1, 2, 3]);
    t.vm.toggleSelect(3);
    t.vm.deleteSelected();
    expect(t.view().confirm?.message).toBe('선택한 쪽지 1개를 삭제하시겠습니까?');
    t.vm.acceptConfirm();
    await flush();
    expect(t.gateway.calls).toContain('deleteMany 2');
    expect(t.view().selectedIds).toEqual([]);
    t.vm.toggleSelectAll();
    t.vm.toggleSelectAll();
    expect(t.view().selectedIds).toEqual([]);
  });

  it('deletes all read messages after the confirm and says the deletion finished', async () => {
    const t = await setup();
    t.vm.deleteAllRead();
    expect(t.view().confirm?.message).toBe('읽은 쪽지를 모두 삭제하시겠습니까?');
    t.vm.cancelConfirm();
    expect(t.gateway.calls).not.toContain('deleteAllRead');
    t.vm.deleteAllRead();
    t.vm.acceptConfirm();
    await flush();
    expect(t.gateway.calls).toContain('deleteAllRead');
    expect(t.view().alert).toBe('삭제가 완료되었습니다.');
  });

  it('marks all read', async () => {
    const t = await setup();
    t.vm.markAllRead();
    await flush();
    expect(t.gateway.calls).toContain('readAll');
    expect(t.view().alert).toBe('완료되었습니다.');
  });

  it('shows the server text when a call fails', async () => {
    const t = await setup();
    t.gateway.failure = apiError('http', '서버 점검중입니다.', { status: 500 });
    t.vm.markAllRead();
    await flush();
    expect(t.view().alert).toBe('서버 점검중입니다.');
    t.vm.dismissAlert();
    t.vm.toggleExpand(1);
    await flush();
    expect(t.view().alert).toBe('서버 점검중입니다.');
  });

  it('reports a failed first load with the default text but stays quiet on failed polls', async () => {
    const gateway = new FakeInboxGateway();
    gateway.failure = apiError('transport', '');
    const clock = new FakeClock(0);
    const vm = new InboxViewModel({ gateway, clock });
    let view!: InboxView;
    vm.state$.subscribe((v) => {
      view = v;
    });
    vm.activate();
    vm.activate();
    await flush();
    expect(view.alert).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
    vm.dismissAlert();
    clock.advance(5_000);
    await flush();
    expect(view.alert).toBeNull();
    vm.dispose();
  });

  it('moves between pages and steps back when the last page empties', async () => {
    const t = await setup();
    t.gateway.messages = Array.from({ length: 21 }, (_, i) => msg(i + 1, 1));
    t.clock.advance(5_000);
    await flush();
    expect(t.view().pageCount).toBe(3);
    t.vm.goToPage(9);
    await flush();
    expect(t.view().page).toBe(3);
    expect(t.view().messages.map((m) => m.id)).toEqual([21]);
    t.gateway.messages = t.gateway.messages.slice(0, 20);
    t.clock.advance(5_000);
    await flush();
    await flush();
    expect(t.view().page).toBe(2);
    expect(t.view().messages).toHaveLength(10);
  });

  it('ignores intents on unknown messages and stops polling on deactivate', async () => {
    const t = await setup();
    t.vm.toggleExpand(99);
    t.vm.deleteOne(99);
    t.vm.acceptConfirm();
    expect(t.view().alert).toBeNull();
    t.vm.deactivate();
    const before = t.gateway.calls.length;
    t.clock.advance(20_000);
    await flush();
    expect(t.gateway.calls.length).toBe(before);
  });
});
