import { endMemberSessions } from '../../auth/sessions.js';
import type { Db, Sql } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { houseAccount, memberAccount, type MemberAccountKind } from '../../ledger/accounts.js';
import { memberBalances, type MemberBalances } from '../../ledger/balances.js';
import type { AdminChange } from './admin-change.js';
import { readSettings, writeSettings, type AllSettings } from '../settings/site-settings.js';
import { auditChange, blockedIpSnapshot, couponSnapshot, suggestionCodeSnapshot } from './admin-snapshots.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { grantCoupons } from '../roulette/roulette-store.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';
import {
  decidePending,
  deleteBlockedIp,
  memberExists,
  memberForAdmin,
  memberLedgerPage,
  saveBlockedIp,
  saveSuggestionCode,
  updateMemberColumns,
  type MemberLedgerRow,
} from './admin-store.js';

/** The operators' rules: what an admin call may change, and its refusals (kinds of http/refusals.ts). */

const memberNotFound = () => refuse('notFound', A.memberNotFound);

export type { AdminChange } from './admin-change.js';
export { answerInquiry, editPost, removePopup, removePost, sendMessage, writePopup, writePost } from './admin-content-use-cases.js';

/** Approves or rejects a member awaiting approval. */
export async function decideMember(db: Db, id: number, to: 'active' | 'rejected', c: AdminChange): Promise<Outcome<void>> {
  return db.transaction(async (tx) => {
    const member = await memberForAdmin(tx, id, true);
    if (!member) return memberNotFound();
    if (!(await decidePending(tx, id, to, new Date(c.now)))) return refuse('notPending', A.notPending);
    const action = to === 'active' ? 'admin.member.approve' : 'admin.member.reject';
    await auditChange(tx, { ...c, action, target: member.user_id, before: { status: member.status }, after: { status: to } });
    return done(undefined);
  });
}

