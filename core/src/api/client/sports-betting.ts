import { invoke } from '../contract/index.js';
import {
  inplayBetCall,
  inplayTokenCall,
  prematchBetCall,
  virtualBetCall,
  type InplayBetInput,
  type PrematchBetInput,
  type VirtualBetInput,
} from '../contracts/sports-betting.js';
import type { MoneyIntent } from '../../shared/application/money-intent.js';
import type { ApiCaller } from './call.js';

/** The header that carries the in-play betting token. */
export const BETTING_TOKEN_HEADER = 'X-Betting-Token';

/** Bet placement (spec section 7 "Sports"), from the calls' contracts; every placement moves money. */
export const createBettingApi = (call: ApiCaller) => ({
  prematch: (input: PrematchBetInput, intent?: MoneyIntent) => invoke(call, prematchBetCall, { body: input }, { intent }),
  /** POST /virtureBetting/soccer for all four virtual games (spec spelling and path kept). */
  virtual: (input: VirtualBetInput, intent?: MoneyIntent) => invoke(call, virtualBetCall, { body: input }, { intent }),
  /** GET /sports-inplay/get-betting-token/{userId}?sports={sportId}: the token for one in-play bet. */
  inplayToken: (userId: string, sportId: number) => invoke(call, inplayTokenCall, { params: { userId }, query: { sports: sportId } }),
  /** POST /sports-inplay/betting with the token header; answers placed or odds changed. */
  inplay: (input: InplayBetInput, bettingToken: string, intent?: MoneyIntent) =>
    invoke(call, inplayBetCall, { body: { ...input, gameStyle: 'IN' } }, { intent, headers: { [BETTING_TOKEN_HEADER]: bettingToken } }),
});
export type BettingApi = ReturnType<typeof createBettingApi>;
