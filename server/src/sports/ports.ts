/**
 * The member a sports test acts as (testing/sports-test-app.ts's addMember): the session member's
 * fields a bet stores. The server's own types serve everything else: `Queryable` and `Db`
 * (db/db.ts), the ledger's `CashWallet`, the session's `SessionMember`.
 */
export interface SportsMember {
  readonly id: number;
  /** Login id (text). */
  readonly userId: string;
  readonly nickname: string;
  /** Level 1..5 (clamped by the limit rules). */
  readonly role: number;
  /** 'G' guest etc. (spec section 3). */
  readonly userType: string;
  readonly isAdmin: boolean;
}
