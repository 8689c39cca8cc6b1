import type { FastifyInstance } from 'fastify';
import { DEFAULT_SIGN_UP_POLICY } from '@bet/core/sign-up/domain/sign-up-policy.js';
import { validatePassword } from '@bet/core/sign-up/domain/account-rules.js';
import type { AppDeps } from '../../app-types.js';
import { endMemberSessions } from '../../auth/sessions.js';
import { badRequest, HttpError, notFound, tooMany } from '../../http/errors.js';
import { SERVER_MESSAGES as M } from '../../http/messages.js';
import { S } from '../../http/schema.js';
import { clearSessionCookies } from '../../plugins/session.js';
import { levelOf } from '../settings/site-settings.js';
import { assertSelfId, assertSelfUserId, auditAs, notice } from '../route-kit.js';
import { loadMemberDto } from './member-dto.js';
import { MEMBER_MESSAGES as MM } from './member.messages.js';

const password = { type: 'string', maxLength: 255 };
export const DEPOSIT_PW_MAX_FAILURES = 5;
export const DEPOSIT_PW_WINDOW_MS = 15 * 60 * 1000;

/**
 * GET /member/{id}, both password changes, and the deposit password check that reveals the
 * deposit account of the member's level (spec 7 "Auth/user" and "Charge").
 */
export async function memberRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, hasher } = deps;
  const policy = DEFAULT_SIGN_UP_POLICY;

  api.get<{ Params: { id: number } }>('/member/:id', { schema: { params: S.obj({ id: S.id() }) } }, async (request) => {
    const me = assertSelfId(request, request.params.id);
    const dto = await loadMemberDto(db, me.id, api.modules);
    if (!dto) throw notFound(M.notFound);
    return dto;
  });

  async function changePassword(memberId: number, next: string, requestNow: number): Promise<void> {
    const rule = validatePassword(next, policy);
    if (!rule.ok) throw badRequest(rule.error.message, 'passwordFormat');
    const hash = await hasher.hash(next);
    if (hash === null) throw new HttpError(503, M.busy, 'busy');
    await db.transaction(async (tx) => {
      await tx.query('UPDATE members SET password_hash = $2, updated_at = $3 WHERE id = $1', [memberId, hash, new Date(requestNow)]);
      await endMemberSessions(tx, memberId, 'password', requestNow);
    });
  }

  api.put<{ Params: { id: number }; Body: { userId: string; oldPassword: string; password: string } }>(
    '/member/change-password/:id',
    { schema: { params: S.obj({ id: S.id() }), body: S.obj({ userId: S.text(64), oldPassword: password, password }) } },
    async (request, reply) => {
      const me = assertSelfId(request, request.params.id);
      assertSelfUserId(request, request.body.userId);
      const { oldPassword, password: next } = request.body;
      if (!oldPassword || !next) throw badRequest(MM.passwordsRequired, 'passwordsRequired');
      const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [me.id]);
      const valid = await hasher.verify(oldPassword, rows[0]?.password_hash ?? null);
      if (valid === null) throw new HttpError(503, M.busy, 'busy');
      if (!valid) throw badRequest(MM.oldPasswordWrong, 'oldPasswordWrong');
      const now = clock.now();
      await changePassword(me.id, next, now);
      await auditAs(db, request, now, 'member.password.change', me.userId);
      clearSessionCookies(reply);
      return notice(MM.passwordChanged);
    },
  );

  api.post<{ Body: { userId: string; newPassword: string } }>(
    '/member/change-password',
    { schema: { body: S.obj({ userId: S.text(64), newPassword: password }) } },
    async (request, reply) => {
      const me = assertSelfUserId(request, request.body.userId);
      if (!request.body.newPassword) throw badRequest(MM.passwordsRequired, 'passwordsRequired');
      const now = clock.now();
      await changePassword(me.id, request.body.newPassword, now);
      await auditAs(db, request, now, 'member.password.reset', me.userId);
      clearSessionCookies(reply);
      return notice(MM.passwordChanged);
    },
  );

  api.post<{ Body: { userId: string; bankAccountPssword: string } }>(
    '/member/check-deposit-pw',
    { schema: { body: S.obj({ userId: S.text(64), bankAccountPssword: S.pattern('^\\d{4}$', 4) }) } },
    async (request) => {
      const me = assertSelfUserId(request, request.body.userId);
      // Four digits are few: after DEPOSIT_PW_MAX_FAILURES wrong tries the check rests a while.
      const failures = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE actor_member_id = $1 AND action = 'member.deposit-pw.failed' AND at > $2",
        [me.id, new Date(clock.now() - DEPOSIT_PW_WINDOW_MS)],
      );
      if (Number(failures.rows[0]?.n ?? 0) >= DEPOSIT_PW_MAX_FAILURES) throw tooMany(M.loginThrottled);
      const { rows } = await db.query<{ deposit_pin_hash: string | null }>('SELECT deposit_pin_hash FROM members WHERE id = $1', [me.id]);
      const stored = rows[0]?.deposit_pin_hash ?? null;
      if (!stored) throw badRequest(MM.depositPasswordMissing, 'depositPasswordMissing');
      const valid = await hasher.verify(request.body.bankAccountPssword, stored);
      if (valid === null) throw new HttpError(503, M.busy, 'busy');
      const now = clock.now();
      await auditAs(db, request, now, valid ? 'member.deposit-pw.ok' : 'member.deposit-pw.failed', me.userId);
      if (!valid) throw badRequest(MM.depositPasswordWrong, 'depositPasswordWrong');
      const account = await db.query<{ bank_name: string | null; bank_account_number: string | null; account_holder: string | null }>(
        'SELECT bank_name, bank_account_number, account_holder FROM banking_levels WHERE user_type = $1 AND level = $2',
        [me.userType, levelOf(me.role)],
      );
      const a = account.rows[0];
      if (!a?.bank_account_number) throw notFound(MM.depositAccountMissing, 'depositAccountMissing');
      return { account: [a.bank_name, a.bank_account_number, a.account_holder].filter(Boolean).join(' ') };
    },
  );
}
