import { deskRefusal, fakeMember, FakeAdminDeskGateway } from '../testing/fake-admin-desk-gateway.js';
import { AdminBoardsViewModel } from './admin-boards.view-model.js';
import { AdminInquiriesViewModel, type AdminInquiriesView } from './admin-inquiries.view-model.js';
import { AdminMessageViewModel, textToHtml } from './admin-message.view-model.js';
import { AdminSettingsViewModel } from './admin-settings.view-model.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function watch<V>(vm: { state$: { subscribe(f: (v: V) => void): unknown } }): () => V {
  let view!: V;
  vm.state$.subscribe((v) => (view = v));
  return () => view;
}

const completes = (vm: { state$: { subscribe(o: { complete: () => void }): unknown }; dispose(): void }): boolean => {
  let completed = false;
  vm.state$.subscribe({ complete: () => (completed = true) });
  vm.dispose();
  return completed;
};

describe('AdminInquiriesViewModel', () => {
  it('lists the waiting questions, refuses an empty answer, answers one and lists the answered ones', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.inquiries_ = [{ id: 5, memberId: 7, userId: 'member01', title: '입금 문의', question: '확인 부탁', answered: false }];
    const vm = new AdminInquiriesViewModel({ gateway });
    const view = watch<AdminInquiriesView>(vm as never);
    await flush();
    expect(view()).toMatchObject({ waiting: true, loading: false, answering: null, alert: null });
    expect(view().rows.map((r) => r.id)).toEqual([5]);
    vm.submitAnswer();
    await flush();
    vm.setAnswer('무시됨');
    expect(view().answering).toBeNull();
    vm.startAnswer(5);
    vm.submitAnswer();
    await flush();
    expect(view().answering).toEqual({ id: 5, text: '', error: '답변 내용을 입력해주세요.' });
    vm.setAnswer(' 확인되었습니다. ');
    vm.submitAnswer();
    await flush();
    expect(gateway.calls).toContain('answerInquiry 5 확인되었습니다.');
    expect(view()).toMatchObject({ answering: null, alert: '답변이 등록되었습니다.', rows: [] });
    vm.dismissAlert();
    vm.setWaiting(false);
    await flush();
    expect(view().rows.map((r) => r.id)).toEqual([5]);
    vm.startAnswer(5);
    vm.cancelAnswer();
    expect(view().answering).toBeNull();
    gateway.failNext.inquiries = deskRefusal('문제가 발생했습니다.', 500);
    vm.setWaiting(true);
    await flush();
    expect(view()).toMatchObject({ rows: [], alert: '문제가 발생했습니다.' });
    gateway.failNext.answerInquiry = deskRefusal('문의를 찾을 수 없습니다.', 404);
    vm.startAnswer(9);
    vm.setAnswer('답');
    vm.submitAnswer();
    await flush();
    expect(view().answering).not.toBeNull();
    expect(completes(vm)).toBe(true);
  });
});

describe('AdminMessageViewModel', () => {
  it('refuses a missing recipient, title or text, finds the member by login id and sends escaped paragraphs', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.members_ = [fakeMember(12), fakeMember(1)];
    const vm = new AdminMessageViewModel({ gateway });
    const view = watch<{ recipient: string; userId: string; title: string; contents: string; error: string | null; alert: string | null }>(
      vm as never,
    );
    vm.submit();
    expect(view().error).toBe('받는 회원을 선택해주세요.');
    vm.setUserId('member01');
    expect(view().error).toBeNull();
    vm.submit();
    expect(view().error).toBe('제목을 입력해주세요.');
    vm.setTitle('안내');
    vm.submit();
    expect(view().error).toBe('내용을 입력해주세요.');
    vm.setContents('점검 <안내>\n내일');
    vm.submit();
    await flush();
    expect(gateway.sent).toEqual([{ memberId: 1, title: '안내', contents: '<p>점검 &lt;안내&gt;</p><p>내일</p>' }]);
    expect(view()).toMatchObject({ alert: '쪽지를 보냈습니다.', userId: '', title: '', contents: '' });
    vm.dismissAlert();
    vm.setUserId('nobody99');
    vm.setTitle('t');
    vm.setContents('c');
    vm.submit();
    await flush();
    expect(view().error).toBe('회원을 찾을 수 없습니다.');
    gateway.failNext.members = deskRefusal('문제가 발생했습니다.', 500);
    vm.submit();
    await flush();
    expect(view().alert).toBe('문제가 발생했습니다.');
    expect(completes(vm)).toBe(true);
  });

  it("sends to every active member only after '전체 회원에게 쪽지를 보내시겠습니까?'", async () => {
    const gateway = new FakeAdminDeskGateway();
    const vm = new AdminMessageViewModel({ gateway });
    const view = watch<{ recipient: string; confirm: { message: string } | null; alert: string | null }>(vm as never);
    vm.setRecipient('all');
    vm.setTitle('전체 공지');
    vm.setContents('안내');
    vm.submit();
    expect(view().confirm).toEqual({ message: '전체 회원에게 쪽지를 보내시겠습니까?' });
    vm.cancel();
    expect(gateway.sent).toEqual([]);
    vm.submit();
    vm.accept();
    await flush();
    expect(gateway.sent.map((m) => m.memberId)).toEqual([0]);
    expect(textToHtml(' a&"\'b ')).toBe('<p>a&amp;&quot;&#39;b</p>');
  });
});

