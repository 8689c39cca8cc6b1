import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { FairGame, FairnessGateway, FairRoundsPage } from '../application/fairness.gateway.js';
import { FairStream } from '../domain/fair-stream.js';
import { drawBall } from '../domain/minigame-draws.js';
import { sha256Hex } from '../domain/sha256.js';

export const FAKE_FAIR_GAMES: readonly FairGame[] = [
  { id: 301, providerName: 'lotus', nameKorean: '로투스 파워볼', drawKind: 'ball' },
  { id: 308, providerName: 'lotus', nameKorean: '로투스 홀짝', drawKind: 'oddEven' },
];

/** A published ball round that verifies: its seed, commitment and result are real. */
export function fakeFairRound(roundNo: number, seed = sha256Hex(`fake-seed:${roundNo}`)) {
  return {
    id: 1_000 + roundNo,
    round: roundNo,
    dayRound: (roundNo % 480) + 1,
    roundKey: `301:${roundNo}`,
    seedHash: sha256Hex(seed),
    seed,
    result: { ...drawBall(new FairStream(seed, `301:${roundNo}`)) } as Record<string, unknown>,
    winBetName: '일반볼 짝/언더 · 파워볼 홀/오버',
    drawsAt: '2026-11-25T03:00:00.000Z',
  };
}

/** A scripted FairnessGateway: answers from fields the test sets, records the calls. */
export class FakeFairnessGateway implements FairnessGateway {
  gamesAnswer: Result<readonly FairGame[], ApiError> = ok(FAKE_FAIR_GAMES);
  roundsAnswer: Result<FairRoundsPage, ApiError> = ok({ total: 12, list: [fakeFairRound(9_001), fakeFairRound(9_000)] });
  readonly calls: { gameId: number; page: number; perpage: number }[] = [];

  async games() {
    return this.gamesAnswer;
  }
  async rounds(gameId: number, page: number, perpage: number) {
    this.calls.push({ gameId, page, perpage });
    return this.roundsAnswer;
  }
  refuse(message: string): Result<never, ApiError> {
    return fail(apiError('http', message, { status: 500, code: 'refused' }));
  }
}
