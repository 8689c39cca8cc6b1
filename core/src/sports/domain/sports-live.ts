import { produce, type Draft } from 'immer';
import type { Odds } from '../../shared/domain/odds.js';
import type { SportsFixture, SportsFixtureStatus, SportsOdds, SportsOddsMovement, SportsScore } from './sports-fixture.js';

/**
 * What the live sources tell a fixture list (decoded from the SSE frames in application/):
 * - odds: a new price or suspension of one odds row, with the feed's version;
 * - market: a market suspended or reopened;
 * - fixture: status, score or phase of a fixture (also the finish of a fixture);
 * - fixtureAdded: a fixture the list may not have yet;
 * - reset: the stream lost frames (or was stale), the list must be fetched again;
 * - stale: the stream carries nothing for now (the server's broker is away): prices are not current.
 */
export type SportsLiveUpdate =
  | { readonly kind: 'odds'; readonly oddsId: number; readonly price: Odds; readonly version: number; readonly suspended: boolean | null }
  | { readonly kind: 'market'; readonly fixtureId: number; readonly marketRowId: number; readonly suspended: boolean }
  | {
      readonly kind: 'fixture';
      readonly fixtureId: number;
      /** null when the frame does not say. */
      readonly status: SportsFixtureStatus | null;
      /** undefined when the frame does not say. */
      readonly score?: SportsScore | null;
      readonly periodCode?: number | null;
    }
  | { readonly kind: 'fixtureAdded'; readonly fixtureId: number }
  | { readonly kind: 'reset' }
  | { readonly kind: 'stale' };

/** A price change that was applied; the list flashes it until the flash is cleared. */
export interface SportsOddsMove {
  readonly fixtureId: number;
  readonly oddsId: number;
  readonly version: number;
  readonly movement: Exclude<SportsOddsMovement, null>;
}

export interface SportsLiveOutcome {
  /** The same array when nothing changed. */
  readonly fixtures: readonly SportsFixture[];
  readonly move: SportsOddsMove | null;
  /** The update names a fixture this list does not hold. */
  readonly unknownFixture: boolean;
}

const unchanged = (fixtures: readonly SportsFixture[], unknownFixture = false): SportsLiveOutcome => ({
  fixtures,
  move: null,
  unknownFixture,
});

interface OddsAt {
  readonly f: number;
  readonly m: number;
  readonly o: number;
  readonly fixtureId: number;
  readonly odds: SportsOdds;
}

function locateOdds(fixtures: readonly SportsFixture[], oddsId: number): OddsAt | null {
  for (const [f, fixture] of fixtures.entries()) {
    for (const [m, market] of fixture.markets.entries()) {
      const o = market.odds.findIndex((x) => x.id === oddsId);
      const odds = market.odds[o];
      if (odds) return { f, m, o, fixtureId: fixture.id, odds };
    }
  }
  return null;
}

/** What one odds frame does to a price: its new state, and the up/down move when the price changed. */
export interface SportsOddsStep {
  readonly odds: SportsOdds;
  readonly movement: SportsOddsMovement;
}

/**
 * Odds versions never go back: an older version is ignored; the same version may only change
 * the suspension (the server re-sends a row when only that changed); a newer version brings
 * its price, and a different price flashes up or down. null when the frame changes nothing.
 */
export function nextSportsOdds(current: SportsOdds, u: Extract<SportsLiveUpdate, { kind: 'odds' }>): SportsOddsStep | null {
  if (u.version < current.version) return null;
  const suspended = u.suspended ?? current.suspended;
  if (u.version === current.version) {
    return suspended === current.suspended ? null : { odds: { ...current, suspended }, movement: null };
  }
  const movement: SportsOddsMovement = u.price > current.price ? 'up' : u.price < current.price ? 'down' : null;
  return { odds: { ...current, price: u.price, version: u.version, suspended, movement }, movement };
}

/** `nextSportsOdds` on a list: the odds row is found by id and written into a new list. */
export function applySportsOddsUpdate(
  fixtures: readonly SportsFixture[],
  u: Extract<SportsLiveUpdate, { kind: 'odds' }>,
): SportsLiveOutcome {
  const at = locateOdds(fixtures, u.oddsId);
  const step = at ? nextSportsOdds(at.odds, u) : null;
  if (!at || !step) return unchanged(fixtures);
  const move = step.movement ? { fixtureId: at.fixtureId, oddsId: u.oddsId, version: u.version, movement: step.movement } : null;
  return { fixtures: writeOdds(fixtures, at, step.odds), move, unknownFixture: false };
}

function writeOdds(fixtures: readonly SportsFixture[], at: OddsAt, odds: SportsOdds): readonly SportsFixture[] {
  return produce(fixtures, (d: Draft<SportsFixture[]>) => {
    const market = d[at.f]?.markets[at.m];
    if (market) market.odds[at.o] = odds;
  });
}

function applyMarket(fixtures: readonly SportsFixture[], u: Extract<SportsLiveUpdate, { kind: 'market' }>): SportsLiveOutcome {
  if (!fixtures.some((x) => x.id === u.fixtureId)) return unchanged(fixtures, true);
  const next = produce(fixtures, (d: Draft<SportsFixture[]>) => {
    const market = d.find((x) => x.id === u.fixtureId)?.markets.find((m) => m.id === u.marketRowId);
    if (market && market.suspended !== u.suspended) market.suspended = u.suspended;
  });
  return { fixtures: next, move: null, unknownFixture: false };
}

function applyFixture(fixtures: readonly SportsFixture[], u: Extract<SportsLiveUpdate, { kind: 'fixture' }>): SportsLiveOutcome {
  if (!fixtures.some((x) => x.id === u.fixtureId)) return unchanged(fixtures, true);
  const next = produce(fixtures, (d: Draft<SportsFixture[]>) => {
    for (const fixture of d.filter((x) => x.id === u.fixtureId)) {
      if (u.status !== null && fixture.status !== u.status) fixture.status = u.status;
      if (u.periodCode !== undefined && fixture.periodCode !== u.periodCode) fixture.periodCode = u.periodCode;
      if (u.score !== undefined && !sameScore(fixture.score, u.score)) fixture.score = u.score;
    }
  });
  return { fixtures: next, move: null, unknownFixture: false };
}

const sameScore = (a: SportsScore | null, b: SportsScore | null): boolean =>
  a === b || (a !== null && b !== null && a.home === b.home && a.away === b.away);

/** Applies one live update to a list; the list's own rules (who stays listed) are the caller's. */
export function applySportsLiveUpdate(fixtures: readonly SportsFixture[], update: SportsLiveUpdate): SportsLiveOutcome {
  switch (update.kind) {
    case 'odds':
      return applySportsOddsUpdate(fixtures, update);
    case 'market':
      return applyMarket(fixtures, update);
    case 'fixture':
      return applyFixture(fixtures, update);
    case 'fixtureAdded':
      return unchanged(fixtures, !fixtures.some((f) => f.id === update.fixtureId));
    case 'reset':
    case 'stale':
      return unchanged(fixtures);
  }
}

/**
 * A refetched page against the live price of a row (core's live price store keeps the result): a
 * live frame may have brought a newer version than the server's answer (sent before that frame),
 * so the newer one wins and a refresh never rolls a price back; at the same version the running
 * flash stays.
 */
export function newerSportsOdds(previous: SportsOdds | undefined, fresh: SportsOdds): SportsOdds {
  if (!previous || previous.version < fresh.version) return fresh;
  return previous.version > fresh.version ? previous : { ...fresh, movement: previous.movement };
}
