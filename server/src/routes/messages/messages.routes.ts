import type { FastifyInstance } from 'fastify';
import {
  messageCountCall,
  messageDeleteAllCall,
  messageDeleteOneCall,
  messageHideCall,
  messageListAllCall,
  messageListCall,
  messageReadAllCall,
  messageSetStatusCall,
  messageUnreadCountCall,
  type MessageDto,
} from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { refusal } from '../../http/refusals.js';
import { offsetOf } from '../../http/schema.js';
import { serve } from '../../http/contract-route.js';
import { assertSelfId, assertSelfUserId, kstText, memberOf, notice } from '../route-kit.js';
import { countUnread, countVisible, hideAllRead, listVisible, markAllRead, type MessageRow } from './message-store.js';
import { deleteMessage, deleteSelected, MESSAGE_TEXTS, readMessage, type MessageOutcome } from './message-use-cases.js';

export { MESSAGE_TEXTS } from './message-use-cases.js';

/**
 * Spec 7 "Messages": the member's memos (HTML written by admins). HTTP only: schemas, the
 * session member, and the status of each refusal (http/refusals.ts); the rules are in message-use-cases.ts and
 * the SQL in message-store.ts (the sports module's layering).
 */
function valueOf<T>(outcome: MessageOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw refusal(outcome.refusal);
}

const toDto = (r: MessageRow) => ({
  id: Number(r.id),
  createdAt: kstText(r.created_at),
  title: r.title,
  contents: r.contents,
  confirmStatus: Number(r.confirm_status) as MessageDto['confirmStatus'],
  userDeleteFlg: Number(r.user_delete_flg),
  visibility: Number(r.visibility),
});

export async function messagesRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  serve(api, messageUnreadCountCall, {}, async (request) => ({
    count: await countUnread(db, assertSelfUserId(request, request.params.userId).id),
  }));

  serve(api, messageCountCall, {}, async (request) => ({
    count: await countVisible(db, assertSelfId(request, request.query.memberId).id),
  }));

  serve(api, messageListCall, {}, async (request) => {
    const { memberId, page, perpage } = request.query;
    const me = assertSelfId(request, memberId);
    return (await listVisible(db, me.id, perpage, offsetOf(page, perpage))).map(toDto);
  });

  serve(api, messageListAllCall, {}, async (request) => {
    const me = assertSelfUserId(request, request.params.userId);
    return (await listVisible(db, me.id, 500)).map(toDto);
  });

  serve(api, messageSetStatusCall, {}, async (request) => {
    valueOf(await readMessage(db, memberOf(request).id, request.body.id, request.body.confirmStatus, new Date(clock.now())));
    return notice('');
  });

  serve(api, messageReadAllCall, {}, async (request) => {
    await markAllRead(db, assertSelfUserId(request, request.params.userId).id, new Date(clock.now()));
    return notice(MESSAGE_TEXTS.allRead);
  });

  // Only read messages are deletable (spec 4); unread ones stay.
  serve(api, messageDeleteAllCall, {}, async (request) => ({
    message: MESSAGE_TEXTS.deleted,
    count: await hideAllRead(db, assertSelfUserId(request, request.params.userId).id),
  }));

  serve(api, messageDeleteOneCall, {}, async (request) => {
    valueOf(await deleteMessage(db, memberOf(request).id, request.params.id));
    return notice(MESSAGE_TEXTS.deleted);
  });

  serve(api, messageHideCall, {}, async (request) => {
    const ids = request.body.filter((i) => i.userDeleteFlg === 1).map((i) => i.id);
    const count = valueOf(await deleteSelected(db, memberOf(request).id, ids));
    return { message: MESSAGE_TEXTS.deleted, count };
  });
}
