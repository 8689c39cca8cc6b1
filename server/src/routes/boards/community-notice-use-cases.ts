import { canWriteNotice, NOTICE_CATEGORY, COMMUNITY_NOTICE_MESSAGES as M } from '@bet/core/boards';
import type { Sql } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { SERVER_MESSAGES } from '../../http/messages.js';
import { boardPostById, insertPost, updatePostText, type AuthoredPostRow } from './board-store.js';

/** The member as these use cases read them. */
interface NoticeMember {
  readonly id: number;
  readonly role: number;
  readonly isAdmin: boolean;
}

/** A notice's title and contents as sent (contents already sanitised by the contract's safe-html format). */
interface NoticeText {
  readonly title: string;
  readonly contents: string;
}

/** One board notice (the community detail page); a missing or deleted one is not found. */
export async function readBoardNotice(sql: Sql, id: number): Promise<Outcome<AuthoredPostRow, 'notFound'>> {
  const row = await boardPostById(sql, 'notice', id);
  return row ? done(row) : refuse('notFound', SERVER_MESSAGES.notFound);
}

/**
 * Who may write or edit: spec 6 gives the write icon to level 1 only, so the server refuses
 * every other level (and admins, who write through /admin/boards); a blank title or contents
 * is refused with core's texts (the schema only bounds the lengths).
 */
function checkNotice(
  member: NoticeMember,
  text: NoticeText,
): Outcome<NoticeText, 'notNoticeWriter' | 'titleRequired' | 'contentsRequired'> {
  if (member.isAdmin || !canWriteNotice(member.role)) return refuse('notNoticeWriter', M.notWriter);
  const title = text.title.trim();
  if (title === '') return refuse('titleRequired', M.titleRequired);
  if (text.contents.trim() === '') return refuse('contentsRequired', M.contentsRequired);
  return done({ title, contents: text.contents });
}

/** A level-1 member writes a board notice; answers its id. */
export async function writeBoardNotice(
  sql: Sql,
  w: { readonly member: NoticeMember; readonly now: number } & NoticeText,
): Promise<Outcome<number>> {
  const checked = checkNotice(w.member, w);
  if (!checked.ok) return checked;
  const post = { board: 'notice', category: NOTICE_CATEGORY, ...checked.value, authorId: w.member.id, at: new Date(w.now) };
  return done(await insertPost(sql, post));
}

/**
 * A level-1 member edits a board notice they wrote (issue 10: edit only for role 1): a missing
 * notice is not found (404), another's is refused (403 otherMember), as is every other level.
 */
export async function editBoardNotice(
  sql: Sql,
  e: { readonly member: NoticeMember; readonly id: number } & NoticeText,
): Promise<Outcome<void>> {
  const checked = checkNotice(e.member, e);
  if (!checked.ok) return checked;
  const post = await readBoardNotice(sql, e.id);
  if (!post.ok) return post;
  if (post.value.author_member_id !== e.member.id) return refuse('otherMember', M.notAuthor);
  return (await updatePostText(sql, e.id, checked.value)) ? done(undefined) : refuse('notFound', SERVER_MESSAGES.notFound);
}
