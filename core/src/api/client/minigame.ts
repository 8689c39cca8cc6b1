import * as D from '../decode.js';
import { idDtoDecoder } from '../contracts/common.js';
import {
  encodeMinigameBet,
  minigameBettingSettingDtoDecoder,
  minigameSettingDtoDecoder,
  type MinigameBetInput,
} from '../contracts/minigame.js';
import { path, type ApiCaller, intentKey } from './call.js';
import type { MoneyIntent } from '../../shared/application/money-intent.js';

/** Mini-game settings and bets (spec section 7 "Mini-games" and "minigame/betting"). */
export const createMinigameApi = (call: ApiCaller) => ({
  settings: () => call({ method: 'GET', path: '/settingMinigame', decoder: D.array(minigameSettingDtoDecoder) }),
  /** GET /settingMinigame/{id}: a 404 means the game is missing (alert, then the top page). */
  setting: (gameId: number) => call({ method: 'GET', path: path`/settingMinigame/${gameId}`, decoder: minigameSettingDtoDecoder }),
  bettingSettings: () => call({ method: 'GET', path: '/settingMinigameBetting', decoder: D.array(minigameBettingSettingDtoDecoder) }),
  /** POST /minigame/betting (the spec writes it without the leading slash). */
  bet: (input: MinigameBetInput, intent?: MoneyIntent) =>
    call({
      ...intentKey(intent),
      method: 'POST',
      path: '/minigame/betting',
      body: encodeMinigameBet(input),
      moneyMoving: true,
      decoder: idDtoDecoder,
    }),
});
export type MinigameApi = ReturnType<typeof createMinigameApi>;
