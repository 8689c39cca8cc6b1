import { combineLatest, endWith, ignoreElements, map, takeUntil, type Observable } from 'rxjs';
import { createViewModelStore, type ViewModelStore } from '../../shared/application/view-model-store.js';
import { ok } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { SsePort } from '../../shared/ports/sse-port.js';
import type { SportsFixtureFilter } from '../../sports/domain/prematch-query.js';
import { sportsPhaseLabel, sportsScoreText, type SportsFixture, type SportsScore } from '../../sports/domain/sports-fixture.js';
import { SportsFixtureList } from '../../sports/application/sports-fixture-list.js';
import type { SportsGateway } from '../../sports/application/sports-gateway.js';
import type { SportsListPhase } from '../../sports/application/sports-list.view.js';
import { INPLAY_LIST_REFRESH_MS } from '../../sports/application/sports.timing.js';
import { liveStreamOf, type LiveStream } from '../domain/live-stream.js';

/** The most channels the page lists: the server's largest page (GET /sports-inplay/fixtures?perpage). */
export const STREAMING_MAX_CHANNELS = 100;

/** Where a member bets on a live match: the in-play list. */
export const STREAMING_BET_PATH = '/inplay';

/** One live match in the channel list. */
export interface StreamingChannelView {
  readonly id: number;
  readonly sportId: number;
  readonly sportNameKorean: string;
  readonly leagueNameKorean: string;
  readonly homeName: string;
  readonly awayName: string;
  /** "2 : 1". */
  readonly scoreText: string;
  /** '전반전', '3쿼터', ... */
  readonly phaseLabel: string;
  /** Has a video to play. */
  readonly hasStream: boolean;
  readonly selected: boolean;
}

/** The chosen match: its video (or none) and its live state, which follows the feed. */
export interface StreamingScreenView {
  readonly id: number;
  readonly sportNameKorean: string;
  readonly leagueNameKorean: string;
  readonly homeName: string;
  readonly awayName: string;
  readonly score: SportsScore | null;
  readonly scoreText: string;
  readonly phaseLabel: string;
  /** The video to play; null: the page draws the match's live state instead. */
  readonly stream: LiveStream | null;
  /** The match left the live list (it ended): the last state seen stays on screen, betting is over. */
  readonly ended: boolean;
  /** Where to bet on it (null once it ended). */
  readonly betPath: string | null;
}

export type StreamingView = SportsListPhase & {
  /** Live matches the server counts (the list shows at most STREAMING_MAX_CHANNELS). */
  readonly totalCount: number;
  readonly channels: readonly StreamingChannelView[];
  readonly selected: StreamingScreenView | null;
};

export interface StreamingViewModelDeps {
  /** The in-play fixture list call; the page reads fixtures, scores and phases, never prices. */
  readonly gateway: Pick<SportsGateway, 'loadInplayFixtures'>;
  readonly sse: SsePort;
  readonly clock: Clock;
}

interface StreamingState {
  /** The match the member chose; null before a choice. */
  readonly selectedId: number | null;
  /** The chosen match as last seen in the live list (kept once it leaves the list). */
  readonly lastSeen: SportsFixture | null;
}

function screenOf(f: SportsFixture, ended: boolean): StreamingScreenView {
  return {
    id: f.id,
    sportNameKorean: f.sportNameKorean,
    leagueNameKorean: f.leagueNameKorean,
    homeName: f.home.nameKorean,
    awayName: f.away.nameKorean,
    score: f.score,
    scoreText: sportsScoreText(f.score),
    phaseLabel: sportsPhaseLabel(f),
    stream: liveStreamOf(f.streamUrl),
    ended,
    betPath: ended ? null : STREAMING_BET_PATH,
  };
}

/**
 * /streaming and /stream (spec 2 "TV streaming"): the matches in play as channels; the chosen
 * one plays its stream when the feed gives one, else the page draws its live state. Built on the
 * in-play list's engine (load, refresh, matches going live are fetched, ended ones leave) over
 * the 'event' source only: the page holds no prices, so it opens no slip stream of its own.
 * The page calls `open()` on entry and `dispose()` when it goes away.
 */
export class StreamingViewModel {
  readonly state$: Observable<StreamingView>;
  private readonly list: SportsFixtureList<SportsFixtureFilter>;
  private readonly store: ViewModelStore<StreamingState> = createViewModelStore<StreamingState>({ selectedId: null, lastSeen: null });

  constructor(deps: StreamingViewModelDeps) {
    this.list = new SportsFixtureList<SportsFixtureFilter>({
      kind: 'inplay',
      sse: deps.sse,
      clock: deps.clock,
      itemsPerPage: STREAMING_MAX_CHANNELS,
      refreshMs: INPLAY_LIST_REFRESH_MS,
      refetchForUnknown: (u) => u.kind === 'fixture' && u.status === 'inPlay',
      filter: {},
      // The page shows no prices: markets are dropped, so no odds stream is opened for them.
      load: async (filter, page, perpage, background) => {
        const r = await deps.gateway.loadInplayFixtures({ filter, page, perpage }, background);
        return r.ok ? ok({ ...r.value, rows: r.value.rows.map((row) => ({ ...row, markets: [] })) }) : r;
      },
    });
    // The chosen match as last seen, so it stays on screen (ended) once it leaves the list.
    this.store.own(
      combineLatest([this.list.state$, this.store.state$.pipe(map((s) => s.selectedId))]).subscribe(([list, id]) => {
        const seen = list.fixtures.find((f) => f.id === id);
        if (seen && seen !== this.store.get().lastSeen) this.store.set({ lastSeen: seen });
      }),
    );
    this.state$ = combineLatest([this.list.state$, this.store.state$]).pipe(
      map(([list, own]): StreamingView => {
        const live = list.fixtures.find((f) => f.id === own.selectedId);
        const shown = live ?? (own.lastSeen?.id === own.selectedId ? own.lastSeen : null);
        return {
          ...list.phase,
          totalCount: list.totalCount,
          channels: list.fixtures.map((f) => ({
            id: f.id,
            sportId: f.sportId,
            sportNameKorean: f.sportNameKorean,
            leagueNameKorean: f.leagueNameKorean,
            homeName: f.home.nameKorean,
            awayName: f.away.nameKorean,
            scoreText: sportsScoreText(f.score),
            phaseLabel: sportsPhaseLabel(f),
            hasStream: liveStreamOf(f.streamUrl) !== null,
            selected: f.id === own.selectedId,
          })),
          selected: shown ? screenOf(shown, live === undefined) : null,
        };
      }),
      // The view ends with the list (on dispose).
      takeUntil(this.list.state$.pipe(ignoreElements(), endWith(null))),
    );
  }

  /** Loads the live matches (the page calls it on entry). */
  open(): void {
    this.list.open(1, { filter: {} });
  }

  /** Fetches the list again (after a failed load: with the loading phase; else in the background). */
  refresh(): void {
    this.list.refresh();
  }

  /** Shows this match; one not in the live list is ignored. */
  select(fixtureId: number): void {
    const f = this.list.current.fixtures.find((x) => x.id === fixtureId);
    if (f) this.store.set({ selectedId: fixtureId, lastSeen: f });
  }

  /** Back to the list alone (the mobile layout's back button). */
  clearSelection(): void {
    this.store.set({ selectedId: null, lastSeen: null });
  }

  /** Ends loads, live frames and the refresh timer; `state$` completes. */
  dispose(): void {
    this.list.dispose();
    this.store.dispose();
  }
}
