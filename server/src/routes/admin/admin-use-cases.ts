import { endMemberSessions } from '../../auth/sessions.js';
import type { Db, Sql } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { houseAccount, memberAccount, type MemberAccountKind } from '../../ledger/accounts.js';
import { memberBalances, type MemberBalances } from '../../ledger/balances.js';
import { closePopup, deletePost, updatePost } from '../boards/board-store.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { grantCoupons } from '../roulette/roulette-store.js';
import { inquiriesOf } from '../support/inquiry-store.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';
import {
  decidePending,
  deleteBlockedIp,
  inquiryMember,
  insertAnswer,
  insertMessages,
  memberExists,
  memberLedgerPage,
  saveBlockedIp,
  saveSuggestionCode,
  updateMemberColumns,
  type MemberLedgerRow,
} from './admin-store.js';

/** The operators' rules: what an admin call may change, and its refusals (kinds of http/refusals.ts). */

const memberNotFound = () => refuse('notFound', A.memberNotFound);

/** Approves or rejects a member awaiting approval. */
export async function decideMember(db: Db, id: number, to: 'active' | 'rejected', now: number): Promise<Outcome<void>> {
  if (await decidePending(db, id, to, new Date(now))) return done(undefined);
  return (await memberExists(db, id)) ? refuse('notPending', A.notPending) : memberNotFound();
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

/** Changes a member; blocking or rejecting one ends their sessions in the same transaction. */
export async function patchMember(db: Db, id: number, patch: MemberPatch, now: number): Promise<Outcome<void>> {
  const columns = (Object.entries(patch) as [keyof MemberPatch, unknown][]).map(([k, v]): [string, unknown] => [PATCH_COLUMNS[k], v]);
  return db.transaction(async (tx) => {
    if (!(await updateMemberColumns(tx, id, columns, new Date(now)))) return memberNotFound();
    if (patch.status && patch.status !== 'active') await endMemberSessions(tx, id, 'blocked', now);
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

/** Moves money between the member's account and the house adjustment account (either way). */
export async function adjustBalance(
  tx: Sql,
  a: { memberId: number; account: MemberAccountKind; amount: number; memo: string; key: string },
): Promise<Outcome<void>> {
  if (!(await memberExists(tx, a.memberId))) return memberNotFound();
  await lockMember(tx, a.memberId);
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
  return done(undefined);
}

export async function grantMemberCoupons(
  tx: Sql,
  g: { memberId: number; sourceKey: string; normal: number; vip: number; now: number },
): Promise<Outcome<void>> {
  if (!(await memberExists(tx, g.memberId))) return memberNotFound();
  await grantCoupons(tx, g);
  return done(undefined);
}

/** Answers an inquiry; the value is how many inquiries its member has. */
export async function answerInquiry(
  db: Db,
  a: { inquiryId: number; contents: string; adminId: number; now: number },
): Promise<Outcome<number>> {
  const memberId = await inquiryMember(db, a.inquiryId);
  if (memberId === null) return refuse('notFound', A.inquiryNotFound);
  await insertAnswer(db, { ...a, at: new Date(a.now) });
  return done((await inquiriesOf(db, memberId)).length);
}

/** Sends a message to a member (memberId 0: every active member); the value is how many got it. */
export async function sendMessage(
  db: Db,
  m: { memberId: number; title: string; contents: string; senderId: number; now: number },
): Promise<Outcome<number>> {
  const count = await insertMessages(db, { ...m, at: new Date(m.now) });
  return count === 0 ? memberNotFound() : done(count);
}

const postFound = (changed: boolean): Outcome<void> => (changed ? done(undefined) : refuse('notFound', A.postNotFound));

export async function editPost(
  db: Db,
  id: number,
  p: { board: string; title: string; contents: string; category?: string },
): Promise<Outcome<void>> {
  return postFound(await updatePost(db, id, { ...p, category: p.category ?? null }));
}

export const removePost = async (db: Db, id: number, now: number): Promise<Outcome<void>> =>
  postFound(await deletePost(db, id, new Date(now)));

export const removePopup = async (db: Db, id: number): Promise<Outcome<void>> => postFound(await closePopup(db, id));

/** A referral code for an existing member (re-activated when it existed). */
export async function addSuggestionCode(db: Db, c: { code: string; memberId: number; type: number }): Promise<Outcome<void>> {
  if (!(await memberExists(db, c.memberId))) return memberNotFound();
  await saveSuggestionCode(db, c.code, c.memberId, c.type);
  return done(undefined);
}

/** Blocks an address, never the admin's own (they would lock themselves out). */
export async function blockIp(db: Db, b: { ip: string; reason: string | null; adminIp: string }): Promise<Outcome<void>> {
  if (b.ip === b.adminIp) return refuse('ownIp', A.ownIp);
  await saveBlockedIp(db, b.ip, b.reason);
  return done(undefined);
}

export const unblockIp = (db: Db, ip: string): Promise<void> => deleteBlockedIp(db, ip);
