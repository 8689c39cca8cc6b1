import { apiError, ok, type ApiError, type Result } from '@bet/core/shared';
import type { BoardPost, BoardsGateway, CommunityNoticeGateway, NoticeDraft, SiteBanner } from '@bet/core/boards';

export const boardPost = (id: number, category: string, title = `글 ${id}`, createTimestamp: string | null = null): BoardPost => ({
  id,
  title,
  contents: `<p>${title} 본문</p>`,
  category,
  createTimestamp,
});

/** Notices, rules and events as the server would answer them. */
export class FakeBoardsGateway implements BoardsGateway {
  noticeList: BoardPost[] = [boardPost(1, 'notice', '사이트 이용 안내'), boardPost(2, 'notice', '점검 안내')];
  ruleList: BoardPost[] = [boardPost(10, '', '스포츠 규정')];
  eventList: BoardPost[] = [boardPost(20, '2', '카지노 첫충'), boardPost(21, '9', '지인 추천 이벤트')];
  notices = async () => ok(this.noticeList);
  rules = async () => ok(this.ruleList);
  events = async () => ok(this.eventList);
  latestNotices = async () => ok(this.noticeList);
  bannerList: SiteBanner[] = [];
  banners = async () => ok(this.bannerList);
}

/** The community board: a list, one post by id, and writes that join the list. */
export class FakeCommunityNoticeGateway implements CommunityNoticeGateway {
  posts: BoardPost[] = [boardPost(3, 'notice', '이벤트 안내', '2026-11-20 10:00:00')];
  written: NoticeDraft[] = [];
  page = async (page: number, perpage: number) => ok(this.posts.slice((page - 1) * 15, (page - 1) * 15 + perpage));
  post = async (id: number): Promise<Result<BoardPost, ApiError>> => {
    const found = this.posts.find((p) => p.id === id);
    return found ? ok(found) : { ok: false, error: apiError('http', '요청하신 페이지를 찾을 수 없습니다.', { status: 404 }) };
  };
  write = async (draft: NoticeDraft) => {
    this.written.push(draft);
    const id = 100 + this.written.length;
    this.posts.unshift({ id, ...draft, category: 'notice', createTimestamp: '2026-11-25 09:00:00', mine: true });
    return ok(id);
  };
  edited: [number, NoticeDraft][] = [];
  edit = async (id: number, draft: NoticeDraft) => {
    this.edited.push([id, draft]);
    this.posts = this.posts.map((p) => (p.id === id ? { ...p, ...draft } : p));
    return ok(undefined);
  };
}
