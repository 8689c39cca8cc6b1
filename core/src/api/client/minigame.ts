import { invoke } from '../contract/index.js';
import {
  minigameBetCall,
  minigameBettingSettingsCall,
  minigameSettingCall,
  minigameSettingsCall,
  type MinigameBetInput,
} from '../contracts/minigame.js';
import type { MoneyIntent } from '../../shared/application/money-intent.js';
import type { ApiCaller } from './call.js';

/** Mini-game settings and bets (spec section 7 "Mini-games" and "minigame/betting"), from the calls' contracts. */
export const createMinigameApi = (call: ApiCaller) => ({
  settings: () => invoke(call, minigameSettingsCall, { query: {} }),
  /** GET /settingMinigame/{id}: a 404 means the game is missing (alert, then the top page). */
  setting: (gameId: number) => invoke(call, minigameSettingCall, { params: { id: gameId } }),
  bettingSettings: () => invoke(call, minigameBettingSettingsCall, { query: {} }),
  /** POST /minigame/betting (the spec writes it without the leading slash). */
  bet: (input: MinigameBetInput, intent?: MoneyIntent) => invoke(call, minigameBetCall, { body: input }, { intent }),
});
export type MinigameApi = ReturnType<typeof createMinigameApi>;
