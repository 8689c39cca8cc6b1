import { oddsFromPrice, type Odds } from '../../shared/domain/odds.js';
import type { BetSlipEntry } from './bet-slip.types.js';

/** A price the server says has moved, for one odds id. */
export interface BetSlipNewOdds {
  readonly oddsId: number;
  readonly price: Odds;
  readonly version: number | null;
}

/** A moved price beside the price the member saw (the old one is shown struck through). */
export interface BetSlipOddsMove {
  readonly oddsId: number;
  readonly betNameKorean: string;
  readonly oldPrice: Odds;
  readonly newPrice: Odds;
}

/** What a prematch rejection carries: the server's comment and the moved prices. */
export interface BetSlipRejection {
  readonly comment: string | null;
  readonly odds: readonly BetSlipNewOdds[];
}

/**
 * Reads a prematch rejection (spec 8: "prematch failure with object shows comment and new
 * odds"). Body (409, as core/src/api/contracts/sports-betting.ts documents it):
 * `{ message, code, comment?, bettings: [{ oddsId, betPrice, version? }] }`; `odds` is
 * accepted in place of `bettings`. Null when the body carries no usable odds.
 */
export function decodeRejectedOdds(body: unknown): BetSlipRejection | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as { bettings?: unknown; odds?: unknown; comment?: unknown };
  const list = Array.isArray(b.bettings) ? b.bettings : b.odds;
  if (!Array.isArray(list)) return null;
  const out: BetSlipNewOdds[] = [];
  for (const raw of list as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const r = raw as { oddsId?: unknown; betPrice?: unknown; version?: unknown };
    const price = typeof r.betPrice === 'number' || typeof r.betPrice === 'string' ? oddsFromPrice(r.betPrice) : null;
    if (typeof r.oddsId !== 'number' || price === null) continue;
    out.push({ oddsId: r.oddsId, price, version: typeof r.version === 'number' ? r.version : null });
  }
  if (out.length === 0) return null;
  return { comment: typeof b.comment === 'string' && b.comment.trim() !== '' ? b.comment : null, odds: out };
}

/** Pairs the server's new prices with the slip's picks; odds ids not in the slip are dropped. */
export function oddsMovesFor(entries: readonly BetSlipEntry[], moved: readonly BetSlipNewOdds[]): BetSlipOddsMove[] {
  return moved.flatMap((m) => {
    const e = entries.find((x) => x.id === m.oddsId);
    return e ? [{ oddsId: m.oddsId, betNameKorean: e.betNameKorean, oldPrice: e.betPrice, newPrice: m.price }] : [];
  });
}
