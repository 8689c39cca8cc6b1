import { SERVER_MESSAGES } from '../../api/server.messages.js';
import { BET_SLIP_MESSAGES } from '../../bet-slip/domain/bet-slip.messages.js';
import { MINIGAME_MESSAGES } from '../../minigame/domain/minigame.messages.js';

/**
 * Every Korean text the server's sports, rounds and live routes send (server/src/routes/sports/messages.ts
 * re-exports it as SPORTS_MESSAGES). The bet-slip and mini-game texts the client already says are
 * reused, so client and server read the same words.
 */
export const SPORTS_API_MESSAGES = {
  loginRequired: BET_SLIP_MESSAGES.loginRequired,
  emptySlip: BET_SLIP_MESSAGES.emptySlip,
  belowMinimum: BET_SLIP_MESSAGES.belowMinimum,
  decimalAmount: BET_SLIP_MESSAGES.decimalAmount,
  insufficientCash: BET_SLIP_MESSAGES.insufficientCash,
  miniGameRoundTaken: BET_SLIP_MESSAGES.miniGameRoundTaken,
  oddsChanged: BET_SLIP_MESSAGES.oddsChanged,
  betDone: BET_SLIP_MESSAGES.betDone,
  notYourAccount: '본인 계정으로만 이용할 수 있습니다.',
  adminOnly: SERVER_MESSAGES.adminOnly,
  stakeStep: BET_SLIP_MESSAGES.stakeStep,
  oddsNotFound: '존재하지 않는 배당이 포함되어 있습니다. 베팅을 다시 선택해주세요.',
  fixtureMismatch: '경기 정보가 배당과 일치하지 않습니다.',
  fixtureStarted: '이미 시작되었거나 종료된 경기가 포함되어 있습니다.',
  fixtureNotLive: '진행중인 경기가 아닌 베팅이 포함되어 있습니다.',
  marketSuspended: BET_SLIP_MESSAGES.oddsSuspended,
  duplicatePick: '같은 배당을 중복으로 베팅할 수 없습니다.',
  combinationNotAllowed: '같은 경기의 조합 베팅이 허용되지 않는 종목입니다.',
  sameMarketTwice: '같은 경기의 같은 마켓은 한 번만 베팅할 수 있습니다.',
  tooManyPerFixture: '한 경기에는 최대 2개까지만 베팅할 수 있습니다.',
  gameDetailTypeMismatch: '베팅 유형이 올바르지 않습니다.',
  totalRatioMismatch: '총 배당이 올바르지 않습니다. 베팅을 다시 선택해주세요.',
  bonusInvalid: '보너스 배당 조건을 충족하지 않습니다.',
  tokenMissing: '베팅 토큰이 없습니다. 다시 시도해주세요.',
  tokenInvalid: '베팅 토큰이 유효하지 않습니다. 다시 시도해주세요.',
  tokenTooEarly: '라이브 베팅 대기시간이 지나지 않았습니다. 잠시 후 다시 시도해주세요.',
  cancelNotWaiting: '이미 처리된 베팅은 취소할 수 없습니다.',
  cancelStarted: '이미 시작된 경기가 포함된 베팅은 취소할 수 없습니다.',
  slipNotFound: '베팅내역을 찾을 수 없습니다.',
  deleteWaiting: '대기중인 베팅내역은 삭제할 수 없습니다.',
  fixtureNotFound: '경기를 찾을 수 없습니다.',
  resultUnknownOdds: '해당 경기와 마켓에 속하지 않는 배당이 포함되어 있습니다.',
  resultOverlap: '적중 배당과 적특 배당이 겹칩니다.',
  /** A finished fixture keeps its stored final score, as its odds keep their first result. */
  resultScoreSettled: (stored: string): string => `이미 결과가 입력된 경기입니다. 최종 스코어(${stored})는 변경할 수 없습니다.`,
  gameNotFound: MINIGAME_MESSAGES.missingGame,
  gameMaintenance: MINIGAME_MESSAGES.maintenance,
  roundClosed: MINIGAME_MESSAGES.bettingClosed,
  roundNotFound: MINIGAME_MESSAGES.roundNotFound,
  pickNotFound: MINIGAME_MESSAGES.pickNotFound,
  oneRoundPerSlip: MINIGAME_MESSAGES.oneRoundPerSlip,
  invalidInput: '입력값을 확인해주세요.',
} as const;
