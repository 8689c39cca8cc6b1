import { canWriteNotice, NOTICE_CATEGORY } from '@bet/core/boards/domain/board-post.js';
import { COMMUNITY_NOTICE_MESSAGES } from '@bet/core/boards/domain/community-notice.messages.js';
import type { Sql } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { SERVER_MESSAGES } from '../../http/messages.js';
import { boardPostById, insertPost, type PostRow } from './board-store.js';

/** One board notice (the community detail page); a missing or deleted one is not found. */
export async function readBoardNotice(sql: Sql, id: number): Promise<Outcome<PostRow, 'notFound'>> {
  const row = await boardPostById(sql, 'notice', id);
  return row ? done(row) : refuse('notFound', SERVER_MESSAGES.notFound);
}

/**
 * A member writes a board notice: spec 6 gives the write icon to level 1 only, so the server
 * refuses every other level (and admins, who write through /admin/boards). The contents arrive
 * already sanitised (the contract's safe-html format).
 */
export async function writeBoardNotice(
  sql: Sql,
  w: {
    readonly member: { readonly id: number; readonly role: number; readonly isAdmin: boolean };
    readonly title: string;
    readonly contents: string;
    readonly now: number;
  },
): Promise<Outcome<number, 'notNoticeWriter'>> {
  if (w.member.isAdmin || !canWriteNotice(w.member.role)) return refuse('notNoticeWriter', COMMUNITY_NOTICE_MESSAGES.notWriter);
  const post = {
    board: 'notice',
    category: NOTICE_CATEGORY,
    title: w.title,
    contents: w.contents,
    authorId: w.member.id,
    at: new Date(w.now),
  };
  return done(await insertPost(sql, post));
}
