import { fail, ok, type Result } from '../../shared/domain/result.js';
import { boardPostTime, type BoardPost } from './board-post.js';
import { formatKstShortDate } from '../../shared/domain/kst.js';
import { COMMUNITY_NOTICE_MESSAGES as M } from './community-notice.messages.js';

/** Spec 9: lists show 15 rows a page. */
export const COMMUNITY_NOTICE_PER_PAGE = 15;

export interface CommunityNoticeRow {
  readonly id: number;
  readonly title: string;
  /** 'YY.MM.DD' in KST, empty when the post has no readable time. */
  readonly date: string;
}

export const communityNoticeRow = (post: BoardPost): CommunityNoticeRow => {
  const time = boardPostTime(post);
  return { id: post.id, title: post.title, date: time === null ? '' : formatKstShortDate(time) };
};

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const UNESCAPES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(ESCAPES).map(([c, e]) => [e, c]));
const unescapeHtml = (html: string): string => html.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => (e === '&nbsp;' ? ' ' : UNESCAPES[e]!));

/**
 * The member types plain text; the board stores HTML. Each line becomes an escaped paragraph, so
 * what was typed is what is read (the server sanitises again before storing).
 */
export function noticeHtmlOf(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => (line.trim() === '' ? '<p><br></p>' : `<p>${escapeHtml(line)}</p>`))
    .join('');
}

/**
 * The text of a stored notice, for the edit form: the inverse of `noticeHtmlOf` (each paragraph a
 * line, entities back to characters). Markup a member cannot type (an operator's) is dropped.
 */
export function noticeTextOf(html: string): string {
  const paragraphs = /<p[\s>]/i.test(html) ? html.split(/<\/p>/i).filter((p) => p.trim() !== '') : [html];
  return paragraphs.map((p) => unescapeHtml(p.replace(/<br\s*\/?>/gi, '').replace(/<[^>]*>/g, ''))).join('\n');
}

export interface NoticeDraft {
  readonly title: string;
  readonly contents: string;
}

/** A notice ready to send (title trimmed, contents as HTML), or the first missing field's message. */
export function checkNoticeDraft(draft: NoticeDraft): Result<NoticeDraft, string> {
  const title = draft.title.trim();
  if (title === '') return fail(M.titleRequired);
  if (draft.contents.trim() === '') return fail(M.contentsRequired);
  return ok({ title, contents: noticeHtmlOf(draft.contents.trim()) });
}