describe('AdminBoardsViewModel', () => {
  it('writes, edits and deletes notices; switches boards; refuses an empty title or text', async () => {
    const gateway = new FakeAdminDeskGateway();
    const vm = new AdminBoardsViewModel({ gateway });
    type V = {
      board: string;
      loading: boolean;
      posts: { id: number; title: string }[];
      editor: { id: number | null; title: string; contents: string; error: string | null };
      alert: string | null;
      confirm: { message: string } | null;
    };
    const view = watch<V>(vm as never);
    await flush();
    expect(view()).toMatchObject({ board: 'notice', loading: false, posts: [] });
    vm.savePost();
    await flush();
    expect(view().editor.error).toBe('제목을 입력해주세요.');
    vm.setPostTitle('점검 안내');
    vm.savePost();
    await flush();
    expect(view().editor.error).toBe('내용을 입력해주세요.');
    vm.setPostContents('<p>새벽 점검</p>');
    vm.savePost();
    await flush();
    expect(view().alert).toBe('등록되었습니다.');
    expect(view().posts.map((p) => p.title)).toEqual(['점검 안내']);
    const id = view().posts[0]!.id;
    vm.editPost(999);
    expect(view().editor.id).toBeNull();
    vm.editPost(id);
    expect(view().editor).toMatchObject({ id, title: '점검 안내', contents: '<p>새벽 점검</p>' });
    vm.setPostTitle('점검 안내 (변경)');
    vm.savePost();
    await flush();
    expect(view().alert).toBe('수정되었습니다.');
    expect(view().posts[0]!.title).toBe('점검 안내 (변경)');
    vm.editPost(id);
    vm.newPost();
    expect(view().editor.id).toBeNull();
    vm.deletePost(id);
    expect(view().confirm).toEqual({ message: '삭제하시겠습니까?' });
    vm.accept();
    await flush();
    expect(view()).toMatchObject({ alert: '삭제되었습니다.', posts: [] });
    vm.setPostTitle('draft');
    vm.setBoard('notice');
    expect(view().editor.title).toBe('draft');
    vm.setBoard('event');
    expect(view().editor.title).toBe('');
    gateway.failNext.boardPosts = deskRefusal('문제가 발생했습니다.', 500);
    vm.setBoard('rule');
    await flush();
    expect(view()).toMatchObject({ board: 'rule', posts: [], alert: '문제가 발생했습니다.' });
    gateway.failNext.deleteBoardPost = deskRefusal('게시글을 찾을 수 없습니다.', 404);
    vm.deletePost(5);
    vm.accept();
    await flush();
    expect(view().alert).toBe('게시글을 찾을 수 없습니다.');
    vm.cancel();
    vm.dismissAlert();
    expect(completes(vm)).toBe(true);
  });

  it('opens a popup with an https or site link, refuses another link, and closes one', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.popups_ = [{ id: 3, contents: '<p>기존</p>', link: null }];
    const vm = new AdminBoardsViewModel({ gateway });
    type V = { popups: { id: number }[]; popupEditor: { contents: string; link: string; error: string | null }; alert: string | null };
    const view = watch<V>(vm as never);
    await flush();
    expect(view().popups.map((p) => p.id)).toEqual([3]);
    vm.savePopup();
    await flush();
    expect(view().popupEditor.error).toBe('내용을 입력해주세요.');
    vm.setPopupContents('<p>이벤트</p>');
    vm.setPopupLink('javascript:alert(1)');
    vm.savePopup();
    await flush();
    expect(view().popupEditor.error).toBe('링크는 https:// 또는 /로 시작해야 합니다.');
    vm.setPopupLink('/events');
    vm.savePopup();
    await flush();
    expect(gateway.calls).toContain('writePopup /events');
    expect(view().popups).toHaveLength(2);
    vm.setPopupContents('<p>링크 없음</p>');
    vm.savePopup();
    await flush();
    expect(gateway.calls).toContain('writePopup no link');
    vm.deletePopup(3);
    vm.accept();
    await flush();
    expect(view().popups.map((p) => p.id)).not.toContain(3);
    gateway.failNext.popups = deskRefusal('문제가 발생했습니다.', 500);
    vm.deletePopup(9999);
    vm.accept();
    await flush();
    expect(view().alert).toBe('문제가 발생했습니다.');
  });
});

describe('AdminSettingsViewModel', () => {
  it('reads the switches and flips one, then reads them again', async () => {
    const gateway = new FakeAdminDeskGateway();
    const vm = new AdminSettingsViewModel({ gateway });
    const view = watch<{ switches: { siteNoticeFlg: boolean } | null; saving: boolean; alert: string | null }>(vm as never);
    expect(view().switches).toBeNull();
    await flush();
    expect(view()).toMatchObject({ switches: { siteNoticeFlg: false }, saving: false });
    vm.setSwitch('siteNoticeFlg', true);
    expect(view().saving).toBe(true);
    await flush();
    expect(view()).toMatchObject({ switches: { siteNoticeFlg: true }, saving: false, alert: '설정이 저장되었습니다.' });
    vm.dismissAlert();
    gateway.failNext.switches = deskRefusal('문제가 발생했습니다.', 500);
    vm.setSwitch('joinStartEndFlg', true);
    await flush();
    expect(view().alert).toBe('문제가 발생했습니다.');
    expect(completes(vm)).toBe(true);
  });
});
