/**
 * Admin member calls (the member list, one member's ledger, approval, changes and credits): one
 * contract per call, re-exported by admin.ts beside the other admin calls.
 *
 * GET    /admin/members?status&q&page&perpage                    -> AdminMemberRowDto[] (q: part of the id or nickname)
 * GET    /admin/members/{id}/ledger?page&perpage               -> AdminMemberLedgerDto (balances and ledger entries, newest first)
 * PUT    /admin/members/{id}       AdminMemberPatchDto (at least one field) -> { message }
 * POST   /admin/members/{id}/approve | reject          -> { message }
 * POST   /admin/members/{id}/adjust    {account, amount, memo}   -> { message } (money-moving; a blank memo is refused)
 * POST   /admin/members/{id}/coupons   {normal, vip}             -> { message } (money-moving)
 */
import * as W from '../contract/index.js';
import { pagingShape, withSchema } from './common.js';
import { idParam, noticeAnswer } from './foundation-common.js';

const memberAccount = W.literal('cash', 'casino', 'usdt', 'point');
const adjustBody = W.obj({ account: memberAccount, amount: W.int(-W.MAX_MICRO_USDT, W.MAX_MICRO_USDT), memo: W.text(200) });
const couponsBody = W.obj({ normal: W.int(0, 1000), vip: W.int(0, 1000) });

export const adminApproveMemberCall = W.defineCall({
  method: 'POST',
  path: '/admin/members/:id/approve',
  params: idParam,
  response: noticeAnswer,
});
export const adminRejectMemberCall = W.defineCall({
  method: 'POST',
  path: '/admin/members/:id/reject',
  params: idParam,
  response: noticeAnswer,
});

/** Credits (or debits, negative) one balance of a member; USDT in micro-units. */
export const adminAdjustCall = W.defineCall({
  method: 'POST',
  path: '/admin/members/:id/adjust',
  params: idParam,
  body: adjustBody,
  response: noticeAnswer,
  moneyMoving: true,
});

export const adminCouponsCall = W.defineCall({
  method: 'POST',
  path: '/admin/members/:id/coupons',
  params: idParam,
  body: couponsBody,
  response: noticeAnswer,
  moneyMoving: true,
});

/* ------------------------------------------------------------------ operator-only reads (no client function) */

const memberStatus = W.literal('pending', 'active', 'rejected', 'blocked');
const adminMemberRow = W.obj({
  id: W.idOrZero(),
  userId: W.string(),
  nickname: W.string(),
  role: W.int(),
  type: W.int(),
  userType: W.string(),
  status: W.string(),
  recommenderId: W.nullable(W.idOrZero()),
  createdAt: W.dateText(),
});
export type AdminMemberRowDto = W.TypeOf<typeof adminMemberRow>;

export const adminMembersCall = W.defineCall({
  method: 'GET',
  path: '/admin/members',
  /** `q`: part of the login id or the nickname (case-insensitive). */
  query: W.obj({ status: W.optional(memberStatus), q: W.optional(W.text(40)), ...pagingShape }),
  response: W.array(adminMemberRow),
});

/** One ledger entry of a member's account (amount in the unit of its currency: won, micro-USDT or points). */
const adminLedgerEntry = W.obj({
  id: W.idOrZero(),
  at: W.dateText(),
  /** The movement's kind ('admin.adjust', 'charge.deposit', 'bet.stake'...). */
  kind: W.string(),
  memo: W.string(),
  /** The member's account kind: cash, casino, withdrawal_hold, usdt, usdt_hold, point. */
  account: W.string(),
  amount: W.int(),
});
export type AdminLedgerEntryDto = W.TypeOf<typeof adminLedgerEntry>;
const adminMemberLedger = W.obj({
  balances: W.obj({ cash: W.won(), casino: W.won(), point: W.points(), usdt: W.microUsdt() }),
  entries: W.array(adminLedgerEntry),
});
export type AdminMemberLedgerDto = W.TypeOf<typeof adminMemberLedger>;

/** A member's balances and the entries of their accounts, newest first, paged. */
export const adminMemberLedgerCall = W.defineCall({
  method: 'GET',
  path: '/admin/members/:id/ledger',
  params: idParam,
  query: W.obj(pagingShape),
  response: adminMemberLedger,
});

const percent = () => W.optional(W.nullable(W.number(0, 100)));
/** The member fields an operator may change; the server writes only the ones sent. */
const memberPatchBody = withSchema(
  W.obj({
    role: W.optional(W.int(1, 10)),
    type: W.optional(W.int(0, 2)),
    banType: W.optional(W.int(0, 9)),
    status: W.optional(W.literal('active', 'blocked', 'rejected')),
    realpokerUseFlag: W.optional(W.int(0, 9)),
    revolutionUseFlag: W.optional(W.int(0, 9)),
    managementLevel1Percent: percent(),
    managementLevel2Percent: percent(),
    managementLevel3Percent: percent(),
    blockchainUrl: W.optional(W.nullable(W.pattern('^(0x[0-9a-fA-F]{40}|T[1-9A-HJ-NP-Za-km-z]{33})$', 42))),
  }),
  { minProperties: 1 },
);
export type AdminMemberPatchDto = W.TypeOf<typeof memberPatchBody>;
/** The patch as the server reads it. */
export type AdminMemberPatchWireDto = W.WireOf<typeof memberPatchBody>;

export const adminPatchMemberCall = W.defineCall({
  method: 'PUT',
  path: '/admin/members/:id',
  params: idParam,
  body: memberPatchBody,
  response: noticeAnswer,
});
