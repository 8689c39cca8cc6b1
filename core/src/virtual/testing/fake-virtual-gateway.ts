import { BehaviorSubject } from 'rxjs';
import type { VirtualGameKind } from '../../bet-slip/domain/game-detail-type.js';
import type { BetSlipEntry } from '../../bet-slip/domain/bet-slip.types.js';
import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { odds } from '../../shared/domain/odds.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { VirtualGateway, VirtualSlipPort } from '../application/virtual.gateway.js';
import type { VirtualBoard, VirtualRound } from '../domain/virtual-round.js';
import type { VirtualRanking } from '../domain/team-standings.js';

/** A soccer round with board id `id`, starting at `startsAt` (epoch ms) and playing 15 s. */
export function fakeVirtualRound(id: number, startsAt: number, league = '프리미어십', dayRound = 200): VirtualRound {
  const pick = (code: number, marketName: string, marketNameKorean: string, name: string, price: number) => ({
    oddsId: id * 1_000 + code,
    marketId: code,
    marketName,
    marketNameKorean,
    name,
    price: odds(price),
  });
  return {
    id,
    round: 9_000_000 + id,
    dayRound,
    title: `${league} 런던 vs 파리`,
    home: '런던',
    away: '파리',
    startsAt,
    endsAt: startsAt + 15_000,
    picks: [
      pick(1, '1X2', '승무패', '승', 210),
      pick(2, '1X2', '승무패', '무', 320),
      pick(3, '1X2', '승무패', '패', 330),
      pick(5, 'Under/Over', '언더오버', '오버 2.5', 190),
    ],
  };
}

export function fakeVirtualBoard(rounds: readonly VirtualRound[], extra: Partial<VirtualBoard> = {}): VirtualBoard {
  return {
    gameId: 50,
    gameName: '가상축구',
    streams: [],
    leagues: [
      { id: 'premiership', name: '프리미어십' },
      { id: 'superleague', name: '슈퍼리그' },
    ],
    rounds,
    results: [{ id: 7, dayRound: 199, endsAt: 0, text: '2:1' }],
    ...extra,
  };
}

/** A scripted VirtualGateway: answers from the boards the test sets, records every call. */
export class FakeVirtualGateway implements VirtualGateway {
  readonly boards = new Map<VirtualGameKind, Result<VirtualBoard, ApiError>>();
  readonly calls: VirtualGameKind[] = [];
  /** Whether each board read was a background poll, in order. */
  readonly boardsInBackground: boolean[] = [];
  async board(game: VirtualGameKind, background = false) {
    this.calls.push(game);
    this.boardsInBackground.push(background);
    return this.boards.get(game) ?? fail(apiError('http', '존재하지 않는 게임입니다.', { status: 404 }));
  }
  /** The ranking it answers (none until a test sets one); every read counted. */
  rankingAnswer: Result<VirtualRanking, ApiError> = ok({ rounds: 0, groups: [] });
  rankingReads = 0;
  async ranking() {
    this.rankingReads++;
    return this.rankingAnswer;
  }
  setBoard(game: VirtualGameKind, board: VirtualBoard): void {
    this.boards.set(game, ok(board));
  }
}

/** The slip as the board sees it: records the entries it was given and marks them selected. */
export class FakeVirtualSlip implements VirtualSlipPort {
  readonly added: BetSlipEntry[] = [];
  readonly selected = new BehaviorSubject<readonly number[]>([]);
  readonly selectedOddsIds$ = this.selected.asObservable();
  addBet(entry: BetSlipEntry): void {
    this.added.push(entry);
    this.selected.next([...this.selected.value, entry.id]);
  }
}
