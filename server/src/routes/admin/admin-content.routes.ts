import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { notFound } from '../../http/errors.js';
import { S } from '../../http/schema.js';
import { inquiriesOf } from '../support/inquiry-store.js';
import { memberOf, notice } from '../route-kit.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';

const BOARD_BODY = S.obj(
  { board: S.enumOf('notice', 'rule', 'event', 'board'), title: S.text(200, 1), contents: S.html(50_000), category: S.text(20) },
  ['category'],
);
const POPUP_BODY = S.obj(
  {
    contents: S.html(50_000),
    link: S.nullable(S.pattern('^(https://|/)[^\\s<>"]{0,490}$', 500)),
    popupSize: S.nullable(S.text(20)),
    pcLeftLocation: S.nullable(S.text(20)),
    pcRightLocation: S.nullable(S.text(20)),
    popupLeftLocation: S.nullable(S.text(20)),
    popupRightLocation: S.nullable(S.text(20)),
    notShowingexpireTime: S.nullable(S.text(20)),
    popupFlg: S.int(0, 9),
  },
  ['link', 'popupSize', 'pcLeftLocation', 'pcRightLocation', 'popupLeftLocation', 'popupRightLocation', 'notShowingexpireTime', 'popupFlg'],
);

/** Admin: inquiries and answers, messages, boards and popups. */
export async function adminContentRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const idParam = S.obj({ id: S.id() });

  api.get<{ Querystring: { waiting?: boolean } }>(
    '/admin/inquiries',
    { schema: { querystring: S.obj({ waiting: S.bool() }, ['waiting']) } },
    async (request) => {
      const { rows } = await db.query<{
        id: number;
        member_id: number;
        user_id: string;
        title: string;
        question_contents: string;
        answered: boolean;
      }>(
        `SELECT i.id, i.member_id, m.user_id, i.title, i.question_contents, EXISTS (SELECT 1 FROM inquiry_answers a WHERE a.inquiry_id = i.id) AS answered
         FROM inquiries i JOIN members m ON m.id = i.member_id ORDER BY i.id DESC LIMIT 200`,
      );
      return rows
        .filter((r) => request.query.waiting === undefined || r.answered !== request.query.waiting)
        .map((r) => ({
          id: Number(r.id),
          memberId: Number(r.member_id),
          userId: r.user_id,
          title: r.title,
          questionContents: r.question_contents,
          answered: r.answered,
        }));
    },
  );

  api.post<{ Params: { id: number }; Body: { answerContents: string } }>(
    '/admin/inquiries/:id/answer',
    { schema: { params: idParam, body: S.obj({ answerContents: S.html(10_000) }) } },
    async (request) => {
      const { rows } = await db.query<{ member_id: number }>('SELECT member_id FROM inquiries WHERE id = $1', [request.params.id]);
      if (!rows[0]) throw notFound(A.inquiryNotFound);
      await db.query('INSERT INTO inquiry_answers (inquiry_id, answer_contents, admin_id, created_at) VALUES ($1, $2, $3, $4)', [
        request.params.id,
        request.body.answerContents,
        memberOf(request).id,
        new Date(clock.now()),
      ]);
      return { message: A.answered, inquiries: (await inquiriesOf(db, Number(rows[0].member_id))).length };
    },
  );

  api.post<{ Body: { memberId: number; title: string; contents: string } }>(
    '/admin/messages',
    { schema: { body: S.obj({ memberId: S.int(0, Number.MAX_SAFE_INTEGER), title: S.text(200, 1), contents: S.html(50_000) }) } },
    async (request) => {
      const { memberId, title, contents } = request.body;
      const at = new Date(clock.now());
      const sender = memberOf(request).id;
      // memberId 0 sends to every active member.
      const r =
        memberId === 0
          ? await db.query(
              "INSERT INTO messages (member_id, title, contents, sender_id, created_at) SELECT id, $1, $2, $3, $4 FROM members WHERE status = 'active'",
              [title, contents, sender, at],
            )
          : await db.query(
              'INSERT INTO messages (member_id, title, contents, sender_id, created_at) SELECT id, $2, $3, $4, $5 FROM members WHERE id = $1',
              [memberId, title, contents, sender, at],
            );
      if (r.rowCount === 0) throw notFound(A.memberNotFound);
      return { message: A.sent, count: r.rowCount };
    },
  );

  api.post<{ Body: { board: string; title: string; contents: string; category?: string } }>(
    '/admin/boards',
    { schema: { body: BOARD_BODY } },
    async (request) => {
      const { board, title, contents, category } = request.body;
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO board_posts (board, category, title, contents, author_member_id, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [board, category ?? (board === 'notice' ? 'notice' : ''), title, contents, memberOf(request).id, new Date(clock.now())],
      );
      return { id: Number(rows[0]!.id), message: A.written };
    },
  );

  api.put<{ Params: { id: number }; Body: { board: string; title: string; contents: string; category?: string } }>(
    '/admin/boards/:id',
    { schema: { params: idParam, body: BOARD_BODY } },
    async (request) => {
      const { board, title, contents, category } = request.body;
      const r = await db.query(
        'UPDATE board_posts SET board = $2, title = $3, contents = $4, category = coalesce($5, category) WHERE id = $1 AND deleted_at IS NULL',
        [request.params.id, board, title, contents, category ?? null],
      );
      if (r.rowCount === 0) throw notFound(A.postNotFound);
      return notice(A.updated);
    },
  );

  api.delete<{ Params: { id: number } }>('/admin/boards/:id', { schema: { params: idParam } }, async (request) => {
    const r = await db.query('UPDATE board_posts SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL', [
      request.params.id,
      new Date(clock.now()),
    ]);
    if (r.rowCount === 0) throw notFound(A.postNotFound);
    return notice(A.deleted);
  });

  api.post<{ Body: Record<string, unknown> }>('/admin/popups', { schema: { body: POPUP_BODY } }, async (request) => {
    const b = request.body;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO popups (contents, link, popup_size, pc_left_location, pc_right_location, popup_left_location, popup_right_location, not_showing_expire_time, popup_flg)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        b.contents,
        b.link ?? null,
        b.popupSize ?? null,
        b.pcLeftLocation ?? null,
        b.pcRightLocation ?? null,
        b.popupLeftLocation ?? null,
        b.popupRightLocation ?? null,
        b.notShowingexpireTime ?? null,
        b.popupFlg ?? 0,
      ],
    );
    return { id: Number(rows[0]!.id), message: A.written };
  });

  api.delete<{ Params: { id: number } }>('/admin/popups/:id', { schema: { params: idParam } }, async (request) => {
    const r = await db.query('UPDATE popups SET popup_status = 1 WHERE id = $1 AND popup_status = 0', [request.params.id]);
    if (r.rowCount === 0) throw notFound(A.postNotFound);
    return notice(A.deleted);
  });
}
