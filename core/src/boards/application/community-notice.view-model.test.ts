import { BehaviorSubject } from 'rxjs';
import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { BoardPost } from '../domain/board-post.js';
import type { NoticeDraft } from '../domain/community-notice.js';
import type { CommunityNoticeGateway } from './community-notice.gateway.js';
import { CommunityNoticeViewModel, type CommunityNoticeView } from './community-notice.view-model.js';

const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
const post = (id: number): BoardPost => ({
  id,
  title: `공지 ${id}`,
  contents: `<p>${id}</p>`,
  category: 'notice',
  createTimestamp: '2026-11-22 10:00:00',
});

class FakeCommunityNoticeGateway implements CommunityNoticeGateway {
  total = 3;
  asked: [number, number][] = [];
  written: NoticeDraft[] = [];
  writeAnswer: Result<number, ApiError> = ok(40);
  page = async (page: number, perpage: number) => {
    this.asked.push([page, perpage]);
    const ids = Array.from({ length: this.total }, (_, i) => this.total - i).slice((page - 1) * 15, (page - 1) * 15 + perpage);
    return ok(ids.map(post));
  };
  post = async (id: number): Promise<Result<BoardPost, ApiError>> =>
    id <= this.total
      ? ok({ ...post(id), mine: this.mine.has(id) })
      : fail(apiError('http', '요청하신 페이지를 찾을 수 없습니다.', { status: 404 }));
  write = async (draft: NoticeDraft) => {
    this.written.push(draft);
    return this.writeAnswer;
  };
  /** Posts the reader wrote (the server's `mine`). */
  mine = new Set<number>();
  edited: [number, NoticeDraft][] = [];
  editAnswer: Result<void, ApiError> = ok(undefined);
  edit = async (id: number, draft: NoticeDraft) => {
    this.edited.push([id, draft]);
    return this.editAnswer;
  };
}

function setup(role: number | null = 1) {
  const gateway = new FakeCommunityNoticeGateway();
  const vm = new CommunityNoticeViewModel({ gateway, currentRole: () => role });
  let view!: CommunityNoticeView;
  vm.state$.subscribe((v) => {
    view = v;
  });
  return { gateway, vm, view: () => view };
}

