import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { offsetOf, S } from '../../http/schema.js';
import { kstText } from '../route-kit.js';
import { boardPosts, openPopups, type PostRow } from './board-store.js';

export type { BoardKind } from './board-store.js';

const toPost = (r: PostRow) => ({
  id: Number(r.id),
  title: r.title,
  contents: r.contents,
  category: r.category,
  createTimestamp: kstText(r.created_at),
});

const posts = async (...args: Parameters<typeof boardPosts>) => (await boardPosts(...args)).map(toPost);

/** Spec 7 "Boards": notices, rules, events, the community board and popups (public; HTML contents). HTTP only (SQL: board-store.ts). */
export async function boardsRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const open = { auth: 'public' as const };

  api.get<{ Querystring: { noticeType?: number } }>(
    '/boardNotice',
    { config: open, schema: { querystring: S.obj({ noticeType: S.int(0, 9) }, ['noticeType']) } },
    async (request) => posts(db, 'notice', { noticeType: request.query.noticeType ?? 0 }),
  );
  api.get('/boardRule', { config: open }, async () => posts(db, 'rule'));
  api.get('/boardEvent', { config: open }, async () => posts(db, 'event'));
  api.get<{ Querystring: { category?: string; page: number; perpage: number } }>(
    '/board',
    { config: open, schema: { querystring: S.obj({ category: S.text(20), ...S.paging() }, ['category']) } },
    async (request) => {
      const { category, page, perpage } = request.query;
      return posts(
        db,
        category === 'notice' ? 'notice' : 'board',
        category && category !== 'notice' ? { category } : {},
        perpage,
        offsetOf(page, perpage),
      );
    },
  );
  api.get('/boardPopup', { config: open }, async () => {
    return (await openPopups(db)).map((r) => ({
      id: Number(r.id),
      popupStatus: Number(r.popup_status),
      popupFlg: Number(r.popup_flg),
      contents: String(r.contents),
      link: (r.link as string | null) ?? null,
      popupSize: (r.popup_size as string | null) ?? null,
      pcLeftLocation: (r.pc_left_location as string | null) ?? null,
      pcRightLocation: (r.pc_right_location as string | null) ?? null,
      popupLeftLocation: (r.popup_left_location as string | null) ?? null,
      popupRightLocation: (r.popup_right_location as string | null) ?? null,
      notShowingexpireTime: (r.not_showing_expire_time as string | null) ?? null,
    }));
  });
}
