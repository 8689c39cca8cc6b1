import { INBOX_MESSAGES } from '@bet/core/inbox';
import type { Sql } from '../../db/db.js';
import { SERVER_MESSAGES } from '../../http/messages.js';
import { findUndeleted, findUndeletedMany, hide, markRead, type MessageRow } from './message-store.js';

/** Spec 8 wording for the memo box: the inbox screens' texts (core), so both ends say the same. */
export const MESSAGE_TEXTS = {
  unreadCannotDelete: INBOX_MESSAGES.unreadNotDeletable,
  noneSelected: INBOX_MESSAGES.nothingDeletableSelected,
  notFound: INBOX_MESSAGES.notFound,
  deleted: INBOX_MESSAGES.deleted,
  allRead: INBOX_MESSAGES.allReadDone,
} as const;

/** Why the memo box refuses; the routes turn a kind into its status (see message.routes.ts). */
export type MessageRefusal = { readonly kind: 'notFound' | 'unread' | 'noneSelected' | 'otherMember'; readonly message: string };

export type MessageOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: MessageRefusal };

const refuse = (kind: MessageRefusal['kind'], message: string): MessageOutcome<never> => ({ ok: false, refusal: { kind, message } });
const done = <T>(value: T): MessageOutcome<T> => ({ ok: true, value });

async function own(sql: Sql, memberId: number, id: number): Promise<MessageOutcome<MessageRow>> {
  const row = await findUndeleted(sql, id);
  if (!row) return refuse('notFound', MESSAGE_TEXTS.notFound);
  return Number(row.member_id) === memberId ? done(row) : refuse('otherMember', SERVER_MESSAGES.otherMember);
}

/** A read message stays read: the spec moves memos from unread to read only. */
export async function readMessage(sql: Sql, memberId: number, id: number, confirmStatus: 0 | 1, at: Date): Promise<MessageOutcome<void>> {
  const found = await own(sql, memberId, id);
  if (!found.ok) return found;
  if (confirmStatus === 1) await markRead(sql, memberId, id, at);
  return done(undefined);
}

/** Only read messages are deletable (spec 4). */
export async function deleteMessage(sql: Sql, memberId: number, id: number): Promise<MessageOutcome<void>> {
  const found = await own(sql, memberId, id);
  if (!found.ok) return found;
  if (Number(found.value.confirm_status) === 0) return refuse('unread', MESSAGE_TEXTS.unreadCannotDelete);
  await hide(sql, memberId, [id]);
  return done(undefined);
}

/** Deletes the read ones among the selected messages; all of them must be the member's own. */
export async function deleteSelected(sql: Sql, memberId: number, ids: readonly number[]): Promise<MessageOutcome<number>> {
  const rows = await findUndeletedMany(sql, ids);
  if (rows.some((r) => Number(r.member_id) !== memberId)) return refuse('otherMember', SERVER_MESSAGES.otherMember);
  const readIds = rows.filter((r) => Number(r.confirm_status) === 1).map((r) => Number(r.id));
  if (readIds.length === 0) return refuse('noneSelected', MESSAGE_TEXTS.noneSelected);
  await hide(sql, memberId, readIds);
  return done(readIds.length);
}
