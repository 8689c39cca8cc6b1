import type { Sql } from '../../db/db.js';
import { kstText } from '../route-kit.js';

/** The SQL of the support family: member inquiries, their answers, and visitors' inquiries. */
interface InquiryRow {
  id: number;
  member_id: number;
  title: string;
  question_contents: string;
  template: string | null;
  created_at: Date;
}

/** The member's inquiries with their answers (InquiryDto of core's contracts). */
export async function inquiriesOf(sql: Sql, memberId: number) {
  const { rows } = await sql.query<InquiryRow>(
    'SELECT id, member_id, title, question_contents, template, created_at FROM inquiries WHERE member_id = $1 AND NOT user_deleted ORDER BY created_at DESC, id DESC LIMIT 200',
    [memberId],
  );
  const answers = await sql.query<{ inquiry_id: number; answer_contents: string }>(
    'SELECT inquiry_id, answer_contents FROM inquiry_answers WHERE inquiry_id = ANY($1::bigint[]) ORDER BY id',
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    questionContents: r.question_contents,
    createdAt: kstText(r.created_at),
    template: r.template,
    memberId: Number(r.member_id),
    customerAnswer: answers.rows.filter((a) => Number(a.inquiry_id) === Number(r.id)).map((a) => ({ answerContents: a.answer_contents })),
  }));
}

/** Creates an inquiry; the account inquiry of /deposot-account-confirm uses it too. */
export async function createInquiry(
  sql: Sql,
  args: { memberId: number; title: string; contents: string; template: string | null; now: number },
): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(
    'INSERT INTO inquiries (member_id, title, question_contents, template, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [args.memberId, args.title, args.contents, args.template, new Date(args.now)],
  );
  return rows[0]!.id;
}

export async function inquiryForDelete(sql: Sql, id: number): Promise<{ memberId: number; answered: boolean } | null> {
  const { rows } = await sql.query<{ member_id: number; answered: boolean }>(
    'SELECT member_id, EXISTS (SELECT 1 FROM inquiry_answers a WHERE a.inquiry_id = i.id) AS answered FROM inquiries i WHERE id = $1 AND NOT user_deleted',
    [id],
  );
  const row = rows[0];
  return row ? { memberId: Number(row.member_id), answered: row.answered } : null;
}

export async function hideInquiry(sql: Sql, memberId: number, id: number): Promise<void> {
  await sql.query('UPDATE inquiries SET user_deleted = true WHERE id = $1 AND member_id = $2', [id, memberId]);
}

export async function hideAnsweredInquiries(sql: Sql, memberId: number): Promise<number> {
  const r = await sql.query(
    'UPDATE inquiries i SET user_deleted = true WHERE member_id = $1 AND NOT user_deleted AND EXISTS (SELECT 1 FROM inquiry_answers a WHERE a.inquiry_id = i.id)',
    [memberId],
  );
  return r.rowCount;
}

export async function countVisitorInquiriesSince(sql: Sql, ip: string, since: Date): Promise<number> {
  const { rows } = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM nonmember_inquiries WHERE ip = $1 AND created_at > $2', [
    ip,
    since,
  ]);
  return Number(rows[0]?.n ?? 0);
}

export async function insertVisitorInquiry(
  sql: Sql,
  args: { name: string; phoneNumber: string; question: string; ip: string; at: Date },
): Promise<void> {
  await sql.query('INSERT INTO nonmember_inquiries (name, phone_number, question, ip, created_at) VALUES ($1, $2, $3, $4, $5)', [
    args.name,
    args.phoneNumber,
    args.question,
    args.ip,
    args.at,
  ]);
}
