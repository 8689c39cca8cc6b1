/**
 * Mini-games of spec section 7 "Mini-games": one contract per call (both ends read these).
 * History goes through /sports-prematch/bettings with gameType 3 (./sports.ts).
 *
 * GET  /settingMinigame          -> MinigameSettingDto[]
 * GET  /settingMinigame/{id}     -> MinigameSettingDto (404 when missing)
 * GET  /settingMinigameBetting   -> MinigameBettingSettingDto[] (after login)
 * POST /minigame/betting         MinigameBetInput -> { id } (money-moving)
 */
import * as W from '../contract/index.js';
import { anyWonWire, looseObj, noQueryWire, requiredInOrder, stakeWire } from './common.js';
import { placedBetWire } from './sports-betting.js';

const settingWire = W.obj({
  id: W.idOrZero(),
  /** lotus, token, evolution, ntry, next. */
  providerName: W.string(),
  minigameNameKorean: W.string(),
  systemMaintenanceFlg: W.withDefault(W.flag(), false),
});
export type MinigameSettingDto = W.TypeOf<typeof settingWire>;

/** Limits of one mini-game (`gameDetailType` is the game id), in won. */
const bettingSettingWire = W.obj({
  gameDetailType: W.int(),
  minBetAmount: anyWonWire(),
  maxBetAmount: anyWonWire(),
  maxWinAmount: anyWonWire(),
});
export type MinigameBettingSettingDto = W.TypeOf<typeof bettingSettingWire>;

const legWire = W.obj({
  oddsId: W.idOrZero(),
  betPrice: W.odds(),
  /** The pick's name as shown (e.g. '홀'). */
  name: W.text(100),
  round: W.idOrZero(),
  gameId: W.idOrZero(),
});

const betBody = requiredInOrder(
  W.obj({
    memberId: W.idOrZero(),
    amounts: stakeWire(),
    totalRatio: W.odds(),
    /** The game id. */
    gameDetailType: W.int(0, 100_000),
    bettings: W.array(legWire, 10),
  }),
  ['memberId', 'amounts', 'totalRatio', 'bettings', 'gameDetailType'],
);
export type MinigameBetInput = W.TypeOf<typeof betBody>;

export const minigameSettingsCall = W.defineCall({
  method: 'GET',
  path: '/settingMinigame',
  query: noQueryWire,
  response: W.array(settingWire),
});

/** A 404 means the game is missing (alert, then the top page). */
export const minigameSettingCall = W.defineCall({
  method: 'GET',
  path: '/settingMinigame/:id',
  params: looseObj({ id: W.idOrZero() }),
  response: settingWire,
});

export const minigameBettingSettingsCall = W.defineCall({
  method: 'GET',
  path: '/settingMinigameBetting',
  query: noQueryWire,
  response: W.array(bettingSettingWire),
});

/** The spec writes it without the leading slash. */
export const minigameBetCall = W.defineCall({
  method: 'POST',
  path: '/minigame/betting',
  body: betBody,
  response: placedBetWire,
  moneyMoving: true,
});
