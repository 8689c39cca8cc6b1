import { BehaviorSubject, Subject } from 'rxjs';
import type { BetSlipMiniGameEntry } from '../../bet-slip/domain/bet-slip.types.js';
import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { odds } from '../../shared/domain/odds.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { MinigameGame } from '../domain/minigame-catalogue.js';
import type { MinigameBoard, MinigameRound } from '../domain/minigame-round.js';
import type { MinigameGateway, MinigameSlipPort } from '../application/minigame.gateway.js';

export const FAKE_MINIGAMES: readonly MinigameGame[] = [
  { id: 301, providerName: 'lotus', nameKorean: '로투스 파워볼', maintenance: false },
  { id: 303, providerName: 'lotus', nameKorean: '로투스 사다리', maintenance: true },
  { id: 1008, providerName: 'token', nameKorean: '토큰 파워볼', maintenance: false },
  { id: 501, providerName: 'evolution', nameKorean: '에볼루션 파워볼', maintenance: true },
];

/** A ball-game round of game 301 with board id `id`, closing at `closesAt` (epoch ms). */
export function fakeMinigameRound(id: number, closesAt: number, dayRound = 241): MinigameRound {
  const pick = (code: number, marketName: string, marketNameKorean: string, name: string) => ({
    oddsId: id * 1_000 + code,
    marketId: code,
    marketName,
    marketNameKorean,
    name,
    price: odds(195),
  });
  return {
    id,
    round: 9_000_000 + id,
    dayRound,
    title: `로투스 파워볼 ${dayRound}회차`,
    closesAt,
    drawsAt: closesAt + 10_000,
    seedHash: 'a'.repeat(64),
    picks: [
      pick(1, 'Odd/Even', '일반볼 홀짝', '홀'),
      pick(2, 'Odd/Even', '일반볼 홀짝', '짝'),
      pick(18, 'Odd/Even', '파워볼 홀짝', '홀'),
      pick(19, 'Odd/Even', '파워볼 홀짝', '짝'),
    ],
  };
}

/** A scripted MinigameGateway: answers from fields the test sets, records every call. */
export class FakeMinigameGateway implements MinigameGateway {
  gamesAnswer: Result<readonly MinigameGame[], ApiError> = ok(FAKE_MINIGAMES);
  boards = new Map<number, Result<MinigameBoard, ApiError>>();
  betRoundIds: readonly number[] = [];
  readonly calls: string[] = [];
  /** Whether each board and used-rounds read was a background poll, in order. */
  readonly inBackground = { board: [] as boolean[], betRounds: [] as boolean[] };

  async games() {
    this.calls.push('games');
    return this.gamesAnswer;
  }
  async game(gameId: number) {
    this.calls.push(`game:${gameId}`);
    if (!this.gamesAnswer.ok) return this.gamesAnswer;
    return ok(this.gamesAnswer.value.find((g) => g.id === gameId) ?? null);
  }
  async board(gameId: number, background = false) {
    this.calls.push(`board:${gameId}`);
    this.inBackground.board.push(background);
    return this.boards.get(gameId) ?? fail(apiError('http', '존재하지 않는 게임입니다.', { status: 404 }));
  }
  async betRounds(memberUserId: string, gameId: number, background = false) {
    this.calls.push(`betRounds:${memberUserId}:${gameId}`);
    this.inBackground.betRounds.push(background);
    return ok(this.betRoundIds);
  }
  /** The board of game 301 with these rounds and two results. */
  setBoard(gameId: number, rounds: readonly MinigameRound[]): void {
    const game = this.gamesAnswer.ok ? this.gamesAnswer.value.find((g) => g.id === gameId) : undefined;
    this.boards.set(
      gameId,
      ok({
        gameId,
        gameName: game?.nameKorean ?? '',
        rounds,
        results: [
          { id: 7, dayRound: 240, text: '일반볼 홀/언더 · 파워볼 짝/오버' },
          { id: 6, dayRound: 239, text: '일반볼 짝/오버 · 파워볼 홀/언더' },
        ],
      }),
    );
  }
}

/** The slip as the board sees it: records the entries it was given, lets the test say a bet was placed. */
export class FakeMinigameSlip implements MinigameSlipPort {
  readonly added: BetSlipMiniGameEntry[] = [];
  readonly selected = new BehaviorSubject<readonly number[]>([]);
  readonly placed = new Subject<void>();
  readonly selectedOddsIds$ = this.selected.asObservable();
  readonly placed$ = this.placed.asObservable();
  addBet(entry: BetSlipMiniGameEntry): void {
    this.added.push(entry);
    this.selected.next([...this.selected.value, entry.id]);
  }
}
