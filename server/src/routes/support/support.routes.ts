import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import type { Sql } from '../../db/db.js';
import { badRequest, conflict, notFound, tooMany } from '../../http/errors.js';
import { S } from '../../http/schema.js';
import { levelOf, readSettings } from '../settings/site-settings.js';
import { assertSelfId, assertSelfUserId, kstText, memberOf, notice } from '../route-kit.js';
import { INQUIRY_CONTENT_PATTERN, SUPPORT_MESSAGES as SM } from './support.messages.js';

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

/** Spec 3: the quick-account template is userType followed by the role capped at 5 ("A3"). */
export const accountTemplate = (userType: string, role: number): string => `${userType}${levelOf(role)}`;

/** Spec 7 "Support": non-member inquiries and the member's own inquiries. */
export async function supportRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  api.post<{ Body: { name: string; phoneNumber: string; question: string } }>(
    '/supportNonMember',
    {
      config: { auth: 'public', csrf: false },
      schema: { body: S.obj({ name: S.text(40), phoneNumber: S.pattern('^[0-9]{0,20}$', 20), question: S.text(2000) }) },
    },
    async (request) => {
      const { name, phoneNumber, question } = request.body;
      if (!name.trim() || !phoneNumber || !question.trim()) throw badRequest(SM.nonMemberRequired, 'required');
      const now = clock.now();
      const limit = (await readSettings(db)).nonMemberInquiriesPerHour;
      const recent = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM nonmember_inquiries WHERE ip = $1 AND created_at > $2', [
        request.ip,
        new Date(now - 3_600_000),
      ]);
      if (Number(recent.rows[0]?.n ?? 0) >= limit) throw tooMany(SM.tooManyNonMember);
      await db.query('INSERT INTO nonmember_inquiries (name, phone_number, question, ip, created_at) VALUES ($1, $2, $3, $4, $5)', [
        name.trim(),
        phoneNumber,
        question.trim(),
        request.ip,
        new Date(now),
      ]);
      return notice(SM.nonMemberDone);
    },
  );

  api.get<{ Params: { userId: string } }>(
    '/customer/user/:userId',
    { schema: { params: S.obj({ userId: S.text(64, 1) }) } },
    async (request) => inquiriesOf(db, assertSelfUserId(request, request.params.userId).id),
  );

  api.post<{ Body: { memberId: number; title: string; questionContents: string; template: string | null } }>(
    '/customer/',
    {
      schema: {
        body: S.obj(
          { memberId: S.id(), title: S.text(100), questionContents: S.text(2000), template: S.nullable(S.pattern('^[A-Z][1-5]$', 2)) },
          ['template'],
        ),
      },
    },
    async (request) => {
      const me = assertSelfId(request, request.body.memberId);
      const { title, questionContents } = request.body;
      if (title === '') throw badRequest(SM.titleRequired, 'titleRequired');
      if (title.trim() === '') throw badRequest(SM.titleBlank, 'titleBlank');
      if (questionContents.trim() === '') throw badRequest(SM.contentRequired, 'contentRequired');
      if (!INQUIRY_CONTENT_PATTERN.test(questionContents)) throw badRequest(SM.contentCharacters, 'contentCharacters');
      const id = await createInquiry(db, {
        memberId: me.id,
        title: title.trim(),
        contents: questionContents,
        template: request.body.template ?? null,
        now: clock.now(),
      });
      return { id, message: SM.inquiryDone };
    },
  );

  api.delete<{ Params: { id: number } }>('/customer/delete/user/:id', { schema: { params: S.obj({ id: S.id() }) } }, async (request) => {
    const me = memberOf(request);
    const { rows } = await db.query<{ member_id: number; answered: boolean }>(
      'SELECT member_id, EXISTS (SELECT 1 FROM inquiry_answers a WHERE a.inquiry_id = i.id) AS answered FROM inquiries i WHERE id = $1 AND NOT user_deleted',
      [request.params.id],
    );
    const row = rows[0];
    if (!row) throw notFound(SM.notFound);
    assertSelfId(request, Number(row.member_id));
    if (!row.answered) throw conflict(SM.waitingCannotDelete, 'waiting');
    await db.query('UPDATE inquiries SET user_deleted = true WHERE id = $1 AND member_id = $2', [request.params.id, me.id]);
    return notice(SM.deleted);
  });

  api.delete<{ Params: { userId: string } }>(
    '/customer/deleteAll/:userId',
    { schema: { params: S.obj({ userId: S.text(64, 1) }) } },
    async (request) => {
      const me = assertSelfUserId(request, request.params.userId);
      // Only answered inquiries can be deleted (spec 4); waiting ones stay.
      const r = await db.query(
        'UPDATE inquiries i SET user_deleted = true WHERE member_id = $1 AND NOT user_deleted AND EXISTS (SELECT 1 FROM inquiry_answers a WHERE a.inquiry_id = i.id)',
        [me.id],
      );
      return { message: SM.deleted, count: r.rowCount };
    },
  );
}
