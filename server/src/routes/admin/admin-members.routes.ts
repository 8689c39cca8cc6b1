import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminAdjustCall,
  adminApproveMemberCall,
  adminCouponsCall,
  adminMemberLedgerCall,
  adminMembersCall,
  adminPatchMemberCall,
  adminRejectMemberCall,
  type AdminMemberPatchWireDto,
  adminResetSecondFactorCall,
} from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { valueOf } from '../../http/refusals.js';
import { offsetOf } from '../../http/schema.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { kstText, movementKey, notice } from '../route-kit.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';
import { memberPage } from './admin-store.js';
import { resetSecondFactor } from './second-factor-reset.js';
import { adminChangeOf } from './admin-change.js';
import {
  adjustBalance,
  checkAdjustment,
  decideMember,
  grantMemberCoupons,
  memberLedger,
  patchMember,
  type MemberPatch,
} from './admin-use-cases.js';

/** The patch contract names exactly the columns the use case may write: a column added on one side only does not compile. */
type PatchFieldsMissingFromContract = Exclude<keyof MemberPatch, keyof AdminMemberPatchWireDto>;
const patchContractIsComplete: [PatchFieldsMissingFromContract] extends [never] ? true : never = true;
void patchContractIsComplete;

/**
 * Admin: members (list, ledger, approve, reject, change, adjust, coupons, a colleague operator's
 * second factor reset). HTTP only (admin-use-cases.ts, second-factor-reset.ts, admin-store.ts).
 */
export async function adminMemberRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const idempotent = { config: { idempotent: true } };
  const changeBy = adminChangeOf(deps);

  serve(api, adminMembersCall, {}, async (request) => {
    const { status, q, page, perpage } = request.query;
    const search = q?.trim() ? q.trim() : null;
    const rows = await memberPage(db, { status: status ?? null, search }, perpage, offsetOf(page, perpage));
    return rows.map((r) => ({
      id: Number(r.id),
      userId: String(r.user_id),
      nickname: String(r.nickname),
      role: Number(r.role),
      type: Number(r.type),
      userType: String(r.user_type),
      status: String(r.status),
      recommenderId: r.recommender_id === null ? null : Number(r.recommender_id),
      createdAt: kstText(r.created_at as Date),
    }));
  });

  serve(api, adminMemberLedgerCall, {}, async (request) => {
    const { page, perpage } = request.query;
    const ledger = valueOf(await memberLedger(db, request.params.id, { limit: perpage, offset: offsetOf(page, perpage) }));
    const { cash, casino, point, usdt } = ledger.balances;
    return {
      balances: { cash, casino, point, usdt },
      entries: ledger.entries.map((e) => ({
        id: Number(e.id),
        at: kstText(e.created_at),
        kind: e.kind,
        memo: e.memo,
        account: e.account,
        amount: Number(e.amount),
      })),
    };
  });

  const decide = (to: 'active' | 'rejected') => async (request: FastifyRequest<{ Params: { id: number } }>) => {
    valueOf(await decideMember(db, request.params.id, to, changeBy(request)));
    return notice(to === 'active' ? A.approved : A.rejected);
  };
  serve(api, adminApproveMemberCall, {}, decide('active'));
  serve(api, adminRejectMemberCall, {}, decide('rejected'));

  serve(api, adminPatchMemberCall, {}, async (request) => {
    valueOf(await patchMember(db, request.params.id, request.body, changeBy(request)));
    return notice(A.updated);
  });

  serve(api, adminAdjustCall, idempotent, async (request) => {
    const { account, memo } = request.body;
    const amount = valueOf(checkAdjustment(request.body.amount, memo));
    const memberId = request.params.id;
    const key = movementKey(request, `admin-adjust:${memberId}`);
    const answer = await idempotentTransaction(request, db, async (tx) => {
      valueOf(await adjustBalance(tx, { memberId, account, amount, memo, key }, changeBy(request)));
      return notice(A.adjusted);
    });
    deps.memberSignals.balanceChanged(memberId);
    return answer;
  });

  serve(api, adminCouponsCall, idempotent, async (request) => {
    const change = changeBy(request);
    const sourceKey = movementKey(request, `admin-coupons:${request.params.id}`);
    return idempotentTransaction(request, db, async (tx) => {
      const grant = { memberId: request.params.id, sourceKey, normal: request.body.normal, vip: request.body.vip, now: change.now };
      valueOf(await grantMemberCoupons(tx, grant, change));
      return notice(A.granted);
    });
  });

  serve(api, adminResetSecondFactorCall, {}, async (request) => {
    valueOf(await resetSecondFactor(db, { memberId: request.params.id, ...changeBy(request) }));
    return notice(A.secondFactorReset);
  });
}
