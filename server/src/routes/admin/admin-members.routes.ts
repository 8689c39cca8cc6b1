import type { FastifyInstance } from 'fastify';
import { adminAdjustCall, adminApproveMemberCall, adminCouponsCall, adminRejectMemberCall } from '@bet/core/api/contracts/admin.js';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { valueOf } from '../../http/refusals.js';
import { offsetOf, S } from '../../http/schema.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { kstText, movementKey, notice } from '../route-kit.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';
import { memberPage } from './admin-store.js';
import {
  adjustBalance,
  checkAdjustment,
  decideMember,
  grantMemberCoupons,
  patchMember,
  PATCH_COLUMNS,
  type MemberPatch,
} from './admin-use-cases.js';

const percent = S.nullable({ type: 'number', minimum: 0, maximum: 100 });

/**
 * Admin: members (list, approve, reject, change, adjust balances, grant coupons). HTTP only
 * (admin-use-cases.ts, admin-store.ts). The list and the patch stay on hand-written schemas (an
 * operator-only read of untyped store rows; a patch whose fields are the use case's PATCH_COLUMNS).
 */
export async function adminMemberRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const idParam = S.obj({ id: S.id() });
  const idempotent = { config: { idempotent: true } };

  api.get<{ Querystring: { status?: string; page: number; perpage: number } }>(
    '/admin/members',
    { schema: { querystring: S.obj({ status: S.enumOf('pending', 'active', 'rejected', 'blocked'), ...S.paging() }, ['status']) } },
    async (request) => {
      const { status, page, perpage } = request.query;
      const rows = await memberPage(db, status ?? null, perpage, offsetOf(page, perpage));
      return rows.map((r) => ({
        id: Number(r.id),
        userId: r.user_id,
        nickname: r.nickname,
        role: Number(r.role),
        type: Number(r.type),
        userType: r.user_type,
        status: r.status,
        recommenderId: r.recommender_id === null ? null : Number(r.recommender_id),
        createdAt: kstText(r.created_at as Date),
      }));
    },
  );

  const decide = (to: 'active' | 'rejected') => async (request: { params: { id: number } }) => {
    valueOf(await decideMember(db, request.params.id, to, clock.now()));
    return notice(to === 'active' ? A.approved : A.rejected);
  };
  serve(api, adminApproveMemberCall, {}, decide('active'));
  serve(api, adminRejectMemberCall, {}, decide('rejected'));

  api.put<{ Params: { id: number }; Body: MemberPatch }>(
    '/admin/members/:id',
    {
      schema: {
        params: idParam,
        body: {
          ...S.obj(
            {
              role: S.int(1, 10),
              type: S.int(0, 2),
              banType: S.int(0, 9),
              status: S.enumOf('active', 'blocked', 'rejected'),
              realpokerUseFlag: S.int(0, 9),
              revolutionUseFlag: S.int(0, 9),
              managementLevel1Percent: percent,
              managementLevel2Percent: percent,
              managementLevel3Percent: percent,
              blockchainUrl: S.nullable(S.pattern('^(0x[0-9a-fA-F]{40}|T[1-9A-HJ-NP-Za-km-z]{33})$', 42)),
            },
            Object.keys(PATCH_COLUMNS),
          ),
          minProperties: 1,
        },
      },
    },
    async (request) => {
      valueOf(await patchMember(db, request.params.id, request.body, clock.now()));
      return notice(A.updated);
    },
  );

  serve(api, adminAdjustCall, idempotent, async (request) => {
    const { account, memo } = request.body;
    const amount = valueOf(checkAdjustment(request.body.amount));
    const memberId = request.params.id;
    const key = movementKey(request, `admin-adjust:${memberId}`);
    return idempotentTransaction(request, db, async (tx) => {
      valueOf(await adjustBalance(tx, { memberId, account, amount, memo, key }));
      return notice(A.adjusted);
    });
  });

  serve(api, adminCouponsCall, idempotent, async (request) => {
    const now = clock.now();
    const sourceKey = movementKey(request, `admin-coupons:${request.params.id}`);
    return idempotentTransaction(request, db, async (tx) => {
      valueOf(
        await grantMemberCoupons(tx, { memberId: request.params.id, sourceKey, normal: request.body.normal, vip: request.body.vip, now }),
      );
      return notice(A.granted);
    });
  });
}
