import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { endMemberSessions } from '../../auth/sessions.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { MAX_MICRO_USDT, offsetOf, S } from '../../http/schema.js';
import { houseAccount, memberAccount, type MemberAccountKind } from '../../ledger/accounts.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { kstText, movementKey, notice } from '../route-kit.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { grantCoupons } from '../roulette/roulette-store.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';

interface MemberPatch {
  role?: number;
  type?: number;
  banType?: number;
  status?: 'active' | 'blocked' | 'rejected';
  realpokerUseFlag?: number;
  revolutionUseFlag?: number;
  managementLevel1Percent?: number | null;
  managementLevel2Percent?: number | null;
  managementLevel3Percent?: number | null;
  blockchainUrl?: string | null;
}

const PATCH_COLUMNS: Record<keyof MemberPatch, string> = {
  role: 'role',
  type: 'type',
  banType: 'ban_type',
  status: 'status',
  realpokerUseFlag: 'realpoker_use_flag',
  revolutionUseFlag: 'revolution_use_flag',
  managementLevel1Percent: 'management_level1_percent',
  managementLevel2Percent: 'management_level2_percent',
  managementLevel3Percent: 'management_level3_percent',
  blockchainUrl: 'blockchain_url',
};

const percent = S.nullable({ type: 'number', minimum: 0, maximum: 100 });

/** Admin: members (list, approve, reject, change, adjust balances, grant coupons). */
export async function adminMemberRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const idParam = S.obj({ id: S.id() });

  api.get<{ Querystring: { status?: string; page: number; perpage: number } }>(
    '/admin/members',
    { schema: { querystring: S.obj({ status: S.enumOf('pending', 'active', 'rejected', 'blocked'), ...S.paging() }, ['status']) } },
    async (request) => {
      const { status, page, perpage } = request.query;
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT id, user_id, nickname, role, type, user_type, status, recommender_id, created_at FROM members
          WHERE ($1::text IS NULL OR status = $1) ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [status ?? null, perpage, offsetOf(page, perpage)],
      );
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
    const now = clock.now();
    const r = await db.query(
      "UPDATE members SET status = $2, approved_at = $3, updated_at = $3 WHERE id = $1 AND status = 'pending' RETURNING id",
      [request.params.id, to, new Date(now)],
    );
    if (r.rows.length === 0) {
      const exists = await db.query('SELECT 1 FROM members WHERE id = $1', [request.params.id]);
      throw exists.rows.length ? conflict(A.notPending, 'notPending') : notFound(A.memberNotFound);
    }
    return notice(to === 'active' ? A.approved : A.rejected);
  };
  api.post<{ Params: { id: number } }>('/admin/members/:id/approve', { schema: { params: idParam } }, decide('active'));
  api.post<{ Params: { id: number } }>('/admin/members/:id/reject', { schema: { params: idParam } }, decide('rejected'));

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
      const now = clock.now();
      const entries = Object.entries(request.body) as [keyof MemberPatch, unknown][];
      const sets = entries.map(([k], i) => `${PATCH_COLUMNS[k]} = $${i + 2}`);
      await db.transaction(async (tx) => {
        const r = await tx.query(`UPDATE members SET ${sets.join(', ')}, updated_at = $${entries.length + 2} WHERE id = $1 RETURNING id`, [
          request.params.id,
          ...entries.map(([, v]) => v),
          new Date(now),
        ]);
        if (r.rows.length === 0) throw notFound(A.memberNotFound);
        if (request.body.status && request.body.status !== 'active') await endMemberSessions(tx, request.params.id, 'blocked', now);
      });
      return notice(A.updated);
    },
  );

  api.post<{ Params: { id: number }; Body: { account: MemberAccountKind; amount: number; memo: string } }>(
    '/admin/members/:id/adjust',
    {
      config: { idempotent: true },
      schema: {
        params: idParam,
        body: S.obj({
          account: S.enumOf('cash', 'casino', 'usdt', 'point'),
          amount: S.int(-MAX_MICRO_USDT, MAX_MICRO_USDT),
          memo: S.text(200),
        }),
      },
    },
    async (request) => {
      const { account, amount, memo } = request.body;
      if (amount === 0) throw badRequest(A.zeroAmount, 'zeroAmount');
      const memberId = request.params.id;
      const currency = account === 'usdt' ? 'USDT' : account === 'point' ? 'POINT' : 'KRW';
      const key = movementKey(request, `admin-adjust:${memberId}`);
      return idempotentTransaction(request, db, async (tx) => {
        const exists = await tx.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
        if (exists.rows.length === 0) throw notFound(A.memberNotFound);
        await lockMember(tx, memberId);
        const member = memberAccount(memberId, account);
        const house = houseAccount('adjustment', currency);
        await mustTransfer(tx, {
          key,
          kind: 'admin.adjust',
          memo,
          memberId,
          legs: [amount > 0 ? { from: house, to: member, amount } : { from: member, to: house, amount: -amount }],
        });
        return notice(A.adjusted);
      });
    },
  );

  api.post<{ Params: { id: number }; Body: { normal: number; vip: number } }>(
    '/admin/members/:id/coupons',
    { config: { idempotent: true }, schema: { params: idParam, body: S.obj({ normal: S.int(0, 1000), vip: S.int(0, 1000) }) } },
    async (request) => {
      const now = clock.now();
      const sourceKey = movementKey(request, `admin-coupons:${request.params.id}`);
      return idempotentTransaction(request, db, async (tx) => {
        const exists = await tx.query('SELECT 1 FROM members WHERE id = $1', [request.params.id]);
        if (exists.rows.length === 0) throw notFound(A.memberNotFound);
        await grantCoupons(tx, { memberId: request.params.id, sourceKey, normal: request.body.normal, vip: request.body.vip, now });
        return notice(A.granted);
      });
    },
  );
}
