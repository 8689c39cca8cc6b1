import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { valueOf } from '../../http/refusals.js';
import { S } from '../../http/schema.js';
import { insertPopup, insertPost } from '../boards/board-store.js';
import { memberOf, notice } from '../route-kit.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';
import { latestInquiries } from './admin-store.js';
import { answerInquiry, editPost, removePopup, removePost, sendMessage } from './admin-use-cases.js';

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

/** Admin: inquiries and answers, messages, boards and popups. HTTP only (admin-use-cases.ts, the stores). */
export async function adminContentRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const idParam = S.obj({ id: S.id() });

  api.get<{ Querystring: { waiting?: boolean } }>(
    '/admin/inquiries',
    { schema: { querystring: S.obj({ waiting: S.bool() }, ['waiting']) } },
    async (request) => {
      const rows = await latestInquiries(db);
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
      const answer = {
        inquiryId: request.params.id,
        contents: request.body.answerContents,
        adminId: memberOf(request).id,
        now: clock.now(),
      };
      return { message: A.answered, inquiries: valueOf(await answerInquiry(db, answer)) };
    },
  );

  api.post<{ Body: { memberId: number; title: string; contents: string } }>(
    '/admin/messages',
    { schema: { body: S.obj({ memberId: S.int(0, Number.MAX_SAFE_INTEGER), title: S.text(200, 1), contents: S.html(50_000) }) } },
    async (request) => {
      const { memberId, title, contents } = request.body;
      // memberId 0 sends to every active member.
      const count = valueOf(await sendMessage(db, { memberId, title, contents, senderId: memberOf(request).id, now: clock.now() }));
      return { message: A.sent, count };
    },
  );

  api.post<{ Body: { board: string; title: string; contents: string; category?: string } }>(
    '/admin/boards',
    { schema: { body: BOARD_BODY } },
    async (request) => {
      const { board, title, contents, category } = request.body;
      const post = { board, category: category ?? (board === 'notice' ? 'notice' : ''), title, contents, authorId: memberOf(request).id };
      return { id: await insertPost(db, { ...post, at: new Date(clock.now()) }), message: A.written };
    },
  );

  api.put<{ Params: { id: number }; Body: { board: string; title: string; contents: string; category?: string } }>(
    '/admin/boards/:id',
    { schema: { params: idParam, body: BOARD_BODY } },
    async (request) => {
      valueOf(await editPost(db, request.params.id, request.body));
      return notice(A.updated);
    },
  );

  api.delete<{ Params: { id: number } }>('/admin/boards/:id', { schema: { params: idParam } }, async (request) => {
    valueOf(await removePost(db, request.params.id, clock.now()));
    return notice(A.deleted);
  });

  api.post<{ Body: Record<string, unknown> }>('/admin/popups', { schema: { body: POPUP_BODY } }, async (request) => {
    return { id: await insertPopup(db, request.body), message: A.written };
  });

  api.delete<{ Params: { id: number } }>('/admin/popups/:id', { schema: { params: idParam } }, async (request) => {
    valueOf(await removePopup(db, request.params.id));
    return notice(A.deleted);
  });
}
