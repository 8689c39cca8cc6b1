/**
 * Ledger accounts. A member owns one account per kind; the house owns named accounts per
 * currency. Amounts are integers: KRW whole won, USDT micro-units (1 USDT = 1,000,000), POINT
 * whole points.
 */
export type Currency = 'KRW' | 'USDT' | 'POINT';

/**
 * - cash: held money (emoney); casino: the casino wallet (casinoMoney)
 * - withdrawal_hold: won withdrawals requested and not yet paid out or returned
 * - usdt: the USD balance; usdt_hold: USD withdrawals requested and not yet sent
 * - point: loyalty points
 */
export type MemberAccountKind = 'cash' | 'casino' | 'withdrawal_hold' | 'usdt' | 'usdt_hold' | 'point';

export const MEMBER_ACCOUNT_CURRENCY: Readonly<Record<MemberAccountKind, Currency>> = {
  cash: 'KRW',
  casino: 'KRW',
  withdrawal_hold: 'KRW',
  usdt: 'USDT',
  usdt_hold: 'USDT',
  point: 'POINT',
};

/**
 * House accounts (they may go negative: the house issues and absorbs value).
 * - bank: won arriving from / leaving to bank transfers
 * - chain: USDT arriving from / leaving to the blockchain
 * - exchange: the other side of conversions between currencies (KRW and USDT)
 * - promotion: points issued (bonuses, roulette, attendance) and redeemed for cash
 * - sportsbook: stakes taken and winnings paid (sports, virtual, mini-games)
 * - casino: bets and wins of casino and slot rounds (the game provider's callbacks)
 * - adjustment: manual corrections by an admin
 * - jackpot: the progressive jackpot's pool (a share of every casino bet, moved from `casino`,
 *   and the operator's seed from `promotion`; src/routes/casino/jackpot-pool.ts)
 */
export type HouseAccountName = 'bank' | 'chain' | 'exchange' | 'promotion' | 'sportsbook' | 'casino' | 'adjustment' | 'jackpot';

export type AccountRef =
  { readonly member: number; readonly kind: MemberAccountKind } | { readonly house: HouseAccountName; readonly currency: Currency };

export const memberAccount = (member: number, kind: MemberAccountKind): AccountRef => ({ member, kind });
export const houseAccount = (house: HouseAccountName, currency: Currency): AccountRef => ({ house, currency });

export const isMemberRef = (ref: AccountRef): ref is Extract<AccountRef, { member: number }> => 'member' in ref;

export function currencyOf(ref: AccountRef): Currency {
  return isMemberRef(ref) ? MEMBER_ACCOUNT_CURRENCY[ref.kind] : ref.currency;
}

/** The unique text key of an account: 'm:12:cash' or 'h:bank:KRW'. */
export function refKey(ref: AccountRef): string {
  return isMemberRef(ref) ? `m:${ref.member}:${ref.kind}` : `h:${ref.house}:${ref.currency}`;
}