export interface MemberPatch {
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

export const PATCH_COLUMNS: Record<keyof MemberPatch, string> = {
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

/**
 * Changes a member (block, unblock, level, flags); blocking or rejecting one ends their sessions
 * in the same transaction. Audited as 'admin.member.change' with the changed fields' values
 * before and after.
 */
export async function patchMember(db: Db, id: number, patch: MemberPatch, c: AdminChange): Promise<Outcome<void>> {
  const fields = Object.keys(patch) as (keyof MemberPatch)[];
  const columns = fields.map((k): [string, unknown] => [PATCH_COLUMNS[k], patch[k]]);
  return db.transaction(async (tx) => {
    const member = await memberForAdmin(
      tx,
      id,
      true,
      fields.map((k) => `${PATCH_COLUMNS[k]} AS "${k}"`),
    );
    if (!member || !(await updateMemberColumns(tx, id, columns, new Date(c.now)))) return memberNotFound();
    if (patch.status && patch.status !== 'active') await endMemberSessions(tx, id, 'blocked', c.now);
    const before = Object.fromEntries(fields.map((k) => [k, member[k]]));
    await auditChange(tx, { ...c, action: 'admin.member.change', target: member.user_id, before, after: { ...patch } });
    return done(undefined);
  });
}

/** Refuses a zero adjustment, or one without a reason (the memo), before any transaction starts. */
export const checkAdjustment = (amount: number, memo: string): Outcome<number> => {
  if (amount === 0) return refuse('zeroAmount', A.zeroAmount);
  return memo.trim() === '' ? refuse('reasonRequired', A.reasonRequired) : done(amount);
};

export interface MemberLedger {
  balances: MemberBalances;
  entries: MemberLedgerRow[];
}

/** A member's balances and one page of their ledger entries (newest first). */
export async function memberLedger(db: Db, memberId: number, page: { limit: number; offset: number }): Promise<Outcome<MemberLedger>> {
  if (!(await memberExists(db, memberId))) return memberNotFound();
  const [balances, entries] = [await memberBalances(db, memberId), await memberLedgerPage(db, memberId, page.limit, page.offset)];
  return done({ balances, entries });
}

/**
 * Moves money between the member's account and the house adjustment account (either way).
 * Audited as 'admin.member.adjust' with the account's balance before and after, and the reason.
 */
export async function adjustBalance(
  tx: Sql,
  a: { memberId: number; account: MemberAccountKind; amount: number; memo: string; key: string },
  c: AdminChange,
): Promise<Outcome<void>> {
  const target = await memberForAdmin(tx, a.memberId, false);
  if (!target) return memberNotFound();
  await lockMember(tx, a.memberId);
  const balanceBefore = (await memberBalances(tx, a.memberId))[a.account];
  const currency = a.account === 'usdt' ? 'USDT' : a.account === 'point' ? 'POINT' : 'KRW';
  const member = memberAccount(a.memberId, a.account);
  const house = houseAccount('adjustment', currency);
  await mustTransfer(tx, {
    key: a.key,
    kind: 'admin.adjust',
    memo: a.memo,
    memberId: a.memberId,
    legs: [a.amount > 0 ? { from: house, to: member, amount: a.amount } : { from: member, to: house, amount: -a.amount }],
  });
  const balanceAfter = (await memberBalances(tx, a.memberId))[a.account];
  await auditChange(tx, {
    ...c,
    action: 'admin.member.adjust',
    target: target.user_id,
    before: { account: a.account, balance: balanceBefore },
    after: { account: a.account, balance: balanceAfter, amount: a.amount, memo: a.memo },
  });
  return done(undefined);
}

/** Grants roulette coupons; audited as 'admin.member.coupons' with the member's counts before and after. */
export async function grantMemberCoupons(
  tx: Sql,
  g: { memberId: number; sourceKey: string; normal: number; vip: number; now: number },
  c: AdminChange,
): Promise<Outcome<void>> {
  const member = await memberForAdmin(tx, g.memberId, true);
  if (!member) return memberNotFound();
  const before = await couponSnapshot(tx, g.memberId);
  await grantCoupons(tx, g);
  await auditChange(tx, {
    ...c,
    action: 'admin.member.coupons',
    target: member.user_id,
    before,
    after: await couponSnapshot(tx, g.memberId),
  });
  return done(undefined);
}

/** A referral code for an existing member (re-activated when it existed). */
export async function addSuggestionCode(
  db: Db,
  code: { code: string; memberId: number; type: number },
  c: AdminChange,
): Promise<Outcome<void>> {
  return db.transaction(async (tx) => {
    if (!(await memberExists(tx, code.memberId))) return memberNotFound();
    const before = await suggestionCodeSnapshot(tx, code.code);
    await saveSuggestionCode(tx, code.code, code.memberId, code.type);
    const after = await suggestionCodeSnapshot(tx, code.code);
    await auditChange(tx, { ...c, action: 'admin.suggestionCode.save', target: `code:${code.code}`, before, after });
    return done(undefined);
  });
}

/** Blocks an address, never the admin's own (they would lock themselves out). */
export async function blockIp(db: Db, b: { ip: string; reason: string | null }, c: AdminChange): Promise<Outcome<void>> {
  if (b.ip === c.actor.ip) return refuse('ownIp', A.ownIp);
  return db.transaction(async (tx) => {
    const before = await blockedIpSnapshot(tx, b.ip);
    await saveBlockedIp(tx, b.ip, b.reason);
    await auditChange(tx, { ...c, action: 'admin.ip.block', target: `ip:${b.ip}`, before, after: await blockedIpSnapshot(tx, b.ip) });
    return done(undefined);
  });
}

export async function unblockIp(db: Db, ip: string, c: AdminChange): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await blockedIpSnapshot(tx, ip);
    await deleteBlockedIp(tx, ip);
    await auditChange(tx, { ...c, action: 'admin.ip.unblock', target: `ip:${ip}`, before, after: null });
  });
}

/** Flips site settings (maintenance switches, sign-up closed...); audited with the changed keys' values before and after. */
export async function changeSettings(db: Db, changes: Partial<AllSettings>, c: AdminChange): Promise<void> {
  await db.transaction(async (tx) => {
    const keys = (Object.keys(changes) as (keyof AllSettings)[]).filter((k) => changes[k] !== undefined);
    const pick = (all: AllSettings) => Object.fromEntries(keys.filter((k) => k in all).map((k) => [k, all[k]]));
    const before = pick(await readSettings(tx));
    await writeSettings(tx, changes, c.now);
    await auditChange(tx, { ...c, action: 'admin.settings.change', target: 'settings', before, after: pick(await readSettings(tx)) });
  });
}
