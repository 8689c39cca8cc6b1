import { formatKstShortDate, parseKstDateTime } from '../../shared/domain/kst.js';

/** A notice, rule or event (GET /boardNotice, /boardRule, /boardEvent, /board). `contents` is server HTML. */
export interface BoardPost {
  readonly id: number;
  readonly title: string;
  readonly contents: string;
  /** 'notice' for board notices; '1' to '10' for events. */
  readonly category: string;
  /** Board notices carry this (epoch ms, epoch seconds, or a date-time text). */
  readonly createTimestamp?: number | string | null;
  /** One board notice read by its author (GET /board/{id}); absent on lists. */
  readonly mine?: boolean;
}

export const NOTICE_CATEGORY = 'notice';
export const NOTICE_WIDGET_SIZE = 5;
export const NOTICE_WIDGET_HEIGHT_PX = 200;
/** Only level 1 sees the notice-write (edit) icon (spec 6). */
export const NOTICE_WRITER_ROLE = 1;

export const canWriteNotice = (role: number | null | undefined): boolean => role === NOTICE_WRITER_ROLE;

/** Edit is for role 1 too (issue 10: `canWrite`), and only on a notice the member wrote. */
export const canEditNotice = (canWrite: boolean, post: BoardPost | null): boolean => canWrite && post?.mine === true;

/** Below this a numeric timestamp is read as epoch seconds (it would be January 1970 in ms). */
const SECONDS_LIMIT = 100_000_000_000;

/**
 * Epoch ms of a post's timestamp, or null when absent or unreadable. Text without a zone is read
 * as KST ('2026-11-23 09:00:00'); text with a zone ('...Z', '+09:00') is exact.
 */
export function boardPostTime(post: BoardPost): number | null {
  const t = post.createTimestamp;
  if (t === null || t === undefined || t === '') return null;
  if (typeof t === 'number') return Number.isFinite(t) ? (t < SECONDS_LIMIT ? t * 1000 : t) : null;
  const kst = parseKstDateTime(t);
  if (!Number.isNaN(kst)) return kst;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(t.trim()) ? Date.parse(t) : Number.NaN;
  return Number.isNaN(zoned) ? null : zoned;
}

export interface NoticeWidgetItem {
  readonly id: number;
  readonly title: string;
  /** 'YY.MM.DD' in KST, empty when the post has no readable time. */
  readonly date: string;
}

/** Latest NOTICE_WIDGET_SIZE posts of category notice, newest first (undated ones last, by id). */
export function noticeWidgetItems(posts: readonly BoardPost[]): readonly NoticeWidgetItem[] {
  return posts
    .filter((p) => p.category === NOTICE_CATEGORY)
    .map((p) => ({ post: p, time: boardPostTime(p) }))
    .sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity) || b.post.id - a.post.id)
    .slice(0, NOTICE_WIDGET_SIZE)
    .map(({ post, time }) => ({ id: post.id, title: post.title, date: time === null ? '' : formatKstShortDate(time) }));
}

/** The post to show: the one asked for when it exists, else the first (lists open on their first post). */
export function selectBoardPost(posts: readonly BoardPost[], id: number | null): BoardPost | null {
  return posts.find((p) => p.id === id) ?? posts[0] ?? null;
}

/** Spec 9: the scrolling notice crosses the screen in 20 s on desktop and 10 s on mobile. */
export const NOTICE_TICKER_SECONDS = { desktop: 20, mobile: 10 } as const;
