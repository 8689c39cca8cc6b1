/**
 * The operator's read-only views of what happened (one contract per call, both ends read these):
 *
 * GET    /admin/audit?q&from&to&action&page&perpage -> AdminAuditRowDto[] (q: actor id, action, target or IP)
 * GET    /admin/ledger/check           -> AdminLedgerCheckDto (the ledger's invariants)
 */
import * as W from '../contract/index.js';
import { pagingShape } from './common.js';

/** The audit log's filters, shared by the list and its CSV export. */
export const auditFilterShape = { from: W.optional(W.day()), to: W.optional(W.day()), action: W.optional(W.text(120)) };

const adminAuditRow = W.obj({
  id: W.idOrZero(),
  at: W.dateText(),
  actorMemberId: W.nullable(W.idOrZero()),
  /** The actor's login id (null for a visitor). */
  actorUserId: W.nullable(W.string()),
  actorIp: W.nullable(W.string()),
  action: W.string(),
  target: W.nullable(W.string()),
  /** What the call carried (secrets masked) and its status, or the change as `{ before, after }`. */
  detail: W.unknown(),
});
export type AdminAuditRowDto = W.TypeOf<typeof adminAuditRow>;

export const adminAuditCall = W.defineCall({
  method: 'GET',
  path: '/admin/audit',
  /**
   * `q`: part of the actor's login id, the action, the target or the IP (case-insensitive);
   * `from`/`to`: KST days, both included; `action`: one action of the catalogue (a named event
   * such as 'login.failed', or an admin call as 'POST /admin/members/:id/approve').
   */
  query: W.obj({ q: W.optional(W.text(60)), ...auditFilterShape, ...pagingShape }),
  response: W.array(adminAuditRow),
});

/** Ledger amounts are in the unit of their currency (won, micro-USDT or points), so plain integers. */
const ledgerCheck = W.obj({
  /** True when the three lists are empty. */
  sound: W.bool(),
  /** Currencies whose entries do not sum to zero. */
  unbalanced: W.array(W.obj({ currency: W.string(), sum: W.int() })),
  /** Member accounts whose running balance differs from the sum of their entries. */
  drifted: W.array(W.obj({ ref: W.string(), balance: W.int(), entries: W.int() })),
  /** Member accounts below zero. */
  negative: W.array(W.obj({ ref: W.string(), balance: W.int() })),
});
export type AdminLedgerCheckDto = W.TypeOf<typeof ledgerCheck>;

export const adminLedgerCheckCall = W.defineCall({ method: 'GET', path: '/admin/ledger/check', response: ledgerCheck });
