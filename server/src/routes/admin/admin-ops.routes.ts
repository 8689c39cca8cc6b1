import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { badRequest, notFound } from '../../http/errors.js';
import { offsetOf, S } from '../../http/schema.js';
import { checkLedger, ledgerIsSound } from '../../ledger/balances.js';
import { confirmChainDeposits, approveCharge, rejectCharge } from '../charge/settle-charge.js';
import { toChargeRecord } from '../charge/charge-records.js';
import type { ChargeRow } from '../charge/settle-charge.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { kstText, memberOf, notice } from '../route-kit.js';
import { DEFAULT_SETTINGS, writeSettings, type AllSettings } from '../settings/site-settings.js';
import { CHARGE_SERVER_MESSAGES as CM } from '../charge/charge.messages.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';

const SETTINGS_SCHEMA = {
  ...Object.fromEntries(
    Object.entries(DEFAULT_SETTINGS).map(([k, v]) => [
      k,
      Array.isArray(v) ? S.array(S.text(40, 1), 200) : typeof v === 'boolean' ? S.bool() : S.int(0, 1_000_000),
    ]),
  ),
};

/** Admin: charges (list, approve, reject, chain sweep), settings, blocked IPs, ledger check, audit log. */
export async function adminOpsRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const idParam = S.obj({ id: S.id() });

  api.get<{ Querystring: { status?: 0 | 1 | 2; depositMode?: 0 | 1; page: number; perpage: number } }>(
    '/admin/charges',
    {
      schema: { querystring: S.obj({ status: S.enumOf(0, 1, 2), depositMode: S.enumOf(0, 1), ...S.paging() }, ['status', 'depositMode']) },
    },
    async (request) => {
      const { status, depositMode, page, perpage } = request.query;
      const { rows } = await db.query<ChargeRow & { user_display_flag: number; deposit_name: string | null }>(
        `SELECT * FROM charge_requests WHERE ($1::smallint IS NULL OR status = $1) AND ($2::smallint IS NULL OR deposit_mode = $2)
          ORDER BY id DESC LIMIT $3 OFFSET $4`,
        [status ?? null, depositMode ?? null, perpage, offsetOf(page, perpage)],
      );
      return rows.map((r) => ({
        ...toChargeRecord(r),
        memberId: Number(r.member_id),
        depositMode: Number(r.deposit_mode),
        wallet: r.wallet,
        depositName: r.deposit_name,
        address: r.address,
      }));
    },
  );

  api.post<{ Params: { id: number } }>(
    '/admin/charges/:id/approve',
    { config: { idempotent: true }, schema: { params: idParam } },
    async (request) => {
      const answer = notice(CM.approved);
      await approveCharge(deps, request.params.id, memberOf(request).id, (work) =>
        idempotentTransaction(request, db, async (tx) => (await work(tx), answer)),
      );
      return answer;
    },
  );
  api.post<{ Params: { id: number } }>(
    '/admin/charges/:id/reject',
    { config: { idempotent: true }, schema: { params: idParam } },
    async (request) => {
      const answer = notice(CM.rejected);
      await rejectCharge(deps, request.params.id, memberOf(request).id, undefined, (work) =>
        idempotentTransaction(request, db, async (tx) => (await work(tx), answer)),
      );
      return answer;
    },
  );
  api.post('/admin/chain/sweep', {}, async () => ({ confirmed: await confirmChainDeposits(deps) }));

  api.put<{ Body: Partial<AllSettings> }>(
    '/admin/settings',
    { schema: { body: { ...S.obj(SETTINGS_SCHEMA, Object.keys(SETTINGS_SCHEMA)), minProperties: 1 } } },
    async (request) => {
      await writeSettings(db, request.body, clock.now());
      return notice(A.updated);
    },
  );

  api.put<{ Body: { userType: string; level: number; bankName: string; bankAccountNumber: string; accountHolder: string } }>(
    '/admin/banking-levels',
    {
      schema: {
        body: S.obj({
          userType: S.pattern('^[A-Z]$', 1),
          level: S.int(1, 5),
          bankName: S.text(40, 1),
          bankAccountNumber: S.pattern('^[0-9-]{1,30}$', 30),
          accountHolder: S.text(80, 1),
        }),
      },
    },
    async (request) => {
      const b = request.body;
      await db.query(
        `INSERT INTO banking_levels (user_type, level, bank_name, bank_account_number, account_holder) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_type, level) DO UPDATE SET bank_name = $3, bank_account_number = $4, account_holder = $5`,
        [b.userType, b.level, b.bankName, b.bankAccountNumber, b.accountHolder],
      );
      return notice(A.updated);
    },
  );

  api.post<{ Body: { code: string; memberId: number; type: number } }>(
    '/admin/suggestion-codes',
    { schema: { body: S.obj({ code: S.pattern('^[A-Za-z0-9]{2,32}$', 32), memberId: S.id(), type: S.int(0, 1) }) } },
    async (request) => {
      const { code, memberId, type } = request.body;
      const exists = await db.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
      if (exists.rows.length === 0) throw notFound(A.memberNotFound);
      await db.query(
        'INSERT INTO suggestion_codes (code, member_id, type) VALUES ($1, $2, $3) ON CONFLICT (code) DO UPDATE SET member_id = $2, type = $3, active = true',
        [code, memberId, type],
      );
      return notice(A.written);
    },
  );

  api.post<{ Body: { ip: string; reason?: string } }>(
    '/admin/blocked-ips',
    { schema: { body: S.obj({ ip: S.pattern('^[0-9a-fA-F:.]{2,45}$', 45), reason: S.text(200) }, ['reason']) } },
    async (request) => {
      if (request.body.ip === request.ip) throw badRequest('현재 접속 중인 IP는 차단할 수 없습니다.', 'ownIp');
      await db.query('INSERT INTO blocked_ips (ip, reason) VALUES ($1, $2) ON CONFLICT (ip) DO UPDATE SET reason = $2', [
        request.body.ip,
        request.body.reason ?? null,
      ]);
      return notice(A.written);
    },
  );
  api.delete<{ Params: { ip: string } }>(
    '/admin/blocked-ips/:ip',
    { schema: { params: S.obj({ ip: S.pattern('^[0-9a-fA-F:.]{2,45}$', 45) }) } },
    async (request) => {
      await db.query('DELETE FROM blocked_ips WHERE ip = $1', [request.params.ip]);
      return notice(A.deleted);
    },
  );

  api.get('/admin/ledger/check', {}, async () => {
    const check = await checkLedger(db);
    return { sound: ledgerIsSound(check), ...check };
  });

  api.get<{ Querystring: { page: number; perpage: number } }>(
    '/admin/audit',
    { schema: { querystring: S.obj(S.paging()) } },
    async (request) => {
      const { page, perpage } = request.query;
      const { rows } = await db.query<{
        id: number;
        at: Date;
        actor_member_id: number | null;
        actor_ip: string | null;
        action: string;
        target: string | null;
        detail: unknown;
      }>('SELECT * FROM audit_log ORDER BY id DESC LIMIT $1 OFFSET $2', [perpage, offsetOf(page, perpage)]);
      return rows.map((r) => ({
        id: Number(r.id),
        at: kstText(r.at),
        actorMemberId: r.actor_member_id === null ? null : Number(r.actor_member_id),
        actorIp: r.actor_ip,
        action: r.action,
        target: r.target,
        detail: r.detail,
      }));
    },
  );
}
