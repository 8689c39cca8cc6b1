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
} from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { valueOf } from '../../http/refusals.js';
import { memberOf, notice } from '../route-kit.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';
import { latestInquiries } from './admin-store.js';
import { adminChangeOf } from './admin-change.js';
import { answerInquiry, editPost, removePopup, removePost, sendMessage, writePopup, writePost } from './admin-use-cases.js';

/** Admin: inquiries and answers, messages, boards and popups. HTTP only (admin-use-cases.ts, the stores). */
export async function adminContentRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const changeBy = adminChangeOf(deps);

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
    const answer = { inquiryId: request.params.id, contents: request.body.answerContents, adminId: memberOf(request).id };
    return { message: A.answered, inquiries: valueOf(await answerInquiry(db, answer, changeBy(request))) };
  });

  serve(api, adminMessageCall, {}, async (request) => {
    const { memberId, title, contents } = request.body;
    // memberId 0 sends to every active member.
    const count = valueOf(await sendMessage(db, { memberId, title, contents, senderId: memberOf(request).id }, changeBy(request)));
    return { message: A.sent, count };
  });

  serve(api, adminWriteBoardCall, {}, async (request) => {
    const { board, title, contents, category } = request.body;
    const post = { board, category: category ?? (board === 'notice' ? 'notice' : ''), title, contents, authorId: memberOf(request).id };
    return { id: await writePost(db, post, changeBy(request)), message: A.written };
  });

  serve(api, adminEditBoardCall, {}, async (request) => {
    valueOf(await editPost(db, request.params.id, request.body, changeBy(request)));
    return notice(A.updated);
  });

  serve(api, adminDeleteBoardCall, {}, async (request) => {
    valueOf(await removePost(db, request.params.id, changeBy(request)));
    return notice(A.deleted);
  });

  serve(api, adminWritePopupCall, {}, async (request) => ({
    id: await writePopup(db, request.body, changeBy(request)),
    message: A.written,
  }));

  serve(api, adminDeletePopupCall, {}, async (request) => {
    valueOf(await removePopup(db, request.params.id, changeBy(request)));
    return notice(A.deleted);
  });
}
