import type { FastifyInstance } from 'fastify';
import { signUpPolicyOf } from '@bet/core/sign-up';
import { checkDepositPasswordCall, changePasswordCall, memberGetCall, resetPasswordCall } from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { readSettings } from '../settings/site-settings.js';
import { valueOf } from '../../http/refusals.js';
import { clearSessionCookies } from '../../plugins/session.js';
import { assertSelfId, assertSelfUserId, auditAs, notice } from '../route-kit.js';
import { existing, loadMemberDto } from './member-dto.js';
import { MEMBER_MESSAGES as MM } from './member.messages.js';
import { changePassword, revealDepositAccount, setNewPassword } from './member-use-cases.js';
import { limited } from '../../plugins/rate-limits.js';

export { DEPOSIT_PW_MAX_FAILURES, DEPOSIT_PW_WINDOW_MS } from './member-use-cases.js';

/**
 * GET /member/{id}, both password changes, and the deposit password check that reveals the
 * deposit account of the member's level (spec 7 "Auth/user" and "Charge"). HTTP only: the rules
 * are in member-use-cases.ts, the SQL in member-store.ts and member-dto.ts.
 */
export async function memberRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, hasher } = deps;
  // The operator's password reading of the stored settings, per request, as the site's dialog reads it.
  const passwordPolicy = async () => signUpPolicyOf(await readSettings(db));

  serve(api, memberGetCall, {}, async (request) => {
    const me = assertSelfId(request, request.params.id);
    return existing(await loadMemberDto(db, me.id, api.modules));
  });

  serve(api, changePasswordCall, { config: limited('passwordChange') }, async (request, reply) => {
    const me = assertSelfId(request, request.params.id);
    assertSelfUserId(request, request.body.userId);
    const { oldPassword, password: next } = request.body;
    const now = clock.now();
    valueOf(await changePassword(db, hasher, { memberId: me.id, oldPassword, next, policy: await passwordPolicy(), now }));
    await auditAs(db, request, now, 'member.password.change', me.userId);
    clearSessionCookies(reply);
    return notice(MM.passwordChanged);
  });

  serve(api, resetPasswordCall, { config: limited('passwordChange') }, async (request, reply) => {
    const me = assertSelfUserId(request, request.body.userId);
    const now = clock.now();
    valueOf(await setNewPassword(db, hasher, { memberId: me.id, next: request.body.newPassword, policy: await passwordPolicy(), now }));
    await auditAs(db, request, now, 'member.password.reset', me.userId);
    clearSessionCookies(reply);
    return notice(MM.passwordChanged);
  });

  serve(api, checkDepositPasswordCall, {}, async (request) => {
    const me = assertSelfUserId(request, request.body.userId);
    const now = clock.now();
    const audit = (ok: boolean) => auditAs(db, request, clock.now(), ok ? 'member.deposit-pw.ok' : 'member.deposit-pw.failed', me.userId);
    return { account: valueOf(await revealDepositAccount(db, hasher, { member: me, pin: request.body.bankAccountPssword, now, audit })) };
  });
}
