import { BehaviorSubject, Observable, Subject } from 'rxjs';
import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { odds } from '../../shared/domain/odds.js';
import { ok, type Result } from '../../shared/domain/result.js';
import type { QueryValue } from '../../shared/ports/http-port.js';
import type { SseMessage, SsePort, SseSource } from '../../shared/ports/sse-port.js';
import type { SportsFixtureRecord, SportsMarketRecord, SportsOddsRecord } from '../domain/sports-fixture.js';
import type { SportsMenuLeagueRecord, SportsMenuRecord, SportsPopularRecord } from '../domain/sports-menu.js';
import type { SportsFixturePage, SportsFixturePageRequest, SportsGateway } from '../application/sports-gateway.js';

/** An odds row; `price` in hundredths. */
export const oddsRecord = (id: number, betName: string, price: number, o: Partial<SportsOddsRecord> = {}): SportsOddsRecord => ({
  id,
  betName,
  betNameKorean: '',
  betLine: null,
  betBaseline: null,
  betPrice: odds(price),
  version: 1,
  suspended: false,
  ...o,
});

/** Fixture `id` with a 1X2 market (odds ids id*10+1..3) and an Under/Over 2.5 market (id*10+4..5). */
export function fixtureRecord(id: number, o: Partial<SportsFixtureRecord> = {}): SportsFixtureRecord {
  const oneXTwo: SportsMarketRecord = {
    id: id * 10,
    marketId: 1,
    marketName: '1X2',
    marketNameKorean: '승무패',
    baseline: null,
    suspended: false,
    odds: [oddsRecord(id * 10 + 1, '1', 185), oddsRecord(id * 10 + 2, 'X', 320), oddsRecord(id * 10 + 3, '2', 410)],
  };
  const totals: SportsMarketRecord = {
    id: id * 10 + 1,
    marketId: 2,
    marketName: 'Under/Over',
    marketNameKorean: '언더오버',
    baseline: '2.5',
    suspended: false,
    odds: [oddsRecord(id * 10 + 4, 'Over', 190, { betLine: '2.5' }), oddsRecord(id * 10 + 5, 'Under', 188, { betLine: '2.5' })],
  };
  return {
    id,
    sportId: 6046,
    sportNameKorean: '축구',
    locationId: 5,
    locationNameKorean: '대한민국',
    locationImagePath: '/flags/kr.png',
    leagueId: 77,
    leagueName: 'K League 1',
    leagueNameKorean: 'K리그1',
    startDate: '2026-11-22T10:00:00.000Z',
    status: 'notStarted',
    homeParticipantsName: 'Seoul',
    homeParticipantsNameKorean: '서울',
    awayParticipantsName: 'Busan',
    awayParticipantsNameKorean: '부산',
    score: null,
    periodCode: null,
    markets: [oneXTwo, totals],
    ...o,
  };
}

export const menuRecord = (o: Partial<SportsMenuRecord> = {}): SportsMenuRecord => ({
  sportsEventId: 6046,
  sportsEventKorean: '축구',
  leagueCount: 2,
  locations: [
    { image_path: '/flags/kr.png', name_korean: '대한민국', cnt: 7, location_id: 5, sport_id: 6046 },
    { image_path: null, name_korean: '잉글랜드', cnt: 3, location_id: 9, sport_id: 6046 },
  ],
  leagues: [
    { league_id: 77, name_korean: 'K리그1', cnt: 7 },
    { league_id: 88, name_korean: '프리미어리그', cnt: 3 },
  ],
  ...o,
});

export const popularRecord = (id: number): SportsPopularRecord => ({
  id,
  sportId: 6046,
  sportName: '축구',
  locationImagePath: null,
  homeParticipantsNameKorean: '서울',
  awayParticipantsNameKorean: '부산',
});

type Answer<T> = Result<T, ApiError>;

/** A promise the test settles by hand, for answers that must arrive late or out of order. */
export function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const problem = (message = '목록을 불러오지 못했습니다.'): ApiError => apiError('http', message, { status: 400 });

