import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import type { Sql } from '../../db/db.js';
import { offsetOf, S } from '../../http/schema.js';
import { kstText } from '../route-kit.js';

export type BoardKind = 'notice' | 'rule' | 'event' | 'board';

interface PostRow {
  id: number;
  title: string;
  contents: string;
  category: string;
  created_at: Date;
}

const toPost = (r: PostRow) => ({
  id: Number(r.id),
  title: r.title,
  contents: r.contents,
  category: r.category,
  createTimestamp: kstText(r.created_at),
});

async function posts(sql: Sql, board: BoardKind, where = '', params: unknown[] = [], limit = 200, offset = 0) {
  const { rows } = await sql.query<PostRow>(
    `SELECT id, title, contents, category, created_at FROM board_posts WHERE board = $1 AND deleted_at IS NULL ${where}
      ORDER BY sort_order, created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
    [board, ...params],
  );
  return rows.map(toPost);
}

/** Spec 7 "Boards": notices, rules, events, the community board and popups (public; HTML contents). */
export async function boardsRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const open = { auth: 'public' as const };

  api.get<{ Querystring: { noticeType?: number } }>(
    '/boardNotice',
    { config: open, schema: { querystring: S.obj({ noticeType: S.int(0, 9) }, ['noticeType']) } },
    async (request) => posts(db, 'notice', 'AND notice_type = $2', [request.query.noticeType ?? 0]),
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
        category && category !== 'notice' ? 'AND category = $2' : '',
        category && category !== 'notice' ? [category] : [],
        perpage,
        offsetOf(page, perpage),
      );
    },
  );
  api.get('/boardPopup', { config: open }, async () => {
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM popups WHERE popup_status = 0 ORDER BY sort_order, id');
    return rows.map((r) => ({
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
