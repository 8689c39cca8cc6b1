import type { ApiError } from '../../shared/domain/api-error.js';
import { kstParts } from '../../shared/domain/kst.js';
import type { SportsPaging } from '../domain/sports-paging.js';
import {
  sportsPhaseLabel,
  sportsScoreText,
  type SportsFixture,
  type SportsFixtureStatus,
  type SportsMarket,
  type SportsScore,
} from '../domain/sports-fixture.js';
import type { SportsFavouritesView, SportsLeagueView } from './sports-league-groups.js';

/**
 * A pick as the list's structure names it. Its price, up/down mark, lock and selection are not
 * here: they live in the list's `prices` (`SportsOddsCellView` by odds id), so a price change
 * re-renders its cell and never the list.
 */
export interface SportsOddsView {
  readonly id: number;
  readonly name: string;
  readonly nameKorean: string;
  readonly line: string | null;
  readonly baseline: string | null;
}

export interface SportsMarketView {
  readonly id: number;
  readonly marketId: number;
  readonly name: string;
  readonly nameKorean: string;
  readonly baseline: string | null;
  readonly suspended: boolean;
  readonly odds: readonly SportsOddsView[];
}

export interface SportsFixtureView {
  readonly id: number;
  readonly sportId: number;
  readonly sportNameKorean: string;
  readonly locationNameKorean: string;
  readonly locationImagePath: string | null;
  readonly leagueId: number;
  readonly leagueNameKorean: string;
  readonly homeName: string;
  readonly awayName: string;
  readonly startsAt: number | null;
  /** "MM/DD HH:mm" in KST; empty when unknown. */
  readonly startText: string;
  readonly status: SportsFixtureStatus;
  /** '경기전', '전반전', '3쿼터', '경기종료', ... (core/src/labels). */
  readonly phaseLabel: string;
  readonly score: SportsScore | null;
  readonly scoreText: string;
  readonly markets: readonly SportsMarketView[];
}

/** Phases of a list screen; a failed load keeps the last good fixtures beside the message. */
export type SportsListPhase =
  | { readonly status: 'loading' }
  | { readonly status: 'ready' }
  | { readonly status: 'error'; readonly message: string; readonly error: ApiError };

export type SportsListView = SportsPaging &
  SportsListPhase & {
    /** The fixtures shown (with the "즐겨찾기" filter on, only starred leagues' and starred fixtures). */
    readonly fixtures: readonly SportsFixtureView[];
    /** The same fixtures under their league headers, each header and row with its star. */
    readonly leagues: readonly SportsLeagueView[];
    readonly favourites: SportsFavouritesView;
    /** LIVE_PRICES_STALE_MESSAGE while the prices on screen may not be current; null otherwise. */
    readonly pricesStaleNotice: string | null;
  };

const p2 = (n: number): string => String(n).padStart(2, '0');

export function formatSportsStartText(epochMs: number | null): string {
  if (epochMs === null) return '';
  const t = kstParts(epochMs);
  return `${p2(t.month)}/${p2(t.day)} ${p2(t.hour)}:${p2(t.minute)}`;
}

/** The structure of one market: names, suspension and its picks (no prices). */
export function toSportsMarketView(market: SportsMarket): SportsMarketView {
  return {
    id: market.id,
    marketId: market.marketId,
    name: market.name,
    nameKorean: market.nameKorean,
    baseline: market.baseline,
    suspended: market.suspended,
    odds: market.odds.map((odds) => ({
      id: odds.id,
      name: odds.name,
      nameKorean: odds.nameKorean,
      line: odds.line,
      baseline: odds.baseline,
    })),
  };
}

/** The structure of one fixture: names, state, markets and their picks (no prices). */
export function toSportsFixtureView(
  f: SportsFixture,
  marketView: (m: SportsMarket) => SportsMarketView = toSportsMarketView,
): SportsFixtureView {
  return {
    id: f.id,
    sportId: f.sportId,
    sportNameKorean: f.sportNameKorean,
    locationNameKorean: f.locationNameKorean,
    locationImagePath: f.locationImagePath,
    leagueId: f.leagueId,
    leagueNameKorean: f.leagueNameKorean,
    homeName: f.home.nameKorean,
    awayName: f.away.nameKorean,
    startsAt: f.startsAt,
    startText: formatSportsStartText(f.startsAt),
    status: f.status,
    phaseLabel: sportsPhaseLabel(f),
    score: f.score,
    scoreText: sportsScoreText(f.score),
    markets: f.markets.map(marketView),
  };
}

/**
 * `toSportsFixtureView` that answers the same view for the same fixture, and the same market
 * view for the same market: a list change that leaves a fixture or a market alone (immer keeps
 * it) leaves its view alone, so its card and its price cells need not re-render. A refetched page
 * brings new objects for every fixture: a view equal in content to the one last drawn for that
 * id is answered as that same view, so the periodic refetch of /inplay (every fixture, every
 * market) re-renders only what really changed, not the whole list in one long task (issue 9).
 */
export function sportsFixtureViews(): (f: SportsFixture) => SportsFixtureView {
  const fixtures = new WeakMap<SportsFixture, SportsFixtureView>();
  const markets = new WeakMap<SportsMarket, SportsMarketView>();
  const lastFixture = new Map<number, SportsFixtureView>();
  const lastMarket = new Map<number, SportsMarketView>();
  const marketView = (m: SportsMarket): SportsMarketView => {
    let view = markets.get(m);
    if (!view) markets.set(m, (view = sameOrNew(lastMarket, m.id, toSportsMarketView(m))));
    return view;
  };
  return (f) => {
    let view = fixtures.get(f);
    if (!view) fixtures.set(f, (view = sameOrNew(lastFixture, f.id, toSportsFixtureView(f, marketView))));
    return view;
  };
}

/** The view last answered for `id` when `fresh` holds the same content, else `fresh` (remembered). */
function sameOrNew<V>(last: Map<number, V>, id: number, fresh: V): V {
  const before = last.get(id);
  if (before !== undefined && sameContent(before, fresh)) return before;
  last.set(id, fresh);
  return fresh;
}

/** Plain data (what views are made of) equal in content; identical parts are not walked. */
function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.prototype.hasOwnProperty.call(y, k) && sameContent(x[k], y[k]));
}
