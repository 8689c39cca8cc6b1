import type { FastifyInstance } from 'fastify';
import {
  adminAnswerInquiryCall,
  adminDeleteBoardCall,
  adminDeletePopupCall,
  adminEditBoardCall,
  adminInquiriesCall,
  adminMessageCall,
  adminWriteBoardCall,
  adminWritePopupCall,
} from '@bet/core/api/contracts/admin.js';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { valueOf } from '../../http/refusals.js';
import { insertPopup, insertPost } from '../boards/board-store.js';
import { memberOf, notice } from '../route-kit.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';
import { latestInquiries } from './admin-store.js';
import { answerInquiry, editPost, removePopup, removePost, sendMessage } from './admin-use-cases.js';

/** Admin: inquiries and answers, messages, boards and popups. HTTP only (admin-use-cases.ts, the stores). */
export async function adminContentRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  serve(api, adminInquiriesCall, {}, async (request) => {
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
  });

  serve(api, adminAnswerInquiryCall, {}, async (request) => {
    const answer = {
      inquiryId: request.params.id,
      contents: request.body.answerContents,
      adminId: memberOf(request).id,
      now: clock.now(),
    };
    return { message: A.answered, inquiries: valueOf(await answerInquiry(db, answer)) };
  });

  serve(api, adminMessageCall, {}, async (request) => {
    const { memberId, title, contents } = request.body;
    // memberId 0 sends to every active member.
    const count = valueOf(await sendMessage(db, { memberId, title, contents, senderId: memberOf(request).id, now: clock.now() }));
    return { message: A.sent, count };
  });

  serve(api, adminWriteBoardCall, {}, async (request) => {
    const { board, title, contents, category } = request.body;
    const post = { board, category: category ?? (board === 'notice' ? 'notice' : ''), title, contents, authorId: memberOf(request).id };
    return { id: await insertPost(db, { ...post, at: new Date(clock.now()) }), message: A.written };
  });

  serve(api, adminEditBoardCall, {}, async (request) => {
    valueOf(await editPost(db, request.params.id, request.body));
    return notice(A.updated);
  });

  serve(api, adminDeleteBoardCall, {}, async (request) => {
    valueOf(await removePost(db, request.params.id, clock.now()));
    return notice(A.deleted);
  });

  serve(api, adminWritePopupCall, {}, async (request) => ({ id: await insertPopup(db, request.body), message: A.written }));

  serve(api, adminDeletePopupCall, {}, async (request) => {
    valueOf(await removePopup(db, request.params.id));
    return notice(A.deleted);
  });
}