describe('CommunityNoticeViewModel', () => {
  it('lists a page of notices with dates, and knows a next page from the extra row', async () => {
    const t = setup(2);
    t.gateway.total = 20;
    t.vm.showList();
    expect(t.view().loading).toBe(true);
    await flush();
    expect(t.gateway.asked).toEqual([[1, 16]]);
    expect(t.view().rows).toHaveLength(15);
    expect(t.view().rows[0]).toEqual({ id: 20, title: '공지 20', date: '26.11.22' });
    expect(t.view()).toMatchObject({ hasNext: true, page: 1, canWrite: false, loading: false });
    t.vm.showList(2);
    await flush();
    expect(t.view()).toMatchObject({ page: 2, hasNext: false });
    expect(t.view().rows).toHaveLength(5);
  });

  it('opens one notice, and alerts the server text for a missing one', async () => {
    const t = setup();
    t.vm.showDetail(2);
    await flush();
    expect(t.view().detail?.title).toBe('공지 2');
    expect(t.view().canWrite).toBe(true);
    t.vm.showDetail(99);
    await flush();
    expect(t.view()).toMatchObject({ detail: null, alert: '요청하신 페이지를 찾을 수 없습니다.' });
  });

  it('writes a level-1 notice as HTML and keeps the new id', async () => {
    const t = setup(1);
    t.vm.showRegist();
    t.vm.write({ title: '', contents: '본문' });
    await flush();
    expect(t.view().alert).toBe('제목을 입력해주세요.');
    t.vm.dismissAlert();
    t.vm.write({ title: '새 공지', contents: '첫 줄' });
    t.vm.write({ title: '새 공지', contents: '첫 줄' });
    await flush();
    expect(t.gateway.written).toEqual([{ title: '새 공지', contents: '<p>첫 줄</p>' }]);
    expect(t.view()).toMatchObject({ writtenId: 40, submitting: false, alert: '공지사항이 등록되었습니다.' });
  });

  it('refuses other levels before asking the server, and shows a server refusal', async () => {
    const member = setup(3);
    member.vm.showRegist();
    expect(member.view().canWrite).toBe(false);
    member.vm.write({ title: '제목', contents: '본문' });
    await flush();
    expect(member.gateway.written).toEqual([]);
    expect(member.view().alert).toBe('공지사항 작성 권한이 없습니다.');
    const writer = setup(1);
    writer.gateway.writeAnswer = fail(apiError('transport', ''));
    writer.vm.write({ title: '제목', contents: '본문' });
    await flush();
    expect(writer.view()).toMatchObject({ writtenId: null, alert: '문제가 발생했습니다. 관리자에게 문의해주세요.' });
    writer.vm.dispose();
  });

  it("edits the member's own notice: the form starts from its title and typed text, the save goes to its id", async () => {
    const t = setup(1);
    t.gateway.mine.add(2);
    t.vm.showDetail(2);
    await flush();
    expect(t.view()).toMatchObject({ canEdit: true, editDraft: null });
    t.vm.showRegist(2);
    await flush();
    expect(t.view()).toMatchObject({ editingId: 2, editDraft: { title: '공지 2', contents: '2' } });
    t.vm.write({ title: ' ', contents: '고친 본문' });
    await flush();
    expect(t.view().alert).toBe('제목을 입력해주세요.');
    t.vm.write({ title: '고친 제목', contents: '고친 본문' });
    t.vm.write({ title: '고친 제목', contents: '고친 본문' });
    await flush();
    expect(t.gateway.edited).toEqual([[2, { title: '고친 제목', contents: '<p>고친 본문</p>' }]]);
    expect(t.gateway.written).toEqual([]);
    expect(t.view()).toMatchObject({ writtenId: 2, submitting: false, alert: '공지사항이 수정되었습니다.' });
    t.vm.dispose();
  });

  it("never edits another member's notice, nor one of a member who is no longer level 1", async () => {
    const other = setup(1);
    other.vm.showRegist(3);
    await flush();
    expect(other.view()).toMatchObject({ canEdit: false, editDraft: null });
    other.vm.write({ title: '제목', contents: '본문' });
    await flush();
    expect(other.view().alert).toBe('본인이 작성한 공지사항만 수정할 수 있습니다.');
    const demoted = setup(2);
    demoted.gateway.mine.add(3);
    demoted.vm.showRegist(3);
    await flush();
    expect(demoted.view()).toMatchObject({ canEdit: false, editDraft: null });
    demoted.vm.write({ title: '제목', contents: '본문' });
    await flush();
    expect(demoted.view().alert).toBe('공지사항 작성 권한이 없습니다.');
    expect([...other.gateway.edited, ...demoted.gateway.edited]).toEqual([]);
    const refused = setup(1);
    refused.gateway.mine.add(1);
    refused.gateway.editAnswer = fail(apiError('http', '본인이 작성한 공지사항만 수정할 수 있습니다.', { status: 403 }));
    refused.vm.showRegist(1);
    await flush();
    refused.vm.write({ title: '제목', contents: '본문' });
    await flush();
    expect(refused.view()).toMatchObject({ writtenId: null, alert: '본인이 작성한 공지사항만 수정할 수 있습니다.' });
  });

  it('follows the session: a restored level-1 session shows the write link, a logout hides it', () => {
    const role$ = new BehaviorSubject<number | null>(null);
    const vm = new CommunityNoticeViewModel({ gateway: new FakeCommunityNoticeGateway(), currentRole: () => role$.value, role$ });
    let view!: CommunityNoticeView;
    vm.state$.subscribe((v) => {
      view = v;
    });
    role$.next(1);
    expect(view.canWrite).toBe(true);
    role$.next(null);
    expect(view.canWrite).toBe(false);
    vm.dispose();
    expect(role$.observed).toBe(false);
  });
});