/** A scripted SportsGateway; every call is recorded. Set `next*` to a deferred to hold an answer. */
export class FakeSportsGateway implements SportsGateway {
  readonly calls: { method: string; arg?: unknown }[] = [];
  menu: Answer<readonly SportsMenuRecord[]> = ok([menuRecord()]);
  popular: Answer<readonly SportsPopularRecord[]> = ok([popularRecord(501)]);
  leagues: Answer<readonly SportsMenuLeagueRecord[]> = ok([{ league_id: 77, name_korean: 'K리그1', cnt: 7 }]);
  prematch: Answer<SportsFixturePage> = ok({ rows: [fixtureRecord(1), fixtureRecord(2)], totalCount: 2 });
  inplay: Answer<SportsFixturePage> = ok({
    rows: [fixtureRecord(3, { status: 'inPlay', score: { home: 1, away: 0 }, periodCode: 10 })],
    totalCount: 1,
  });
  /** When set, the next fixture-list call waits for it (then it is cleared). */
  hold: Promise<void> | null = null;
  /** Whether each fixture-list page read (pre-match or in-play) was a background poll, in order. */
  readonly pagesInBackground: boolean[] = [];

  loadSportsMenu = async (background = false) => this.answer('loadSportsMenu', { background }, this.menu);
  loadPopularFixtures = async (background = false) => this.answer('loadPopularFixtures', { background }, this.popular);
  loadLeagues = async (sportId: number, locationId: number) => this.answer('loadLeagues', { sportId, locationId }, this.leagues);
  loadPrematchFixtures = async (r: SportsFixturePageRequest, background = false) =>
    this.list('loadPrematchFixtures', r, background, () => this.prematch);
  loadInplayFixtures = async (r: SportsFixturePageRequest, background = false) =>
    this.list('loadInplayFixtures', r, background, () => this.inplay);

  count(method: string): number {
    return this.calls.filter((c) => c.method === method).length;
  }

  private answer<T>(method: string, arg: unknown, value: T): T {
    this.calls.push({ method, arg });
    return value;
  }

  private async list(
    method: string,
    r: SportsFixturePageRequest,
    background: boolean,
    value: () => Answer<SportsFixturePage>,
  ): Promise<Answer<SportsFixturePage>> {
    this.calls.push({ method, arg: r });
    this.pagesInBackground.push(background);
    const hold = this.hold;
    this.hold = null;
    if (hold) await hold;
    return value();
  }
}

/** A Subject-backed SsePort: tests push frames with `emit` and see which streams are open. */
export class FakeSse implements SsePort {
  private readonly sources = new Map<SseSource, Subject<SseMessage>>();
  private readonly link = new BehaviorSubject(true);
  /** The port's connection state; tests drop and restore it with `setLinkUp`. */
  readonly linkUp$: Observable<boolean> = this.link.asObservable();

  setLinkUp(up: boolean): void {
    this.link.next(up);
  }
  readonly streams: {
    path: string;
    query: Readonly<Record<string, QueryValue>> | undefined;
    subject: Subject<SseMessage>;
    open: boolean;
  }[] = [];

  source(name: SseSource): Observable<SseMessage> {
    return this.subjectOf(name).asObservable();
  }

  stream(path: string, query?: Readonly<Record<string, QueryValue>>): Observable<SseMessage> {
    return new Observable<SseMessage>((sub) => {
      const entry = { path, query, subject: new Subject<SseMessage>(), open: true };
      this.streams.push(entry);
      const inner = entry.subject.subscribe(sub);
      return () => {
        entry.open = false;
        inner.unsubscribe();
      };
    });
  }

  emit(name: SseSource, event: string, data: unknown): void {
    this.subjectOf(name).next({ event, data });
  }

  /** Sends a frame to every open slip stream. */
  emitOdds(data: unknown): void {
    for (const s of this.streams.filter((x) => x.open)) s.subject.next({ event: 'odds', data });
  }

  openStreams(): typeof this.streams {
    return this.streams.filter((s) => s.open);
  }

  private subjectOf(name: SseSource): Subject<SseMessage> {
    let s = this.sources.get(name);
    if (!s) {
      s = new Subject<SseMessage>();
      this.sources.set(name, s);
    }
    return s;
  }
}

/** Lets pending promise callbacks run (the fake gateway answers asynchronously). */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};
