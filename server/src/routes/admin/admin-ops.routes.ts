import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { valueOf } from '../../http/refusals.js';
import { offsetOf, S } from '../../http/schema.js';
import { checkLedger, ledgerIsSound } from '../../ledger/balances.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { CHARGE_SERVER_MESSAGES as CM } from '../charge/charge.messages.js';
import { toChargeRecord } from '../charge/charge-records.js';
import { allCharges } from '../charge/charge-store.js';
import { approveCharge, confirmChainDeposits, rejectCharge } from '../charge/settle-charge.js';
import { kstText, memberOf, notice } from '../route-kit.js';
import { saveBankingLevel } from '../settings/settings-store.js';
import { DEFAULT_SETTINGS, writeSettings, type AllSettings } from '../settings/site-settings.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';
import { auditPage } from './admin-store.js';
import { addSuggestionCode, blockIp, unblockIp } from './admin-use-cases.js';

const SETTINGS_SCHEMA = {
  ...Object.fromEntries(
    Object.entries(DEFAULT_SETTINGS).map(([k, v]) => [
      k,
      Array.isArray(v) ? S.array(S.text(40, 1), 200) : typeof v === 'boolean' ? S.bool() : S.int(0, 1_000_000),
    ]),
  ),
};

/**
 * Admin: charges (list, approve, reject, chain sweep), settings, blocked IPs, ledger check, audit
 * log. HTTP only: the rules are in the use cases (admin, settle-charge), the SQL in the stores.
 */
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
      const rows = await allCharges(db, { status, depositMode }, page, perpage);
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
      await saveBankingLevel(db, request.body);
      return notice(A.updated);
    },
  );

  api.post<{ Body: { code: string; memberId: number; type: number } }>(
    '/admin/suggestion-codes',
    { schema: { body: S.obj({ code: S.pattern('^[A-Za-z0-9]{2,32}$', 32), memberId: S.id(), type: S.int(0, 1) }) } },
    async (request) => {
      valueOf(await addSuggestionCode(db, request.body));
      return notice(A.written);
    },
  );

  api.post<{ Body: { ip: string; reason?: string } }>(
    '/admin/blocked-ips',
    { schema: { body: S.obj({ ip: S.pattern('^[0-9a-fA-F:.]{2,45}$', 45), reason: S.text(200) }, ['reason']) } },
    async (request) => {
      valueOf(await blockIp(db, { ip: request.body.ip, reason: request.body.reason ?? null, adminIp: request.ip }));
      return notice(A.written);
    },
  );
  api.delete<{ Params: { ip: string } }>(
    '/admin/blocked-ips/:ip',
    { schema: { params: S.obj({ ip: S.pattern('^[0-9a-fA-F:.]{2,45}$', 45) }) } },
    async (request) => {
      await unblockIp(db, request.params.ip);
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
      const rows = await auditPage(db, perpage, offsetOf(page, perpage));
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
