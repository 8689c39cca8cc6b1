import type { Sql } from '../../db/db.js';

/** The SQL of the boards and popups (read by members, written by admins). */

export type BoardKind = 'notice' | 'rule' | 'event' | 'board';

export interface PostRow {
  id: number;
  title: string;
  contents: string;
  category: string;
  created_at: Date;
}

/** Visible posts of a board; `filter` narrows by notice type or category. */
export async function boardPosts(
  sql: Sql,
  board: BoardKind,
  filter: { noticeType?: number; category?: string } = {},
  limit = 200,
  offset = 0,
): Promise<PostRow[]> {
  const [where, params] =
    filter.noticeType !== undefined
      ? ['AND notice_type = $2', [filter.noticeType]]
      : filter.category !== undefined
        ? ['AND category = $2', [filter.category]]
        : ['', []];
  const { rows } = await sql.query<PostRow>(
    `SELECT id, title, contents, category, created_at FROM board_posts WHERE board = $1 AND deleted_at IS NULL ${where}
      ORDER BY sort_order, created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
    [board, ...params],
  );
  return rows;
}

/** A post with who wrote it (null: the operator or the seed). */
export interface AuthoredPostRow extends PostRow {
  author_member_id: number | null;
}

/** One visible post of a board by id, or null. */
export async function boardPostById(sql: Sql, board: BoardKind, id: number): Promise<AuthoredPostRow | null> {
  const { rows } = await sql.query<AuthoredPostRow>(
    'SELECT id, title, contents, category, created_at, author_member_id FROM board_posts WHERE id = $1 AND board = $2 AND deleted_at IS NULL',
    [id, board],
  );
  const row = rows[0];
  // bigint columns come back as numbers from PGlite and as text from a real PostgreSQL server.
  return row ? { ...row, author_member_id: row.author_member_id === null ? null : Number(row.author_member_id) } : null;
}

/** A member's new title and contents of a visible post; false when none has the id. */
export async function updatePostText(sql: Sql, id: number, p: { title: string; contents: string }): Promise<boolean> {
  const r = await sql.query('UPDATE board_posts SET title = $2, contents = $3 WHERE id = $1 AND deleted_at IS NULL', [
    id,
    p.title,
    p.contents,
  ]);
  return r.rowCount > 0;
}

export async function openPopups(sql: Sql): Promise<Record<string, unknown>[]> {
  const { rows } = await sql.query<Record<string, unknown>>('SELECT * FROM popups WHERE popup_status = 0 ORDER BY sort_order, id');
  return rows;
}

export async function insertPost(
  sql: Sql,
  p: { board: string; category: string; title: string; contents: string; authorId: number; at: Date },
): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(
    'INSERT INTO board_posts (board, category, title, contents, author_member_id, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [p.board, p.category, p.title, p.contents, p.authorId, p.at],
  );
  return Number(rows[0]!.id);
}

/** False when no visible post has the id. */
export async function updatePost(
  sql: Sql,
  id: number,
  p: { board: string; title: string; contents: string; category: string | null },
): Promise<boolean> {
  const r = await sql.query(
    'UPDATE board_posts SET board = $2, title = $3, contents = $4, category = coalesce($5, category) WHERE id = $1 AND deleted_at IS NULL',
    [id, p.board, p.title, p.contents, p.category],
  );
  return r.rowCount > 0;
}

export async function deletePost(sql: Sql, id: number, at: Date): Promise<boolean> {
  const r = await sql.query('UPDATE board_posts SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL', [id, at]);
  return r.rowCount > 0;
}

/** The popup body as the admin sent it (validated by the route's schema). */
export type PopupFields = Readonly<Record<string, unknown>>;

export async function insertPopup(sql: Sql, b: PopupFields): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(
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
  return Number(rows[0]!.id);
}

/** Closes an open popup; false when none is open with the id. */
export async function closePopup(sql: Sql, id: number): Promise<boolean> {
  const r = await sql.query('UPDATE popups SET popup_status = 1 WHERE id = $1 AND popup_status = 0', [id]);
  return r.rowCount > 0;
}
