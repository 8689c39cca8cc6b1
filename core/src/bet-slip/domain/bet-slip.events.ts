import { produce } from 'immer';
import { ok } from '../../shared/domain/result.js';
import type { Odds } from '../../shared/domain/odds.js';
import { bonusBlocksPrice } from './bonus-rules.js';
import { isBetSlipMiniGameEntry } from './fixture-rules.js';
import { betSlipGamesOf } from './bet-slip.js';
import { BET_SLIP_GAME_PATHS, type BetSlipEntry, type BetSlipGamePath, type BetSlipOutcome, type BetSlipState } from './bet-slip.types.js';

type Draft<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The feed moved a price (spec section 4, "prematch changed-odds event"): every pick with this
 * odds id records the new price in `betChangedPrice` and takes the new version. With
 * auto-change on the pick's price is replaced too, except where a bonus forbids a price
 * below 1.30 (the old price stays, the move shows as pending). An event older than the
 * pick's version is ignored, so out-of-order stream frames cannot roll a price back.
 * The value is the number of picks updated.
 */
export function applyBetSlipOddsChange(state: BetSlipState, oddsId: number, newPrice: Odds, version: number): BetSlipOutcome<number> {
  const hits = (e: BetSlipEntry): boolean => e.id === oddsId && version >= e.version;
  const count = state.bets.filter(hits).length + state.esbets.filter(hits).length;
  if (count === 0) return { state, result: ok(0) };
  const next = produce(state, (d) => {
    for (const list of [d.bets, d.esbets]) {
      for (const e of list as Draft<BetSlipEntry>[]) {
        if (!hits(e)) continue;
        e.betChangedPrice = newPrice;
        e.version = version;
        if (d.autoChangeOdds && !bonusBlocksPrice(list, e, newPrice)) e.betPrice = newPrice;
      }
    }
    d.status += 1;
  });
  return { state: next, result: ok(count) };
}

/**
 * Turns automatic acceptance of odds moves on or off (toggles when `on` is omitted). Turning
 * it on also accepts the moves already pending, so the slip shows the prices it will bet.
 */
export function toggleBetSlipAutoChange(state: BetSlipState, on?: boolean): BetSlipOutcome<boolean> {
  const value = on ?? !state.autoChangeOdds;
  if (value === state.autoChangeOdds) return { state, result: ok(value) };
  const next = produce(state, (d) => {
    d.autoChangeOdds = value;
    if (value) acceptPendingPrices(d);
    d.status += 1;
  });
  return { state: next, result: ok(value) };
}

/**
 * The member accepts the moved odds (after a prematch refusal, spec 4/8): every pick takes
 * its pending price, except where a bonus forbids a price below 1.30. The value is the number
 * of picks whose price changed; the slip is the same object when none did.
 */
export function acceptBetSlipOddsChanges(state: BetSlipState): BetSlipOutcome<number> {
  const pending = (e: BetSlipEntry, list: readonly BetSlipEntry[]): boolean =>
    e.betChangedPrice !== null && e.betChangedPrice !== e.betPrice && !bonusBlocksPrice(list, e, e.betChangedPrice);
  const count = state.bets.filter((e) => pending(e, state.bets)).length + state.esbets.filter((e) => pending(e, state.esbets)).length;
  if (count === 0) return { state, result: ok(0) };
  const next = produce(state, (d) => {
    acceptPendingPrices(d);
    d.status += 1;
  });
  return { state: next, result: ok(count) };
}

function acceptPendingPrices(d: Draft<BetSlipState>): void {
  for (const list of [d.bets, d.esbets]) {
    for (const e of list as Draft<BetSlipEntry>[]) {
      const moved = e.betChangedPrice;
      if (moved !== null && moved !== e.betPrice && !bonusBlocksPrice(list, e, moved)) e.betPrice = moved;
    }
  }
}

/** Empties bets, esbets and games (after a successful bet, on leaving the slip, on path change). */
export function clearBetSlip(state: BetSlipState): BetSlipState {
  if (state.bets.length === 0 && state.esbets.length === 0 && state.games.length === 0) return state;
  return produce(state, (d) => {
    d.bets = [];
    d.esbets = [];
    d.games = [];
    d.status += 1;
  });
}

/** Switches the page family; a different path empties the slip (spec section 4). */
export function setBetSlipGamePath(state: BetSlipState, path: BetSlipGamePath): BetSlipState {
  if (path === state.gamePath) return state;
  return produce(clearBetSlip(state), (d) => {
    d.gamePath = path;
    d.status = Math.max(d.status, state.status + 1);
  });
}

const pathname = (path: string): string => (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';

/** The slip's game path for a route, or null for pages that do not own a slip (mypage, casino...). */
export function betSlipGamePathOfRoute(path: string): BetSlipGamePath | null {
  const first = pathname(path).split('/')[1] ?? '';
  return BET_SLIP_GAME_PATHS.find((p) => p === first) ?? null;
}

/**
 * Route change (spec section 4): a different pathname (the query does not count) drops the
 * virtual-sports picks and the mini-game picks; arriving on a page of another game path then
 * empties the whole slip through `setBetSlipGamePath`.
 */
export function onBetSlipRouteChange(state: BetSlipState, fromPath: string, toPath: string): BetSlipState {
  const path = betSlipGamePathOfRoute(toPath);
  // The same page (a first arrival, e.g. /bet365/soccer loaded directly) still sets its game path,
  // or a virtual pick would land in `bets` and be sent as a pre-match bet.
  if (pathname(fromPath) === pathname(toPath)) return path === null ? state : setBetSlipGamePath(state, path);
  let next = state;
  const keptBets = state.bets.filter((e) => !isBetSlipMiniGameEntry(e));
  if (state.esbets.length > 0 || keptBets.length !== state.bets.length) {
    next = produce(state, (d) => {
      d.esbets = [];
      d.bets = d.bets.filter((e) => !isBetSlipMiniGameEntry(e));
      d.games = betSlipGamesOf(d.bets, []);
      d.status += 1;
    });
  }
  return path === null ? next : setBetSlipGamePath(next, path);
}
