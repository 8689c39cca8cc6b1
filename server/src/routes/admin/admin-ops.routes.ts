import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminApproveChargeCall,
  adminBlockIpCall,
  adminChargesCall,
  adminChainSweepCall,
  adminRejectChargeCall,
  adminSettingsCall,
  adminSuggestionCodeCall,
  adminUnblockIpCall,
  type AdminSettingsWireDto,
  adminAuditCall,
  adminLedgerCheckCall,
  adminMinigameMaintenanceCall,
} from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { valueOf } from '../../http/refusals.js';
import { offsetOf } from '../../http/schema.js';
import { checkLedger, ledgerIsSound } from '../../ledger/balances.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { CHARGE_SERVER_MESSAGES as CM } from '../charge/charge.messages.js';
import { toChargeRecord } from '../charge/charge-records.js';
import { allCharges } from '../charge/charge-store.js';
import { approveCharge, confirmChainDeposits, rejectCharge } from '../charge/settle-charge.js';
import { kstText, memberOf, notice } from '../route-kit.js';
import type { AllSettings } from '../settings/site-settings.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';
import { auditPage } from './admin-store.js';
import { auditFilterOf } from './audit-filter.js';
import { adminChangeOf } from './admin-change.js';
import { auditChange, chargeSnapshot } from './admin-snapshots.js';
import type { Sql } from '../../db/db.js';
import { addSuggestionCode, blockIp, changeSettings, unblockIp } from './admin-use-cases.js';
import { changeGameMaintenance } from './minigame-maintenance.js';

/** The admin settings contract names every operator setting: a setting added to the server but not to the contract does not compile. */
type SettingsMissingFromContract = Exclude<keyof AllSettings, keyof AdminSettingsWireDto>;
const settingsContractIsComplete: [SettingsMissingFromContract] extends [never] ? true : never = true;
void settingsContractIsComplete;

/**
 * Admin: charges (list, approve, reject, chain sweep), settings and each mini-game's maintenance, blocked IPs, ledger check, audit
 * log. HTTP only: the rules are in the use cases (admin, settle-charge), the SQL in the stores.
 */
export async function adminOpsRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const idempotent = { config: { idempotent: true } };
  const changeBy = adminChangeOf(deps);

  serve(api, adminChargesCall, {}, async (request) => {
    const { status, depositMode, chargeType, page, perpage } = request.query;
    const rows = await allCharges(db, { status, depositMode, chargeType }, page, perpage);
    return rows.map((r) => ({
      ...toChargeRecord(r),
      memberId: Number(r.member_id),
      userId: r.user_id,
      depositMode: Number(r.deposit_mode),
      wallet: r.wallet,
      depositName: r.deposit_name,
      address: r.address,
    }));
  });

  /** Runs a charge decision in the request's idempotent transaction, audited with the charge's state before and after. */
  const decidedCharge =
    (request: FastifyRequest<{ Params: { id: number } }>, action: string, answer: { message: string }) =>
    (work: (tx: Sql) => Promise<void>) =>
      idempotentTransaction(request, db, async (tx) => {
        const id = request.params.id;
        const before = await chargeSnapshot(tx, id);
        await work(tx);
        await auditChange(tx, { ...changeBy(request), action, target: `charge:${id}`, before, after: await chargeSnapshot(tx, id) });
        return answer;
      });
  serve(api, adminApproveChargeCall, idempotent, async (request) => {
    const answer = notice(CM.approved);
    const owner = chargeOwnerSignal(deps);
    await approveCharge(deps, request.params.id, memberOf(request).id, decidedCharge(request, 'admin.charge.approve', answer), owner.hooks);
    owner.signal();
    return answer;
  });
  serve(api, adminRejectChargeCall, idempotent, async (request) => {
    const answer = notice(CM.rejected);
    const owner = chargeOwnerSignal(deps);
    const inTransaction = decidedCharge(request, 'admin.charge.reject', answer);
    await rejectCharge(deps, request.params.id, memberOf(request).id, undefined, inTransaction, owner.hooks);
    owner.signal();
    return answer;
  });
  serve(api, adminChainSweepCall, {}, async () => ({ confirmed: await confirmChainDeposits(deps) }));

  serve(api, adminSettingsCall, {}, async (request) => {
    await changeSettings(db, request.body, changeBy(request));
    return notice(A.updated);
  });
  serve(api, adminMinigameMaintenanceCall, {}, async (request) => {
    const on = request.body.maintenance;
    valueOf(await changeGameMaintenance(db, request.params.id, on, changeBy(request)));
    return notice(on ? A.gameMaintenanceOn : A.gameMaintenanceOff);
  });

  serve(api, adminSuggestionCodeCall, {}, async (request) => {
    valueOf(await addSuggestionCode(db, request.body, changeBy(request)));
    return notice(A.written);
  });

  serve(api, adminBlockIpCall, {}, async (request) => {
    valueOf(await blockIp(db, { ip: request.body.ip, reason: request.body.reason ?? null }, changeBy(request)));
    return notice(A.written);
  });
  serve(api, adminUnblockIpCall, {}, async (request) => {
    await unblockIp(db, request.params.ip, changeBy(request));
    return notice(A.deleted);
  });

  serve(api, adminLedgerCheckCall, {}, async () => {
    const check = await checkLedger(db);
    return { sound: ledgerIsSound(check), ...check };
  });

  serve(api, adminAuditCall, {}, async (request) => {
    const { page, perpage } = request.query;
    const rows = await auditPage(db, auditFilterOf(request.query, deps.config.basePath), perpage, offsetOf(page, perpage));
    return rows.map((r) => ({
      id: Number(r.id),
      at: kstText(r.at),
      actorMemberId: r.actor_member_id === null ? null : Number(r.actor_member_id),
      actorUserId: r.actor_user_id,
      actorIp: r.actor_ip,
      action: r.action,
      target: r.target,
      detail: r.detail,
    }));
  });
}

/**
 * Notes the decided charge's member inside the decision and, once it committed, tells the
 * member's screens their balances changed (a 'balance' frame on their live stream).
 */
function chargeOwnerSignal(deps: AppDeps): {
  hooks: { after: (tx: Sql, row: { member_id: unknown }) => Promise<void> };
  signal: () => void;
} {
  let owner: number | null = null;
  return {
    hooks: {
      after: async (_tx, row) => {
        owner = Number(row.member_id);
      },
    },
    signal: () => {
      if (owner !== null) deps.memberSignals.balanceChanged(owner);
    },
  };
}
