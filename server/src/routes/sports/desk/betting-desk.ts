import { odds as toOdds, oddsToPrice } from '@bet/core/shared';
import { audit } from '../../../auth/audit.js';
import { done, refuse, type Outcome } from '../../../http/refusals.js';
import type { OddsUpdateMessage } from '../../../live/channels.js';
import type { Db, Queryable } from '../../../db/db.js';
import {
  deskFixtures,
  deskMarkets,
  holdMarket,
  lockMarket,
  marketOdds,
  oddsExposure,
  releaseMarket,
  type DeskFixtureRow,
  type DeskMarketRow,
  type DeskOddsRow,
  type OddsExposureRow,
} from '../store/betting-desk-store.js';
import { DESK_MESSAGES as M } from './desk.messages.js';

/** The operator's betting desk: fixtures with exposure and market suspension (issue 11; slips and voids: desk-slips.ts). */

/** Who acts, from where, when (the audit line's fields). */
export interface DeskActor {
  readonly adminId: number;
  readonly ip: string;
  readonly now: number;
}

export interface ExposedOdds extends Omit<DeskOddsRow, 'marketId'> {
  readonly stakes: number;
  readonly payout: number;
  /** Payout if this outcome wins less the market's stakes (negative: the house keeps that much). */
  readonly liability: number;
}

export interface ExposedMarket extends Omit<DeskMarketRow, 'fixtureId'> {
  readonly slips: number;
  readonly stakes: number;
  readonly odds: readonly ExposedOdds[];
}

export interface DeskFixture extends DeskFixtureRow {
  readonly markets: readonly ExposedMarket[];
}

const groupBy = <T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

const NO_EXPOSURE: OddsExposureRow = { oddsId: 0, slips: 0, stakes: 0, payout: 0 };

/** One market's exposure from its odds' open slips (a slip has at most one leg per market, so the sums do not double count). */
export function exposedMarket(
  market: DeskMarketRow,
  odds: readonly DeskOddsRow[],
  exposure: ReadonlyMap<number, OddsExposureRow>,
): ExposedMarket {
  const rows = odds.map((o) => ({ odds: o, e: exposure.get(o.id) ?? NO_EXPOSURE }));
  const stakes = rows.reduce((sum, r) => sum + r.e.stakes, 0);
  const { fixtureId: _fixture, ...m } = market;
  return {
    ...m,
    slips: rows.reduce((sum, r) => sum + r.e.slips, 0),
    stakes,
    odds: rows.map(({ odds: { marketId: _market, ...o }, e }) => ({
      ...o,
      stakes: e.stakes,
      payout: e.payout,
      liability: e.payout - stakes,
    })),
  };
}

/** A page of the fixtures not finished, each market with its holds and the exposure of the open slips. */
export async function bettingDeskPage(db: Queryable, search: string | null, limit: number, offset: number): Promise<DeskFixture[]> {
  const fixtures = await deskFixtures(db, search, limit, offset);
  if (fixtures.length === 0) return [];
  const ids = fixtures.map((f) => f.id);
  const { markets, odds } = await deskMarkets(db, ids);
  const exposure = new Map((await oddsExposure(db, ids)).map((e) => [e.oddsId, e]));
  const oddsOf = groupBy(odds, (o) => o.marketId);
  const marketsOf = groupBy(markets, (m) => m.fixtureId);
  return fixtures.map((f) => ({
    ...f,
    markets: (marketsOf.get(f.id) ?? []).map((m) => exposedMarket(m, oddsOf.get(m.id) ?? [], exposure)),
  }));
}

/** What a suspension change tells the members' pages: the market and each of its odds, locked or not. */
export interface SuspensionFrames {
  readonly market: { readonly id: number; readonly fixtureId: number; readonly marketId: number; readonly suspended: boolean };
  readonly odds: readonly OddsUpdateMessage[];
}

/**
 * Suspends a market (the operator's hold: bets on it are refused and members see it locked,
 * whatever the feed says) or lifts the hold (the feed's own suspension shows again). Setting
 * the state it already has changes nothing but is still audited. The audit line commits with it.
 */
export async function setMarketSuspension(
  db: Db,
  marketId: number,
  suspended: boolean,
  actor: DeskActor,
): Promise<Outcome<SuspensionFrames>> {
  return db.transaction(async (tx) => {
    const market = await lockMarket(tx, marketId);
    if (!market) return refuse('notFound', M.marketNotFound);
    if (suspended) await holdMarket(tx, marketId, actor.adminId, new Date(actor.now));
    else await releaseMarket(tx, marketId);
    await audit(tx, {
      actorMemberId: actor.adminId,
      actorIp: actor.ip,
      action: suspended ? 'admin.market.suspend' : 'admin.market.unsuspend',
      target: `market:${marketId}`,
      detail: { fixtureId: market.fixtureId, before: { suspended: market.held }, after: { suspended } },
      at: actor.now,
    });
    const odds = await marketOdds(tx, marketId);
    const feedSuspended = odds.length > 0 && odds.every((o) => o.suspended);
    return done({
      market: { id: marketId, fixtureId: market.fixtureId, marketId: market.typeId, suspended: suspended || feedSuspended },
      odds: odds.map((o) => ({
        id: o.id,
        betPrice: oddsToPrice(toOdds(o.price)),
        version: o.version,
        suspended: suspended || o.suspended,
        fixtureId: market.fixtureId,
        marketId: market.typeId,
      })),
    });
  });
}
